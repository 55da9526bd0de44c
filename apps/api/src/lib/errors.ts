import { ERROR_CODES, ERROR_STATUS, type TErrorCode } from '@haoyue/contracts';

/** A failure the client caused or may act on; becomes `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** An error of a declared code; its HTTP status comes from the contracts' one table. */
  static of(code: TErrorCode, message: string, field?: string): AppError {
    return new AppError(ERROR_STATUS[code], code, message, field);
  }
}

/** 404 for a resource the caller may not see or that does not exist (we never say which). */
export function notFound(message = '找不到資料'): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, message);
}

/** 404 for a path no route answers (or one hidden from this caller); the path is not repeated. */
export function routeNotFound(): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, '找不到這個網址');
}

/** 400 for input that passed the schema but breaks a rule. */
export function invalid(field: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION, message, field);
}

/** The first row a query answers, or 404 with `message` when it answers none. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message?: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}
