import { API_BASE } from '@tz-loan/contract/platform/constants';
import { STATEMENT_PDF_PATH } from '@tz-loan/contract/repayment/statement-paths';
import type { Language } from '../../../shared/i18n.ts';
import { purposeSecret, readAddress, signAddress } from '../../../shared/signed-address.ts';

/** How long a statement's download address stays good: long enough to start the download, no more. */
export const LINK_TTL_MS = 5 * 60_000;

const PURPOSE = 'statement-pdf';

export type PdfGrant = { orderId: number; borrowerId: number; language: Language; expires: number };

const ID = /^[1-9]\d{0,15}$/;

/**
 * The statement's PDF is fetched by the phone's downloader or browser, which cannot send the session:
 * so an authorised call hands out an address signed with the server's secret, naming the order, its
 * borrower and the language. It carries no session token (PRODUCT.md §8).
 */
export const signPdfLink = (secret: string, grant: Omit<PdfGrant, 'expires'>, now: Date) => {
  const fields = { o: String(grant.orderId), b: String(grant.borrowerId), l: grant.language };
  const { query, expiresAt } = signAddress(secret, PURPOSE, fields, now, LINK_TTL_MS);
  return { url: `${API_BASE}${STATEMENT_PDF_PATH}?${query}`, expiresAt };
};

/** The grant a signed address makes, or null when it is forged, altered or past its time. */
export const readPdfLink = (secret: string, query: Record<string, unknown>, now: Date): PdfGrant | null => {
  const granted = readAddress(secret, PURPOSE, query, ['o', 'b', 'l'], now);
  if (!granted) return null;
  const { o = '', b = '', l, e } = granted;
  if (!ID.test(o) || !ID.test(b) || (l !== 'en' && l !== 'sw')) return null;
  return { orderId: Number(o), borrowerId: Number(b), language: l, expires: Number(e) };
};

/** The key the links are signed with: derived from the payment secret every process shares, for this use alone. */
export const statementLinkSecret = (base: string) => purposeSecret(base, 'statement-pdf-links');
