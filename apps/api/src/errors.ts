import type { ErrorCode } from '@escouade/contract';

/**
 * A failure the client should know about. Services throw it; the error handler turns it into
 * `{ code, message, details }` with `status`. The web app translates `code`.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly status: number,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
  }
}
