import { defineMessages, type Message } from '../../shared/i18n.ts';

/** What the sandbox pay page says. */
export const PAY_PAGE_TEXTS = defineMessages({
  title: { en: 'Sandbox pay page', sw: 'Ukurasa wa malipo wa majaribio' },
  notFound: { en: 'Payment not found', sw: 'Malipo hayakupatikana' },
  badLink: { en: 'This payment link is not valid.', sw: 'Kiungo hiki cha malipo si sahihi.' },
  badReturn: { en: 'This return address is not accepted', sw: 'Anwani hii ya kurudi haikubaliki' },
  badReturnText: {
    en: 'The link back to the app is not a page of this app. Nothing was paid.',
    sw: 'Kiungo cha kurudi si ukurasa wa programu hii. Hakuna kilicholipwa.',
  },
  backToApp: { en: 'Back to the app', sw: 'Rudi kwenye programu' },
  trade: { en: 'Payment number {tradeNo}', sw: 'Namba ya kumbukumbu {tradeNo}' },
  testOnly: {
    en: 'A test payment provider: no real money moves.',
    sw: 'Mtoa huduma wa malipo wa majaribio: hakuna pesa halisi inayohamishwa.',
  },
  payAll: { en: 'Pay {amount} TZS', sw: 'Lipa {amount} TZS' },
  partLabel: { en: 'Pay part (TZS)', sw: 'Lipa sehemu (TZS)' },
  payPart: { en: 'Pay part', sw: 'Lipa sehemu' },
  makeFail: { en: 'Make the payment fail', sw: 'Fanya malipo yashindikane' },
  amountRefused: { en: 'Amount not accepted', sw: 'Kiasi hakikubaliki' },
  wholeShillings: {
    en: 'Enter whole shillings, at most {amount} TZS.',
    sw: 'Weka shilingi kamili, zisizozidi {amount} TZS.',
  },
  tryAgain: { en: 'Try again', sw: 'Jaribu tena' },
  notPaid: { en: 'Not paid', sw: 'Haijalipwa' },
  received: { en: 'Payment received', sw: 'Malipo yamepokelewa' },
  failed: { en: 'Payment failed', sw: 'Malipo yameshindikana' },
  goBack: { en: 'You can go back to the app.', sw: 'Unaweza kurudi kwenye programu.' },
});

/** What became of a payment that can no longer be paid here. */
export const PAYMENT_STATES: Record<string, Message> = defineMessages({
  paid: { en: 'This payment is paid.', sw: 'Malipo haya yameshalipwa.' },
  failed: { en: 'This payment is failed.', sw: 'Malipo haya yameshindikana.' },
  cancelled: { en: 'This payment is cancelled.', sw: 'Malipo haya yameghairiwa.' },
  unknown: { en: 'This payment is unknown.', sw: 'Malipo haya hayajulikani.' },
});
export const OTHER_PAYMENT_STATE = defineMessages({
  state: { en: 'This payment is {state}.', sw: 'Hali ya malipo haya: {state}.' },
}).state;
