// docs/design.md §5 error shape: JSON { message, fields? } with docs/spec.md §8 statuses; 401 adds redirectPath, 409 currentStep.
export type ApiErrorBody = {
  message: string;
  fields?: Record<string, string>;
  redirectPath?: string;
  currentStep?: string;
  /** 403: the password or a code again first (step-up). */
  stepUp?: boolean;
};

export class ApiError extends Error {
  readonly status: number | 'network';
  readonly endpoint: string;
  readonly body: ApiErrorBody;

  constructor(endpoint: string, status: number | 'network', body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.endpoint = endpoint;
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** docs/spec.md §8 generic flash. */
export const GENERIC_ERROR_MESSAGE = 'An error has occurred. Please refresh to try again.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads whatever the server answered into the error shape; anything unreadable becomes the generic message. */
export const toErrorBody = (payload: unknown): ApiErrorBody => {
  if (!isRecord(payload) || typeof payload.message !== 'string' || payload.message.trim() === '') {
    return { message: GENERIC_ERROR_MESSAGE };
  }
  const body: ApiErrorBody = { message: payload.message };
  if (isRecord(payload.fields)) {
    body.fields = Object.fromEntries(
      Object.entries(payload.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  if (typeof payload.redirectPath === 'string') body.redirectPath = payload.redirectPath;
  if (typeof payload.currentStep === 'string') body.currentStep = payload.currentStep;
  if (payload.stepUp === true) body.stepUp = true;
  return body;
};
