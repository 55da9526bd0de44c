import type { PrepaymentSettings } from '../../db/schema';

export type PricedService = { price: number; prepaymentAmount: number | null };

export type PrepaymentQuote = {
  required: boolean;
  amount: number;
  totalPrice: number;
  deadline: Date | null;
  deadlineMinutes: number;
};

/** Minor units per major unit: we round percentages up to whole dollars (NT$, HK$, S$…). */
const MAJOR = 100;

export interface QuotePrepaymentInput {
  settings: PrepaymentSettings;
  services: readonly PricedService[];
  now: Date;
  startTime?: Date;
  discount?: number;
}

/**
 * What a booking owes in advance. Services with their own `prepaymentAmount` owe exactly that;
 * the others follow the shop's rule (FIXED once per order, PERCENTAGE of their price rounded up
 * to a whole dollar). Nothing is owed below `minOrderPrice`, and never more than the total.
 * The deadline is `deadlineMinutes` after ordering but never later than the start.
 * A coupon's `discount` lowers the price all this is computed on (never below 0): the
 * percentage's base, the minimum order price's comparison and the cap; `totalPrice` stays the
 * services' price.
 */
export function quotePrepayment({
  settings,
  services,
  now,
  startTime,
  discount = 0,
}: QuotePrepaymentInput): PrepaymentQuote {
  const totalPrice = services.reduce((sum, s) => sum + s.price, 0);
  const payable = Math.max(0, totalPrice - discount);
  const overridden = services.filter((s) => s.prepaymentAmount !== null);
  const rest = services.filter((s) => s.prepaymentAmount === null);
  let amount = overridden.reduce((sum, s) => sum + (s.prepaymentAmount ?? 0), 0);
  if (rest.length > 0) {
    const restPrice = Math.max(0, rest.reduce((sum, s) => sum + s.price, 0) - discount);
    if (settings.mode === 'FIXED') amount += settings.fixedAmount;
    if (settings.mode === 'PERCENTAGE') {
      amount += Math.ceil((restPrice * settings.percentage) / 100 / MAJOR) * MAJOR;
    }
  }
  if (payable < settings.minOrderPrice) amount = 0;
  amount = Math.min(amount, payable);
  const required = amount > 0;
  let deadline: Date | null = null;
  if (required && startTime) {
    const due = now.getTime() + settings.deadlineMinutes * 60_000;
    deadline = new Date(Math.min(due, startTime.getTime()));
  }
  return {
    required,
    amount: required ? amount : 0,
    totalPrice,
    deadline,
    deadlineMinutes: settings.deadlineMinutes,
  };
}
