import { RepayType, ShowType } from '@tz-loan/contract/repayment-paths';
import type { CollectionMethod } from '../../providers/payment/payment-provider.ts';
import { type Language, type Message, say } from '../../shared/i18n.ts';
import { MOBILE_MONEY_PROVIDERS } from '../bank/catalogue.ts';
import { PAY_TEXTS } from './texts.ts';

/** A way to pay (the screens' `bankList`): the four wallets take a pay code; a QR; the hosted page. */
export type PayChannel = {
  type: string;
  /** Brand names read the same in every language. */
  name: Message;
  method: CollectionMethod;
  image: string;
};

const IMAGES: Record<string, string> = {
  TZ0001: '/channels/mpesa.svg',
  TZ0002: '/channels/tigopesa.svg',
  TZ0003: '/channels/airtelmoney.svg',
  TZ0004: '/channels/halopesa.svg',
};

const brand = (name: string): Message => ({ en: name, sw: name });

export const PAY_CHANNELS: readonly PayChannel[] = [
  ...MOBILE_MONEY_PROVIDERS.map((p) => ({
    type: p.code,
    name: brand(p.name),
    method: 'code' as const,
    image: IMAGES[p.code] ?? '',
  })),
  { type: 'QR', name: brand('Lipa QR'), method: 'qr', image: '/channels/lipa-qr.svg' },
  { type: 'WEB', name: PAY_TEXTS.payPage, method: 'page', image: '/channels/pay-page.svg' },
];

export const findChannel = (type: string) => PAY_CHANNELS.find((c) => c.type === type);

/** A channel's name, or 'your wallet' for a channel no longer on the list. */
export const channelName = (channel: PayChannel | undefined, language: Language) =>
  say(channel?.name ?? PAY_TEXTS.yourWallet, language);

export const repayTypeOf = (method: CollectionMethod) =>
  method === 'page' ? RepayType.payUrl : method === 'qr' ? RepayType.qrCode : RepayType.payCode;

export const showTypeOf = (repayType: string) =>
  repayType === RepayType.qrCode ? ShowType.qrCode : ShowType.payCode;

/** The business number the wallets' bill pay uses for this lender (the sandbox's). */
export const BUSINESS_NUMBER = '888999';

/** How a pay code is paid with each wallet: the steps `/repaymentOfCode2` groups by channel. */
export const payNotice = (payCode: string, amountText: string, language: Language) => {
  const step = (message: Message, values?: Record<string, string>) => say(message, language, values);
  return Object.fromEntries(
    MOBILE_MONEY_PROVIDERS.map((p) => [
      p.name,
      [
        {
          name: step(PAY_TEXTS.inTheApp),
          step: [
            step(PAY_TEXTS.open, { channel: p.name }),
            step(PAY_TEXTS.choosePayBill),
            step(PAY_TEXTS.businessNumber, { number: BUSINESS_NUMBER }),
            step(PAY_TEXTS.reference, { payCode }),
            step(PAY_TEXTS.amount, { amount: amountText }),
            step(PAY_TEXTS.confirmWithPin),
          ],
        },
        {
          name: step(PAY_TEXTS.atAnAgent),
          step: [
            step(PAY_TEXTS.giveTheCode, { payCode }),
            step(PAY_TEXTS.pay, { amount: amountText }),
            step(PAY_TEXTS.keepReceipt),
          ],
        },
      ],
    ]),
  );
};
