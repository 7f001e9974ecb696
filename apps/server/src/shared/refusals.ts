import { defineMessages } from './i18n.ts';

/** Refusals several modules give in the same words: a missing record and another borrower's read alike. */
export const REFUSALS = defineMessages({
  orderNotFound: { en: 'This order does not exist', sw: 'Oda hii haipo' },
  productNotFound: { en: 'This product is not available', sw: 'Bidhaa hii ya mkopo haipatikani' },
  logInToContinue: { en: 'Please log in to continue', sw: 'Tafadhali ingia ili uendelee' },
  sessionOfAnother: {
    en: 'This session belongs to another user. Please log in again',
    sw: 'Kipindi hiki ni cha mtumiaji mwingine. Tafadhali ingia tena',
  },
  sessionEnded: {
    en: 'Your session has ended. Please log in again',
    sw: 'Muda wako wa kuingia umeisha. Tafadhali ingia tena',
  },
});

export const ORDER_NOT_FOUND = REFUSALS.orderNotFound;
export const PRODUCT_NOT_FOUND = REFUSALS.productNotFound;
