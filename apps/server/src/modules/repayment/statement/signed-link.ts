import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { STATEMENT_PDF_PATH } from '@tz-loan/contract/repayment/statement-paths';
import type { Language } from '../../../shared/i18n.ts';

/** How long a statement's download address stays good: long enough to start the download, no more. */
export const LINK_TTL_MS = 5 * 60_000;

export type PdfGrant = { orderId: number; borrowerId: number; language: Language; expires: number };

const payloadOf = (g: PdfGrant) => `statement-pdf:${g.orderId}:${g.borrowerId}:${g.language}:${g.expires}`;
const sign = (secret: string, grant: PdfGrant) =>
  createHmac('sha256', secret).update(payloadOf(grant)).digest('base64url');

/**
 * The statement's PDF is fetched by the phone's downloader or browser, which cannot send the session:
 * so an authorised call hands out an address signed with the server's secret, naming the order, its
 * borrower, the language and when it ends. It carries no session token (PRODUCT.md §8).
 */
export const signPdfLink = (secret: string, grant: Omit<PdfGrant, 'expires'>, now: Date) => {
  const full = { ...grant, expires: Math.floor((now.getTime() + LINK_TTL_MS) / 1000) };
  const query = new URLSearchParams({
    o: String(full.orderId),
    b: String(full.borrowerId),
    l: full.language,
    e: String(full.expires),
    s: sign(secret, full),
  });
  return {
    url: `${API_BASE}${STATEMENT_PDF_PATH}?${query}`,
    expiresAt: new Date(full.expires * 1000).toISOString(),
  };
};

const ID = /^[1-9]\d{0,15}$/;

/** The grant a signed address makes, or null when it is forged, altered or past its time. */
export const readPdfLink = (secret: string, query: Record<string, unknown>, now: Date): PdfGrant | null => {
  const { o, b, l, e, s } = query as Record<string, string | undefined>;
  if (!o || !b || !e || !s || !ID.test(o) || !ID.test(b) || !ID.test(e)) return null;
  if (l !== 'en' && l !== 'sw') return null;
  const grant: PdfGrant = { orderId: Number(o), borrowerId: Number(b), language: l, expires: Number(e) };
  if (grant.expires * 1000 < now.getTime()) return null;
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(s);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
};

/** The key the links are signed with: derived from the payment secret every process shares, for this use alone. */
export const statementLinkSecret = (base: string) =>
  createHmac('sha256', base).update('statement-pdf-links').digest('hex');
