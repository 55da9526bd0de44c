/**
 * LINE Pay Online API v3, as our payments use it (../shared/design/INTEGRATIONS.md §1): request a
 * payment, confirm it after the customer approved it, refund it, check a request's state, read
 * the details of confirmed payments. Every seller has its own channel, so each call takes the
 * channel's credentials. Transaction ids are 19-digit numbers on the wire: they are strings here
 * and everywhere after.
 */

/** A seller's LINE Pay channel (sandbox or production host is the client's). */
export interface LinePayCredentials {
  channelId: string;
  channelSecret: string;
}

export interface LinePayProduct {
  id?: string;
  name: string;
  quantity: number;
  /** In the currency's unit as LINE Pay counts it (TWD: whole dollars). */
  price: number;
}

export interface LinePayPackage {
  id: string;
  /** Σ quantity × price of its products. */
  amount: number;
  name?: string;
  products: LinePayProduct[];
}

export interface LinePayRequestInput {
  /** Σ packages' amounts. */
  amount: number;
  currency: string;
  /** Ours, ≤ 100 characters, unique per channel for ever: one per attempt (1172 when reused). */
  orderId: string;
  packages: LinePayPackage[];
  redirectUrls: { confirmUrl: string; cancelUrl: string };
  locale?: 'zh_TW' | 'en' | 'ja' | 'th';
}

export interface LinePayRequestInfo {
  transactionId: string;
  paymentAccessToken: string;
  paymentUrl: { web: string; app: string };
}

export interface LinePayConfirmInfo {
  transactionId: string;
  orderId: string;
  payInfo: { method: string; amount: number }[];
}

export interface LinePayRefundInfo {
  refundTransactionId: string;
  refundTransactionDate: string;
}

export interface LinePayPaymentDetails {
  transactionId: string;
  orderId: string;
  transactionDate: string;
  /** PAYMENT, then PAYMENT_REFUND / PARTIAL_REFUND once refunded. */
  transactionType: string;
  payInfo: { method: string; amount: number }[];
  refundList?: {
    refundTransactionId: string;
    refundAmount: number;
    refundTransactionDate: string;
  }[];
}

/** What LINE Pay answered: `0000` (and the check API's `01xx` states) or an error code. */
export type LinePayResult<T> =
  | { ok: true; returnCode: string; returnMessage: string; info: T }
  | { ok: false; returnCode: string; returnMessage: string };

/**
 * The documented return codes our payments act on. Every code not starting with `0` is an error;
 * the check API answers `0000`, `0110`, `0121`, `0122` or `0123`.
 */
export const LINE_PAY_CODES = {
  OK: '0000',
  /** Check: the customer approved; call confirm. */
  CHECK_AUTHORIZED: '0110',
  /** Check: cancelled by the customer, or 20 minutes passed. */
  CHECK_CANCELLED: '0121',
  /** Check: the payment failed. */
  CHECK_FAILED: '0122',
  /** Check: already confirmed. */
  CHECK_COMPLETE: '0123',
  MERCHANT_UNKNOWN: '1104',
  BAD_SIGNATURE: '1106',
  NOT_FOUND: '1150',
  AMOUNT_MISMATCH: '1153',
  REFUND_OVER_LIMIT: '1164',
  ALREADY_REFUNDED: '1165',
  NOT_AUTHENTICATED: '1169',
  ORDER_ID_USED: '1172',
  EXPIRED: '1180',
  DUPLICATE_OR_PROCESSING: '1198',
  BAD_PARAMETER: '2101',
} as const;

/**
 * LINE Pay did not answer (connection refused, a timeout, a body that is not LINE Pay's): the
 * outcome of the call is unknown, so the caller keeps the payment pending and reconciles it
 * later with check / details, never assumes failure.
 */
export class LinePayUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LinePayUnavailableError';
  }
}

/** The port our payments call; the real client talks to LINE Pay or, outside production, the fake. */
export interface LinePayGateway {
  request(
    channel: LinePayCredentials,
    input: LinePayRequestInput,
  ): Promise<LinePayResult<LinePayRequestInfo>>;
  confirm(
    channel: LinePayCredentials,
    transactionId: string,
    amount: { amount: number; currency: string },
  ): Promise<LinePayResult<LinePayConfirmInfo>>;
  /** Without `refundAmount`, a full refund. */
  refund(
    channel: LinePayCredentials,
    transactionId: string,
    refundAmount?: number,
  ): Promise<LinePayResult<LinePayRefundInfo>>;
  check(channel: LinePayCredentials, transactionId: string): Promise<LinePayResult<null>>;
  /** Confirmed payments only (LINE Pay's rule), at most 100 ids. */
  details(
    channel: LinePayCredentials,
    query: { transactionIds?: string[]; orderIds?: string[] },
  ): Promise<LinePayResult<LinePayPaymentDetails[]>>;
}
