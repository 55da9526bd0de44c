import type { TAdminUserDetail, TAdminUserRow, TAdminUsersQuery } from '@haoyue/contracts';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessTokens,
  customers,
  orders,
  platformAdmins,
  sellerMembers,
  sellers,
  shops,
  users,
} from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { activeCustomer } from '../../lib/member-items/customer-records';
import { containsAny } from '../../lib/like-pattern';
import {
  cappedCount,
  COUNT_CAP,
  countRows,
  readPage,
  readWindowPage,
  windowTotal,
} from '../../lib/paging';
import {
  bigramsContaining,
  candidateIds,
  idCondition,
  phoneCondition,
  phoneDigitsText,
  userSearchBigrams,
} from './user-search';
import { ordersOfUser } from './user-relations';

const userRowColumns = {
  id: users.id,
  displayName: users.displayName,
  nickname: users.nickname,
  phoneNumber: users.phoneNumber,
  phoneNumberVerified: users.phoneNumberVerified,
  adminRole: platformAdmins.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

type UserRowFields = {
  [K in keyof typeof userRowColumns]: (typeof userRowColumns)[K]['_']['data'] | null;
};

export function presentUserRow(row: UserRowFields): TAdminUserRow {
  return {
    id: row.id!,
    displayName: row.displayName,
    nickname: row.nickname,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified ?? false,
    adminRole: row.adminRole,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt!.toISOString(),
  };
}

/** Users as the list shows them (with their admin role), for a where and an order. */
export function selectUserRows(db: Pick<Db, 'select'>) {
  return db
    .select(userRowColumns)
    .from(users)
    .leftJoin(platformAdmins, eq(platformAdmins.userId, users.id));
}

/** What a typed search finds: a phone number however typed, a name or nickname, or an id. */
function searchCondition(q: string): SQL {
  const found = [
    containsAny([users.displayName, users.nickname], q),
    phoneCondition(users.phoneNumber, q),
    idCondition(users.id, q),
  ].filter((c): c is SQL => c !== null);
  return or(...found)!;
}

/**
 * The users a search can find, through the search index: each part of searchCondition has an
 * index condition holding for every user it matches (names: the typed text's windows; phone:
 * those of its digits; id: the id). Null when the text is too short for the index.
 */
function searchCandidates(q: string): SQL | null {
  const bigrams = userSearchBigrams();
  const phoneDigits = phoneDigitsText(q);
  const byId = idCondition(users.id, q);
  return candidateIds(users, users.id, [
    bigramsContaining(bigrams, q),
    ...(phoneDigits === null ? [] : [bigramsContaining(bigrams, phoneDigits)]),
    ...(byId ? [byId] : []),
  ]);
}

const USER_SORTS: Record<TAdminUsersQuery['sort'], SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [sql`coalesce(${users.displayName}, ${users.nickname}) asc nulls last`, asc(users.id)],
};

/** The users list: searched, filtered by state, sorted and paged on the server. */
export async function listUsers(db: Db, query: TAdminUsersQuery) {
  const where: SQL[] = [];
  if (query.q) {
    where.push(searchCondition(query.q));
    const candidates = searchCandidates(query.q);
    if (candidates) where.push(candidates);
  }
  if (query.status === 'active') where.push(isNull(users.disabledAt));
  if (query.status === 'disabled') where.push(isNotNull(users.disabledAt));
  const condition = where.length ? and(...where) : undefined;
  if (query.q) {
    // A search reads its matches once: the page's rows carry how many there are, where a
    // separate count would find (and recheck) every match a second time.
    const { rows, meta } = await readWindowPage(
      db
        .select({ ...userRowColumns, total: windowTotal() })
        .from(users)
        .leftJoin(platformAdmins, eq(platformAdmins.userId, users.id))
        .where(condition)
        .orderBy(...USER_SORTS[query.sort]),
      query,
      () => countRows(db, users, condition),
    );
    return { data: rows.map(presentUserRow), meta: { ...meta, totalExact: true } };
  }
  const { rows, meta } = await readPage(
    selectUserRows(db)
      .where(condition)
      .orderBy(...USER_SORTS[query.sort]),
    {
      // 100,000 users and more: the total stops at COUNT_CAP instead of reading every row.
      count: cappedCount(db, db.select({ id: users.id }).from(users).where(condition)),
      cap: COUNT_CAP,
      paging: query,
    },
  );
  return { data: rows.map(presentUserRow), meta };
}

const iso = (d: Date) => d.toISOString();

/** One user with everything the admin user page shows. */
export async function getUserDetail(db: Db, userId: number): Promise<TAdminUserDetail> {
  const user = await firstOrNotFound(
    db
      .select({
        row: users,
        adminRole: platformAdmins.role,
      })
      .from(users)
      .leftJoin(platformAdmins, eq(platformAdmins.userId, users.id))
      .where(eq(users.id, userId)),
    '找不到使用者',
  );
  const visits = db
    .select({
      customerId: orders.customerId,
      visitCount: sql<number>`count(*)::int`.as('visit_count'),
      // Text, as the other visit stats read it: drivers differ on a bare aggregate's timestamp.
      lastVisitAt: sql<
        string | null
      >`to_char(max(${orders.startsAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'last_visit_at',
      ),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(customers.userId, userId), eq(orders.status, 'COMPLETED')))
    .groupBy(orders.customerId)
    .as('visits');
  const [memberships, records, latestOrders, tokens] = await Promise.all([
    db
      .select({
        sellerId: sellerMembers.sellerId,
        sellerName: sellers.displayName,
        role: sellerMembers.role,
        joinedAt: sellerMembers.createdAt,
      })
      .from(sellerMembers)
      .innerJoin(sellers, eq(sellers.id, sellerMembers.sellerId))
      .where(eq(sellerMembers.userId, userId))
      .orderBy(asc(sellerMembers.createdAt)),
    db
      .select({
        customerId: customers.id,
        sellerId: customers.sellerId,
        sellerName: sellers.displayName,
        displayName: customers.displayName,
        phoneNumber: customers.phoneNumber,
        visitCount: visits.visitCount,
        lastVisitAt: visits.lastVisitAt,
      })
      .from(customers)
      .innerJoin(sellers, eq(sellers.id, customers.sellerId))
      .leftJoin(visits, eq(visits.customerId, customers.id))
      .where(activeCustomer({ userId }))
      .orderBy(asc(customers.id)),
    ordersOfUser(
      db
        .select({
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          shopId: orders.shopId,
          shopName: shops.displayName,
          startsAt: orders.startsAt,
          status: orders.status,
          currency: orders.currency,
          totalPrice: orders.totalPrice,
        })
        .from(orders)
        .$dynamic(),
      userId,
    )
      .orderBy(desc(orders.startsAt), desc(orders.id))
      .limit(20),
    db
      .select({
        provider: accessTokens.provider,
        createdAt: accessTokens.createdAt,
        expiresAt: accessTokens.expiresAt,
        revokedAt: accessTokens.revokedAt,
        ip: accessTokens.ip,
      })
      .from(accessTokens)
      .where(eq(accessTokens.userId, userId))
      .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
      .limit(20),
  ]);
  const { row } = user;
  return {
    ...presentUserRow({ ...row, adminRole: user.adminRole }),
    email: row.email,
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
    photoUrl: row.photoUrl,
    hasPassword: row.passwordHash !== null,
    disabledReason: row.disabledReason,
    updatedAt: iso(row.updatedAt),
    sellers: memberships.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
    customerRecords: records.map((r) => ({
      ...r,
      visitCount: Number(r.visitCount ?? 0),
      lastVisitAt: r.lastVisitAt ?? null,
    })),
    orders: latestOrders.map((o) => ({ ...o, startsAt: iso(o.startsAt) })),
    signIns: tokens.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: s.revokedAt ? iso(s.revokedAt) : null,
    })),
  };
}
