/**
 * Booking-engine data for the bench, added to the database generate.ts built (it needs its
 * schema and reference data, not its shops). Two shops of one seller, in Taipei:
 *
 * - `bench-booking-availability`: 20 operators, 50 services (5 groups, 30–150 minutes, some
 *   with buffers), weekly shifts, breaks and 20,000 existing bookings (1,000 per operator, none
 *   overlapping), most of them history and a few hundred in the next two weeks. What
 *   POST /v1/bookings:start-times is measured on.
 * - `bench-booking-orders`: 50 operators open 10:00–22:00 every day for ORDER_DAYS days, one
 *   30-minute service and no bookings: 50 × 24 × ORDER_DAYS free slots, so every order of the
 *   order run can take a different one and none conflict.
 *
 * Plus BENCH_BOOKING_USERS signed-up customers with an access-token row each (jti
 * `bench-booking-<userId>`); scripts/bench.mjs signs their JWTs with the server's secret.
 *
 * Idempotent: whatever an earlier run made (both shops with their orders, their seller and
 * customers, the bench users) is deleted first, so `--skip-generate` runs start from the same
 * state. Set-based SQL in one transaction, deterministic (setseed), a few seconds.
 *
 *   BENCH_DB_URL=postgres://…/haoyue_bench node --import tsx scripts/bench/generate-booking.ts
 * Prints one JSON line (`{"bookingData": {...}}`) with the ids the load runs need.
 */
import pg from 'pg';
import { inSeededTransaction, requireEnv, runGenerator } from './generator';

const AVAILABILITY_SLUG = 'bench-booking-availability';
const ORDERS_SLUG = 'bench-booking-orders';
/** Bench users' phone numbers start with this (catalogue sellers use +8869000…). */
const USER_PHONE_PREFIX = '+88697';
/** Walk-in customers of the existing bookings (no user). */
const CUSTOMER_PHONE_PREFIX = '+88698';
/** Days ahead the order shop opens (its maxAdvanceDays): 50 × 24 × 180 = 216,000 free slots. */
const ORDER_DAYS = 180;
const TIME_ZONE = 'Asia/Taipei';

const AVAILABILITY_OPERATORS = 20;
const AVAILABILITY_SERVICES = 50;
const BOOKINGS_PER_OPERATOR = 1000;
const ORDER_OPERATORS = 50;
const WALK_IN_CUSTOMERS = 2000;

/** Removes everything an earlier run of this script (and the order runs after it) created. */
async function removePrevious(client: pg.PoolClient): Promise<void> {
  await client.query(
    `create temp table bench_old_shops on commit drop as
       select id, seller_id from shops where url_slug = any($1::text[])`,
    [[AVAILABILITY_SLUG, ORDERS_SLUG]],
  );
  // Orders cascade to bookings, service items, events, notifications and paymentables.
  await client.query(`delete from orders where shop_id in (select id from bench_old_shops)`);
  // Shops cascade to operators (shifts, services links), services, groups, hours, images.
  await client.query(`delete from shops where id in (select id from bench_old_shops)`);
  await client.query(
    `delete from customers where seller_id in (select seller_id from bench_old_shops)`,
  );
  await client.query(
    `delete from seller_members where seller_id in (select seller_id from bench_old_shops)`,
  );
  await client.query(`delete from sellers where id in (select seller_id from bench_old_shops)`);
  // Access tokens cascade; the users' customer records and order events went above.
  await client.query(`delete from users where phone_number like $1`, [`${USER_PHONE_PREFIX}%`]);
}

/** The seller, an owner and both shops (in a Taiwan city, like a real Taipei shop). */
async function createShops(client: pg.PoolClient) {
  const { rows: users } = await client.query<{ id: number }>(
    `insert into users (phone_number, phone_number_verified, display_name)
     values ($1, true, '預約壓測店主') returning id`,
    [`${USER_PHONE_PREFIX}0000000`],
  );
  const { rows: sellers } = await client.query<{ id: number }>(
    `insert into sellers (display_name) values ('預約壓測品牌') returning id`,
  );
  const sellerId = sellers[0]!.id;
  await client.query(
    `insert into seller_members (seller_id, user_id, role) values ($1, $2, 'OWNER')`,
    [sellerId, users[0]!.id],
  );
  const { rows: shops } = await client.query<{ id: number; url_slug: string }>(
    `insert into shops (seller_id, display_name, url_slug, address, industry_id, country_id,
       city_id, longitude, latitude, time_zone, currency, review_status, max_advance_days)
     select $1, v.name, v.slug, c.name || '忠孝東路 1 號', (select min(id) from industries),
            c.country_id, c.id, c.longitude, c.latitude, $4, 'TWD', 'APPROVED', v.days
     from (values ('預約壓測：空檔', $2::text, 60), ('預約壓測：下訂', $3::text, $5::int))
            as v(name, slug, days)
     cross join lateral (
       select ci.* from cities ci join countries co on co.id = ci.country_id
       where co.iso_code = 'TW' order by ci.id limit 1
     ) c
     returning id, url_slug`,
    [sellerId, AVAILABILITY_SLUG, ORDERS_SLUG, TIME_ZONE, ORDER_DAYS],
  );
  const idOf = (slug: string) => shops.find((s) => s.url_slug === slug)!.id;
  if (shops.length !== 2) throw new Error('no Taiwan city in the reference data');
  // Open 10:00–22:00 every day.
  await client.query(
    `insert into shop_hours (shop_id, weekday, start_minute, end_minute)
     select s, d, 600, 1320 from unnest($1::int[]) s cross join generate_series(0, 6) d`,
    [[idOf(AVAILABILITY_SLUG), idOf(ORDERS_SLUG)]],
  );
  return { sellerId, availabilityShopId: idOf(AVAILABILITY_SLUG), orderShopId: idOf(ORDERS_SLUG) };
}

/**
 * The availability shop's staff and menu. Operator o works five days a week (off on weekdays
 * o % 7 and (o + 3) % 7): even ones 10:00–20:00, odd ones 12:00–22:00, every third with a
 * 15:00–15:30 break. Operator 0 performs every service, the others three in four.
 */
async function createAvailabilityShop(client: pg.PoolClient, shopId: number) {
  await client.query(
    `insert into service_groups (shop_id, name, position)
     select $1, '服務類別 ' || (g + 1), g from generate_series(0, 4) g`,
    [shopId],
  );
  await client.query(
    `insert into services (shop_id, service_group_id, name, duration_minutes,
       buffer_before_minutes, buffer_after_minutes, price, currency, position)
     select $1, sg.id, '壓測服務 ' || (s + 1),
            (array[30, 45, 60, 75, 90, 120, 150])[1 + s % 7],
            case when s % 4 = 1 then 5 else 0 end,
            case when s % 3 = 2 then 10 else 0 end,
            (500 + 100 * (s % 20)) * 100, 'TWD', s % 10
     from generate_series(0, $2::int - 1) s
     join service_groups sg on sg.shop_id = $1 and sg.position = s / 10
     order by s`,
    [shopId, AVAILABILITY_SERVICES],
  );
  await client.query(
    `insert into operators (shop_id, display_name, title, position)
     select $1, '壓測人員 ' || (o + 1), case when o = 0 then '店長' else '設計師' end, o
     from generate_series(0, $2::int - 1) o`,
    [shopId, AVAILABILITY_OPERATORS],
  );
  await client.query(
    `insert into operator_services (operator_id, service_id)
     select o.id, sv.id from operators o join services sv on sv.shop_id = o.shop_id
     where o.shop_id = $1 and (o.position = 0 or (o.position + sv.position + sv.service_group_id) % 4 <> 0)`,
    [shopId],
  );
  await client.query(
    `insert into operator_shifts (operator_id, kind, weekday, start_minute, end_minute)
     select o.id, 'SHIFT', d,
            case when o.position % 2 = 0 then 600 else 720 end,
            case when o.position % 2 = 0 then 1200 else 1320 end
     from operators o cross join generate_series(0, 6) d
     where o.shop_id = $1 and d <> o.position % 7 and d <> (o.position + 3) % 7
     union all
     select o.id, 'BREAK', d, 900, 930
     from operators o cross join generate_series(0, 6) d
     where o.shop_id = $1 and o.position % 3 = 0
       and d <> o.position % 7 and d <> (o.position + 3) % 7`,
    [shopId],
  );
}

/**
 * 1,000 bookings per operator that cannot overlap: each working day has four fixed positions
 * at least two hours apart (a booking lasts 30–90 minutes plus at most 25 minutes of buffers),
 * inside the operator's shift and outside the break. Candidates fill about 70% of past
 * positions and a falling share of future ones (about 55% next week, none two months out); the
 * 1,000 nearest to today are kept, so the history reaches back about a year and a half.
 * Past orders are COMPLETED (a few NO_SHOW or CANCELLED), future ones CONFIRMED (a few
 * CANCELLED, which hold no time).
 */
async function createBookings(client: pg.PoolClient, shopId: number, sellerId: number) {
  await client.query(
    `insert into customers (seller_id, display_name, phone_number)
     select $1, '來店顧客 ' || n, $2 || lpad(n::text, 7, '0')
     from generate_series(1, $3::int) n`,
    [sellerId, CUSTOMER_PHONE_PREFIX, WALK_IN_CUSTOMERS],
  );
  await client.query(
    `create temp table bench_plan on commit drop as
     with today as (select (now() at time zone $2)::date as d),
     candidates as (
       select o.id as operator_id, o.position as op, d.offs,
              ((today.d + d.offs) + make_interval(mins => pos.minute)) at time zone $2 as starts_at,
              (array[30, 45, 60, 75, 90])[1 + floor(random() * 5)::int] as minutes,
              (array[0, 0, 5, 10])[1 + floor(random() * 4)::int] as before_min,
              (array[0, 0, 10, 15])[1 + floor(random() * 4)::int] as after_min,
              random() as r_status, random() as r_order
       from operators o
       cross join today
       cross join generate_series(-700, 60) as d(offs)
       cross join lateral unnest(case when o.position % 2 = 0
                                      then array[630, 750, 960, 1080]
                                      else array[750, 960, 1080, 1200] end) as pos(minute)
       where o.shop_id = $1
         and extract(dow from today.d + d.offs)::int not in (o.position % 7, (o.position + 3) % 7)
         and random() < case when d.offs <= 0 then 0.7 else 0.6 * (1 - d.offs / 61.0) end
     )
     select *, row_number() over (order by operator_id, starts_at) as k
     from (
       select c.*, row_number() over (partition by operator_id order by abs(offs), r_order) as nth
       from candidates c
     ) ranked
     where nth <= $3`,
    [shopId, TIME_ZONE, BOOKINGS_PER_OPERATOR],
  );
  await client.query(
    `alter table bench_plan add column status text, add column service_id int,
       add column customer_id int`,
  );
  await client.query(
    `update bench_plan p set
       status = case
         when p.starts_at < now() then case when p.r_status < 0.03 then 'CANCELLED'
                                            when p.r_status < 0.05 then 'NO_SHOW'
                                            else 'COMPLETED' end
         else case when p.r_status < 0.05 then 'CANCELLED' else 'CONFIRMED' end end,
       customer_id = (select min(id) from customers where seller_id = $1) + (p.k % $2)`,
    [sellerId, WALK_IN_CUSTOMERS],
  );
  // The booked service: one the operator performs.
  await client.query(
    `update bench_plan p set service_id = (
       select os.service_id from operator_services os where os.operator_id = p.operator_id
       order by os.service_id offset (p.k % 7) limit 1)`,
  );
  await client.query(
    `insert into orders (order_key, seller_id, shop_id, customer_id, status, currency,
       total_price, starts_at, ends_at, profile, created_at, updated_at)
     select 'bench-' || p.k, $1, $2, p.customer_id, p.status, 'TWD', sv.price, p.starts_at,
            p.starts_at + make_interval(mins => p.minutes),
            jsonb_build_object('displayName', c.display_name, 'phoneNumber', c.phone_number),
            p.starts_at - interval '3 days', p.starts_at - interval '3 days'
     from bench_plan p
     join services sv on sv.id = p.service_id
     join customers c on c.id = p.customer_id
     order by p.k`,
    [sellerId, shopId],
  );
  await client.query(
    `insert into bookings (order_id, shop_id, operator_id, status, starts_at, ends_at,
       held_from, held_until, created_at, updated_at)
     select o.id, $1, p.operator_id, p.status, o.starts_at, o.ends_at,
            o.starts_at - make_interval(mins => p.before_min),
            o.ends_at + make_interval(mins => p.after_min), o.created_at, o.created_at
     from bench_plan p join orders o on o.order_key = 'bench-' || p.k
     order by p.k`,
    [shopId],
  );
  await client.query(
    `insert into booking_service_items (booking_id, service_id, name, price, duration_minutes,
       starts_at, ends_at, position)
     select b.id, sv.id, sv.name, sv.price, p.minutes, b.starts_at, b.ends_at, 0
     from bench_plan p
     join orders o on o.order_key = 'bench-' || p.k
     join bookings b on b.order_id = o.id
     join services sv on sv.id = p.service_id`,
  );
}

/** The order shop: 50 operators, every day 10:00–22:00, one 30-minute service each can do. */
async function createOrderShop(client: pg.PoolClient, shopId: number) {
  await client.query(
    `insert into service_groups (shop_id, name, position) values ($1, '單一服務', 0)`,
    [shopId],
  );
  await client.query(
    `insert into services (shop_id, service_group_id, name, duration_minutes, price, currency)
     select $1, id, '壓測 30 分鐘服務', 30, 60000, 'TWD' from service_groups where shop_id = $1`,
    [shopId],
  );
  await client.query(
    `insert into operators (shop_id, display_name, position)
     select $1, '下訂人員 ' || (o + 1), o from generate_series(0, $2::int - 1) o`,
    [shopId, ORDER_OPERATORS],
  );
  await client.query(
    `insert into operator_services (operator_id, service_id)
     select o.id, sv.id from operators o join services sv on sv.shop_id = o.shop_id
     where o.shop_id = $1`,
    [shopId],
  );
  await client.query(
    `insert into operator_shifts (operator_id, kind, weekday, start_minute, end_minute)
     select o.id, 'SHIFT', d, 600, 1320
     from operators o cross join generate_series(0, 6) d where o.shop_id = $1`,
    [shopId],
  );
}

/** Signed-up customers with a live access-token row each (the JWT is signed by the bench). */
async function createUsers(client: pg.PoolClient, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `insert into users (phone_number, phone_number_verified, display_name)
     select $1 || lpad(n::text, 7, '0'), true, '壓測顧客 ' || n from generate_series(1, $2::int) n
     order by n returning id`,
    [USER_PHONE_PREFIX, count],
  );
  await client.query(
    `insert into access_tokens (id, user_id, provider, expires_at)
     select 'bench-booking-' || id, id, 'sms', now() + interval '2 days'
     from unnest($1::int[]) id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => r.id);
}

async function main() {
  const url = requireEnv('BENCH_DB_URL');
  const userCount = Number.parseInt(process.env.BENCH_BOOKING_USERS ?? '2000', 10);
  if (!Number.isInteger(userCount) || userCount < 1) {
    throw new Error('BENCH_BOOKING_USERS must be ≥ 1');
  }
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { ids, userIds } = await inSeededTransaction(pool, 0.2424, async (client) => {
      await removePrevious(client);
      const ids = await createShops(client);
      await createAvailabilityShop(client, ids.availabilityShopId);
      await createBookings(client, ids.availabilityShopId, ids.sellerId);
      await createOrderShop(client, ids.orderShopId);
      return { ids, userIds: await createUsers(client, userCount) };
    });
    // Statistics for the tables that just changed a lot (and a clean visibility map).
    await pool.query(
      `vacuum (analyze) bookings, orders, customers, booking_service_items, operators,
         operator_services, operator_shifts, services, shop_hours, users, access_tokens`,
    );

    const { rows: operators } = await pool.query<{
      id: number;
      shop_id: number;
      services: number[];
    }>(
      `select o.id, o.shop_id, array_agg(os.service_id order by os.service_id) as services
       from operators o join operator_services os on os.operator_id = o.id
       where o.shop_id = any($1::int[]) group by o.id order by o.shop_id, o.position`,
      [[ids.availabilityShopId, ids.orderShopId]],
    );
    const { rows: services } = await pool.query<{ id: number; shop_id: number }>(
      `select id, shop_id from services where shop_id = any($1::int[]) order by shop_id, id`,
      [[ids.availabilityShopId, ids.orderShopId]],
    );
    // "Next 14 days" = the window the start-times runs ask for: tomorrow and 13 more days.
    const { rows: counts } = await pool.query<{
      bookings: number;
      active: number;
      future: number;
      next14: number;
    }>(
      `with w as (
         select ((now() at time zone $2)::date + 1)::timestamp at time zone $2 as from_at,
                ((now() at time zone $2)::date + 15)::timestamp at time zone $2 as to_at
       )
       select count(*)::int as bookings,
              count(*) filter (where status <> 'CANCELLED' and status <> 'NO_SHOW')::int as active,
              count(*) filter (where starts_at > now())::int as future,
              count(*) filter (where status = 'CONFIRMED' and starts_at >= w.from_at
                                 and starts_at < w.to_at)::int as next14
       from bookings, w where shop_id = $1`,
      [ids.availabilityShopId, TIME_ZONE],
    );
    const forShop = (shopId: number) => ({
      services: services.filter((s) => s.shop_id === shopId).map((s) => s.id),
      operators: operators
        .filter((o) => o.shop_id === shopId)
        .map((o) => ({ id: o.id, services: o.services })),
    });
    return {
      totalMs: Math.round(performance.now() - started),
      timeZone: TIME_ZONE,
      availability: {
        shopId: ids.availabilityShopId,
        ...forShop(ids.availabilityShopId),
        ...counts[0],
      },
      orders: { shopId: ids.orderShopId, days: ORDER_DAYS, ...forShop(ids.orderShopId) },
      users: userIds.map((id) => ({ id, jti: `bench-booking-${id}` })),
    };
  } finally {
    await pool.end();
  }
}

runGenerator('bookingData', main);
