import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// Mock data of the receipt screen (`/paymentReceipt`): the payment of the statement's mock
// (features/repayment/statement/mock.ts), whatever `paymentId` is asked.

export const paymentReceiptMock = {
  receiptNo: 'R00000011',
  orderId: '1',
  amount: 15_700_000,
  way: 'Pay code at an agent',
  reference: 'SBXPAY-1',
  date: '2025-06-06 09:15:20',
  parts: {
    penalty: 200_000,
    interest: 650_000,
    fee: 50_000,
    principal: 14_800_000,
    rolloverFee: 0,
    credit: 0,
  },
  balanceAfter: 27_300_000,
};

export const mocks: MockHandlers = {
  'GET /v3/repay/receipt': () => ok(paymentReceiptMock),
};
