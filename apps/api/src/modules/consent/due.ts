import type { TConsentFormDueItem, TConsentFormStatus } from '@haoyue/contracts';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  consentFormResponses,
  consentForms,
  consentFormServices,
  consentFormVersions,
  orders,
} from '../../db/schema';
import { isCurrentVersion } from './forms';
import { loadOrderFacts, OPEN_ORDER_STATUSES, type OrderFacts, orderRefOf } from './orders';
import { DAY_MS } from '../../lib/zoned-time';

type NeededForm = {
  orderId: number;
  formId: number;
  title: string;
  due: 'ONCE' | 'EVERY_VISIT';
  validityDays: number | null;
};
type ResponseStamp = {
  id: number;
  formId: number;
  orderId: number | null;
  customerId: number;
  createdAt: Date;
};

/**
 * The forms each order needs and whether a response covers them: the seller's forms, not
 * archived, attached to a service of one of the order's bookings. Any form is filled by a
 * response given for this order; a ONCE form also by the customer's latest response to it (any
 * version, any order) when that one is still valid at the visit (no validity, or answered at
 * most `validityDays` before the visit starts). Forms come in form id order. The one
 * computation behind the check, the seller's order view, the due lists and the reminders.
 */
export async function consentFormsOfOrders(
  db: Db,
  list: readonly OrderFacts[],
): Promise<Map<number, TConsentFormStatus[]>> {
  const result = new Map<number, TConsentFormStatus[]>(list.map((o) => [o.id, []]));
  if (list.length === 0) return result;
  const needed: NeededForm[] = await db
    .selectDistinct({
      orderId: bookings.orderId,
      formId: consentForms.id,
      title: consentFormVersions.title,
      due: consentForms.due,
      validityDays: consentForms.validityDays,
    })
    .from(bookingServiceItems)
    .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(
      consentFormServices,
      eq(consentFormServices.serviceId, bookingServiceItems.serviceId),
    )
    .innerJoin(
      consentForms,
      and(
        eq(consentForms.id, consentFormServices.formId),
        eq(consentForms.sellerId, orders.sellerId),
        isNull(consentForms.archivedAt),
      ),
    )
    .innerJoin(consentFormVersions, isCurrentVersion)
    .where(
      inArray(
        bookings.orderId,
        list.map((o) => o.id),
      ),
    )
    .orderBy(asc(consentForms.id));
  if (needed.length === 0) return result;
  const responses: ResponseStamp[] = await db
    .select({
      id: consentFormResponses.id,
      formId: consentFormResponses.formId,
      orderId: consentFormResponses.orderId,
      customerId: consentFormResponses.customerId,
      createdAt: consentFormResponses.createdAt,
    })
    .from(consentFormResponses)
    .where(
      and(
        inArray(consentFormResponses.formId, [...new Set(needed.map((n) => n.formId))]),
        inArray(consentFormResponses.customerId, [...new Set(list.map((o) => o.customerId))]),
      ),
    )
    .orderBy(desc(consentFormResponses.createdAt), desc(consentFormResponses.id));
  for (const order of list) {
    const forms = needed.filter((n) => n.orderId === order.id);
    result.set(
      order.id,
      forms.map((form) => {
        const covering = coveringResponse(order, form, responses);
        return {
          consentFormId: form.formId,
          title: form.title,
          due: form.due,
          state: covering ? 'FILLED' : 'MISSING',
          responseId: covering?.id ?? null,
          filledAt: covering?.createdAt.toISOString() ?? null,
        };
      }),
    );
  }
  return result;
}

/** The response that fills a form for an order, if one does (newest-first `responses`). */
function coveringResponse(
  order: OrderFacts,
  form: NeededForm,
  responses: readonly ResponseStamp[],
): ResponseStamp | undefined {
  const forThisOrder = responses.find((r) => r.formId === form.formId && r.orderId === order.id);
  // A response given for the order counts for it, whatever its age at the visit: the
  // customer cannot answer twice for one order.
  if (form.due === 'EVERY_VISIT' || forThisOrder) return forThisOrder;
  const latest = responses.find(
    (r) => r.formId === form.formId && r.customerId === order.customerId,
  );
  if (!latest) return undefined;
  if (form.validityDays === null) return latest;
  const validUntil = latest.createdAt.getTime() + form.validityDays * DAY_MS;
  return validUntil >= order.visitStart.getTime() ? latest : undefined;
}

/** The forms one order needs, filled or missing. */
export async function consentFormsOfOrder(
  db: Db,
  order: OrderFacts,
): Promise<TConsentFormStatus[]> {
  return (await consentFormsOfOrders(db, [order])).get(order.id) ?? [];
}

/** The titles of the forms an order still misses (for its reminder); [] for an unknown order. */
export async function missingConsentForms(db: Db, orderId: number): Promise<string[]> {
  const [order] = await loadOrderFacts(db, eq(orders.id, orderId));
  if (!order) return [];
  const forms = await consentFormsOfOrder(db, order);
  return forms.filter((f) => f.state === 'MISSING').map((f) => f.title);
}

/**
 * The forms a customer's upcoming orders still miss: orders awaiting prepayment or confirmed
 * whose visit starts after `now`, soonest visit first, then by form.
 */
export async function consentFormsDueOfCustomer(
  db: Db,
  customerId: number,
  now: Date,
): Promise<TConsentFormDueItem[]> {
  const upcoming = (
    await loadOrderFacts(
      db,
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        // Narrows the read to orders not over yet; the visit's start decides below.
        gt(orders.endsAt, now),
      ),
    )
  )
    .filter((o) => o.visitStart.getTime() > now.getTime())
    .sort((a, b) => a.visitStart.getTime() - b.visitStart.getTime() || a.id - b.id);
  const forms = await consentFormsOfOrders(db, upcoming);
  return upcoming.flatMap((order) =>
    (forms.get(order.id) ?? [])
      .filter((f) => f.state === 'MISSING')
      .map((f) => ({
        consentFormId: f.consentFormId,
        title: f.title,
        due: f.due,
        order: orderRefOf(order),
      })),
  );
}

/** The forms each of these orders needs, filled or missing, by order id (unknown ids left out). */
export async function consentFormsOfOrderIds(
  db: Db,
  orderIds: number[],
): Promise<Map<number, TConsentFormStatus[]>> {
  if (orderIds.length === 0) return new Map();
  return consentFormsOfOrders(db, await loadOrderFacts(db, inArray(orders.id, orderIds)));
}
