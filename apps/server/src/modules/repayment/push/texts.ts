import { defineMessages } from '../../../shared/i18n.ts';

/** Where a push stands, as the borrower reads it (PRODUCT.md §17). */
export const PUSH_TEXTS = defineMessages({
  sending: {
    en: 'Asking {wallet} to send the payment request to {phone}…',
    sw: 'Tunaomba {wallet} kutuma ombi la malipo kwa {phone}…',
  },
  waiting: {
    en: 'Check your phone and enter your PIN to pay {amount} with {wallet}.',
    sw: 'Angalia simu yako na uweke PIN yako kulipa {amount} kwa {wallet}.',
  },
  paid: {
    en: 'Paid {amount} with {wallet}. Receipt {receipt}.',
    sw: 'Umelipa {amount} kwa {wallet}. Risiti {receipt}.',
  },
  declined: {
    en: 'The payment was declined on the phone. Nothing was taken.',
    sw: 'Malipo yamekataliwa kwenye simu. Hakuna pesa iliyokatwa.',
  },
  timedOut: {
    en: 'Nobody entered the PIN in time. Nothing was taken.',
    sw: 'PIN haikuwekwa kwa wakati. Hakuna pesa iliyokatwa.',
  },
  failed: {
    en: '{wallet} could not send the request to {phone}. Check the number and the wallet. Nothing was taken.',
    sw: '{wallet} haikuweza kutuma ombi kwa {phone}. Hakikisha namba na akaunti. Hakuna pesa iliyokatwa.',
  },
});

export const PUSH_REFUSALS = defineMessages({
  notOffered: {
    en: 'Paying from your phone is not available now. Please choose another way to pay.',
    sw: 'Kulipa kwa simu hakupatikani sasa. Tafadhali chagua njia nyingine ya kulipa.',
  },
  phone: {
    en: 'Enter a Tanzanian mobile number, like 0712 345 678',
    sw: 'Weka namba ya simu ya Tanzania, kama 0712 345 678',
  },
  wallet: {
    en: 'Choose your wallet from the list',
    sw: 'Chagua akaunti yako ya pesa kwa simu kwenye orodha',
  },
  noPush: { en: 'There is no such payment', sw: 'Hakuna malipo hayo' },
});
