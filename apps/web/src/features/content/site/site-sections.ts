import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { SITE_SECTION_PARAM } from '@tz-loan/contract/content/paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { PAGE_TEXTS, type PageText } from '../texts/page-texts.ts';

/** What every section is given: the lender's details, when they could be read. */
export type SectionProps = { details: LenderDetailsData | null | undefined };

export type SectionId = 'home' | 'about' | 'lender' | 'policy' | 'loan' | 'contact';
type Section = {
  id: SectionId;
  path: (typeof SCREEN)['siteHome' | 'siteAbout' | 'sitePrivacyPolicy' | 'siteLoanAgreement'];
  label: MessageDescriptor;
  text: PageText;
};

/**
 * The official site's sections, in the order of its navigation (SPEC.md §2). Those the route table
 * gives no path of their own are `/?section=<id>`: each section has an address, so a link works with
 * scripts off and a section can be shared.
 */
export const SECTIONS: readonly Section[] = [
  { id: 'home', path: SCREEN.siteHome, label: msg`Home`, text: PAGE_TEXTS.home },
  { id: 'about', path: SCREEN.siteAbout, label: msg`About`, text: PAGE_TEXTS.about },
  { id: 'lender', path: SCREEN.siteHome, label: msg`Lender`, text: PAGE_TEXTS.lender },
  { id: 'policy', path: SCREEN.sitePrivacyPolicy, label: msg`Privacy policy`, text: PAGE_TEXTS.privacy },
  { id: 'loan', path: SCREEN.siteLoanAgreement, label: msg`Loan Agreement`, text: PAGE_TEXTS.agreement },
  { id: 'contact', path: SCREEN.siteHome, label: msg`Contact Us`, text: PAGE_TEXTS.contact },
];

/** The address of a section. */
export const sectionHref = ({ id, path }: Section) =>
  path === SCREEN.siteHome && id !== 'home' ? `${SCREEN.siteHome}?${SITE_SECTION_PARAM}=${id}` : path;

export const sectionById = (id: SectionId) => SECTIONS.find((section) => section.id === id) as Section;

/** The index of the section an address shows; the router matches paths without regard to case. */
export const sectionIndexOf = (pathname: string, search: string): number => {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const named = path === SCREEN.siteHome ? new URLSearchParams(search).get(SITE_SECTION_PARAM) : null;
  const index = SECTIONS.findIndex(
    (section) =>
      section.path.toLowerCase() === path && (path !== SCREEN.siteHome || section.id === (named ?? 'home')),
  );
  return Math.max(index, 0);
};
