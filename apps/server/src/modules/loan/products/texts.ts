import { defineMessages } from '../../../shared/i18n.ts';

/** The recommend list's and the product screen's own words; the figures' labels are LOAN_TEXTS. */
export const PRODUCT_TEXTS = defineMessages({
  description: { en: '{days} days, {instalments}', sw: 'Siku {days}, {instalments}' },
  apply: { en: 'Apply', sw: 'Omba' },
  interestRatePerYear: { en: 'Interest rate per year', sw: 'Riba kwa mwaka' },
  serviceFeeValue: { en: '{rate} of the amount, once', sw: '{rate} ya kiasi, mara moja' },
  instalmentDue: {
    en: 'Instalment {period}/{count} (day {day})',
    sw: 'Awamu {period}/{count} (siku ya {day})',
  },
});
