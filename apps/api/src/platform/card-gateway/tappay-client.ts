import {
  type CardGateway,
  CardGatewayUnavailableError,
  type CardSecret,
  type ChargeInput,
  type ChargeOutcome,
  type ChargeRecord,
  type SavedCard,
} from './card-gateway';
import { adapterFetchText } from '../../lib/adapter-calls';

export const TAPPAY_HOSTS = {
  sandbox: 'https://sandbox.tappaysdk.com',
  production: 'https://prod.tappaysdk.com',
} as const;

export interface TapPayClientOptions {
  /** TAPPAY_HOSTS.sandbox / .production, or the loopback fake outside production. */
  baseUrl: string;
  partnerKey: string;
  merchantId: string;
  /** Read budget per call; TapPay advises 30 s for payments. */
  timeoutMs?: number;
}

/** TapPay's card types (card_info.type). */
const CARD_BRANDS: Record<number, string> = {
  1: 'VISA',
  2: 'MASTERCARD',
  3: 'JCB',
  4: 'UNIONPAY',
  5: 'AMEX',
};

/** TapPay record_status: -1 error, 0 authorised, 1 captured, 2 partly refunded, 3 refunded, 4 pending (3-D Secure), 5 cancelled. */
const RECORD_STATUSES: Record<number, ChargeRecord['status']> = {
  [-1]: 'FAILED',
  0: 'PAID',
  1: 'PAID',
  2: 'PAID',
  3: 'REFUNDED',
  4: 'AWAITING_3DS',
  5: 'FAILED',
};

/** TapPay's status codes the owner is told about in words; others by number. */
const DECLINE_REASONS: Record<number, string> = {
  10003: '發卡銀行拒絕這筆交易，請改用其他卡片或聯絡發卡銀行',
  10004: '卡片已過期，請更新付款卡',
  10005: '發卡銀行系統忙碌，請稍後再試',
  10006: '重複的交易',
  10008: '3-D Secure 驗證失敗',
  10013: '卡號或有效期限錯誤，請重新輸入',
  10023: '發卡銀行拒絕這筆交易，請聯絡發卡銀行',
  121: '卡片資訊已失效，請重新輸入卡片',
};

/** The owner's reason for a refused call: known codes in words, others by TapPay's message. */
export function declineReason(status: number, msg: string): string {
  return DECLINE_REASONS[status] ?? `付款失敗（代碼 ${status}）${msg ? `：${msg}` : ''}`;
}

type TapPayCardInfo = {
  last_four?: string;
  type?: number;
  expiry_date?: string;
};

type TapPayAnswer = {
  status: number;
  msg?: string;
  rec_trade_id?: string;
  payment_url?: string;
  card_secret?: { card_key?: string; card_token?: string };
  card_info?: TapPayCardInfo;
  trade_records?: {
    rec_trade_id: string;
    order_number: string;
    amount: number;
    record_status: number;
  }[];
};

/** Minor units → what TapPay counts (whole units of the currency). */
function toGatewayAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount % 100 !== 0)
    throw new Error(`TapPay charges whole units only: ${amount}`);
  return amount / 100;
}

function savedCardOf(answer: TapPayAnswer): SavedCard | null {
  const key = answer.card_secret?.card_key;
  const token = answer.card_secret?.card_token;
  const info = answer.card_info;
  if (!key || !token || !info) return null;
  const expiry = info.expiry_date ?? '';
  return {
    details: {
      brand: CARD_BRANDS[info.type ?? 0] ?? 'CARD',
      lastFour: info.last_four ?? '0000',
      expiryYear: Number(expiry.slice(0, 4)) || 0,
      expiryMonth: Number(expiry.slice(4, 6)) || 1,
    },
    secret: { cardKey: key, cardToken: token },
  };
}

/** The real TapPay Direct Pay client (backend APIs, `x-api-key` = the partner key). */
export class TapPayClient implements CardGateway {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: TapPayClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  payByPrime(input: ChargeInput & { prime: string; remember: boolean }) {
    return this.charge('/tpc/payment/pay-by-prime', input, {
      prime: input.prime,
      remember: input.remember,
      cardholder: { phone_number: '', name: '', email: '' },
    });
  }

  payByToken(input: ChargeInput & { card: CardSecret }) {
    return this.charge('/tpc/payment/pay-by-token', input, {
      card_key: input.card.cardKey,
      card_token: input.card.cardToken,
    });
  }

  async bindCard(input: { prime: string; currency: string }) {
    const answer = await this.call('/tpc/card/bind', {
      prime: input.prime,
      merchant_id: this.options.merchantId,
      currency: input.currency,
      cardholder: { phone_number: '', name: '', email: '' },
    });
    if (answer.status !== 0)
      return { ok: false as const, reason: declineReason(answer.status, answer.msg ?? '') };
    const card = savedCardOf(answer);
    if (!card) throw new CardGatewayUnavailableError('TapPay bind: no card_secret in the answer');
    return { ok: true as const, card };
  }

  async removeCard(card: CardSecret) {
    await this.call('/tpc/card/remove', { card_key: card.cardKey, card_token: card.cardToken });
  }

  async queryByOrderNumber(orderNumber: string): Promise<ChargeRecord | null> {
    const answer = await this.call('/tpc/transaction/query', {
      records_per_page: 10,
      page: 0,
      filters: { order_number: orderNumber },
    });
    if (answer.status !== 0 && answer.status !== 2) {
      throw new CardGatewayUnavailableError(`TapPay query: status ${answer.status}`);
    }
    const record = (answer.trade_records ?? []).find((r) => r.order_number === orderNumber);
    if (!record) return null;
    return {
      tradeId: record.rec_trade_id,
      orderNumber: record.order_number,
      amount: record.amount * 100,
      status: RECORD_STATUSES[record.record_status] ?? 'FAILED',
    };
  }

  async refund(tradeId: string) {
    const answer = await this.call('/tpc/transaction/refund', { rec_trade_id: tradeId });
    return answer.status === 0
      ? { ok: true as const }
      : { ok: false as const, reason: declineReason(answer.status, answer.msg ?? '') };
  }

  private async charge(
    path: string,
    input: ChargeInput,
    extra: Record<string, unknown>,
  ): Promise<ChargeOutcome> {
    const answer = await this.call(path, {
      ...extra,
      merchant_id: this.options.merchantId,
      amount: toGatewayAmount(input.amount),
      currency: input.currency,
      details: input.details.slice(0, 100),
      order_number: input.orderNumber,
      ...(input.threeDSecure
        ? {
            three_domain_secure: true,
            result_url: {
              frontend_redirect_url: input.threeDSecure.frontendRedirectUrl,
              backend_notify_url: input.threeDSecure.backendNotifyUrl,
            },
          }
        : {}),
    });
    if (answer.status !== 0) {
      return {
        status: 'DECLINED',
        tradeId: answer.rec_trade_id ?? null,
        reason: declineReason(answer.status, answer.msg ?? ''),
        card: null,
      };
    }
    if (!answer.rec_trade_id) throw new CardGatewayUnavailableError('TapPay: no rec_trade_id');
    const card = savedCardOf(answer);
    return answer.payment_url
      ? {
          status: 'AWAITING_3DS',
          tradeId: answer.rec_trade_id,
          paymentUrl: answer.payment_url,
          card,
        }
      : { status: 'PAID', tradeId: answer.rec_trade_id, card };
  }

  private async call(path: string, body: Record<string, unknown>): Promise<TapPayAnswer> {
    const payload = JSON.stringify({ ...body, partner_key: this.options.partnerKey });
    const { response, text } = await adapterFetchText(
      { provider: 'tappay', operation: path },
      `${this.baseUrl}${path}`,
      {
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': this.options.partnerKey },
          body: payload,
        },
        timeoutMs: this.timeoutMs,
        unreachable: (reason, cause) =>
          new CardGatewayUnavailableError(`TapPay ${path}: ${reason}`, { cause }),
      },
    );
    let answer: TapPayAnswer;
    try {
      answer = JSON.parse(text) as TapPayAnswer;
    } catch (error) {
      throw new CardGatewayUnavailableError(`TapPay ${path}: HTTP ${response.status}, not JSON`, {
        cause: error,
      });
    }
    if (typeof answer?.status !== 'number') {
      throw new CardGatewayUnavailableError(`TapPay ${path}: HTTP ${response.status}, no status`);
    }
    return answer;
  }
}
