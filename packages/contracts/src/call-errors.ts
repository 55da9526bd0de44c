import type { TErrorCode } from './errors';

/** Error codes as a call lists them: checked against the table, kept as their literal types. */
export const codes = <const T extends readonly TErrorCode[]>(...list: T): T => list;

/** A signed-in caller's write: not signed in (401), the XSRF echo of cookie sign-in missing (403). */
export const SIGNED_IN_WRITE_ERRORS = codes('E_UNAUTHORIZED_ACCESS', 'E_XSRF');

/** A signed-in caller's write to something of theirs (an order, a review): also unknown (404). */
export const OWN_WRITE_ERRORS = codes(...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND');

/**
 * What every seller call may answer besides its own codes: not signed in (401), the caller's
 * role lacks the permission (403), not a member of the seller or not an open shop of it (404).
 */
export const SELLER_READ_ERRORS = codes('E_UNAUTHORIZED_ACCESS', 'E_FORBIDDEN', 'E_NOT_FOUND');

/** A seller write: also the XSRF check of cookie-authenticated requests (403). */
export const SELLER_WRITE_ERRORS = codes(...SELLER_READ_ERRORS, 'E_XSRF');

/** A signed-in caller's read of one thing: not signed in (401), unknown or not theirs (404). */
export const OWN_READ_ERRORS = codes('E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND');
