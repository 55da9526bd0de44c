import { ERROR_CODES, ERROR_STATUS, type TErrorCode } from '@haoyue/contracts';

/** What an AppError carries: its HTTP status, code, message and the field at fault, if one. */
export interface AppErrorInput {
  statusCode: number;
  code: string;
  message: string;
  field?: string | undefined;
}

/** A failure the client caused or may act on; becomes `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field?: string;

  constructor({ statusCode, code, message, field }: AppErrorInput) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.name = 'AppError';
  }

  /** An error of a declared code; its HTTP status comes from the contracts' one table. */
  static of(code: TErrorCode, message: string, field?: string): AppError {
    return new AppError({ statusCode: ERROR_STATUS[code], code, message, field });
  }
}

/** 404 for a resource the caller may not see or that does not exist (we never say which). */
export function notFound(message = '找不到資料'): AppError {
  return new AppError({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message });
}

/** 404 for a path no route answers (or one hidden from this caller); the path is not repeated. */
export function routeNotFound(): AppError {
  return new AppError({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: '找不到這個網址' });
}

/** 400 for input that passed the schema but breaks a rule. */
export function invalid(field: string, message: string): AppError {
  return new AppError({ statusCode: 400, code: ERROR_CODES.VALIDATION, message, field });
}

/** The first row a query answers, or 404 with `message` when it answers none. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message?: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}
