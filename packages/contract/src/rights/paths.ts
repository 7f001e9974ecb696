import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the 'My data' screen imports these on its first load.

/** A borrower's rights over their data (PRODUCT.md §21): customer-service calls, the second client. */
export const RIGHTS_PATHS = {
  myData: { method: 'GET', path: '/v3/personal-center/my-data' },
  rightsRequest: { method: 'POST', path: '/v3/personal-center/rights-request' },
  deleteAccount: { method: 'POST', path: '/v3/personal-center/delete-account' },
  myDataLink: { method: 'POST', path: '/v3/personal-center/my-data-link' },
  rightsWebRequest: { method: 'POST', path: '/v3/personal-center/rights-web-request' },
} as const satisfies Record<string, CallRef>;

/** Where the page outside the app asks for the login SMS code (the auth call's own path). */
export const AUTH_SEND_CODE = {
  method: 'POST',
  path: '/credit-user/send-sms-code',
} as const satisfies CallRef;

/** The JSON file of everything held (`GET <API_BASE><path>` with the common params). */
export const MY_DATA_DOWNLOAD_PATH = '/v3/personal-center/my-data.json';

/** The parts of the export, in the order the screen shows them. */
export const MY_DATA_SECTIONS = [
  'devices',
  'sessions',
  'orders',
  'instalments',
  'ledger',
  'payments',
  'payoutAccounts',
  'complaints',
  'sms',
  'consents',
  'requests',
] as const;
export type MyDataSection = (typeof MY_DATA_SECTIONS)[number];

/** The longest correction request, in characters. */
export const CORRECTION_MAX = 1000;
