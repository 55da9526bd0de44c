/**
 * Demo vouchers: every demo seller sells two templates (its first service ×10 for the price of
 * 8, and its second ×5 for the price of 4; each at every branch offering that service); the demo customer holds one voucher at 光點髮藝
 * with 5 of its 10 sessions used, on her past completed bookings where they are of the covered
 * service, the older ones without a booking. Ledger rows carry fixed idempotency keys, and the
 * sessions left equal the sum of the voucher's rows.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bookings,
  bookingServiceItems,
  orders,
  sellers,
  voucherServices,
  voucherTemplates,
  voucherTemplateServices,
  vouchers,
  voucherTransactions,
} from '../schema';
import { demoCustomerAt } from './demo-customer';
import { sellerServices } from '../../lib/member-items/seller-services';
import { DAY_MS } from '../../lib/zoned-time';

/** The seller whose demo customer holds a voucher. */
const HOLDER_SELLER = '光點髮藝有限公司';
const SESSIONS_USED = 5;

/** The templates of the seller's first and second service: so many sessions for the price of fewer. */
const TEMPLATE_PLANS = [
  {
    sessions: 10,
    paidSessions: 8,
    validityDays: 365,
    description: '10 次只要 8 次的價格，購買後一年內有效。',
  },
  {
    sessions: 5,
    paidSessions: 4,
    validityDays: 180,
    description: '5 次只要 4 次的價格，購買後半年內有效。',
  },
];

interface InsertTemplateInput {
  sellerId: number;
  service: { name: string; price: number; currency: string };
  plan: (typeof TEMPLATE_PLANS)[number];
  position: number;
  covered: { serviceId: number }[];
}

/** One template of the plan for the service, covering the service at every branch. */
async function insertTemplate(
  db: Db,
  { sellerId, service, plan, position, covered }: InsertTemplateInput,
) {
  const [template] = await db
    .insert(voucherTemplates)
    .values({
      sellerId,
      name: `${service.name} ${plan.sessions} 次（送 ${plan.sessions - plan.paidSessions} 次）`,
      description: plan.description,
      sessions: plan.sessions,
      price: service.price * plan.paidSessions,
      currency: service.currency,
      validityDays: plan.validityDays,
      position,
    })
    .returning();
  await db
    .insert(voucherTemplateServices)
    .values(covered.map((s) => ({ ...s, templateId: template!.id })));
  return template!;
}

export async function seedDemoVouchers(db: Db, demoUserId: number, now: number): Promise<void> {
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.id));
  for (const seller of sellerRows) {
    const serviceRows = await sellerServices(db, seller.id);
    const [first, second] = serviceRows;
    if (!first) continue;
    // A chain's voucher serves the same service at every branch (each shop has its own row).
    const sameAs = (name: string) =>
      serviceRows.filter((s) => s.name === name).map((s) => ({ serviceId: s.id }));
    const offered = second ? [first, second] : [first];
    const templates = [];
    for (const [position, service] of offered.entries()) {
      const template = await insertTemplate(db, {
        sellerId: seller.id,
        service,
        plan: TEMPLATE_PLANS[position]!,
        position,
        covered: sameAs(service.name),
      });
      templates.push(template);
    }
    if (seller.displayName === HOLDER_SELLER) {
      const covered = sameAs(first.name).map((s) => s.serviceId);
      await seedHeldVoucher(db, {
        sellerId: seller.id,
        demoUserId,
        template: templates[0]!,
        serviceIds: covered,
        now,
      });
    }
  }
}

interface SeedHeldVoucherInput {
  sellerId: number;
  demoUserId: number;
  template: typeof voucherTemplates.$inferSelect;
  serviceIds: number[];
  now: number;
}

/** The demo customer's voucher of the template, half used. */
async function seedHeldVoucher(
  db: Db,
  { sellerId, demoUserId, template, serviceIds, now }: SeedHeldVoucherInput,
): Promise<void> {
  const customer = await demoCustomerAt(db, sellerId, demoUserId);
  if (!customer) return;
  const soldAt = new Date(now - 120 * DAY_MS);
  const [voucher] = await db
    .insert(vouchers)
    .values({
      sellerId,
      customerId: customer.id,
      templateId: template.id,
      name: template.name,
      sessionsTotal: template.sessions,
      sessionsLeft: template.sessions - SESSIONS_USED,
      price: template.price,
      currency: template.currency,
      expiresAt: new Date(soldAt.getTime() + 365 * DAY_MS),
      createdAt: soldAt,
    })
    .returning();
  await db
    .insert(voucherServices)
    .values(serviceIds.map((serviceId) => ({ voucherId: voucher!.id, serviceId })));

  // Her completed bookings of the covered service, the latest first.
  const covered = await db
    .selectDistinct({ id: bookings.id, orderId: bookings.orderId, startsAt: bookings.startsAt })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(bookingServiceItems, eq(bookingServiceItems.bookingId, bookings.id))
    .where(
      and(
        eq(orders.customerId, customer.id),
        eq(bookings.status, 'COMPLETED'),
        inArray(bookingServiceItems.serviceId, serviceIds),
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(SESSIONS_USED);
  // Oldest use first: the uses without a booking, then the bookings in time order.
  const served = [...covered].reverse();
  const uses = Array.from({ length: SESSIONS_USED }, (_, i) => {
    const booking = served[i - (SESSIONS_USED - served.length)];
    return {
      bookingId: booking?.id ?? null,
      orderId: booking?.orderId ?? null,
      createdAt: booking?.startsAt ?? new Date(soldAt.getTime() + (i + 1) * 7 * DAY_MS),
    };
  });
  await db.insert(voucherTransactions).values([
    {
      sellerId,
      voucherId: voucher!.id,
      kind: 'SELL',
      sessions: template.sessions,
      sessionsAfter: template.sessions,
      amount: template.price,
      paymentMethod: 'CARD',
      idempotencyKey: 'demo:voucher:sell',
      createdAt: soldAt,
    },
    ...uses.map((use, i) => ({
      sellerId,
      voucherId: voucher!.id,
      kind: 'USE' as const,
      sessions: -1,
      sessionsAfter: template.sessions - (i + 1),
      bookingId: use.bookingId,
      orderId: use.orderId,
      idempotencyKey: `demo:voucher:use:${i + 1}`,
      createdAt: use.createdAt,
    })),
  ]);
}
