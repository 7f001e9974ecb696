import { Code } from '@tz-loan/contract/platform/envelope';

/** A text the borrower may read, in every language (declared with shared/i18n.ts `defineMessages`). */
export type RefusalText = { readonly en: string; readonly sw: string };
/** The values a text names (`{minutes}`), filled in when it is said. */
export type RefusalValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A refusal a rule or a service gives: a code of the contract, the text the reader is shown (a plain
 * string is for staff, and stays in English) with its values, and `data` when the refusal names
 * something the app should lead the borrower to (it must fit the call's `data`). http/error-handler.ts
 * turns it into the envelope; nothing below http/ knows about HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly text: RefusalText | string,
    readonly values?: RefusalValues,
    readonly data?: object,
  ) {
    super(
      typeof text === 'string'
        ? text
        : text.en.replace(PLACEHOLDER, (whole, name: string) =>
            values && name in values ? String(values[name]) : whole,
          ),
    );
    this.name = 'DomainError';
  }
}

export const badRequest = (text: RefusalText | string, values?: RefusalValues) =>
  new DomainError(Code.badRequest, text, values);
export const notFound = (text: RefusalText | string = 'Not found', values?: RefusalValues) =>
  new DomainError(Code.notFound, text, values);
