import type { MyData } from '@tz-loan/contract/rights/calls';
import { AUTH_SEND_CODE, RIGHTS_PATHS } from '@tz-loan/contract/rights/paths';
import type { MockHandlers } from '../../shared/http/mock-types.ts';

const ok = <T>(data: T) => ({ code: 0, message: 'success', data });

export const myDataMock: MyData = {
  generatedAt: '2026-01-05T09:30:00.000Z',
  profile: { id: 7, phone: '255712345678', language: 'en', createdAt: '2025-11-02T08:00:00.000Z' },
  sections: {
    devices: [
      { deviceId: 'd-1', firstSeen: '2025-11-02T08:00:00.000Z', lastSeen: '2026-01-05T09:00:00.000Z' },
    ],
    sessions: [{ createdAt: '2026-01-05T09:00:00.000Z', deviceId: 'd-1', active: true }],
    orders: [{ id: 12, productId: 1, amount: 60000000, status: 200, createdAt: '2025-11-02T08:05:00.000Z' }],
    instalments: [{ orderId: 12, periodNo: 1, amount: 66000000, dueDate: '2026-02-01' }],
    ledger: [{ orderId: 12, kind: 'payment', amount: 66000000, createdAt: '2025-12-20T10:00:00.000Z' }],
    payments: [{ orderId: 12, reference: 'PAY-1', amount: 66000000, createdAt: '2025-12-20T10:00:00.000Z' }],
    payoutAccounts: [{ bankName: 'M-Pesa', accountNumber: '****5678', replacedAt: null }],
    complaints: [{ reference: 'C2026-000032', detail: 'The payment did not show', images: '' }],
    sms: [{ createdAt: '2025-12-20T10:00:01.000Z', text: 'We received 660.000,00 TZS' }],
    consents: [{ orderId: 12, document: '1', title: 'Loan Agreement', version: '2026-11', language: 'en' }],
    requests: [],
  },
};

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

const closedMock = {
  closedAt: '2026-01-05T09:31:00.000Z',
  erased: ['Logins, sessions and devices'],
  kept: [{ what: 'Your loans, their plans, ledger and payments', until: '2033-01-05' }],
};

export const mocks: MockHandlers = {
  [key(AUTH_SEND_CODE)]: () => ok({ resendAfterSeconds: 60 }),
  [key(RIGHTS_PATHS.rightsWebRequest)]: (params) =>
    params.kind === 'deletion'
      ? ok({ kind: 'deletion', request: null, closed: closedMock })
      : ok({
          kind: 'correction',
          request: { requestId: '4', dueAt: '2026-02-04T09:30:00.000Z' },
          closed: null,
        }),
  [key(RIGHTS_PATHS.myData)]: () => ok(myDataMock),
  [key(RIGHTS_PATHS.myDataLink)]: () =>
    ok({
      url: '/tapi/v3/personal-center/my-data.json?b=7&e=1&s=mock',
      expiresAt: '2026-01-05T09:35:00.000Z',
    }),
  [key(RIGHTS_PATHS.rightsRequest)]: () => ok({ requestId: '3', dueAt: '2026-02-04T09:30:00.000Z' }),
  [key(RIGHTS_PATHS.deleteAccount)]: () => ok(closedMock),
};
