import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BUSINESS_NUMBER,
  MOBILE_MONEY_WALLETS,
  type MobileMoneyWallet,
  type WalletCode,
  walletGuidePicture,
} from '@tz-loan/contract/repayment/mobile-money';

export type GuideBlock = {
  /** A wallet's brand name as it is, or a message. */
  title: MessageDescriptor | string;
  /** A drawing under /pay-guide/, 120×180. */
  image: string;
  imageAlt: MessageDescriptor;
  steps: MessageDescriptor[];
};

// The wallets, their names, dial codes and pictures come from the contract's one list; each text is a
// whole sentence with the name inside it, so a translator sees the sentence a borrower reads.

/** Where bill pay is in each wallet's menu. */
const BILL_PAY_MENU: Record<WalletCode, MessageDescriptor> = {
  TZ0001: msg`Choose Lipa kwa M-Pesa, then Pay bill.`,
  TZ0002: msg`Choose Lipa bili (Pay bills).`,
  TZ0003: msg`Choose Lipa bili (Make payments).`,
  TZ0004: msg`Choose Lipa bili (Pay bills).`,
  TZ0005: msg`Choose Lipa bili (Pay bills).`,
};

const BILL_PAY_STEPS = [
  msg`Enter business number ${BUSINESS_NUMBER}.`,
  msg`Enter the reference: your pay code.`,
  msg`Enter the amount to pay.`,
  msg`Enter your PIN to confirm.`,
  msg`Keep the SMS receipt.`,
];

const walletBlock = (wallet: MobileMoneyWallet): GuideBlock => {
  const { code, name, dial } = wallet;
  return {
    title: name,
    image: walletGuidePicture(wallet),
    imageAlt: msg`${name} bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
    steps: [msg`Dial ${dial} or open the ${name} app.`, BILL_PAY_MENU[code], ...BILL_PAY_STEPS],
  };
};

export const WALLETS: GuideBlock[] = MOBILE_MONEY_WALLETS.map(walletBlock);

export const AGENT: GuideBlock = {
  title: msg`Pay cash with your pay code`,
  image: '/pay-guide/agent.svg',
  imageAlt: msg`A mobile-money agent at a shop counter handing over a receipt`,
  steps: [
    msg`Give the agent your pay code and the amount to pay.`,
    msg`Pay the amount in cash.`,
    msg`Keep the receipt.`,
    msg`Your loan updates when the agent confirms the payment.`,
  ],
};
