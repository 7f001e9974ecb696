import { RepayType, ShowType } from '@tz-loan/contract/repayment-paths';
import type { CollectionMethod } from '../../providers/payment/payment-provider.ts';
import { MOBILE_MONEY_PROVIDERS } from '../bank/catalogue.ts';

/** A way to pay (the screens' `bankList`): the four wallets take a pay code; a QR; the hosted page. */
export type PayChannel = {
  type: string;
  name: string;
  method: CollectionMethod;
  image: string;
};

const IMAGES: Record<string, string> = {
  TZ0001: '/channels/mpesa.svg',
  TZ0002: '/channels/tigopesa.svg',
  TZ0003: '/channels/airtelmoney.svg',
  TZ0004: '/channels/halopesa.svg',
};

export const PAY_CHANNELS: readonly PayChannel[] = [
  ...MOBILE_MONEY_PROVIDERS.map((p) => ({
    type: p.code,
    name: p.name,
    method: 'code' as const,
    image: IMAGES[p.code] ?? '',
  })),
  { type: 'QR', name: 'Lipa QR', method: 'qr', image: '/channels/lipa-qr.svg' },
  { type: 'WEB', name: 'Card or bank (pay page)', method: 'page', image: '/channels/pay-page.svg' },
];

export const findChannel = (type: string) => PAY_CHANNELS.find((c) => c.type === type);

export const repayTypeOf = (method: CollectionMethod) =>
  method === 'page' ? RepayType.payUrl : method === 'qr' ? RepayType.qrCode : RepayType.payCode;

export const showTypeOf = (repayType: string) =>
  repayType === RepayType.qrCode ? ShowType.qrCode : ShowType.payCode;

/** The business number the wallets' bill pay uses for this lender (the sandbox's). */
export const BUSINESS_NUMBER = '888999';

/** How a pay code is paid with each wallet: the steps `/repaymentOfCode2` groups by channel. */
export const payNotice = (payCode: string, amountText: string) =>
  Object.fromEntries(
    MOBILE_MONEY_PROVIDERS.map((p) => [
      p.name,
      [
        {
          name: 'In the app',
          step: [
            `Open ${p.name}`,
            'Choose Pay bill (Lipa)',
            `Business number ${BUSINESS_NUMBER}`,
            `Reference ${payCode}`,
            `Amount ${amountText}`,
            'Confirm with your PIN',
          ],
        },
        {
          name: 'At an agent',
          step: [`Give the agent the pay code ${payCode}`, `Pay ${amountText}`, 'Keep the receipt'],
        },
      ],
    ]),
  );
