import { DomainError } from '../domain/errors.ts';
import { type Language, type Message, say, type Values } from '../shared/i18n.ts';

/**
 * A refusal of the HTTP layer that carries its own HTTP status (a missing photo's 404, the ops
 * token's 401, a missing marker's 400). The rules and services throw `DomainError`, answered 200.
 */
export class AppError extends DomainError {
  constructor(
    code: number,
    text: Message | string,
    readonly httpStatus = 200,
    values?: Values,
    data?: object,
  ) {
    super(code, text, values, data);
    this.name = 'AppError';
  }
}

/** The HTTP status a refusal is answered with: its own when the HTTP layer set one, else 200 (SPEC.md §7). */
export const httpStatusOf = (error: DomainError) => (error instanceof AppError ? error.httpStatus : 200);

/** A refusal's message in the reader's language. */
export const saidIn = (error: DomainError, language: Language): string =>
  typeof error.text === 'string' ? error.text : say(error.text, language, error.values);
