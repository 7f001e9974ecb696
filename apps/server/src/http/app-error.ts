import { Code } from '@tz-loan/contract/envelope';

/** A refusal the borrower should read: its code and message go into the envelope as they are. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(Code.badRequest, message);
export const notFound = (message = 'Not found') => new AppError(Code.notFound, message);
