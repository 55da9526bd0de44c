import type {
  TCounterPaymentMethod,
  TVoucher,
  TVoucherBooking,
  TVoucherState,
  TVoucherTransaction,
} from '@haoyue/contracts';
import { and, asc, desc, eq, exists, inArray, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  orders,
  shops,
  voucherServices,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { AppError, firstOrNotFound } from '../../lib/errors';
import { type MoneyTx, moneyTransaction } from '../../lib/money-transaction';
import { heldBy } from '../../lib/member-items/customer-records';
import { coveredServices } from '../../lib/member-items/seller-services';
import { DAY_MS } from '../../lib/zoned-time';
import { templateServiceIds, voucherTemplateCatalogue } from './voucher-templates';
import {
  coveredBookedServices,
  findVoucherMovement,
  moveVoucherSessions,
  sessionUsedBy,
  type VoucherMovement,
  type VoucherRow,
  type VoucherTransactionRow,
  voucherWrite,
} from './voucher-ledger';
import { idempotencyKeyReused, ownSellerCustomer } from '../stored-value';
import type { CounterActor } from '../../http/data-route';

/** Who acts: the seller, the member, and now. */
export type VoucherActor = CounterActor;

/** Which of a customer's vouchers at the seller a call names. */
interface VoucherRef {
  sellerId: number;
  customerId: number;
  voucherId: number;
}

/** One of the customer's vouchers at the seller (404 otherwise). */
function ownVoucher(db: Db, { voucherId, ...holder }: VoucherRef) {
  return firstOrNotFound(
    db
      .select()
      .from(vouchers)
      .where(heldBy(vouchers, { ...holder, id: voucherId })),
    '找不到這張套票',
  );
}

/**
 * A voucher's state: refunded or with every session used → USED_UP; past its expiry with
 * sessions left (or taken by the expiry) → EXPIRED; else USABLE.
 */
export function voucherState(v: VoucherRow, expiredByJob: boolean, now: Date): TVoucherState {
  if (v.refundedAt) return 'USED_UP';
  if (v.expiresAt && v.expiresAt <= now && (v.sessionsLeft > 0 || expiredByJob)) return 'EXPIRED';
  return v.sessionsLeft === 0 ? 'USED_UP' : 'USABLE';
}

/** The vouchers as answered, with their covered services and state. */
export async function presentVouchers(db: Db, rows: VoucherRow[], now: Date): Promise<TVoucher[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [covered, expired] = await Promise.all([
    coveredServices(db, voucherServices, { itemId: voucherServices.voucherId, itemIds: ids }),
    db
      .select({ voucherId: voucherTransactions.voucherId })
      .from(voucherTransactions)
      .where(
        and(inArray(voucherTransactions.voucherId, ids), eq(voucherTransactions.kind, 'EXPIRE')),
      ),
  ]);
  const expiredIds = new Set(expired.map((e) => e.voucherId));
  return rows.map((r) => ({
    id: r.id,
    templateId: r.templateId,
    name: r.name,
    sessionsTotal: r.sessionsTotal,
    sessionsLeft: r.sessionsLeft,
    price: r.price,
    currency: r.currency,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    state: voucherState(r, expiredIds.has(r.id), now),
    services: covered.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
  }));
}

export const presentVoucherTransaction = (t: VoucherTransactionRow): TVoucherTransaction => ({
  id: t.id,
  kind: t.kind,
  sessions: t.sessions,
  sessionsAfter: t.sessionsAfter,
  amount: t.amount,
  paymentMethod: t.paymentMethod,
  orderId: t.orderId,
  bookingId: t.bookingId,
  reason: t.reason,
  createdAt: t.createdAt.toISOString(),
});

export interface ListCustomerVouchersInput {
  sellerId: number;
  customerId: number;
  q: { state?: TVoucherState | undefined };
  now: Date;
}

/** The customer's vouchers at the seller, newest first, of one state if asked. */
export async function listCustomerVouchers(
  db: Db,
  { sellerId, customerId, q: { state }, now }: ListCustomerVouchersInput,
): Promise<TVoucher[]> {
  await ownSellerCustomer(db, sellerId, customerId);
  const rows = await db
    .select()
    .from(vouchers)
    .where(heldBy(vouchers, { sellerId, customerId }))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const all = await presentVouchers(db, rows, now);
  return state ? all.filter((v) => v.state === state) : all;
}

/** A voucher's movements, newest first. */
export async function listVoucherTransactions(
  db: Db,
  { sellerId, customerId, voucherId }: VoucherRef,
): Promise<TVoucherTransaction[]> {
  await ownVoucher(db, { sellerId, customerId, voucherId });
  const rows = await db
    .select()
    .from(voucherTransactions)
    .where(eq(voucherTransactions.voucherId, voucherId))
    .orderBy(desc(voucherTransactions.id));
  return rows.map(presentVoucherTransaction);
}

/** The customer's bookings the voucher may serve: not cancelled, covered, no session used. */
export async function listVoucherBookings(
  db: Db,
  { sellerId, customerId, voucherId }: VoucherRef,
): Promise<TVoucherBooking[]> {
  await ownVoucher(db, { sellerId, customerId, voucherId });
  const rows = await db
    .select({
      id: bookings.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: bookings.status,
      startsAt: bookings.startsAt,
      timeZone: shops.timeZone,
      shopName: shops.displayName,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(
      and(
        heldBy(orders, { sellerId, customerId }),
        ne(bookings.status, 'CANCELLED'),
        exists(coveredBookedServices(db, voucherId, bookings.id)),
        notExists(sessionUsedBy(db, bookings.id)),
      ),
    )
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(50);
  const items = rows.length
    ? await db
        .select({ bookingId: bookingServiceItems.bookingId, name: bookingServiceItems.name })
        .from(bookingServiceItems)
        .where(
          inArray(
            bookingServiceItems.bookingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(bookingServiceItems.position))
    : [];
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    serviceNames: items.filter((i) => i.bookingId === r.id).map((i) => i.name),
  }));
}

interface AnswerInput {
  voucher: VoucherRow;
  transaction: VoucherTransactionRow;
  now: Date;
}

async function answer(db: Db, { voucher, transaction, now }: AnswerInput) {
  const [presented] = await presentVouchers(db, [voucher], now);
  return { voucher: presented!, transaction: presentVoucherTransaction(transaction) };
}

export interface SellVoucherInput {
  actor: VoucherActor;
  customerId: number;
  input: { templateId: number; paymentMethod: TCounterPaymentMethod; idempotencyKey: string };
}

/**
 * Sells a voucher of a template to the customer: a copy of the template (name, sessions,
 * price, currency, services, expiry = now + validity) and its SELL movement, in one
 * transaction. The same key again answers the first sale.
 */
export async function sellVoucher(db: Db, { actor, customerId, input }: SellVoucherInput) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return voucherWrite(() =>
    moneyTransaction(
      db,
      async (m) => {
        const tx = m.db;
        // A key from before keys were claimed (decision 017) answers its sale as it did.
        const earlier = await findVoucherMovement(tx, actor.sellerId, input.idempotencyKey);
        if (earlier) {
          if (
            earlier.transaction.kind !== 'SELL' ||
            earlier.voucher.customerId !== customerId ||
            earlier.voucher.templateId !== input.templateId
          ) {
            throw idempotencyKeyReused();
          }
          return answer(tx, {
            voucher: earlier.voucher,
            transaction: earlier.transaction,
            now: actor.now,
          });
        }
        // Shared lock: a concurrent delete of the template waits for the sale.
        const template = await voucherTemplateCatalogue.own(
          tx,
          { sellerId: actor.sellerId, id: input.templateId },
          'share',
        );
        if (!template.isActive) throw AppError.of('E_ITEM_EXPIRED', '這個套票方案已停售');
        const serviceIds = await templateServiceIds(tx, template.id);
        const [created] = await tx
          .insert(vouchers)
          .values({
            sellerId: actor.sellerId,
            customerId,
            templateId: template.id,
            name: template.name,
            sessionsTotal: template.sessions,
            sessionsLeft: 0,
            price: template.price,
            currency: template.currency,
            expiresAt:
              template.validityDays === null
                ? null
                : new Date(actor.now.getTime() + template.validityDays * DAY_MS),
            createdAt: actor.now,
          })
          .returning();
        if (serviceIds.length) {
          await tx
            .insert(voucherServices)
            .values(serviceIds.map((serviceId) => ({ voucherId: created!.id, serviceId })));
        }
        m.enterAccounts();
        const sold = await moveVoucherSessions(tx, {
          sellerId: actor.sellerId,
          voucherId: created!.id,
          kind: 'SELL',
          sessions: template.sessions,
          amount: template.price,
          paymentMethod: input.paymentMethod,
          actorUserId: actor.userId,
          idempotencyKey: input.idempotencyKey,
          now: actor.now,
        });
        return answer(tx, { voucher: sold.voucher, transaction: sold.transaction, now: actor.now });
      },
      counterKey({
        actor,
        operation: 'vouchers.sell',
        key: input.idempotencyKey,
        request: { customerId, ...input },
      }),
    ),
  );
}

export interface UseVoucherInput {
  actor: VoucherActor;
  customerId: number;
  voucherId: number;
  input: { bookingId: number; idempotencyKey: string };
}

/** Uses one session of the customer's voucher for one of their bookings. */
export function useVoucher(db: Db, call: UseVoucherInput) {
  return counterMovement(db, call, {
    operation: 'vouchers.use',
    parts: async (m) => {
      const [booking] = await m.db
        .select({ orderId: bookings.orderId })
        .from(bookings)
        .where(eq(bookings.id, call.input.bookingId));
      // The booking's order first (a cancel of it waits, or is waited for): lock order.
      await m.lockOrders(booking ? [booking.orderId] : []);
      return {
        kind: 'USE',
        sessions: -1,
        bookingId: call.input.bookingId,
        orderId: booking?.orderId ?? null,
      };
    },
  });
}

export interface RefundVoucherInput {
  actor: VoucherActor;
  customerId: number;
  voucherId: number;
  input: {
    amount: number;
    paymentMethod: TCounterPaymentMethod;
    reason: string;
    idempotencyKey: string;
  };
}

/** Takes back all the voucher's unused sessions and records the money paid back. */
export function refundVoucher(db: Db, call: RefundVoucherInput) {
  const { amount, paymentMethod, reason } = call.input;
  return counterMovement(db, call, {
    operation: 'vouchers.refund',
    parts: async () => ({ kind: 'REFUND', sessions: 'rest', amount, paymentMethod, reason }),
  });
}

/** A counter call on one of the customer's vouchers, under the call's idempotency key. */
type VoucherCounterCall = Omit<VoucherRef, 'sellerId'> & {
  actor: VoucherActor;
  input: { idempotencyKey: string };
};

/** The movement a counter call on one voucher asks for, beside who, which voucher, key and time. */
type CounterMovementParts = Omit<
  VoucherMovement,
  'sellerId' | 'voucherId' | 'actorUserId' | 'idempotencyKey' | 'now'
>;

/**
 * A counter call that moves one of the customer's vouchers (404 unless theirs), in one money
 * transaction claimed by the call's key: `parts` reads what it needs (and takes any lock that
 * comes before the accounts), then the movement is made and answered as the call answers it
 * (and as its replay will).
 */
async function counterMovement(
  db: Db,
  { actor, customerId, voucherId, input }: VoucherCounterCall,
  { operation, parts }: { operation: string; parts: (m: MoneyTx) => Promise<CounterMovementParts> },
) {
  await ownVoucher(db, { sellerId: actor.sellerId, customerId, voucherId });
  return voucherWrite(() =>
    moneyTransaction(
      db,
      async (m) => {
        const movement = await parts(m);
        m.enterAccounts();
        const { voucher, transaction } = await moveVoucherSessions(m.db, {
          ...movement,
          sellerId: actor.sellerId,
          voucherId,
          actorUserId: actor.userId,
          idempotencyKey: input.idempotencyKey,
          now: actor.now,
        });
        return answer(m.db, { voucher, transaction, now: actor.now });
      },
      counterKey({
        actor,
        operation,
        key: input.idempotencyKey,
        request: { customerId, voucherId, ...input },
      }),
    ),
  );
}

interface CounterKeyInput {
  actor: VoucherActor;
  operation: string;
  key: string;
  request: unknown;
}

/** The counter's idempotency claim: keys are unique per seller (decision 017). */
function counterKey({ actor, operation, key, request }: CounterKeyInput) {
  return { idempotency: { scope: `seller:${actor.sellerId}`, key, operation, request } };
}
