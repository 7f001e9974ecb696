import type { CallbackRead, TransactionStatus } from '../mobile-money.ts';

/**
 * AzamPay's callbacks, as its docs describe them. The checkout callback ("Callback" on the checkout
 * page) posts `msisdn`, `amount`, `message`, `utilityref` (our externalId), `operator`, `reference`
 * (AzamPay's id), `transactionstatus` ('success' or 'failure'), `submerchantAcc`, `fspReferenceId`,
 * `additionalProperties`. The disbursement callback posts `initiatorReferenceId` (our
 * externalReferenceId), `pgReferenceId`, `fspReferenceId`, `amount`, `status`, `message`, `operator`.
 *
 * Neither is signed, nor carries a secret or header we could check. So a callback is only a claim:
 * it is parsed, and then the transaction-status API is asked about the reference it names. Only
 * when that answer agrees is the callback `verified`, and the result returned is the status API's
 * (its amount, when it gives one), so a forged or altered callback cannot move money.
 */
export const readAzamPayCallback = async (
  rawBody: string,
  status: (request: { reference: string; kind: 'collection' | 'disbursement' }) => Promise<TransactionStatus>,
): Promise<CallbackRead> => {
  const claim = parseClaim(rawBody);
  if (!claim) return { verified: false, reason: 'Not an AzamPay callback', httpStatus: 400 };

  const answer = await status({ reference: claim.reference, kind: claim.kind });
  if (answer.state === 'unknown') {
    return { verified: false, reason: 'AzamPay does not know the reference', httpStatus: 404 };
  }
  if (answer.state === 'unreachable') {
    return { verified: false, reason: `Could not confirm with AzamPay: ${answer.reason}`, httpStatus: 401 };
  }
  const claimed = claim.succeeded ? 'succeeded' : 'failed';
  if (answer.state !== claimed) {
    return {
      verified: false,
      reason: `The callback says ${claimed}, AzamPay's status says ${answer.state}`,
      httpStatus: 401,
    };
  }
  if (answer.state === 'succeeded' && claim.amount !== null && claim.amount !== answer.amount) {
    return { verified: false, reason: "The callback's amount is not AzamPay's", httpStatus: 401 };
  }
  return {
    verified: true,
    kind: claim.kind,
    reference: claim.reference,
    result: answer,
    account: claim.account,
  };
};

type Claim = {
  kind: 'collection' | 'disbursement';
  reference: string;
  succeeded: boolean;
  /** Minor units; null when the callback names none. */
  amount: number | null;
  account: string;
};

const parseClaim = (rawBody: string): Claim | null => {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    body = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const field = (name: string) => {
    const value = body[name];
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  };
  const collection = 'utilityref' in body;
  const reference = collection ? field('utilityref') : field('initiatorReferenceId');
  const word = (collection ? field('transactionstatus') : field('status')).toLowerCase();
  if (!reference || (word !== 'success' && word !== 'failure')) return null;
  const amountText = field('amount');
  const shillings = Number(amountText);
  if (amountText && !(Number.isFinite(shillings) && shillings >= 0)) return null;
  return {
    kind: collection ? 'collection' : 'disbursement',
    reference,
    succeeded: word === 'success',
    amount: amountText ? Math.round(shillings * 100) : null,
    account: collection ? field('msisdn') : field('operator'),
  };
};
