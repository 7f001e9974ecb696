import { defineMessages } from '../../../shared/i18n.ts';

/** Each statement line in words. `{reference}` is the payment's reference, `{day}` a date. */
export const LINE_TEXTS = defineMessages({
  payout: { en: 'Loan paid out', sw: 'Mkopo umetolewa' },
  interest: { en: 'Interest', sw: 'Riba' },
  interestTo: { en: 'Interest to {day}', sw: 'Riba hadi {day}' },
  fee: { en: 'Service fee', sw: 'Ada ya huduma' },
  penalty: { en: 'Overdue penalty to {day}', sw: 'Adhabu ya kuchelewa hadi {day}' },
  payment: { en: 'Payment {reference}', sw: 'Malipo {reference}' },
  'penalty-payment': { en: 'Penalty paid {reference}', sw: 'Adhabu imelipwa {reference}' },
  rollover: { en: 'Roll-over fee ({days} days)', sw: 'Ada ya kusogeza muda (siku {days})' },
  'rollover-payment': {
    en: 'Roll-over fee paid {reference}',
    sw: 'Ada ya kusogeza muda imelipwa {reference}',
  },
  'write-off': { en: 'Written off', sw: 'Deni limefutwa' },
  credit: {
    en: '{amount} TZS paid beyond what was owed, kept for you',
    sw: '{amount} TZS zimelipwa zaidi ya deni, zimehifadhiwa kwa ajili yako',
  },
});

/** How a payment came, as the receipt names it. */
export const WAY_TEXTS = defineMessages({
  PAY_CODE: { en: 'Pay code at an agent', sw: 'Namba ya malipo kwa wakala' },
  QR_CODE: { en: 'QR code', sw: 'Msimbo wa QR' },
  PAY_URL: { en: 'Online pay page', sw: 'Ukurasa wa malipo mtandaoni' },
  PUSH: { en: 'Pay from my phone', sw: 'Lipa kwa simu yangu' },
  CARD: { en: 'Card', sw: 'Kadi' },
  utr: { en: 'Payment reference', sw: 'Namba ya kumbukumbu ya malipo' },
  other: { en: 'Mobile money', sw: 'Pesa kwa simu' },
});

/** The PDF's words. */
export const PDF_TEXTS = defineMessages({
  title: { en: 'Loan statement', sw: 'Taarifa ya mkopo' },
  licence: { en: 'Licence {licence}', sw: 'Leseni {licence}' },
  contact: { en: 'Tel {telephone} · {email}', sw: 'Simu {telephone} · {email}' },
  borrower: { en: 'Borrower {phone}', sw: 'Mkopaji {phone}' },
  loan: { en: 'Loan {orderId} · {product}', sw: 'Mkopo {orderId} · {product}' },
  made: { en: 'Made {date}', sw: 'Imetolewa {date}' },
  date: { en: 'Date', sw: 'Tarehe' },
  entry: { en: 'Entry', sw: 'Maelezo' },
  amount: { en: 'Amount (TZS)', sw: 'Kiasi (TZS)' },
  balance: { en: 'Balance (TZS)', sw: 'Salio (TZS)' },
  loanAmount: { en: 'Loan amount', sw: 'Kiasi cha mkopo' },
  paid: { en: 'Paid so far', sw: 'Kilicholipwa hadi sasa' },
  owedToday: { en: 'Owed today', sw: 'Unadaiwa leo' },
  page: { en: 'Page {page}', sw: 'Ukurasa {page}' },
});

/** The SMS about money (PRODUCT.md §20); the receipt's address is added after the text when sent. */
export const SMS_TEXTS = defineMessages({
  payout: {
    en: 'Your loan of {amount} TZS ({product}) has been paid out. First due date {due}.',
    sw: 'Mkopo wako wa {amount} TZS ({product}) umetolewa. Tarehe ya kwanza ya kulipa {due}.',
  },
  payment: {
    en: 'We received {amount} TZS, receipt {receipt}. Balance now {balance} TZS.',
    sw: 'Tumepokea {amount} TZS, risiti {receipt}. Salio sasa {balance} TZS.',
  },
  rollover: {
    en: 'Roll-over fee of {amount} TZS received, receipt {receipt}. Your new due date is {due}.',
    sw: 'Ada ya kusogeza muda ya {amount} TZS imepokelewa, risiti {receipt}. Tarehe mpya ya kulipa ni {due}.',
  },
});
