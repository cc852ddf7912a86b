import { type ErrorCode, statusOfError } from '@escouade/contract/error-codes';

/**
 * A failure the client should know about. Services throw it with one of the contract's codes, whose HTTP
 * status the contract gives; the error handler turns it into `{ code, message, details }`. The web app
 * translates `code`; `message` is an English fallback for other clients.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.status = statusOfError(code);
  }
}

/**
 * The code a client may be told for a failure: an application error's own, otherwise INTERNAL_ERROR. A
 * PostgreSQL SQLSTATE or a Node code (ECONNRESET) would say how the server failed, and no interface could
 * translate it.
 */
export function clientErrorCode(error: unknown): string {
  return error instanceof AppError ? error.code : 'INTERNAL_ERROR';
}
