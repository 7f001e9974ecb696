import { Code } from '@tz-loan/contract/envelope';
import { type Language, type Message, say, type Values } from '../shared/i18n.ts';

/**
 * A refusal the borrower should read: its code and message go into the envelope, the message in the
 * reader's language. A plain string is for staff and framework texts, which stay in English. `data`,
 * when given, goes into the envelope too: what the refusal names, for the app to lead the borrower
 * there (a submit refused for a loan in progress names that loan). It must fit the call's `data`.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly text: Message | string,
    readonly httpStatus = 200,
    readonly values?: Values,
    readonly data?: object,
  ) {
    super(typeof text === 'string' ? text : say(text, 'en', values));
    this.name = 'AppError';
  }

  /** The message in the reader's language. */
  said(language: Language): string {
    return typeof this.text === 'string' ? this.text : say(this.text, language, this.values);
  }
}

export const badRequest = (message: Message | string, values?: Values) =>
  new AppError(Code.badRequest, message, 200, values);
export const notFound = (message: Message | string = 'Not found', values?: Values) =>
  new AppError(Code.notFound, message, 200, values);
