import { createHash, timingSafeEqual } from 'node:crypto';
import { ipAllowList } from '../../shared/ip-allow-list.ts';

/** The query parameter of the callback address that carries the lender's secret. */
export const USSD_KEY_PARAM = 'ussdKey';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Africa's Talking signs no USSD callback: what proves a request is the gateway's is the secret in the
 * address the lender registered (compared in constant time) and, when set, the gateway's addresses.
 */
export const ussdCallbackGuard = (settings: {
  secret: string | null;
  allowedIps: readonly string[] | null;
}) => {
  const expected = settings.secret === null ? null : digest(settings.secret);
  const fromAllowedAddress = settings.allowedIps ? ipAllowList(settings.allowedIps) : () => true;
  const withSecret = (given: unknown) =>
    expected === null || (typeof given === 'string' && timingSafeEqual(digest(given), expected));

  /** Whether the request may be answered: the secret is right and the address allowed. */
  return (request: { ip: string; query: unknown }) =>
    fromAllowedAddress(request.ip) &&
    withSecret((request.query as Record<string, unknown> | null)?.[USSD_KEY_PARAM]);
};
