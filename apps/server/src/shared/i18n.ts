import { type Language, pickLanguage } from '@tz-loan/contract/platform/language';

export type { Language } from '@tz-loan/contract/platform/language';

/**
 * One text a borrower may read, in every language (PRODUCT.md §16). Declared with `defineMessages`
 * in the module that says it, so a text without its Kiswahili does not type-check. `{name}` marks a
 * value filled in when the text is said.
 */
export type Message = { readonly en: string; readonly sw: string };
export type Values = Readonly<Record<string, string | number>>;

// Written here rather than taken from a library: the server's texts need only named values, and
// the web app's catalogs (Lingui) are built for its bundle, not for this process.
export const defineMessages = <const T extends Record<string, Message>>(messages: T): T => messages;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text in one language, with its values filled in (a value a text does not name is left out). */
export const say = (message: Message, language: Language, values?: Values): string =>
  message[language].replace(PLACEHOLDER, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );

/** A text with its values, said later in the reader's language (a refusal, an SMS). */
export type Text = { message: Message; values?: Values };

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'en' in value && 'sw' in value;

/** The reader's language, from a request's `language` param and `Accept-Language`. */
export const requestLanguage = (query: unknown, acceptLanguage: string | string[] | undefined): Language =>
  pickLanguage(
    (query as { language?: unknown } | null)?.language,
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  );
