import { ERROR_CODES, type ErrorCode } from './errorCodes';

export interface AppErrorOptions {
  /** For invalid input: the offending field as a dotted path. */
  field?: string;
  /** Extra top-level properties of the error body (for example the page of an access_denied answer). */
  extra?: Record<string, unknown>;
  cause?: unknown;
}

/** An expected failure: the error handler answers with its status and `{ error: { code, message, field? } }`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.status = ERROR_CODES[code].status;
    this.field = options.field;
    this.extra = options.extra;
  }
}
