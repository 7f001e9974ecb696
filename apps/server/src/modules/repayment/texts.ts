import { defineMessages } from '../../shared/i18n.ts';

/** What the repayment screens show of the plan, the roll-over and the ways to pay. */
export const PLAN_TEXTS = defineMessages({
  unpaid: { en: 'Not yet due', sw: 'Bado haijafika tarehe' },
  due: { en: 'Due', sw: 'Inadaiwa' },
  overdue: { en: 'Overdue', sw: 'Imechelewa' },
  paid: { en: 'Paid', sw: 'Imelipwa' },
  withPenalty: { en: '{state} · penalty {penalty}', sw: '{state} · adhabu {penalty}' },
  note: {
    en: 'Instalments are paid in order, the earliest first. Anything paid beyond what you owe is kept as a credit.',
    sw: 'Awamu hulipwa kwa mfuatano, kuanzia ya mapema zaidi. Ukilipa zaidi ya unachodaiwa, ziada huhifadhiwa kama salio lako.',
  },
  dueOn: { en: 'Due {date}', sw: 'Tarehe ya kulipa {date}' },
  instalmentDueOn: {
    en: '{period}/{count} due {date}',
    sw: 'Awamu {period}/{count}: tarehe ya kulipa {date}',
  },
});

export const DEFERRAL_TEXTS = defineMessages({
  fee: { en: 'Roll-over fee', sw: 'Ada ya kusogeza muda wa kulipa' },
  feeValue: {
    en: '{fee}: {rate} of the {owed} still owed on the instalments',
    sw: '{fee}: {rate} ya {owed} unayodaiwa bado kwenye awamu',
  },
  daysAdded: { en: 'Days added', sw: 'Siku zinazoongezwa' },
  days: { en: '{days} days', sw: 'Siku {days}' },
  dueNow: { en: 'Due date now', sw: 'Tarehe ya kulipa sasa' },
  dueAfter: { en: 'Due date after', sw: 'Tarehe mpya ya kulipa' },
  penalty: {
    en: 'Overdue penalty (not moved by the roll-over)',
    sw: 'Adhabu ya kuchelewa (haisogezwi)',
  },
  stillOwed: { en: 'Still owed', sw: 'Deni lililobaki' },
});

export const PAY_TEXTS = defineMessages({
  payPage: { en: 'Card or bank (pay page)', sw: 'Kadi au benki (ukurasa wa malipo)' },
  yourWallet: { en: 'your wallet', sw: 'akaunti yako ya pesa kwa simu' },
  scanNotice: {
    en: 'Scan the QR code with your wallet and pay {amount}.',
    sw: 'Skani msimbo wa QR kwa programu ya pesa kwa simu na ulipe {amount}.',
  },
  codeNotice: {
    en: 'Pay {amount} with {channel} using pay code {payCode}.',
    sw: 'Lipa {amount} kwa {channel} ukitumia namba ya malipo {payCode}.',
  },
  inTheApp: { en: 'In the app', sw: 'Kwenye programu' },
  atAnAgent: { en: 'At an agent', sw: 'Kwa wakala' },
  open: {
    en: 'Dial {dial} or open the {channel} app',
    sw: 'Piga {dial} au fungua programu ya {channel}',
  },
  choosePayBill: { en: 'Choose Pay bill (Lipa)', sw: 'Chagua Lipa Bili' },
  businessNumber: { en: 'Business number {number}', sw: 'Namba ya kampuni {number}' },
  reference: { en: 'Reference {payCode}', sw: 'Namba ya kumbukumbu {payCode}' },
  amount: { en: 'Amount {amount}', sw: 'Kiasi {amount}' },
  confirmWithPin: { en: 'Confirm with your PIN', sw: 'Thibitisha kwa namba yako ya siri' },
  giveTheCode: { en: 'Give the agent the pay code {payCode}', sw: 'Mpe wakala namba ya malipo {payCode}' },
  pay: { en: 'Pay {amount}', sw: 'Lipa {amount}' },
  keepReceipt: { en: 'Keep the receipt', sw: 'Hifadhi risiti' },
  openScanQr: {
    en: 'Open your wallet app and choose Scan QR',
    sw: 'Fungua programu ya pesa kwa simu na uchague Skani QR',
  },
  checkAmount: { en: 'Check the amount: {amount}', sw: 'Hakiki kiasi: {amount}' },
  payAnywhere: { en: 'Pay with {channel} or at any agent', sw: 'Lipa kwa {channel} au kwa wakala yeyote' },
  codeAsReference: {
    en: 'Choose Pay bill, enter business number {number} and the pay code as the reference',
    sw: 'Chagua Lipa Bili, weka namba ya kampuni {number} na namba ya malipo kama namba ya kumbukumbu',
  },
  updatesOnArrival: {
    en: 'Your loan updates as soon as the payment arrives',
    sw: 'Mkopo wako unasasishwa mara tu malipo yanapofika',
  },
  referenceReceived: {
    en: 'Reference received. We will confirm your payment shortly.',
    sw: 'Namba ya muamala imepokelewa. Tutathibitisha malipo yako hivi punde.',
  },
});

/** Why a repayment call is refused, in words a borrower understands. */
export const REPAY_REFUSALS = defineMessages({
  nothingOwed: { en: 'This loan has nothing left to pay', sw: 'Mkopo huu hauna kiasi kilichobaki kulipa' },
  notPaidOut: {
    en: 'This loan has not been paid out yet: there is nothing to repay',
    sw: 'Mkopo huu bado haujatolewa: hakuna cha kulipa',
  },
  noRollover: {
    en: 'This loan cannot be rolled over now: a roll-over is possible once a payment is due',
    sw: 'Huwezi kusogeza muda wa kulipa mkopo huu sasa: inawezekana tarehe ya kulipa ikishafika',
  },
  unknownChannel: { en: 'Choose how to pay from the list', sw: 'Chagua njia ya kulipa kwenye orodha' },
  walletNumber: {
    en: 'The wallet number must be 9 digits, or 10 digits starting with 0',
    sw: 'Namba ya akaunti ya pesa kwa simu iwe na tarakimu 9, au tarakimu 10 zinazoanza na 0',
  },
  deferralFee: { en: 'The roll-over fee is {fee}', sw: 'Ada ya kusogeza muda wa kulipa ni {fee}' },
  amountRange: {
    en: 'The amount must be between {min} and {max}',
    sw: 'Kiasi kiwe kati ya {min} na {max}',
  },
  codesNotOffered: {
    en: 'Pay codes are not offered now. Please pay from your phone.',
    sw: 'Namba za malipo hazipatikani sasa. Tafadhali lipa kwa simu yako.',
  },
  pushWaiting: {
    en: 'A payment is waiting for your PIN on your phone. Answer it, or try again in {minutes} min.',
    sw: 'Malipo yanasubiri PIN yako kwenye simu yako. Yajibu, au jaribu tena baada ya dakika {minutes}.',
  },
  noCodeYet: { en: 'There is no repayment code yet', sw: 'Bado hakuna namba ya malipo' },
  referenceUsed: {
    en: 'This payment reference has already been used',
    sw: 'Namba hii ya muamala imeshatumika',
  },
  payNowFirst: {
    en: 'Choose Pay Now first, then send the reference of that payment',
    sw: 'Chagua Lipa sasa kwanza, kisha tuma namba ya muamala wa malipo hayo',
  },
});
