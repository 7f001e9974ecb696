import { formatMoney } from '@tz-loan/contract/platform/money';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// Mock data of loan details (`/squidChive`, `/squidChive1`), the failure screen (`/riceLemonK`), the
// recommend list (`/period`) and the product screen (`/wucheng`).
//
// Loan details shows an order at 170 (repaying) unless a status is asked for, first match wins:
//   1. `orderStatus` or `mockStatus` in the call's params (tests calling the handler);
//   2. `mockStatus` in the page URL, e.g. `/squidChive?mock=1&orderId=1&productId=1&mockStatus=180`.
// The rest of the order follows the status the way the server sets it: 151 asks for a new payout
// account (cardNeedPop 1), 170 asks for a rating (isScore 1), 174/180 may be rolled over (isDelay '1';
// `mockDelay=0` in the page URL turns that off), 200 shows the recommended products (loanMarket 1).

const PRODUCTS = [
  {
    id: '1',
    name: 'Haraka Loan',
    min: 40_000_000,
    max: 60_000_000,
    days: 91,
    periods: 1,
    rateBp: 1000,
    feeBp: 50,
  },
  {
    id: '2',
    name: 'Mwezi Plus',
    min: 50_000_000,
    max: 80_000_000,
    days: 120,
    periods: 4,
    rateBp: 1100,
    feeBp: 60,
  },
  {
    id: '3',
    name: 'Kesho Credit',
    min: 40_000_000,
    max: 80_000_000,
    days: 105,
    periods: 3,
    rateBp: 1050,
    feeBp: 40,
  },
];
type MockProduct = (typeof PRODUCTS)[number];
const LOGOS: Record<string, string> = {
  '1': '/logos/haraka.svg',
  '2': '/logos/mwezi.svg',
  '3': '/logos/kesho.svg',
};
const APR: Record<string, string> = { '1': '10,70%', '2': '11,79%', '3': '11,22%' };
const tzs = (minor: number) => `${formatMoney(minor)} TZS`;
const range = (p: MockProduct) => `${formatMoney(p.min)} - ${formatMoney(p.max)}`;
const termsText = (p: MockProduct) => `${p.days} days, ${p.periods} instalment${p.periods === 1 ? '' : 's'}`;

const recProducts = (exceptId?: string) =>
  PRODUCTS.filter((p) => p.id !== exceptId).map((p) => ({
    productId: p.id,
    productName: p.name,
    productLogo: LOGOS[p.id] ?? '',
    amountRange: range(p),
    rate: `APR ${APR[p.id]}`,
    description: termsText(p),
    buttonText: 'Apply',
  }));

const NOTICES: Record<number, [string, string]> = {
  21: ['Under review', 'We are reviewing your application. The decision will appear here.'],
  40: ['Not approved', 'We could not approve this application. You can apply again.'],
  110: ['Approved', 'Your money is on its way to M-Pesa ****5678.'],
  151: [
    'Payout failed',
    'We could not send the money to M-Pesa ****5678. Please change your payout account.',
  ],
  170: ['Repaying', 'Next payment 156.324,66 TZS on 2025-06-02.'],
  174: [
    'Payment due',
    '156.324,66 TZS is due on 2025-06-02. Please pay by 2025-06-05 so the loan does not become overdue.',
  ],
  180: ['Overdue', '156.324,66 TZS was due on 2025-06-02. Please repay as soon as possible.'],
  200: ['Settled', 'You have repaid this loan in full. Thank you.'],
};

// 600.000,00 TZS over 120 days in 4 instalments; they sum exactly to the total repayable.
const INSTALMENTS = [15_632_466, 15_632_466, 15_632_466, 15_632_465];
const DUE_DATES = ['2025-06-02', '2025-07-02', '2025-08-01', '2025-08-31'];
const PAID_OUT = [170, 174, 180, 200];

const planState = (status: number, index: number) => {
  if (!PAID_OUT.includes(status)) return 'pending' as const;
  if (status === 200) return 'paid' as const;
  if (index > 0 || status === 170) return 'unpaid' as const;
  return status === 174 ? ('due' as const) : ('overdue' as const);
};

const pageSwitch = (name: string) =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name);

/** Loan details of order `orderId` at `status` (see the top of this file for the switches). */
export const loanDetailsMock = (status: number, orderId = '1') => {
  const paidOut = PAID_OUT.includes(status);
  const [noticeStatusText, noticeDesText] = NOTICES[status] ?? ['Order', ''];
  const late = status === 174 || status === 180;
  return {
    orderId,
    orderStatus: status,
    noticeStatusText,
    noticeDesText,
    productId: '2',
    productName: 'Mwezi Plus',
    productLogo: '/logos/mwezi.svg',
    amount: 60_000_000,
    userOrderDetail: {
      detail: [
        { text: 'Loan amount', value: '600.000,00 TZS' },
        { text: 'Total repayable', value: '625.298,63 TZS' },
        { text: 'APR', value: '12,86%' },
        { text: 'Term', value: '120 days' },
        { text: 'Apply time', value: '2025-05-02 10:14:05' },
        { text: 'Account', value: 'M-Pesa ****5678' },
      ],
    },
    plan: INSTALMENTS.map((amount, index) => ({
      periodNo: index + 1,
      amount,
      penalty: 0,
      dueTime: paidOut ? (DUE_DATES[index] ?? '') : '',
      state: planState(status, index),
    })),
    // What closes the loan on 2025-05-17, 15 days after the payout: principal, fee and 15 days' interest.
    payoff:
      status === 170 || late
        ? { amount: 61_107_853, saving: 62_529_863 - 61_107_853, holdsUntil: '2025-05-20' }
        : null,
    payments:
      status === 200
        ? INSTALMENTS.map((amount, index) => ({
            paymentId: String(index + 1),
            paidAt: `${DUE_DATES[index] ?? ''} 09:30:00`,
            way: 'Pay code',
            amount,
          }))
        : [],
    reminders: late ? [{ kind: 'due' as const, sentAt: `${DUE_DATES[0]} 08:00:04` }] : [],
    loanMarket: status === 200 ? (1 as const) : (0 as const),
    recProducts: status === 200 ? recProducts('2') : [],
    inside: '0',
    h5Url: '',
    isDelay: late && pageSwitch('mockDelay') !== '0' ? ('1' as const) : ('0' as const),
    telephone: '+255 22 000 0000',
    isScore: status === 170 ? (1 as const) : (0 as const),
    playeduL: '',
    reyMsg: '',
    cardNeedPop: status === 151 ? (1 as const) : (0 as const),
    cardPopTitle: status === 151 ? 'Payout failed' : '',
    cardPopMsg:
      status === 151
        ? 'We could not send your loan to M-Pesa ****5678. Please change your payout account so we can try again.'
        : '',
  };
};

const askedStatus = (params: Record<string, unknown>) => {
  const asked = params.orderStatus ?? params.mockStatus ?? pageSwitch('mockStatus');
  const status = Number(asked ?? 170);
  return Number.isInteger(status) && asked !== '' ? status : 170;
};

// The representative example at the largest amount, in integer minor units (instalments sum exactly).
const example = (p: MockProduct) => {
  const interest = Math.floor((p.max * p.rateBp * p.days) / (10_000 * 365));
  const fee = Math.floor((p.max * p.feeBp) / 10_000);
  const total = p.max + interest + fee;
  const each = Math.floor(total / p.periods);
  const step = Math.floor(p.days / p.periods);
  return [
    { text: 'Amount', value: tzs(p.max) },
    { text: 'Interest', value: tzs(interest) },
    { text: 'Service fee', value: tzs(fee) },
    { text: 'Total repayable', value: tzs(total) },
    ...Array.from({ length: p.periods }, (_, i) => ({
      text: `Instalment ${i + 1}/${p.periods} (day ${i === p.periods - 1 ? p.days : step * (i + 1)})`,
      value: tzs(i === p.periods - 1 ? total - each * (p.periods - 1) : each),
    })),
  ];
};

const productDetail = (productId: string) => {
  const p = PRODUCTS.find((product) => product.id === productId) ?? (PRODUCTS[1] as MockProduct);
  return {
    productId: p.id,
    productName: p.name,
    productLogo: LOGOS[p.id] ?? '',
    amountMin: p.min,
    amountMax: p.max,
    termDays: p.days,
    periods: p.periods,
    terms: [
      { text: 'Amount', value: `${range(p)} TZS` },
      { text: 'Term', value: `${p.days} days` },
      { text: 'Instalments', value: String(p.periods) },
      { text: 'Interest rate per year', value: `${formatMoney(p.rateBp)}%` },
      { text: 'Service fee', value: `${formatMoney(p.feeBp)}% of the amount, once` },
      { text: 'APR', value: APR[p.id] ?? '' },
    ],
    example: example(p),
  };
};

export const mocks: MockHandlers = {
  'GET /v3/loan-details/loan-details': (params) =>
    ok(loanDetailsMock(askedStatus(params), String(params.orderId ?? '1'))),
  'POST /service/new/union-error-info': (params) =>
    ok({
      noticeMessage: 'Failed',
      errMessage: 'You already have a loan in progress. You can apply for another once it is finished.',
      family: recProducts(String(params.productId ?? '')),
    }),
  'POST /v3/loan-details/google-score': () => ok({}),
  'POST /service/event/save': () => ok({}),
  'POST /v3/product/recommend': () => ok({ products: recProducts() }),
  'POST /v3/product/detail': (params) => ok(productDetail(String(params.productId ?? '2'))),
};
