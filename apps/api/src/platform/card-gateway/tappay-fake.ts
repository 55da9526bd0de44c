import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { LoopbackFake, readJson } from '../loopback';
import {
  BRAND_NAMES,
  behaviourOf,
  brandTypeOf,
  luhnValid,
  type TestCardBehaviour,
} from './test-cards';

/** A card as the fake remembers it: never outside this process's memory. */
interface FakeCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: TestCardBehaviour;
}

/** One charge as the fake keeps it (TapPay's trade record). */
export interface FakeTrade {
  recTradeId: string;
  orderNumber: string;
  /** Whole units of the currency, as TapPay counts. */
  amount: number;
  currency: string;
  /** TapPay record_status: -1 error, 1 captured, 3 refunded, 4 waiting for 3-D Secure. */
  recordStatus: number;
  lastFour: string;
  frontendRedirectUrl: string | null;
  /** The answer given to the first call with this order number (a repeat answers it again). */
  answer: Record<string, unknown>;
}

const NOT_FOUND = { status: 404, msg: 'not found' };

/**
 * A TapPay Direct Pay stand-in for development and tests, on its own loopback port: primes made
 * by our fake card fields, card tokens, and trade records, all in memory. Idempotent by
 * order_number. The test cards (test-cards.ts) decide each charge; a TIMEOUT card takes the
 * money and then answers too late for the client (`hangMs`).
 */
export class FakeTapPay extends LoopbackFake {
  readonly partnerKey = 'fake-partner-key';
  readonly merchantId = 'haoyue_FAKE';
  /** Calls by path, for tests. */
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  readonly trades = new Map<string, FakeTrade>();
  private readonly primes = new Map<string, FakeCard>();
  private readonly tokens = new Map<string, FakeCard>();
  protected override readonly dropConnectionsOnClose = true;
  private sequence = 0;

  private constructor(
    /** Where our app serves the fake's pages (`…/fake-card-gateway`), for 3-D Secure links. */
    private readonly pagesBaseUrl: string,
    /** How long a TIMEOUT card's answer is held. */
    private readonly hangMs: number,
  ) {
    super();
  }

  static async start(options: { pagesBaseUrl: string; hangMs?: number }): Promise<FakeTapPay> {
    const fake = new FakeTapPay(options.pagesBaseUrl, options.hangMs ?? 60_000);
    await fake.listen(0);
    return fake;
  }

  /**
   * What the fake card fields do with a typed card: a single-use prime, or a zh-TW reason the
   * fields show. `expiry` is MM/YY.
   */
  createPrime(input: {
    number: string;
    expiry: string;
    cvc: string;
  }): { prime: string; lastFour: string; brand: string } | { error: string } {
    const number = input.number.replace(/[\s-]/g, '');
    if (!/^\d{15,16}$/.test(number) || !luhnValid(number)) return { error: '卡號不正確' };
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
    const month = Number(expiry?.[1]);
    const year = 2000 + Number(expiry?.[2]);
    if (!expiry || month < 1 || month > 12) return { error: '有效期限請以 MM/YY 輸入' };
    const now = new Date();
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      return { error: '卡片已過期' };
    if (!/^\d{3,4}$/.test(input.cvc.trim())) return { error: '安全碼為 3 或 4 位數字' };
    const prime = `prime_fake_${randomBytes(16).toString('hex')}`;
    this.primes.set(prime, {
      number,
      expiryMonth: month,
      expiryYear: year,
      behaviour: behaviourOf(number),
    });
    return { prime, lastFour: number.slice(-4), brand: BRAND_NAMES[brandTypeOf(number)]! };
  }

  /** A prime for a test card number (expiry 12/(next year + 1), CVC 123). */
  primeFor(number: string): string {
    const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
    const made = this.createPrime({ number, expiry: `12/${year}`, cvc: '123' });
    if ('error' in made) throw new Error(made.error);
    return made.prime;
  }

  /** Successful (captured) charges, refunded ones included: what was ever taken. */
  chargedOrders(): FakeTrade[] {
    return [...this.trades.values()].filter((t) => t.recordStatus === 1 || t.recordStatus === 3);
  }

  /** The bank page's 「驗證」: the charge is captured; answers where the cardholder goes next. */
  completeThreeDSecure(recTradeId: string): string | null {
    const trade = [...this.trades.values()].find((t) => t.recTradeId === recTradeId);
    if (!trade || trade.recordStatus !== 4) return null;
    trade.recordStatus = 1;
    const url = new URL(trade.frontendRedirectUrl ?? 'about:blank');
    url.searchParams.set('rec_trade_id', trade.recTradeId);
    url.searchParams.set('order_number', trade.orderNumber);
    url.searchParams.set('status', '0');
    return url.toString();
  }

  findTrade(recTradeId: string): FakeTrade | null {
    return [...this.trades.values()].find((t) => t.recTradeId === recTradeId) ?? null;
  }

  protected failed(res: http.ServerResponse, error: unknown): void {
    if (!res.headersSent) send(res, 500, { status: 500, msg: String(error) });
  }

  protected async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (body === undefined) return send(res, 400, { status: 4, msg: 'body is not JSON' });
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.calls.push({ path, body });
    if (req.headers['x-api-key'] !== this.partnerKey || body.partner_key !== this.partnerKey)
      return send(res, 200, { status: 4, msg: 'Partner key error' });
    switch (path) {
      case '/tpc/payment/pay-by-prime':
        return this.charge(res, body, { card: this.takePrime(body.prime), byPrime: true });
      case '/tpc/payment/pay-by-token':
        return this.charge(res, body, {
          card: this.tokens.get(String(body.card_token)) ?? null,
          byPrime: false,
        });
      case '/tpc/card/bind': {
        const card = this.takePrime(body.prime);
        if (!card) return send(res, 200, { status: 121, msg: 'Invalid prime' });
        if (card.behaviour === 'EXPIRED')
          return send(res, 200, { status: 10004, msg: 'Expired card' });
        return send(res, 200, { status: 0, msg: 'Success', ...this.remember(card) });
      }
      case '/tpc/card/remove':
        this.tokens.delete(String(body.card_token));
        return send(res, 200, { status: 0, msg: 'Success' });
      case '/tpc/transaction/query': {
        const filters = (body.filters ?? {}) as { order_number?: string };
        const trade = filters.order_number ? this.trades.get(filters.order_number) : undefined;
        return send(res, 200, {
          status: trade ? 0 : 2,
          msg: trade ? 'Success' : 'No records',
          number_of_transactions: trade ? 1 : 0,
          trade_records: trade
            ? [
                {
                  rec_trade_id: trade.recTradeId,
                  order_number: trade.orderNumber,
                  amount: trade.amount,
                  currency: trade.currency,
                  record_status: trade.recordStatus,
                },
              ]
            : [],
        });
      }
      case '/tpc/transaction/refund': {
        const trade = this.findTrade(String(body.rec_trade_id));
        if (!trade) return send(res, 200, { status: 10015, msg: 'Record not found' });
        if (trade.recordStatus === 3) return send(res, 200, { status: 0, msg: 'Success' });
        if (trade.recordStatus !== 1)
          return send(res, 200, { status: 10012, msg: 'Not refundable' });
        trade.recordStatus = 3;
        return send(res, 200, { status: 0, msg: 'Success', refund_amount: trade.amount });
      }
      default:
        return send(res, 404, NOT_FOUND);
    }
  }

  private takePrime(prime: unknown): FakeCard | null {
    const card = this.primes.get(String(prime)) ?? null;
    this.primes.delete(String(prime));
    return card;
  }

  private remember(card: FakeCard) {
    const key = `key_${randomBytes(12).toString('hex')}`;
    const token = `tok_${randomBytes(16).toString('hex')}`;
    this.tokens.set(token, card);
    return {
      card_secret: { card_key: key, card_token: token },
      card_info: {
        last_four: card.number.slice(-4),
        bin_code: card.number.slice(0, 6),
        type: brandTypeOf(card.number),
        expiry_date: `${card.expiryYear}${String(card.expiryMonth).padStart(2, '0')}`,
      },
    };
  }

  private async charge(
    res: http.ServerResponse,
    body: Record<string, unknown>,
    { card, byPrime }: { card: FakeCard | null; byPrime: boolean },
  ): Promise<void> {
    const orderNumber = String(body.order_number ?? '');
    const earlier = orderNumber ? this.trades.get(orderNumber) : undefined;
    if (earlier) return send(res, 200, earlier.answer);
    if (!card)
      return send(res, 200, { status: 121, msg: byPrime ? 'Invalid prime' : 'Invalid card token' });
    this.sequence += 1;
    const recTradeId = `D${Date.now()}${String(this.sequence).padStart(6, '0')}`;
    const threeDSecure = body.three_domain_secure === true && byPrime;
    const redirect = (body.result_url as { frontend_redirect_url?: string } | undefined)
      ?.frontend_redirect_url;
    const declined =
      card.behaviour === 'DECLINED'
        ? { status: 10003, msg: 'Card declined by bank' }
        : card.behaviour === 'EXPIRED'
          ? { status: 10004, msg: 'Expired card' }
          : null;
    const saved = byPrime && body.remember === true && !declined ? this.remember(card) : {};
    const waiting = card.behaviour === 'THREE_D_SECURE' && threeDSecure;
    const answer = declined
      ? { ...declined, rec_trade_id: recTradeId, order_number: orderNumber }
      : {
          status: 0,
          msg: 'Success',
          rec_trade_id: recTradeId,
          order_number: orderNumber,
          amount: body.amount,
          currency: body.currency,
          ...saved,
          ...(waiting ? { payment_url: `${this.pagesBaseUrl}/3ds/${recTradeId}` } : {}),
        };
    if (orderNumber) {
      this.trades.set(orderNumber, {
        recTradeId,
        orderNumber,
        amount: Number(body.amount),
        currency: String(body.currency),
        recordStatus: declined ? -1 : waiting ? 4 : 1,
        lastFour: card.number.slice(-4),
        frontendRedirectUrl: redirect ?? null,
        answer,
      });
    }
    if (card.behaviour === 'TIMEOUT') {
      // The money is taken; the answer comes too late for the client (or never).
      await new Promise((resolve) => setTimeout(resolve, this.hangMs).unref());
    }
    if (!res.destroyed) send(res, 200, answer);
  }
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
