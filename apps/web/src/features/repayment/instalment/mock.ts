import { formatMoney } from '@tz-loan/contract/platform/money';
import { MOBILE_MONEY_WALLETS } from '@tz-loan/contract/repayment/mobile-money';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';
import { repaymentInfoMock as storedInfo } from '../code/mock.ts';

// Mock data of the instalment repayment screen (`/sunflowerP`) and the deferral screen (`/marmaladeT`):
// the order of the loan details mocks (Mwezi Plus, 600.000,00 TZS in 4 instalments), its first
// instalment paid, the second due and the last two not yet due. `mockStatus=180` in the page URL
// makes the second overdue, e.g. `/sunflowerP?mock=1&orderId=1&productId=2&mockStatus=180`.
//
// Generate-code answers by channel as the payment provider does: the hosted pay page (WEB) gives a
// URL, the QR channel a QR code, every mobile-money channel a pay code.

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

const pageSwitch = (name: string) =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name);

export const REPAY_CHANNELS = [
  ...MOBILE_MONEY_WALLETS.map((wallet) => ({ name: wallet.name, type: wallet.code })),
  { name: 'Lipa QR', type: 'QR' },
  { name: 'Card or bank (pay page)', type: 'WEB' },
];

const PAYER = { bankName: 'M-Pesa', bankNode: 'TZ0001', cardNo: '****5678' };

const INSTALMENT = 15_632_466;
const LAST_INSTALMENT = 15_632_465;

const row = (
  periodNo: number,
  totalAmount: number,
  dueTime: string,
  periodStatus: 'unpaid' | 'due' | 'overdue' | 'paid',
  first = false,
) => ({
  periodNo,
  totalAmount,
  displayAmount: tzs(totalAmount),
  canClick: first ? (1 as const) : (0 as const),
  check: first ? (1 as const) : (0 as const),
  periodStatus,
  dueTime,
  status: { unpaid: 'Not yet due', due: 'Due', overdue: 'Overdue', paid: 'Paid' }[periodStatus],
  penalty: 0,
});

/** The plan of `/sunflowerP`: 3 instalments waiting (the first due), 1 paid. */
export const repayPlanMock = (overdue = pageSwitch('mockStatus') === '180') => {
  const waiting = [
    row(2, INSTALMENT, '2025-07-02', overdue ? 'overdue' : 'due', true),
    row(3, INSTALMENT, '2025-08-01', 'unpaid'),
    row(4, LAST_INSTALMENT, '2025-08-31', 'unpaid'),
  ];
  return {
    bankCardInfo: PAYER,
    bankList: REPAY_CHANNELS,
    amountMax: waiting.reduce((sum, r) => sum + r.totalAmount, 0),
    amountMin: 100_000,
    productName: 'Mwezi Plus',
    repayPlanDetail: {
      repayWaitDetail: waiting,
      repayYetDetail: [row(1, INSTALMENT, '2025-06-02', 'paid')],
      repayWaitCount: waiting.length,
    },
    note: 'Pay before the due date to avoid overdue charges. A payment can take a few minutes to show here.',
    telephone: '+255 22 000 0000',
    showSubmitUtr: 1 as const,
  };
};

export const DEFERRAL_FEE = 937_800;

/** The deferral of `/marmaladeT`: 30 more days for the due instalment and the ones after it. */
export const deferralDetailMock = () => ({
  bankCardInfo: PAYER,
  bankList: REPAY_CHANNELS,
  detail: [
    { text: 'Days added', value: '30 days' },
    { text: 'Due date now', value: '2025-07-02' },
    { text: 'Due date after', value: '2025-08-01' },
  ],
  repayDetail: [
    { text: '2/4 · 2025-08-01', value: tzs(INSTALMENT) },
    { text: '3/4 · 2025-08-31', value: tzs(INSTALMENT) },
    { text: '4/4 · 2025-09-30', value: tzs(LAST_INSTALMENT) },
  ],
  delayShouldPayAmount: DEFERRAL_FEE,
  showSubmitUtr: 1 as const,
});

// The pay code, its instructions and trade numbers are those of the repayment code mocks, so
// 'View repayment code' and `/repaymentOfCode2` show what Pay Now made.
const PAY_TRADE_NO = 'TR20250602000117';
const QR_TRADE_NO = 'QR20250602000118';
const PAGE_TRADE_NO = 'WB20250602000119';
const PAY_CODE = storedInfo.defDetail.payCode;

/** What the app stores for `/repaymentOfCode2` after a pay code or QR of `amount`. */
export const repaymentInfoMock = (amount: number, isDelay: boolean) => ({
  ...storedInfo,
  repayAmount: isDelay ? 0 : amount,
  delayInfo: { delayAmount: isDelay ? amount : 0 },
});

const generateCode = (params: Record<string, unknown>) => {
  const amount = Number(params.amount ?? INSTALMENT);
  const isDelay = String(params.isDelay ?? '0') === '1';
  const bankCode = String(params.bankCode ?? 'TZ0001');
  const channel = REPAY_CHANNELS.find((c) => c.type === bankCode)?.name ?? 'mobile money';
  if (bankCode === 'WEB')
    return ok({
      repayType: 'PAY_URL' as const,
      payUrl: '/sandbox/pay/MOCK?x=1',
      notice: '',
      tradeNo: PAGE_TRADE_NO,
      repaymentInfo: null,
    });
  const qr = bankCode === 'QR';
  return ok({
    repayType: qr ? ('QR_CODE' as const) : ('PAY_CODE' as const),
    payUrl: '',
    notice: qr
      ? `Scan the QR code with any banking or mobile-money app to pay ${tzs(amount)} within 24 hours.`
      : `Your pay code ${PAY_CODE} is ready. Pay ${tzs(amount)} with ${channel} within 24 hours.`,
    tradeNo: qr ? QR_TRADE_NO : PAY_TRADE_NO,
    repaymentInfo: repaymentInfoMock(amount, isDelay),
  });
};

export const mocks: MockHandlers = {
  [`POST ${REPAY_PATHS.plan.path}`]: () => ok(repayPlanMock()),
  [`POST ${REPAY_PATHS.delayDetail.path}`]: () => ok(deferralDetailMock()),
  [`POST ${REPAY_PATHS.generateCode.path}`]: generateCode,
  [`POST ${REPAY_PATHS.submitUtr.path}`]: () => ({
    code: 0,
    message: 'Reference received. We will confirm your payment shortly.',
    data: {},
  }),
};
