import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The business number every wallet's bill pay takes for this lender. */
export const BUSINESS_NUMBER = '888999';

export type GuideBlock = {
  title: MessageDescriptor;
  /** A drawing under /pay-guide/, 120×180. */
  image: string;
  imageAlt: MessageDescriptor;
  steps: MessageDescriptor[];
};

// Each wallet's texts are whole sentences, its name inside them: a translator sees the sentence a
// borrower reads, and a brand name stays part of the text it belongs to.
type Wallet = Pick<GuideBlock, 'title' | 'image' | 'imageAlt'> & {
  dial: MessageDescriptor;
  choose: MessageDescriptor;
};

const BILL_PAY_STEPS = [
  msg`Enter business number ${BUSINESS_NUMBER}.`,
  msg`Enter the reference: your pay code.`,
  msg`Enter the amount to pay.`,
  msg`Enter your PIN to confirm.`,
  msg`Keep the SMS receipt.`,
];

const wallet = ({ dial, choose, ...block }: Wallet): GuideBlock => ({
  ...block,
  steps: [dial, choose, ...BILL_PAY_STEPS],
});

export const WALLETS: GuideBlock[] = [
  wallet({
    title: msg`M-Pesa`,
    image: '/pay-guide/mpesa.svg',
    imageAlt: msg`M-Pesa bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
    dial: msg`Dial *150*00# or open the M-Pesa app.`,
    choose: msg`Choose Lipa kwa M-Pesa, then Pay bill.`,
  }),
  wallet({
    title: msg`Tigo Pesa`,
    image: '/pay-guide/tigopesa.svg',
    imageAlt: msg`Tigo Pesa bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
    dial: msg`Dial *150*01# or open the Tigo Pesa app.`,
    choose: msg`Choose Lipa bili (Pay bills).`,
  }),
  wallet({
    title: msg`Airtel Money`,
    image: '/pay-guide/airtelmoney.svg',
    imageAlt: msg`Airtel Money bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
    dial: msg`Dial *150*60# or open the Airtel Money app.`,
    choose: msg`Choose Lipa bili (Make payments).`,
  }),
  wallet({
    title: msg`HaloPesa`,
    image: '/pay-guide/halopesa.svg',
    imageAlt: msg`HaloPesa bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
    dial: msg`Dial *150*88# or open the HaloPesa app.`,
    choose: msg`Choose Lipa bili (Pay bills).`,
  }),
];

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
