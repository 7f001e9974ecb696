import { createHash } from 'node:crypto';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import type { DbOrTx } from '../../../db/client.ts';
import { consents } from '../../../db/schema/rights.ts';
import type { Language } from '../../../shared/i18n.ts';

/** What names the device an agreement was accepted on: the app's own params, never the session. */
const DEVICE_PARAMS = [
  'deviceId',
  'clientType',
  'osVersion',
  'appName',
  'appVersion',
  'packageId',
  'channel',
  'merchantNumber',
] as const;

/** How and where the borrower accepted: the language they read and the device they used. */
export type Acceptance = { language: Language; common: CommonParams; userAgent?: string | undefined };

export const deviceOf = (acceptance: Acceptance): Record<string, string> => {
  const device: Record<string, string> = {};
  for (const name of DEVICE_PARAMS) {
    const value = acceptance.common[name];
    if (value) device[name] = value;
  }
  if (acceptance.userAgent) device.userAgent = acceptance.userAgent.slice(0, 300);
  return device;
};

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type AcceptedDocument = { document: string; title: string; version: string; html: string };

/** Records each document once per order: a retried submit finds its rows and adds none. */
export const recordConsents = async (
  db: DbOrTx,
  who: { borrowerId: number; orderId: number },
  documents: readonly AcceptedDocument[],
  acceptance: Acceptance,
) => {
  const device = deviceOf(acceptance);
  await db
    .insert(consents)
    .values(
      documents.map((d) => ({
        ...who,
        document: d.document,
        title: d.title,
        version: d.version,
        textHash: sha256(d.html),
        language: acceptance.language,
        device,
      })),
    )
    .onConflictDoNothing({ target: [consents.orderId, consents.document] });
};
