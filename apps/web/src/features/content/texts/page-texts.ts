import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BOUNDS } from '../lender/bounds.ts';

const { min, max, minDays, maxDays, apr, age } = BOUNDS;

export type PageText = { title: MessageDescriptor; description: MessageDescriptor };

/**
 * Each content page's heading and its description for search engines, written once: the app's page
 * and the official site's section show the same text.
 */
export const PAGE_TEXTS = {
  home: {
    title: msg`Short-term loans in Tanzania`,
    description: msg`Loans from ${min} TZS to ${max} TZS for ${minDays} to ${maxDays} days, with the whole cost shown before you apply.`,
  },
  about: {
    title: msg`About us`,
    description: msg`Who we are: our mission, why borrow with us, our team and how to reach us.`,
  },
  lender: {
    title: msg`Lender`,
    description: msg`The lender's registered name, licence and contact details, and a representative example of what a loan costs.`,
  },
  privacy: {
    title: msg`Privacy policy`,
    description: msg`The personal data we collect for loan checks and why, how long we keep it, with whom we share it, and your rights under Tanzania's Personal Data Protection Act, 2022.`,
  },
  agreement: {
    title: msg`Loan agreement`,
    description: msg`The loan agreement: ${min} TZS to ${max} TZS, ${minDays} to ${maxDays} days, an APR below ${apr}, for borrowers aged ${age} or older.`,
  },
  contact: {
    title: msg`Contact us`,
    description: msg`Call us, write to us or send us a message: we answer in Kiswahili and English.`,
  },
} as const satisfies Record<string, PageText>;
