import { defineMessages } from '../../shared/i18n.ts';

/** What the contact form's sender reads (PRODUCT.md §15, §16). */
export const CONTACT_TEXTS = defineMessages({
  sent: { en: 'Success!', sw: 'Imefanikiwa!' },
  incomplete: { en: 'Please provide complete information!', sw: 'Tafadhali jaza taarifa zote!' },
  telephone: {
    en: 'Please enter a telephone number we can call back',
    sw: 'Tafadhali weka namba ya simu tunayoweza kukupigia',
  },
  limited: {
    en: 'Too many messages were sent from this network. Please try again in {minutes} minutes',
    sw: 'Ujumbe mwingi mno umetumwa kutoka mtandao huu. Tafadhali jaribu tena baada ya dakika {minutes}',
  },
  limitedMinute: {
    en: 'Too many messages were sent from this network. Please try again in 1 minute',
    sw: 'Ujumbe mwingi mno umetumwa kutoka mtandao huu. Tafadhali jaribu tena baada ya dakika 1',
  },
});
