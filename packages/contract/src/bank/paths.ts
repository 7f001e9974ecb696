import type { CallRef } from '../platform/call-ref.ts';

/** The bank calls' methods and paths, zod-free for the web app; their schemas are in bank.ts. */
export const BANK_PATHS = {
  cardInit: { method: 'POST', path: '/service/entry-order/card-init' },
  saveBankInfo: { method: 'POST', path: '/v3/certify/save-bank-info' },
  cardChange: { method: 'POST', path: '/yours/cardChange' },
  bankAccount: { method: 'POST', path: '/v3/certify/bank-account' },
  holderName: { method: 'POST', path: '/v3/certify/holder-name' },
} as const satisfies Record<string, CallRef>;
