/**
 * The card gateway our seller billing charges (TapPay Direct Pay: pay by prime with
 * `remember`, then pay by card token for renewals; 3-D Secure when the bank asks). Amounts are
 * in minor units here; the client converts to what the gateway counts. Card numbers never pass
 * through this port: the browser turns them into a single-use prime on the gateway's own fields.
 */

/** What the owner sees of a card. */
export interface CardDetails {
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The gateway's handle on a remembered card (kept sealed at rest). */
export interface CardSecret {
  cardKey: string;
  cardToken: string;
}

export interface SavedCard {
  details: CardDetails;
  secret: CardSecret;
}

export interface ChargeInput {
  /** Minor units, tax-inclusive. */
  amount: number;
  currency: string;
  /** Ours, unique for ever: the gateway's Record API finds the charge by it after a lost answer. */
  orderNumber: string;
  /** What the charge is for, as the card statement shows it. */
  details: string;
  /** Ask for 3-D Secure where the bank wants it; the owner comes back to this URL afterwards. */
  threeDSecure?: { frontendRedirectUrl: string; backendNotifyUrl: string };
}

/**
 * How a charge ended. PAID: money taken. AWAITING_3DS: the bank asks the cardholder to verify at
 * `paymentUrl`; the outcome is read later by order number. DECLINED: refused, with a zh-TW
 * reason for the owner.
 */
export type ChargeOutcome =
  | { status: 'PAID'; tradeId: string; card: SavedCard | null }
  | { status: 'AWAITING_3DS'; tradeId: string; paymentUrl: string; card: SavedCard | null }
  | { status: 'DECLINED'; tradeId: string | null; reason: string; card: null };

/** A charge found by its order number (TapPay's Record API). */
export interface ChargeRecord {
  tradeId: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  status: 'PAID' | 'AWAITING_3DS' | 'FAILED' | 'REFUNDED';
}

/**
 * The gateway did not answer (connection refused, timeout, a body that is not the gateway's):
 * the outcome is unknown, so a charge stays PENDING and is reconciled by its order number.
 */
export class CardGatewayUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CardGatewayUnavailableError';
  }
}

export interface CardGateway {
  /** A new card's single-use prime; with `remember`, the answer carries the card's token. */
  payByPrime(input: ChargeInput & { prime: string; remember: boolean }): Promise<ChargeOutcome>;
  /** A remembered card (renewals, purchases with the card on file). */
  payByToken(input: ChargeInput & { card: CardSecret }): Promise<ChargeOutcome>;
  /** Saves a card without charging it (TapPay `/tpc/card/bind`). */
  bindCard(input: {
    prime: string;
    currency: string;
  }): Promise<{ ok: true; card: SavedCard } | { ok: false; reason: string }>;
  /** Forgets a remembered card at the gateway. */
  removeCard(card: CardSecret): Promise<void>;
  /** The charge made with this order number, or null when the gateway never took one. */
  queryByOrderNumber(orderNumber: string): Promise<ChargeRecord | null>;
  /** A full refund of a paid charge. */
  refund(tradeId: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}
