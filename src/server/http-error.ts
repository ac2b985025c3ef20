// An error that becomes a JSON answer `{ message, ...extra }` with its status (docs/design.md §5 error shape).
/** The message of a 400 whose `fields` say what is wrong with each field. */
export const FIELDS_TO_CORRECT = 'Please correct the highlighted fields.';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

/** docs/spec.md §8 generic failure, used for anything unexpected. */
export const GENERIC_ERROR_MESSAGE = 'An error has occurred. Please refresh to try again.';
