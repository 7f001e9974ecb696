import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// Mock data of the statement screen (`/loanStatement`): the mock order paid out, one payment of its
// first instalment with the penalty, and the interest and fee charged at the payout.

export const loanStatementMock = {
  orderId: '1',
  productName: 'Mwezi Loan',
  amount: 40_000_000,
  paid: 15_700_000,
  owedToday: 27_300_000,
  lines: [
    {
      date: '2025-05-02 10:00:00',
      kind: 'payout' as const,
      text: 'Loan paid out',
      amount: 40_000_000,
      balance: 40_000_000,
      paymentId: null,
    },
    {
      date: '2025-05-02 10:00:00',
      kind: 'interest' as const,
      text: 'Interest',
      amount: 2_600_000,
      balance: 42_600_000,
      paymentId: null,
    },
    {
      date: '2025-05-02 10:00:00',
      kind: 'fee' as const,
      text: 'Service fee',
      amount: 200_000,
      balance: 42_800_000,
      paymentId: null,
    },
    {
      date: '2025-06-06 09:00:00',
      kind: 'penalty' as const,
      text: 'Overdue penalty to 2025-06-06',
      amount: 200_000,
      balance: 43_000_000,
      paymentId: null,
    },
    {
      date: '2025-06-06 09:15:20',
      kind: 'penalty-payment' as const,
      text: 'Penalty paid SBXPAY-1',
      amount: -200_000,
      balance: 42_800_000,
      paymentId: 11,
    },
    {
      date: '2025-06-06 09:15:20',
      kind: 'payment' as const,
      text: 'Payment SBXPAY-1',
      amount: -15_500_000,
      balance: 27_300_000,
      paymentId: 11,
    },
  ],
};

export const mocks: MockHandlers = {
  'GET /v3/repay/statement': () => ok(loanStatementMock),
  'POST /v3/repay/statement-pdf-link': () =>
    ok({
      url: '/tapi/v3/repay/statement.pdf?o=1&b=7&l=en&e=1&s=mock',
      expiresAt: '2025-06-06T06:20:00.000Z',
    }),
};
