import { formatDate } from '@tz-loan/contract/platform/date';
import type { DataRow, MyData } from '@tz-loan/contract/rights/calls';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../domain/errors.ts';
import { maskAccountNumber } from '../../shared/masking.ts';
import { borrowerImagePath } from '../complaint/image-paths.ts';
import * as repo from './repository.ts';
import { RIGHTS_REFUSALS } from './texts.ts';

type Value = DataRow[string];

const cell = (value: unknown): Value => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/** A record as plain values, without the fields named (hashes and keys that mean nothing to a reader). */
const row = (record: Record<string, unknown>, omit: readonly string[] = []): DataRow =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([name]) => !omit.includes(name))
      .map(([name, value]) => [name, cell(value)]),
  );

/**
 * Everything held about one borrower, read from their own rows only: session tokens, code hashes and
 * storage keys are never part of it; account numbers are masked as every screen shows them.
 */
export const collectMyData = async (db: DbOrTx, borrowerId: number, now: Date): Promise<MyData> => {
  const borrower = await repo.findBorrower(db, borrowerId);
  if (!borrower) throw notFound(RIGHTS_REFUSALS.closed);
  const own = await repo.ordersOf(db, borrowerId);
  const orderIds = own.map((o) => o.id);
  const [
    sessions,
    devices,
    plan,
    ledger,
    payments,
    accounts,
    complaints,
    images,
    sms,
    consents,
    requests,
    ussd,
  ] = await Promise.all([
    repo.sessionsOf(db, borrowerId),
    repo.devicesOf(db, borrowerId),
    repo.instalmentsOf(db, orderIds),
    repo.ledgerOf(db, orderIds),
    repo.paymentsOf(db, borrowerId),
    repo.payoutAccountsOf(db, borrowerId),
    repo.complaintsOf(db, borrowerId),
    repo.imagesOf(db, borrowerId),
    repo.smsOf(db, borrower.phone),
    repo.consentsOf(db, borrowerId),
    repo.requestsOf(db, borrowerId),
    repo.ussdOf(db, borrowerId, borrower.phone),
  ]);
  const imageLinks = (complaintId: number, role: string) =>
    images
      .filter((i) => i.complaintId === complaintId && i.role === role)
      .map((i) => borrowerImagePath(i.token))
      .join(', ');
  return {
    generatedAt: now.toISOString(),
    profile: row({
      ...borrower,
      ussdPin: ussd.pin
        ? `USSD PIN: set on ${formatDate(ussd.pin.setAt)}${ussd.pin.lockedAt ? ', locked by wrong tries' : ''}`
        : null,
      ussdLanguage: ussd.language,
    }),
    sections: {
      devices: devices.map((d) => row(d)),
      sessions: sessions.map((s) =>
        row({ ...s, active: s.revokedAt === null && s.expiresAt.getTime() > now.getTime() }),
      ),
      orders: own.map((o) => row(o, ['borrowerId', 'updatedAt'])),
      instalments: plan.map((i) => row(i)),
      ledger: ledger.map((e) => row(e)),
      payments: payments.map((p) => row(p)),
      payoutAccounts: accounts.map((a) =>
        row({ ...a, accountNumber: maskAccountNumber(a.accountNumber) }, ['borrowerId']),
      ),
      complaints: complaints.map((c) =>
        row({ ...c, images: imageLinks(c.id, 'problem'), replyImages: imageLinks(c.id, 'reply') }, [
          'borrowerId',
          'contentHash',
        ]),
      ),
      sms: sms.map((s) => row(s)),
      consents: consents.map((c) => row(c, ['borrowerId'])),
      requests: requests.map((r) => row(r, ['borrowerId', 'handledBy'])),
    },
  };
};
