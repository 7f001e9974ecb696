import { defineMessages } from '../../../shared/i18n.ts';

/** What the confirmation shows besides the figures' labels: its rows, the retention dialog, the older screen's promotion. */
export const CONFIRM_TEXTS = defineMessages({
  firstDueDate: { en: 'First due date', sw: 'Tarehe ya kwanza ya kulipa' },
  afterPayout: { en: '{days} after payout', sw: '{days} baada ya mkopo kutolewa' },
  popTitle: { en: 'Your loan is almost ready', sw: 'Mkopo wako uko karibu kuwa tayari' },
  popContent: {
    en: 'You are one step away from {amount}. Leave now and you will need to start again.',
    sw: 'Umebakiza hatua moja tu kupata {amount}. Ukiondoka sasa, utahitaji kuanza upya.',
  },
  promo: {
    en: 'Your offer is ready: {amount} for {term}, {rate}.',
    sw: 'Ofa yako iko tayari: {amount} kwa {term}, {rate}.',
  },
  applyNow: { en: 'Apply now', sw: 'Omba sasa' },
  termChoice: { en: '{days} in {instalments}', sw: '{days} kwa {instalments}' },
  ok: { en: 'OK', sw: 'Sawa' },
});

/** The contracts of every product, by position. */
export const CONTRACT_TITLES = defineMessages({
  agreement: { en: 'Loan Agreement', sw: 'Mkataba wa mkopo' },
  keyFacts: { en: 'Repayment Schedule and Key Facts', sw: 'Ratiba ya marejesho na taarifa muhimu' },
});

/** Why an application or a contract is refused, in words a borrower understands. */
export const CONFIRM_REFUSALS = defineMessages({
  noContract: { en: 'This contract is not available', sw: 'Mkataba huu haupatikani' },
  noPayoutAccount: {
    en: 'Add your payout account (the account your loan will be paid to) before you apply',
    sw: 'Ongeza akaunti ya kupokea mkopo kabla ya kuomba',
  },
  orderInProgress: {
    en: 'You already have a loan in progress. You can apply again when it is finished.',
    sw: 'Tayari una mkopo unaoendelea. Unaweza kuomba tena ukishaumaliza.',
  },
  amountRange: {
    en: 'amount must be between {min} and {max} TZS',
    sw: 'Kiasi kiwe kati ya {min} na {max} TZS',
  },
  periods: {
    en: 'periods must be {periods} for this product',
    sw: 'Idadi ya awamu ya mkopo huu lazima iwe {periods}',
  },
  amountStep: {
    en: 'Choose an amount in steps of {step} TZS from {min} TZS, or {max} TZS',
    sw: 'Chagua kiasi kwa hatua za {step} TZS kuanzia {min} TZS, au {max} TZS',
  },
  term: {
    en: 'Choose one of the terms of this product: {terms}',
    sw: 'Chagua mojawapo ya muda wa mkopo huu: {terms}',
  },
  termUnit: { en: 'termUnit must be {unit} (days)', sw: 'termUnit lazima iwe {unit} (siku)' },
});
