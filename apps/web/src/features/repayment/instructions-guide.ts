/** The business number every wallet's bill pay takes for this lender. */
export const BUSINESS_NUMBER = '888999';

export type GuideBlock = {
  title: string;
  /** A drawing under /pay-guide/, 120×180. */
  image: string;
  imageAlt: string;
  steps: string[];
};

const wallet = (name: string, menuCode: string, payMenu: string, image: string): GuideBlock => ({
  title: name,
  image,
  imageAlt: `${name} bill pay screen: business number ${BUSINESS_NUMBER} and your pay code`,
  steps: [
    `Dial ${menuCode} or open the ${name} app.`,
    `Choose ${payMenu}.`,
    `Enter business number ${BUSINESS_NUMBER}.`,
    'Enter the reference: your pay code.',
    'Enter the amount to pay.',
    'Enter your PIN to confirm.',
    'Keep the SMS receipt.',
  ],
});

export const WALLETS: GuideBlock[] = [
  wallet('M-Pesa', '*150*00#', 'Lipa kwa M-Pesa, then Pay bill', '/pay-guide/mpesa.svg'),
  wallet('Tigo Pesa', '*150*01#', 'Lipa bili (Pay bills)', '/pay-guide/tigopesa.svg'),
  wallet('Airtel Money', '*150*60#', 'Lipa bili (Make payments)', '/pay-guide/airtelmoney.svg'),
  wallet('HaloPesa', '*150*88#', 'Lipa bili (Pay bills)', '/pay-guide/halopesa.svg'),
];

export const AGENT: GuideBlock = {
  title: 'Pay cash with your pay code',
  image: '/pay-guide/agent.svg',
  imageAlt: 'A mobile-money agent at a shop counter handing over a receipt',
  steps: [
    'Give the agent your pay code and the amount to pay.',
    'Pay the amount in cash.',
    'Keep the receipt.',
    'Your loan updates when the agent confirms the payment.',
  ],
};
