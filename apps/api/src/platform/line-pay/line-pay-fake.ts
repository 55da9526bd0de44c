import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../http/access';
import { LINE_PAY_CODES as C, type LinePayRequestInput } from './line-pay';
import { signLinePay } from './line-pay-client';
import { fakePayPage } from './fake-pay-page';
import type { FakeLinePayment } from './fake-payment';

export type { FakeLinePayment } from './fake-payment';

/** Not part of our API: kept out of the OpenAPI document (and so out of the fuzz). */
const HIDDEN = { hide: true };

/** LINE Pay leaves a request unapproved for 20 minutes, then it expires. */
const REQUEST_LIFETIME_MS = 20 * 60_000;

export type FakeLinePayApi = 'request' | 'confirm' | 'refund' | 'check' | 'details';

/** A scripted answer for the next call of one API: a return code, a delay, or both. */
export interface FakeLinePayScript {
  returnCode?: string;
  /** Hold the answer this long (a client with a shorter timeout sees a timeout). */
  delayMs?: number;
  /** With `returnCode`: do the work anyway before answering it (LINE Pay confirmed, we never heard). */
  perform?: boolean;
}

/**
 * The state of the local LINE Pay: the channels it knows (id → secret), the payments, and
 * scripted answers. Shared by the HTTP plugin and tests, which approve payments as the customer
 * would and read what happened.
 */
export class FakeLinePayState {
  readonly payments = new Map<string, FakeLinePayment>();
  private readonly channels = new Map<string, string>();
  private readonly usedOrderIds = new Set<string>();
  private readonly scripts = new Map<FakeLinePayApi, FakeLinePayScript[]>();
  readonly calls: { api: FakeLinePayApi; returnCode: string }[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Forgets every payment, channel, script and call (between tests). */
  reset(): void {
    this.payments.clear();
    this.channels.clear();
    this.usedOrderIds.clear();
    this.scripts.clear();
    this.calls.length = 0;
  }

  /** Lets a channel sign calls (outside production the app registers each seller's sandbox channel). */
  registerChannel(channelId: string, channelSecret: string): void {
    this.channels.set(channelId, channelSecret);
  }

  secretOf(channelId: string): string | undefined {
    return this.channels.get(channelId);
  }

  /** Queues an answer for the next call of `api`. */
  script(api: FakeLinePayApi, script: FakeLinePayScript): void {
    this.scripts.set(api, [...(this.scripts.get(api) ?? []), script]);
  }

  takeScript(api: FakeLinePayApi): FakeLinePayScript | undefined {
    return this.scripts.get(api)?.shift();
  }

  /** The customer pressed 付款 on the payment page. */
  approve(transactionId: string): FakeLinePayment {
    const payment = this.live(transactionId);
    if (payment.state === 'REQUESTED') payment.state = 'AUTHORIZED';
    return payment;
  }

  /** The customer pressed 取消. */
  cancel(transactionId: string): FakeLinePayment {
    const payment = this.live(transactionId);
    if (payment.state === 'REQUESTED' || payment.state === 'AUTHORIZED')
      payment.state = 'CANCELLED';
    return payment;
  }

  expired(payment: FakeLinePayment): boolean {
    return (
      payment.state !== 'CONFIRMED' &&
      this.now().getTime() - payment.requestedAt.getTime() > REQUEST_LIFETIME_MS
    );
  }

  createPayment(channelId: string, input: LinePayRequestInput): FakeLinePayment | 'ORDER_ID_USED' {
    const key = `${channelId}:${input.orderId}`;
    if (this.usedOrderIds.has(key)) return 'ORDER_ID_USED';
    this.usedOrderIds.add(key);
    const payment: FakeLinePayment = {
      transactionId: newTransactionId(),
      channelId,
      orderId: input.orderId,
      amount: input.amount,
      currency: input.currency,
      confirmUrl: input.redirectUrls.confirmUrl,
      cancelUrl: input.redirectUrls.cancelUrl,
      state: 'REQUESTED',
      requestedAt: this.now(),
      refunds: [],
      confirmations: 0,
    };
    this.payments.set(payment.transactionId, payment);
    return payment;
  }

  nowDate(): Date {
    return this.now();
  }

  private live(transactionId: string): FakeLinePayment {
    const payment = this.payments.get(transactionId);
    if (!payment) throw new Error(`no fake LINE Pay payment ${transactionId}`);
    return payment;
  }
}

/** 19 digits, beyond 2^53 like LINE Pay's. */
function newTransactionId(): string {
  return `2026${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
}

export interface FakeLinePayOptions {
  state: FakeLinePayState;
  /** The URL this plugin is reachable at (its prefix included), for the payment page's address. */
  publicUrl: () => string;
  /** Who may call it: `loopback` inside the app (development); a standalone test server says `public`. */
  access: Access;
}

/** What the fake answers: the API, its return code, and an info body or message if any. */
interface FakeAnswerInput {
  api: FakeLinePayApi;
  returnCode: string;
  info?: unknown;
  returnMessage?: string;
}

/**
 * A local LINE Pay v3 on loopback, for development and tests: it checks every signature as LINE
 * Pay does (1106 on a bad one, 1104 for an unknown channel), keeps payments through request →
 * approval on its own payment page (付款 / 取消, redirecting to the confirm or cancel URL) →
 * confirm → refunds, answers check and details, and plays scripted return codes and delays.
 * Ids go out as bare 19-digit JSON numbers, as LINE Pay sends them.
 */
export const fakeLinePay: FastifyPluginAsync<FakeLinePayOptions> = async (app, options) => {
  const { state } = options;
  const config = { access: options.access };
  // The signature covers the exact body bytes: keep them.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  const answer = async (
    reply: FastifyReply,
    {
      api,
      returnCode,
      info,
      returnMessage = returnCode === C.OK ? 'Success.' : `Fake LINE Pay error ${returnCode}`,
    }: FakeAnswerInput,
  ) => {
    state.calls.push({ api, returnCode });
    const text = JSON.stringify({
      returnCode,
      returnMessage,
      ...(info === undefined ? {} : { info }),
    })
      // LINE Pay sends its ids as bare numbers; so does the fake, to keep the client honest.
      .replace(/("(?:transactionId|refundTransactionId)":)"(\d+)"/g, '$1$2');
    return reply.type('application/json').send(text);
  };

  /**
   * Checks the channel and signature; answers the error itself and returns null when wrong.
   * Otherwise the channel, the script for this call, and `say`, which answers this API.
   */
  const authorise = async (req: FastifyRequest, reply: FastifyReply, api: FakeLinePayApi) => {
    const channelId = String(req.headers['x-line-channelid'] ?? '');
    const nonce = String(req.headers['x-line-authorization-nonce'] ?? '');
    const signature = String(req.headers['x-line-authorization'] ?? '');
    const secret = state.secretOf(channelId);
    if (!secret) {
      await answer(reply, { api, returnCode: C.MERCHANT_UNKNOWN });
      return null;
    }
    const apiPath = req.url.split('?')[0]!.slice(req.url.indexOf('/v3/'));
    const signed = req.method === 'GET' ? (req.url.split('?')[1] ?? '') : String(req.body ?? '');
    const expected = Buffer.from(signLinePay({ secret, apiPath, bodyOrQuery: signed, nonce }));
    const given = Buffer.from(signature);
    if (!nonce || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await answer(reply, { api, returnCode: C.BAD_SIGNATURE });
      return null;
    }
    const script = state.takeScript(api);
    if (script?.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
    const say = (returnCode: string, info?: unknown) => answer(reply, { api, returnCode, info });
    return { channelId, script, say };
  };

  /** `authorise`, then a scripted return code answered in place of the work: null once answered. */
  const begin = async (req: FastifyRequest, reply: FastifyReply, api: FakeLinePayApi) => {
    const call = await authorise(req, reply, api);
    if (!call?.script?.returnCode) return call;
    await call.say(call.script.returnCode);
    return null;
  };

  const parse = (body: unknown): Record<string, unknown> | null => {
    try {
      const value = JSON.parse(String(body || '{}')) as unknown;
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  const owned = (channelId: string, transactionId: string) => {
    const payment = state.payments.get(transactionId);
    return payment && payment.channelId === channelId ? payment : undefined;
  };

  app.post('/v3/payments/request', { config, schema: HIDDEN }, async (req, reply) => {
    const call = await begin(req, reply, 'request');
    if (!call) return reply;
    const body = parse(req.body) as LinePayRequestInput | null;
    const valid =
      body &&
      Number.isInteger(body.amount) &&
      body.amount > 0 &&
      typeof body.currency === 'string' &&
      typeof body.orderId === 'string' &&
      body.orderId.length > 0 &&
      body.orderId.length <= 100 &&
      Array.isArray(body.packages) &&
      body.packages.reduce((sum, p) => sum + (Number(p?.amount) || 0), 0) === body.amount &&
      typeof body.redirectUrls?.confirmUrl === 'string' &&
      typeof body.redirectUrls?.cancelUrl === 'string';
    if (!valid) return call.say(C.BAD_PARAMETER);
    const payment = state.createPayment(call.channelId, body);
    if (payment === 'ORDER_ID_USED') return call.say(C.ORDER_ID_USED);
    const web = `${options.publicUrl()}/pay/${payment.transactionId}`;
    return call.say(C.OK, {
      transactionId: payment.transactionId,
      paymentAccessToken: payment.transactionId.slice(-12),
      paymentUrl: { web, app: `line://pay/payment/${payment.transactionId}` },
    });
  });

  app.post<{ Params: { transactionId: string } }>(
    '/v3/payments/:transactionId/confirm',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const call = await authorise(req, reply, 'confirm');
      if (!call) return reply;
      const payment = owned(call.channelId, req.params.transactionId);
      const body = parse(req.body);
      const confirmNow = () => {
        if (!payment || payment.state !== 'AUTHORIZED' || state.expired(payment)) return false;
        if (body?.amount !== payment.amount || body?.currency !== payment.currency) return false;
        payment.state = 'CONFIRMED';
        payment.confirmedAt = state.nowDate();
        payment.confirmations += 1;
        return true;
      };
      if (call.script?.returnCode) {
        if (call.script.perform) confirmNow();
        return call.say(call.script.returnCode);
      }
      if (!payment) return call.say(C.NOT_FOUND);
      if (payment.state === 'CONFIRMED') return call.say(C.ORDER_ID_USED);
      if (state.expired(payment) || payment.state === 'CANCELLED') {
        return call.say(C.EXPIRED);
      }
      if (payment.state === 'REQUESTED') return call.say(C.NOT_AUTHENTICATED);
      if (body?.amount !== payment.amount || body?.currency !== payment.currency) {
        return call.say(C.AMOUNT_MISMATCH);
      }
      confirmNow();
      return call.say(C.OK, {
        transactionId: payment.transactionId,
        orderId: payment.orderId,
        payInfo: [{ method: 'BALANCE', amount: payment.amount }],
      });
    },
  );

  app.post<{ Params: { transactionId: string } }>(
    '/v3/payments/:transactionId/refund',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const call = await begin(req, reply, 'refund');
      if (!call) return reply;
      const payment = owned(call.channelId, req.params.transactionId);
      if (!payment || payment.state !== 'CONFIRMED') return call.say(C.NOT_FOUND);
      const refunded = payment.refunds.reduce((sum, r) => sum + r.amount, 0);
      const left = payment.amount - refunded;
      if (left === 0) return call.say(C.ALREADY_REFUNDED);
      const body = parse(req.body);
      const amount = body?.refundAmount === undefined ? left : body.refundAmount;
      if (!Number.isInteger(amount) || (amount as number) <= 0) {
        return call.say(C.BAD_PARAMETER);
      }
      if ((amount as number) > left) return call.say(C.REFUND_OVER_LIMIT);
      const refund = {
        refundTransactionId: newTransactionId(),
        amount: amount as number,
        at: state.nowDate(),
      };
      payment.refunds.push(refund);
      return call.say(C.OK, {
        refundTransactionId: refund.refundTransactionId,
        refundTransactionDate: refund.at.toISOString(),
      });
    },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/v3/payments/requests/:transactionId/check',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const call = await begin(req, reply, 'check');
      if (!call) return reply;
      const payment = owned(call.channelId, req.params.transactionId);
      if (!payment) return call.say(C.NOT_FOUND);
      if (payment.state === 'CONFIRMED') return call.say(C.CHECK_COMPLETE);
      if (payment.state === 'CANCELLED' || state.expired(payment)) {
        return call.say(C.CHECK_CANCELLED);
      }
      if (payment.state === 'AUTHORIZED') return call.say(C.CHECK_AUTHORIZED);
      return call.say(C.OK);
    },
  );

  app.get<{ Querystring: Record<string, string | string[]> }>(
    '/v3/payments',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const call = await begin(req, reply, 'details');
      if (!call) return reply;
      const list = (key: string) => [req.query[key] ?? [], req.query[`${key}[]`] ?? []].flat();
      const transactionIds = new Set(list('transactionId'));
      const orderIds = new Set(list('orderId'));
      if (transactionIds.size + orderIds.size === 0) return call.say(C.BAD_PARAMETER);
      const found = [...state.payments.values()].filter(
        (p) =>
          p.channelId === call.channelId &&
          p.state === 'CONFIRMED' &&
          (transactionIds.has(p.transactionId) || orderIds.has(p.orderId)),
      );
      return call.say(
        C.OK,
        found.map((p) => ({
          transactionId: p.transactionId,
          orderId: p.orderId,
          transactionDate: (p.confirmedAt ?? p.requestedAt).toISOString(),
          transactionType: p.refunds.length === 0 ? 'PAYMENT' : 'PAYMENT_REFUND',
          payInfo: [{ method: 'BALANCE', amount: p.amount }],
          refundList: p.refunds.map((r) => ({
            refundTransactionId: r.refundTransactionId,
            refundAmount: -r.amount,
            refundTransactionDate: r.at.toISOString(),
          })),
        })),
      );
    },
  );

  // The customer's side: LINE Pay's payment page, with 付款 and 取消.
  app.get<{ Params: { transactionId: string } }>(
    '/pay/:transactionId',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const payment = state.payments.get(req.params.transactionId);
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(fakePayPage(null, options.publicUrl()));
      return reply.send(fakePayPage(payment, options.publicUrl(), state.expired(payment)));
    },
  );
  app.post<{ Params: { transactionId: string; action: string } }>(
    '/pay/:transactionId/:action',
    { config, schema: HIDDEN },
    async (req, reply) => {
      const payment = state.payments.get(req.params.transactionId);
      if (
        !payment ||
        state.expired(payment) ||
        !['approve', 'cancel'].includes(req.params.action)
      ) {
        return reply.code(404).type('text/plain; charset=utf-8').send('付款請求不存在或已逾期');
      }
      const query = `transactionId=${payment.transactionId}&orderId=${encodeURIComponent(payment.orderId)}`;
      if (req.params.action === 'approve') {
        state.approve(payment.transactionId);
        return reply.redirect(
          `${payment.confirmUrl}${payment.confirmUrl.includes('?') ? '&' : '?'}${query}`,
          303,
        );
      }
      state.cancel(payment.transactionId);
      return reply.redirect(
        `${payment.cancelUrl}${payment.cancelUrl.includes('?') ? '&' : '?'}${query}`,
        303,
      );
    },
  );
};
