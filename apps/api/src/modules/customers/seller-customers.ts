import {
  can,
  type TCustomerRecord,
  type TCustomerRecordDetail,
  type TCustomerRecordOrder,
  type TCustomerSort,
  type TCustomerVisitStats,
  type TSellerRole,
} from '@haoyue/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  customers,
  customerTagLinks,
  type customerTags,
  orders,
  shops,
} from '../../db/schema';
import {
  activeCustomer,
  heldBy,
  loadActiveCustomer,
  tagsOfCustomers,
} from '../../lib/member-items/customer-records';
import { type PageRequest, readPage } from '../../lib/paging';
import { presentTag, ownTagIds } from './customer-tags';
import { shownPhoneNumber } from './mask-phone';

/** Who reads: the seller, and the caller's role there. */
export type CustomerReader = { sellerId: number; role: TSellerRole };

type CustomerRow = typeof customers.$inferSelect;

/** What every answer shows of a record: its phone number whole only to customers.unmask. */
function presentRecord(
  reader: CustomerReader,
  row: CustomerRow,
  more: { tags: (typeof customerTags.$inferSelect)[]; stats: StatsFields },
): TCustomerRecord {
  const unmasked = can(reader.role, 'customers.unmask');
  return {
    id: row.id,
    displayName: row.displayName,
    phoneNumber: shownPhoneNumber(row.phoneNumber, unmasked),
    phoneMasked: !unmasked && row.phoneNumber !== null,
    tags: more.tags.map(presentTag),
    stats: statsOf(more.stats),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Visit stats per customer of the seller: its COMPLETED orders (a subquery to join). */
function visitStats(db: Db, sellerId: number) {
  return db
    .select({
      customerId: orders.customerId,
      visitCount: sql<number>`count(*)::int`.as('visit_count'),
      totalSpent: sql<number>`coalesce(sum(${orders.totalPrice}), 0)::int`.as('total_spent'),
      currency: sql<string | null>`max(${orders.currency})`.as('currency'),
      lastVisitAt: sql<
        string | null
      >`to_char(max(${orders.startsAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'last_visit_at',
      ),
      lastVisitSort: sql<string | null>`max(${orders.startsAt})`.as('last_visit_sort'),
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'COMPLETED')))
    .groupBy(orders.customerId)
    .as('visit_stats');
}

type StatsFields = {
  visitCount: number | string | null;
  totalSpent: number | string | null;
  currency: string | null;
  lastVisitAt: string | null;
};

const statsOf = (s: StatsFields): TCustomerVisitStats => ({
  visitCount: Number(s.visitCount ?? 0),
  totalSpent: Number(s.totalSpent ?? 0),
  currency: s.currency ?? null,
  lastVisitAt: s.lastVisitAt ?? null,
});

/**
 * What a typed keyword finds: the name, or the phone number however it is typed. Stored numbers
 * are E.164 (+886912345678), so `0912…` is looked for as `+886912…` and any run of digits
 * (`912…`, `886912…`, `678`) inside the number.
 */
function keywordCondition(keyword: string): SQL {
  const escape = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);
  const found: SQL[] = [ilike(customers.displayName, `%${escape(keyword)}%`)];
  if (/^[+\d][\d\s()-]*$/.test(keyword)) {
    const digits = keyword.replace(/\D/g, '');
    if (digits.length >= 3) {
      found.push(sql`${customers.phoneNumber} like ${`%${digits}%`}`);
      if (digits.startsWith('0') && !keyword.startsWith('+')) {
        found.push(sql`${customers.phoneNumber} like ${`+886${digits.slice(1)}%`}`);
      }
    }
  }
  return or(...found)!;
}

const SORTS: Record<TCustomerSort, (s: ReturnType<typeof visitStats>) => SQL[]> = {
  lastVisit: (s) => [sql`${s.lastVisitSort} desc nulls last`],
  visitCount: (s) => [
    sql`coalesce(${s.visitCount}, 0) desc`,
    sql`${s.lastVisitSort} desc nulls last`,
  ],
  totalSpent: (s) => [
    sql`coalesce(${s.totalSpent}, 0) desc`,
    sql`${s.lastVisitSort} desc nulls last`,
  ],
};

/** The seller's customers (never a record merged into another), with tags and visit stats. */
export async function listCustomerRecords(
  db: Db,
  {
    q,
    ...reader
  }: CustomerReader & {
    q: {
      keyword?: string | undefined;
      tagId?: number | undefined;
      sort: TCustomerSort;
    } & PageRequest;
  },
) {
  const where: SQL[] = [activeCustomer({ sellerId: reader.sellerId })];
  if (q.keyword) where.push(keywordCondition(q.keyword));
  if (q.tagId) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(customerTagLinks)
          .where(
            and(eq(customerTagLinks.customerId, customers.id), eq(customerTagLinks.tagId, q.tagId)),
          ),
      ),
    );
  }
  const condition = and(...where);
  const stats = visitStats(db, reader.sellerId);
  const { rows, meta } = await readPage(
    db
      .select({
        customer: customers,
        visitCount: stats.visitCount,
        totalSpent: stats.totalSpent,
        currency: stats.currency,
        lastVisitAt: stats.lastVisitAt,
      })
      .from(customers)
      .leftJoin(stats, eq(stats.customerId, customers.id))
      .where(condition)
      .orderBy(...SORTS[q.sort](stats), desc(customers.id)),
    { count: db.select({ total: count() }).from(customers).where(condition), paging: q },
  );
  const tags = await tagsOfCustomers(
    db,
    rows.map((r) => r.customer.id),
  );
  const data = rows.map((r) =>
    presentRecord(reader, r.customer, { tags: tags.get(r.customer.id) ?? [], stats: r }),
  );
  return { data, meta };
}

/** One of the seller's customers (404 for another seller's or a merged record). */
const ownCustomer = (db: Db, sellerId: number, customerId: number) =>
  loadActiveCustomer(db, { id: customerId, sellerId });

/** Which of the seller's customers a call names, and who reads. */
type RecordRef = CustomerReader & { customerId: number };

/** A customer's record: profile, the seller's notes, tags, visit stats. */
export async function getCustomerRecord(
  db: Db,
  { customerId, ...reader }: RecordRef,
): Promise<TCustomerRecordDetail> {
  const row = await ownCustomer(db, reader.sellerId, customerId);
  const stats = visitStats(db, reader.sellerId);
  const [[found], tags] = await Promise.all([
    db
      .select({
        visitCount: stats.visitCount,
        totalSpent: stats.totalSpent,
        currency: stats.currency,
        lastVisitAt: stats.lastVisitAt,
      })
      .from(stats)
      .where(eq(stats.customerId, customerId)),
    tagsOfCustomers(db, [customerId]),
  ]);
  return {
    ...presentRecord(reader, row, {
      tags: tags.get(row.id) ?? [],
      stats: found ?? { visitCount: 0, totalSpent: 0, currency: null, lastVisitAt: null },
    }),
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
    summary: row.summary,
    isMember: row.userId !== null,
  };
}

export interface UpdateCustomerRecordInput extends RecordRef {
  input: { summary?: string | null | undefined; tagIds?: number[] | undefined };
}

/** Changes the seller's notes and replaces the customer's tags (the seller's own only). */
export async function updateCustomerRecord(
  db: Db,
  { input: change, ...ref }: UpdateCustomerRecordInput,
): Promise<TCustomerRecordDetail> {
  const { customerId, ...reader } = ref;
  await ownCustomer(db, reader.sellerId, customerId);
  const tagIds = change.tagIds ? await ownTagIds(db, reader.sellerId, change.tagIds) : undefined;
  await db.transaction(async (tx) => {
    if (change.summary !== undefined) {
      await tx
        .update(customers)
        .set({ summary: change.summary, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    }
    if (tagIds) {
      await tx.delete(customerTagLinks).where(eq(customerTagLinks.customerId, customerId));
      if (tagIds.length) {
        await tx.insert(customerTagLinks).values(tagIds.map((tagId) => ({ customerId, tagId })));
      }
    }
  });
  return getCustomerRecord(db, ref);
}

/** The customer's orders at the seller's shops, newest first, with the services booked. */
export async function listCustomerRecordOrders(
  db: Db,
  { sellerId, customerId, q }: RecordRef & { q: PageRequest },
) {
  await ownCustomer(db, sellerId, customerId);
  const condition = heldBy(orders, { sellerId, customerId });
  const { rows, meta } = await readPage(
    db
      .select({ order: orders, shopName: shops.displayName, timeZone: shops.timeZone })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(condition)
      .orderBy(desc(orders.startsAt), desc(orders.id)),
    { count: db.select({ total: count() }).from(orders).where(condition), paging: q },
  );
  const orderIds = rows.map((r) => r.order.id);
  const items = orderIds.length
    ? await db
        .select({ orderId: bookings.orderId, name: bookingServiceItems.name })
        .from(bookingServiceItems)
        .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
        .where(inArray(bookings.orderId, orderIds))
        .orderBy(asc(bookings.startsAt), asc(bookingServiceItems.position))
    : [];
  const data: TCustomerRecordOrder[] = rows.map(({ order, shopName, timeZone }) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    shopId: order.shopId,
    shopName,
    timeZone,
    status: order.status,
    startsAt: order.startsAt.toISOString(),
    totalPrice: order.totalPrice,
    currency: order.currency,
    serviceNames: items.filter((i) => i.orderId === order.id).map((i) => i.name),
  }));
  return { data, meta };
}
