import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { CATALOG_PATH, type Language, pickLanguage } from '@tz-loan/contract/platform/language';

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
 * An i18n of its own for one server render, and the messages it reads: a page the server renders
 * carries only those, and the rest follows after its first paint (`loadFullCatalog`). The whole
 * catalog is about 9 KB gzip, four fifths of a rendered page, which a phone on 3G waits for before it
 * paints. Its own, not the global one: renders in two languages run at once.
 */
export const recordingI18n = async (language: Language): Promise<{ i18n: I18n; used: Messages }> => {
  const all = await catalogMessages(language);
  const used: Messages = {};
  const recorded = new Proxy(all, {
    get: (target, id) => {
      if (typeof id === 'string' && id in target) used[id] = target[id] as Messages[string];
      return Reflect.get(target, id);
    },
  });
  return { i18n: setupI18n({ locale: language, messages: { [language]: recorded } }), used };
};

let fullCatalog: Promise<void> | null = null;

/**
 * The rest of the catalog of a page the server rendered with only the messages it showed: as data
 * from the server (not as a script, which every first load would count), or as the language's chunk
 * if that fails. Screens opened later wait for it (`fullCatalogReady`).
 */
export const loadFullCatalog = (language: Language): Promise<void> => {
  fullCatalog ??= fetch(`${CATALOG_PATH}/${language}.json`)
    .then((response) => (response.ok ? (response.json() as Promise<Messages>) : Promise.reject(response)))
    .catch(async () => (await CATALOGS[language]()).messages)
    // Added to the active catalog in place: the words on screen are the same, and a change event would
    // re-render the page, putting a lazy part not loaded yet back to its fallback (a flash of nothing).
    .then((messages) => {
      if (i18n.locale === language) Object.assign(i18n.messages, messages);
      else i18n.load(language, messages);
    });
  return fullCatalog;
};

/** Resolves once the whole catalog is in (at once when the page never asked for the rest). */
export const fullCatalogReady = (): Promise<void> => fullCatalog ?? Promise.resolve();

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
