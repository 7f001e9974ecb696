import { i18n, type Messages } from '@lingui/core';
import { type Language, pickLanguage } from '@tz-loan/contract/language';

// One catalog chunk per language: a phone downloads only the one it reads.
const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  sw: () => import('../../locales/sw.po'),
};

/** Makes `language` the one every text is said in (the catalog is fetched once). */
export const activateCatalog = (language: Language, messages: Messages): void => {
  i18n.loadAndActivate({ locale: language, messages });
};

/** A language's compiled catalog (the server embeds it in the channel app's page). */
export const catalogMessages = async (language: Language): Promise<Messages> =>
  (await CATALOGS[language]()).messages;

export const loadLanguage = async (language: Language): Promise<void> => {
  if (i18n.locale === language) return;
  const { messages } = await CATALOGS[language]();
  activateCatalog(language, messages);
};

/**
 * The language of this page: the one the server rendered it in (`<html lang>`), else the page's
 * `language` param, else the phone's languages (PRODUCT.md §16).
 */
export const pageLanguage = (doc: Document = document): Language => {
  const rendered = doc.documentElement.dataset.rendered === 'true' ? doc.documentElement.lang : null;
  const param = new URLSearchParams(doc.location?.search ?? '').get('language');
  return pickLanguage(rendered ?? param, globalThis.navigator?.languages?.join(','));
};

/** The language every text is said in right now. */
export const activeLanguage = (): Language => (i18n.locale === 'sw' ? 'sw' : 'en');
