import type { TErrorCode } from '../errors';

/**
 * What every seller call may answer besides its own codes: not signed in (401), the caller's
 * role lacks the permission (403), not a member of the seller or not an open shop of it (404).
 */
export const SELLER_READ_ERRORS = [
  'E_UNAUTHORIZED_ACCESS',
  'E_FORBIDDEN',
  'E_NOT_FOUND',
] as const satisfies readonly TErrorCode[];

/** A seller write: also the XSRF check of cookie-authenticated requests (403). */
export const SELLER_WRITE_ERRORS = [
  ...SELLER_READ_ERRORS,
  'E_XSRF',
] as const satisfies readonly TErrorCode[];
