import { createHmac, randomUUID } from 'node:crypto';
import {
  type LinePayConfirmInfo,
  type LinePayCredentials,
  type LinePayGateway,
  type LinePayPaymentDetails,
  type LinePayRefundInfo,
  type LinePayRequestInfo,
  type LinePayRequestInput,
  type LinePayResult,
  LinePayUnavailableError,
} from './line-pay';
import { adapterFetchText } from '../../lib/adapter-calls';

export const LINE_PAY_HOSTS = {
  sandbox: 'https://sandbox-api-pay.line.me',
  production: 'https://api-pay.line.me',
} as const;

export interface LinePayClientOptions {
  /** LINE_PAY_HOSTS.sandbox / .production, or the loopback fake outside production. */
  baseUrl: string;
  /** Read budgets per API, LINE Pay's advice (INTEGRATIONS.md §1): request 20 s, confirm 40 s, others 20 s. */
  timeoutsMs?: Partial<Record<'request' | 'confirm' | 'refund' | 'check' | 'details', number>>;
}

const DEFAULT_TIMEOUTS = {
  request: 20_000,
  confirm: 40_000,
  refund: 20_000,
  check: 20_000,
  details: 20_000,
};

export interface SignLinePayInput {
  secret: string;
  apiPath: string;
  bodyOrQuery: string;
  nonce: string;
}

/**
 * `X-LINE-Authorization`: Base64(HMAC-SHA256(channelSecret, channelSecret + apiPath + (body for
 * POST | query string without "?" for GET) + nonce)). The bytes signed are the bytes sent.
 */
export function signLinePay({ secret, apiPath, bodyOrQuery, nonce }: SignLinePayInput): string {
  return createHmac('sha256', secret)
    .update(secret + apiPath + bodyOrQuery + nonce)
    .digest('base64');
}

/**
 * Parses LINE Pay's JSON keeping its 19-digit ids exact: `transactionId` and
 * `refundTransactionId` arrive as bare numbers beyond 2^53, which JSON.parse would round. They
 * are quoted before parsing, so every id is a string.
 */
export function parseLinePayJson(text: string): unknown {
  return JSON.parse(
    text.replace(/("(?:transactionId|refundTransactionId)"\s*:\s*)(-?\d+)/g, '$1"$2"'),
  );
}

interface CallInput {
  channel: LinePayCredentials;
  method: 'GET' | 'POST';
  apiPath: string;
  payload: unknown;
  api: keyof typeof DEFAULT_TIMEOUTS;
}

/** The real LINE Pay v3 client: signs each call with the seller's channel and reads the answer. */
export class LinePayClient implements LinePayGateway {
  private readonly baseUrl: string;
  private readonly timeouts: typeof DEFAULT_TIMEOUTS;

  constructor(options: LinePayClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeoutsMs };
  }

  request(channel: LinePayCredentials, input: LinePayRequestInput) {
    const { locale, ...rest } = input;
    const body = { ...rest, ...(locale ? { options: { display: { locale } } } : {}) };
    return this.call<LinePayRequestInfo>({
      channel,
      method: 'POST',
      apiPath: '/v3/payments/request',
      payload: body,
      api: 'request',
    });
  }

  confirm(
    channel: LinePayCredentials,
    transactionId: string,
    amount: { amount: number; currency: string },
  ) {
    const path = `/v3/payments/${digits(transactionId)}/confirm`;
    return this.call<LinePayConfirmInfo>({
      channel,
      method: 'POST',
      apiPath: path,
      payload: amount,
      api: 'confirm',
    });
  }

  refund(channel: LinePayCredentials, transactionId: string, refundAmount?: number) {
    const path = `/v3/payments/${digits(transactionId)}/refund`;
    const body = refundAmount === undefined ? {} : { refundAmount };
    return this.call<LinePayRefundInfo>({
      channel,
      method: 'POST',
      apiPath: path,
      payload: body,
      api: 'refund',
    });
  }

  check(channel: LinePayCredentials, transactionId: string) {
    const path = `/v3/payments/requests/${digits(transactionId)}/check`;
    return this.call<null>({ channel, method: 'GET', apiPath: path, payload: '', api: 'check' });
  }

  details(channel: LinePayCredentials, query: { transactionIds?: string[]; orderIds?: string[] }) {
    // One parameter per id (`transactionId=…&transactionId=…`); our reconciliation asks for one
    // at a time, where LINE Pay's array encoding does not matter.
    const params = [
      ...(query.transactionIds ?? []).map((id) => `transactionId=${digits(id)}`),
      ...(query.orderIds ?? []).map((id) => `orderId=${encodeURIComponent(id)}`),
    ].join('&');
    return this.call<LinePayPaymentDetails[]>({
      channel,
      method: 'GET',
      apiPath: '/v3/payments',
      payload: params,
      api: 'details',
    });
  }

  private async call<T>({
    channel,
    method,
    apiPath,
    payload,
    api,
  }: CallInput): Promise<LinePayResult<T>> {
    const nonce = randomUUID();
    const signed = method === 'POST' ? JSON.stringify(payload) : String(payload);
    const url = `${this.baseUrl}${apiPath}${method === 'GET' && signed ? `?${signed}` : ''}`;
    const timeoutMs = this.timeouts[api];
    const { response, text } = await adapterFetchText(
      { provider: 'line-pay', operation: api },
      url,
      {
        init: {
          method,
          headers: {
            'content-type': 'application/json',
            'X-LINE-ChannelId': channel.channelId,
            'X-LINE-Authorization-Nonce': nonce,
            'X-LINE-Authorization': signLinePay({
              secret: channel.channelSecret,
              apiPath,
              bodyOrQuery: signed,
              nonce,
            }),
          },
          body: method === 'POST' ? signed : undefined,
        },
        timeoutMs,
        unreachable: (reason, cause) =>
          new LinePayUnavailableError(`LINE Pay ${api}: ${reason}`, { cause }),
      },
    );
    let body: { returnCode?: unknown; returnMessage?: unknown; info?: unknown };
    try {
      body = parseLinePayJson(text) as typeof body;
    } catch (error) {
      throw new LinePayUnavailableError(`LINE Pay ${api}: HTTP ${response.status}, not JSON`, {
        cause: error,
      });
    }
    if (typeof body?.returnCode !== 'string') {
      throw new LinePayUnavailableError(`LINE Pay ${api}: HTTP ${response.status}, no returnCode`);
    }
    const returnMessage = typeof body.returnMessage === 'string' ? body.returnMessage : '';
    if (!body.returnCode.startsWith('0')) {
      return { ok: false, returnCode: body.returnCode, returnMessage };
    }
    return { ok: true, returnCode: body.returnCode, returnMessage, info: (body.info ?? null) as T };
  }
}

/** A transaction id goes into a path: digits only, so nothing else can be smuggled into it. */
function digits(transactionId: string): string {
  if (!/^\d{1,25}$/.test(transactionId))
    throw new Error(`not a LINE Pay transaction id: ${transactionId}`);
  return transactionId;
}
