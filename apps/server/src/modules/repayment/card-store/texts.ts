import { defineMessages } from '../../../shared/i18n.ts';

/** What the card store says on success, and the e-wallet option's name. */
export const CARD_STORE_TEXTS = defineMessages({
  eWallet: { en: 'E-wallet (pay page)', sw: 'Pochi ya kielektroniki (ukurasa wa malipo)' },
  codeSent: {
    en: 'We sent a verification code by SMS. Enter it to pay',
    sw: 'Tumekutumia msimbo wa uthibitisho kwa SMS. Uweke ili ulipe',
  },
  paid: { en: 'Payment received', sw: 'Malipo yamepokelewa' },
  cardSaved: { en: 'Card saved', sw: 'Kadi imehifadhiwa' },
});

/** The SMS with the code, in the language of the commit. */
export const CARD_SMS = defineMessages({
  code: {
    en: 'Your verification code for the card payment of {amount} is {code}. It expires in 5 minutes. Do not share it.',
    sw: 'Msimbo wako wa uthibitisho wa malipo ya kadi ya {amount} ni {code}. Unaisha baada ya dakika 5. Usimpe mtu yeyote.',
  },
});

/** Why a card-store call is refused, in words a borrower understands. */
export const CARD_REFUSALS = defineMessages({
  failed: { en: 'processing failed', sw: 'imeshindikana kushughulikia' },
  duplicate: {
    en: 'Do not submit the payment request twice',
    sw: 'Usitume ombi la malipo mara mbili',
  },
  wrongCode: {
    en: 'Verification code wrong. {left} tries left',
    sw: 'Msimbo wa uthibitisho si sahihi. Umebakiwa na majaribio {left}',
  },
  wrongCodeCancelled: {
    en: 'Verification code wrong 5 times: the payment was cancelled and nothing was taken. Please start again',
    sw: 'Msimbo wa uthibitisho umekosewa mara 5: malipo yameghairiwa na hakuna pesa iliyokatwa. Tafadhali anza upya',
  },
  codeFormat: { en: 'Enter the correct verification code', sw: 'Weka msimbo sahihi wa uthibitisho' },
  codeExpired: {
    en: 'The verification code has expired and nothing was taken. Please start the payment again',
    sw: 'Msimbo wa uthibitisho umeisha muda na hakuna pesa iliyokatwa. Tafadhali anza malipo upya',
  },
  recordNotFound: { en: 'This payment does not exist', sw: 'Malipo haya hayapo' },
  recordEnded: {
    en: 'This payment was cancelled and nothing was taken. Please start again',
    sw: 'Malipo haya yameghairiwa na hakuna pesa iliyokatwa. Tafadhali anza upya',
  },
  tokenNotFound: {
    en: 'This payment page is not valid. Please open it again',
    sw: 'Ukurasa huu wa malipo si sahihi. Tafadhali ufungue tena',
  },
  tokenExpired: {
    en: 'This payment page has expired. Please open it again',
    sw: 'Muda wa ukurasa huu wa malipo umeisha. Tafadhali ufungue tena',
  },
  noCoupons: { en: 'Coupons are not offered', sw: 'Hakuna kuponi zinazotolewa' },
  cardNotFound: { en: 'This card does not exist', sw: 'Kadi hii haipo' },
  cardBankMismatch: {
    en: 'The bank does not match the card. Choose the card again',
    sw: 'Benki hailingani na kadi. Chagua kadi tena',
  },
  maskedOnly: {
    en: 'Choose a saved card; never send a whole card number here',
    sw: 'Chagua kadi iliyohifadhiwa; usitume namba kamili ya kadi hapa',
  },
  cardExpired: {
    en: 'This card has expired. Add another card',
    sw: 'Muda wa kadi hii umeisha. Ongeza kadi nyingine',
  },
  declined: {
    en: 'Your bank declined this card and nothing was taken. Use another card or the e-wallet',
    sw: 'Benki yako imekataa kadi hii na hakuna pesa iliyokatwa. Tumia kadi nyingine au pochi ya kielektroniki',
  },
  owedChanged: {
    en: 'What you owe has changed since you started; nothing was taken. Please start again',
    sw: 'Deni lako limebadilika tangu ulipoanza; hakuna pesa iliyokatwa. Tafadhali anza upya',
  },
  alreadyPaid: { en: 'This payment has already been made', sw: 'Malipo haya yameshafanyika' },
});

/** Why a card is not saved. Nothing is kept when one is. */
export const ADD_CARD_REFUSALS = defineMessages({
  cardNumber: {
    en: 'The card number must be 12 to 19 digits',
    sw: 'Namba ya kadi iwe na tarakimu 12 hadi 19',
  },
  luhn: {
    en: 'This card number is not valid. Check it and try again',
    sw: 'Namba hii ya kadi si sahihi. Iangalie na ujaribu tena',
  },
  holderName: {
    en: 'Enter the name on the card (letters only)',
    sw: 'Weka jina lililo kwenye kadi (herufi tu)',
  },
  expiryFormat: { en: 'Enter the expiry date as MM/YY', sw: 'Weka tarehe ya kuisha kama MM/YY' },
  expiryPast: { en: 'This card has expired', sw: 'Muda wa kadi hii umeisha' },
  bank: { en: 'Choose the bank from the list', sw: 'Chagua benki kwenye orodha' },
  tooManyCards: {
    en: 'You can save at most {max} cards',
    sw: 'Unaweza kuhifadhi kadi zisizozidi {max}',
  },
});
