import { BUSINESS_NUMBER } from '@tz-loan/contract/repayment/mobile-money';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// Mock data of the repayment code screens (`/repaymentOfCode`, `/repaymentOfCode2`).
//
// `/repaymentOfCode` shows an open M-Pesa pay code (showType 1) unless asked otherwise:
//   - a `tradeNo` starting with 'Q' answers a QR code (showType 2);
//   - `state` in the call's params, or `mockCodeState` in the page URL (paid, replaced, failed), sets
//     the code's state, e.g. `/repaymentOfCode?mock=1&orderId=1&productId=2&mockCodeState=paid`;
//   - `mockCode=none` in the page URL: the order has no code yet (asked by orderId, answers 404).
// `/repaymentOfCode2` reads local storage, not a call: `repaymentInfoMock` is what the app stores
// there after Pay Now (tests and screenshots put it in place).

const pageSwitch = (name: string) =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name);

// The first instalment of the mock order of the loan details mocks (features/loan/details/mock.ts).
const AMOUNT = 15_632_466;
const STATES = ['open', 'paid', 'replaced', 'failed'] as const;
type CodeState = (typeof STATES)[number];

/** A 25×25 QR-looking picture (three finder squares and fixed noise): a scannable code is not needed. */
const qrDataUrl = (() => {
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  let modules = '';
  for (let y = 0; y < 25; y += 1)
    for (let x = 0; x < 25; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) modules += `M${x} ${y}h1v1h-1z`;
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29" shape-rendering="crispEdges"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><path fill-rule="evenodd" d="${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${modules}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
})();

const PAY_CODE_TIPS = [
  'Open M-Pesa and choose Lipa kwa M-Pesa, then Pay bill.',
  `Business number: ${BUSINESS_NUMBER}. Reference: the pay code above.`,
  'Pay the exact amount shown. The code is valid for 7 days.',
  'Your loan updates within minutes of the payment.',
];
const QR_TIPS = [
  'Open your wallet app and choose Scan QR.',
  'Check the amount, then confirm with your PIN.',
  'Your loan updates within minutes of the payment.',
];

/** The code of trade `tradeNo` (or the latest open code of order `orderId`). */
export const repaymentCodeMock = (params: { tradeNo?: string; orderId?: string; state?: CodeState }) => {
  const qr = params.tradeNo?.startsWith('Q') === true;
  return {
    tradeNo: params.tradeNo ?? 'TR20250602000117',
    showType: qr ? (2 as const) : (1 as const),
    amount: AMOUNT,
    remaining: (params.state ?? 'open') === 'open' ? AMOUNT : 0,
    payCode: qr ? '' : '845210337',
    qrCode: qr ? qrDataUrl : '',
    channelName: qr ? 'Lipa QR' : 'M-Pesa',
    channelImage: qr ? '/channels/lipa-qr.svg' : '/channels/mpesa.svg',
    tips: qr ? QR_TIPS : PAY_CODE_TIPS,
    state: params.state ?? 'open',
    orderId: params.orderId ?? '1',
  };
};

const askedState = (params: Record<string, unknown>): CodeState | undefined => {
  const asked = params.state ?? pageSwitch('mockCodeState');
  return STATES.find((state) => state === asked);
};

/** What the app keeps in local storage (REPAYMENT_INFO_KEY) after Pay Now gives a pay code. */
export const repaymentInfoMock = {
  defDetail: {
    logo: '/logos/mwezi.svg',
    payCode: '845210337',
    payNotice: {
      'M-Pesa': [
        {
          name: 'With the menu (*150*00#)',
          step: [
            'Dial *150*00# and choose Pay by M-Pesa.',
            `Choose Enter business number and enter ${BUSINESS_NUMBER}.`,
            'Enter the reference: your pay code 845210337.',
            'Enter the amount and your PIN.',
          ],
        },
        {
          name: 'With the M-Pesa app',
          step: [
            'Open Lipa, then Pay bill.',
            `Enter ${BUSINESS_NUMBER} and the pay code.`,
            'Confirm with your PIN.',
          ],
        },
      ],
      'Mixx by Yas': [
        {
          name: 'With the menu (*150*01#)',
          step: [
            'Dial *150*01# and choose Pay bills.',
            `Enter business number ${BUSINESS_NUMBER}.`,
            'Enter the reference: your pay code.',
            'Enter the amount and your PIN.',
          ],
        },
      ],
    },
  },
  repayAmount: AMOUNT,
  delayInfo: { delayAmount: 1_875_896 },
  contractNo: 'TZL2025050200117',
};

export const mocks: MockHandlers = {
  'GET /v3/loan-details/repayment-code': (params) => {
    const tradeNo = typeof params.tradeNo === 'string' && params.tradeNo ? params.tradeNo : undefined;
    const orderId = typeof params.orderId === 'string' && params.orderId ? params.orderId : undefined;
    if (!tradeNo && pageSwitch('mockCode') === 'none')
      return { code: 404, message: 'This order has no repayment code yet' };
    return ok(repaymentCodeMock({ tradeNo, orderId, state: askedState(params) }));
  },
};
