// Its own module so the query client (in the entry chunk) can recognise API errors without
// pulling in the http client and the session it reads.

/** Error raised for any failed API call, carrying the API's stable error code. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** From a 429's `Retry-After` header: seconds until the call may be tried again. */
  readonly retryAfterSeconds: number | null;
  /** The request field at fault (validation errors), e.g. `profile.displayName`. */
  readonly field: string | null;

  constructor(
    code: string,
    message: string,
    status: number,
    retryAfterSeconds?: number | null,
    field?: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds ?? null;
    this.field = field ?? null;
  }
}
