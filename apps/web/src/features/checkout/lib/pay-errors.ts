import { ApiError } from '../../../lib/api-error';

/**
 * Errors after which the order itself changed (paid, reported, expired or cancelled elsewhere,
 * or the shop stopped taking the method): the page reloads the order to show where it stands.
 */
const ORDER_MOVED = new Set(['E_PREPAYMENT_NOT_DUE', 'E_PAYMENT_METHOD_NOT_ACCEPTED']);

/** Whether a failed payment call means the order should be read again. */
export function orderMoved(error: unknown): boolean {
  return error instanceof ApiError && ORDER_MOVED.has(error.code);
}

/**
 * Whether a failed attempt is over for good (the API answered no), so the next click is a new
 * attempt with a new idempotency key; a network failure keeps the key, since the first try may
 * have reached the server.
 */
export function attemptEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
