import type { Envelope } from '@tz-loan/contract/envelope';

/**
 * The data of a successful envelope, for a TanStack Query `queryFn`. A refusal throws with the server's
 * message, so the screen shows it beside Retry (the HTTP client has toasted it as well).
 */
export const dataOf = <T>(envelope: Envelope<T>): T => {
  if (envelope.code !== 0 || envelope.data === undefined)
    throw new Error(envelope.message || 'Something went wrong. Please try again.');
  return envelope.data;
};

/** Why a query failed, in words for the borrower: the server's message, or a connection hint. */
export const failureText = (error: unknown): string =>
  error instanceof Error && error.name === 'Error'
    ? error.message
    : 'Please check your connection and try again.';
