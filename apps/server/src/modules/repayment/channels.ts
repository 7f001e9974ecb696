import { BUSINESS_NUMBER, MOBILE_MONEY_WALLETS, walletLogo } from '@tz-loan/contract/repayment/mobile-money';
import { RepayType, ShowType } from '@tz-loan/contract/repayment/paths';
import type { CollectionMethod } from '../../providers/payment/payment-provider.ts';
import { type Language, type Message, say } from '../../shared/i18n.ts';
import { PAY_TEXTS } from './texts.ts';

/** A way to pay (the screens' `bankList`): each mobile-money wallet takes a pay code; a QR; the hosted page. */
export type PayChannel = {
  type: string;
  /** Brand names read the same in every language. */
  name: Message;
  method: CollectionMethod;
  image: string;
};

const brand = (name: string): Message => ({ en: name, sw: name });

export const PAY_CHANNELS: readonly PayChannel[] = [
  ...MOBILE_MONEY_WALLETS.map((wallet) => ({
    type: wallet.code,
    name: brand(wallet.name),
    method: 'code' as const,
    image: walletLogo(wallet),
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

/** How a pay code is paid with each wallet: the steps `/repaymentOfCode2` groups by channel. */
export const payNotice = (payCode: string, amountText: string, language: Language) => {
  const step = (message: Message, values?: Record<string, string>) => say(message, language, values);
  return Object.fromEntries(
    MOBILE_MONEY_WALLETS.map((wallet) => [
      wallet.name,
      [
        {
          name: step(PAY_TEXTS.inTheApp),
          step: [
            step(PAY_TEXTS.open, { channel: wallet.name, dial: wallet.dial }),
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
