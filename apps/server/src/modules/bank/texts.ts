import { defineMessages } from '../../shared/i18n.ts';

/** The bank form's items (card-init): titles, hints and the account types; providers are brand names. */
export const FORM_TEXTS = defineMessages({
  mobileMoney: { en: 'Mobile money', sw: 'Pesa kwa simu' },
  bankAccount: { en: 'Bank account', sw: 'Akaunti ya benki' },
  accountType: { en: 'Account type', sw: 'Aina ya akaunti' },
  provider: { en: 'Mobile money provider', sw: 'Mtandao wa pesa kwa simu' },
  chooseProvider: { en: 'Choose your provider', sw: 'Chagua mtandao wako' },
  bank: { en: 'Bank', sw: 'Benki' },
  chooseBank: { en: 'Choose your bank', sw: 'Chagua benki yako' },
  userName: { en: 'Account holder name', sw: 'Jina la mwenye akaunti' },
  userNameHint: { en: 'Name as registered on the account', sw: 'Jina kama lilivyosajiliwa kwenye akaunti' },
  accountNumber: { en: 'Account number', sw: 'Namba ya akaunti' },
  accountNumberHint: {
    en: '9 digits, or 10 digits starting with 0',
    sw: 'Tarakimu 9, au tarakimu 10 zinazoanza na 0',
  },
  repeatAccountNumber: { en: 'Repeat account number', sw: 'Rudia namba ya akaunti' },
  repeatAccountNumberHint: { en: 'Enter the account number again', sw: 'Weka namba ya akaunti tena' },
});

/** Why a bank form is refused, naming the field as the form does. */
export const BANK_REFUSALS = defineMessages({
  unknownField: { en: 'Unknown field: {field}', sw: 'Sehemu isiyojulikana: {field}' },
  productId: { en: 'Product: the product id is not valid', sw: 'Mkopo: namba ya mkopo si sahihi' },
  accountType: {
    en: 'Account type: choose Mobile money or Bank account',
    sw: 'Aina ya akaunti: chagua Pesa kwa simu au Akaunti ya benki',
  },
  provider: {
    en: 'Mobile money provider: choose one of the offered providers',
    sw: 'Mtandao wa pesa kwa simu: chagua mmojawapo wa mitandao iliyoorodheshwa',
  },
  bank: {
    en: 'Bank: choose one of the offered banks',
    sw: 'Benki: chagua mojawapo ya benki zilizoorodheshwa',
  },
  channel: {
    en: 'Channel number: {provider} uses channel {channel}',
    sw: 'Namba ya chaneli: {provider} inatumia chaneli {channel}',
  },
  userNameMissing: {
    en: 'Account holder name: enter the name on the account',
    sw: 'Jina la mwenye akaunti: weka jina lililo kwenye akaunti',
  },
  userNameLength: {
    en: 'Account holder name: use {min} to {max} characters',
    sw: 'Jina la mwenye akaunti: tumia herufi {min} hadi {max}',
  },
  userNameChars: {
    en: 'Account holder name: use letters, spaces, apostrophes, dots and hyphens only',
    sw: 'Jina la mwenye akaunti: tumia herufi, nafasi, apostrofi, nukta na vistari tu',
  },
  accountNumberMissing: {
    en: 'Account number: enter the account number',
    sw: 'Namba ya akaunti: weka namba ya akaunti',
  },
  accountNumberShape: {
    en: 'Account number: use 9 digits, or 10 digits starting with 0',
    sw: 'Namba ya akaunti: tumia tarakimu 9, au tarakimu 10 zinazoanza na 0',
  },
  repeatMissing: {
    en: 'Repeat account number: enter the account number again',
    sw: 'Rudia namba ya akaunti: weka namba ya akaunti tena',
  },
  repeatDiffers: {
    en: 'Repeat account number: does not match the account number',
    sw: 'Rudia namba ya akaunti: haifanani na namba ya akaunti',
  },
});

/** What the provider's name lookup tells the borrower before the account is saved (PRODUCT.md §17). */
export const HOLDER_TEXTS = defineMessages({
  wallet: {
    en: 'This wallet is registered to {name} — is that you?',
    sw: 'Pochi hii imesajiliwa kwa jina la {name} — ni wewe?',
  },
  account: {
    en: 'This account is registered to {name} — is that you?',
    sw: 'Akaunti hii imesajiliwa kwa jina la {name} — ni wewe?',
  },
  noWallet: {
    en: 'No wallet is registered to this number. Check the number and the provider.',
    sw: 'Hakuna pochi iliyosajiliwa kwa namba hii. Hakikisha namba na mtandao.',
  },
  noAccount: {
    en: 'The bank knows no account with this number. Check the number and the bank.',
    sw: 'Benki haina akaunti yenye namba hii. Hakikisha namba na benki.',
  },
  unknown: {
    en: "We could not check the holder's name right now. You can still save this account.",
    sw: 'Hatukuweza kuthibitisha jina la mwenye akaunti sasa hivi. Bado unaweza kuhifadhi akaunti hii.',
  },
});
