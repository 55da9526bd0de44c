/**
 * The admin area's data for the bench (issue 38), added to the catalogue generate.ts just built
 * (it runs right after it, on the fresh database): the platform as an administrator sees it.
 *
 * - Users up to BENCH_USERS (default 100,000) in all, the catalogue's shop owners included:
 *   names from common surnames and given names (a name matches a few hundred users, a given
 *   name thousands), phone numbers for 97%, nicknames, e-mails, about 0.5% disabled with a
 *   reason; five platform admins (the first, SUPER, is the one the bench signs in as).
 * - Customer records at the catalogue's sellers (1–6 per user, popular sellers more) and
 *   walk-in records; a manager or staff member at some sellers.
 * - BENCH_ORDERS (default 1,000,000) orders over those records and the sellers' shops, two
 *   years back and a month ahead, more of them recently; past ones completed, cancelled or no
 *   show, future ones confirmed, awaiting prepayment or cancelled. Orders only (no bookings: the
 *   admin area reads orders, and none of these hold an operator's time). Confirmed orders of
 *   the next three days have their reminder already sent, so a server's reminder job finds
 *   nothing to do while it is being measured.
 * - Sign-ins (access tokens) with IPs, 0–8 per user; LINE channels for a third of the sellers
 *   (active, failing, disabled); LINE Pay applications for a fifth (waiting, approved, sent
 *   back); 200 push messages with their recipients (a few to all users, most to a city, an
 *   industry or a country); and the audit rows of all those decisions.
 * - Shops in every review state: the catalogue's shops stay APPROVED (generate.ts gives them a
 *   review time, and one in 33 an edit since, which keeps them public), and 1,000 more
 *   (`bench-review-N`, of 500 new sellers) are PENDING, REJECTED, SUSPENDED or CLOSED, so the
 *   catalogue's public bench is unchanged.
 *
 * Nothing here can reach the internet from a bench server: no LINE friendships (so no push
 * audience has a LINE recipient), scheduled messages name a seller's LINE friends (none).
 *
 * Set-based SQL in one transaction, deterministic (setseed).
 *   BENCH_DB_URL=postgres://…/haoyue_bench node --import tsx scripts/bench/generate-admin.ts
 * Prints one JSON line (`{"adminData": {...}}`) with row counts and timings.
 */
import pg from 'pg';
import { generateAudit, generateLineAndPush, generateOrders } from './generate-admin-activity';
import { inSeededTransaction, requireEnv, runGenerator } from './generator';

const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝',
  '洪', '郭', '邱', '曾', '廖', '賴', '徐', '周', '葉', '蘇', '莊', '呂', '江', '何', '蕭', '羅',
  '高']; // prettier-ignore
const GIVEN_NAMES = ['怡君', '雅婷', '家豪', '志明', '淑芬', '美玲', '冠宇', '宜蓁', '承恩', '詩涵',
  '欣怡', '柏翰', '佳穎', '俊傑', '品妍', '思妤', '宗翰', '雅雯', '建宏', '婉婷', '彥廷', '郁婷',
  '子涵', '家瑋', '靜怡']; // prettier-ignore
const NICKNAMES = ['Amy', 'Kelly', 'Jason', 'Mia', 'Vivian', 'Kevin', 'Iris', 'Ben', 'Zoe',
  'Eric', '小安', '阿哲', '蛋蛋', '小魚', 'Momo']; // prettier-ignore
const REJECT_REASONS = ['照片與店家不符', '地址不完整', '店名含有不當字詞', '營業資訊不足'];
const SUSPEND_REASONS = ['多次客訴未改善', '疑似冒用他人品牌', '違反平台規範'];
const DISABLE_REASONS = ['疑似盜用帳號', '多次惡意預約未到', '使用者要求停用', '散布廣告訊息'];

/** Users generated phone numbers +8869 followed by 8 digits in [10M, 60M); walk-ins [60M, 70M). */
const USER_PHONE = (n: string) =>
  `'+8869' || ((${n}::bigint * 7919 + 12345) % 50000000 + 10000000)`;
const ADMINS = [
  ['SUPER', '壓測管理員'],
  ['SUPER', '平台主管'],
  ['OPERATIONS', '營運 小陳'],
  ['OPERATIONS', '營運 小林'],
  ['SUPPORT', '客服 小王'],
] as const;
const EXTRA_SHOPS = 1000;

async function generateAdminData(client: pg.PoolClient, target: { users: number; orders: number }) {
  const timings: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - started);
    return result;
  };
  // As generate.ts: consistent rows skip the per-row foreign-key triggers where allowed.
  await client.query('savepoint fk');
  await client
    .query('set local session_replication_role = replica')
    .then(() => client.query('release savepoint fk'))
    .catch(() => client.query('rollback to savepoint fk'));

  const { rows: base } = await client.query<{ users: number; sellers: number; shops: number }>(
    `select (select max(id) from users)::int as users, (select max(id) from sellers)::int as sellers,
            (select max(id) from shops)::int as shops`,
  );
  const { users: firstUser, sellers: sellerCount, shops: shopCount } = base[0]!;
  const customerCount = Math.max(0, target.users - firstUser - ADMINS.length);
  const adminBase = firstUser;
  const customerBase = firstUser + ADMINS.length;

  // The catalogue made every owner and seller at once: spread them over two years.
  await step(
    'users',
    `update users set created_at = now() - (($1::int - id) * interval '8 hours') - interval '30 days',
       updated_at = now() - (($1::int - id) * interval '4 hours')
     where id <= $1`,
    [firstUser],
  );
  await step(
    'sellers',
    `update sellers set created_at = now() - (($1::int - id) * interval '8 hours') - interval '30 days'`,
    [sellerCount],
  );
  await step(
    'users',
    `insert into users (id, phone_number, phone_number_verified, display_name, created_at, updated_at)
     overriding system value
     select $1::int + k, '+8869900000' || k, true, (a.v ->> 1), now() - interval '1100 days',
            now() - interval '1100 days'
     from jsonb_array_elements($2::jsonb) with ordinality a(v, k)`,
    [adminBase, JSON.stringify(ADMINS)],
  );
  await step(
    'users',
    `insert into platform_admins (user_id, role, granted_at)
     select $1::int + k, (a.v ->> 0), now() - interval '1100 days'
     from jsonb_array_elements($2::jsonb) with ordinality a(v, k)`,
    [adminBase, JSON.stringify(ADMINS)],
  );
  // Sign-ups, more of them recently; ids follow sign-up time.
  await step(
    'users',
    `insert into users (id, phone_number, phone_number_verified, email, display_name, nickname,
       gender, birth_date, sms_marketing_opt_in, disabled_at, disabled_reason, created_at, updated_at)
     overriding system value
     select $1::int + n,
            case when r_phone < 0.03 then null else ${USER_PHONE('n')} end,
            r_phone >= 0.03 and r_phone < 0.99,
            case when random() < 0.4 then 'user' || n || '@example.com' end,
            case when random() < 0.04 then null
                 else ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]
                      || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] end,
            case when random() < 0.3
                 then ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] end,
            (array['FEMALE', 'FEMALE', 'MALE', 'OTHER', null])[1 + floor(random() * 5)::int],
            case when random() < 0.6 then date '1970-01-01' + floor(random() * 12775)::int end,
            random() < 0.35,
            case when r_disabled < 0.005 then created_at + (now() - created_at) * random() end,
            case when r_disabled < 0.005
                 then ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] end,
            created_at, created_at + (now() - created_at) * random()
     from (
       select row_number() over (order by created_at)::int as n, created_at, r_phone, r_disabled
       from (select now() - 1095 * (1 - sqrt(random())) * interval '1 day' as created_at,
                    random() as r_phone, random() as r_disabled
             from generate_series(1, $6::int)) p
     ) u
     order by n`,
    [customerBase, SURNAMES, GIVEN_NAMES, NICKNAMES, DISABLE_REASONS, customerCount],
  );
  const customerUser = (expr: string) => `(${customerBase + 1} + (${expr}) % ${customerCount})`;

  // Staff: a manager at one seller in three, a staff member at one in four.
  await step(
    'sellers',
    `insert into seller_members (seller_id, user_id, role, created_at)
     select s.id, ${customerUser('s.id * 37')}, 'MANAGER', s.created_at + interval '20 days'
     from sellers s where s.id % 3 = 1
     union all
     select s.id, ${customerUser('s.id * 53 + 11')}, 'STAFF', s.created_at + interval '40 days'
     from sellers s where s.id % 4 = 2`,
  );

  // 500 new sellers (customers who opened a business) with 1,000 shops waiting or refused.
  const newSellers = EXTRA_SHOPS / 2;
  await step(
    'review_shops',
    `insert into sellers (id, display_name, created_at, updated_at) overriding system value
     select $1::int + j, '新品牌 ' || j, now() - (j * interval '2 hours'), now() - (j * interval '2 hours')
     from generate_series(1, $2::int) j`,
    [sellerCount, newSellers],
  );
  await step(
    'review_shops',
    `insert into seller_members (seller_id, user_id, role, created_at)
     select $1::int + j, ${customerUser('j * 101 + 7')}, 'OWNER', now() - (j * interval '2 hours')
     from generate_series(1, $2::int) j`,
    [sellerCount, newSellers],
  );
  await step(
    'review_shops',
    `insert into shops (id, seller_id, display_name, url_slug, address, introduction, phone_number,
       industry_id, country_id, city_id, longitude, latitude, time_zone, currency, review_status,
       review_note, reviewed_at, created_at, updated_at)
     overriding system value
     select $1::int + s.id, $2::int + (s.id + 1) / 2, '新店 ' || s.id || ' ' || i.name,
            'bench-review-' || s.id, s.address, s.introduction, s.phone_number, s.industry_id,
            s.country_id, s.city_id, s.longitude, s.latitude, s.time_zone, s.currency, st.status,
            case st.status when 'REJECTED' then ($4::text[])[1 + s.id % cardinality($4::text[])]
                           when 'SUSPENDED' then ($5::text[])[1 + s.id % cardinality($5::text[])] end,
            case when st.status <> 'PENDING' then now() - (s.id * interval '50 minutes') end,
            now() - (s.id * interval '1 hour') - interval '1 day',
            now() - (s.id * interval '1 hour') - interval '1 day'
     from shops s
     join industries i on i.id = s.industry_id
     cross join lateral (select case when s.id % 20 < 8 then 'PENDING'
                                     when s.id % 20 < 13 then 'REJECTED'
                                     when s.id % 20 < 18 then 'SUSPENDED'
                                     else 'CLOSED' end as status) st
     where s.id <= $3::int
     order by s.id`,
    [shopCount, sellerCount, EXTRA_SHOPS, REJECT_REASONS, SUSPEND_REASONS],
  );
  await step(
    'review_shops',
    `insert into shop_images (shop_id, type, url, position)
     select $1::int + shop_id, type, url, position from shop_images
     where shop_id <= $2::int and type in ('AVATAR', 'COVER')`,
    [shopCount, EXTRA_SHOPS],
  );
  await step(
    'review_shops',
    `insert into shop_licenses (shop_id, plan_id, status, starts_at, ends_at)
     select s.id, (select min(id) from plans), 'TRIAL', s.created_at, s.created_at + interval '14 days'
     from shops s where s.id > $1::int`,
    [shopCount],
  );

  // Their public JSON cards (migration 0038), which the replica role kept the triggers from writing.
  await step(
    'review_shops',
    'select refresh_shop_cards(array(select id from shops where id > $1::int))',
    [shopCount],
  );

  // Customer records: most users at 1–6 sellers (popular sellers more often), as the seller
  // knows them; and 20 walk-in customers per seller.
  await step(
    'customers',
    `insert into customers (seller_id, user_id, display_name, phone_number, created_at, updated_at)
     select distinct on (seller_id, user_id) seller_id, user_id, display_name, phone_number,
            created_at, created_at
     from (
       select 1 + floor($2::int * power(random(), 1.3))::int as seller_id, u.id as user_id,
              u.display_name, u.phone_number, u.created_at + (now() - u.created_at) * random() as created_at
       from (select id, display_name, phone_number, created_at,
                    case when random() < 0.04 then 0
                         else least(6, 1 + floor(-ln(1 - random()) * 1.2)::int) end as records
             from users where id > $1::int) u
       cross join lateral generate_series(1, u.records) k
     ) picked
     order by seller_id, user_id`,
    [customerBase, sellerCount],
  );
  await step(
    'customers',
    `insert into customers (seller_id, display_name, phone_number, created_at, updated_at)
     select s.id, '來店客 ' || w, '+8869' || ((s.id * 20 + w)::bigint * 7919 % 10000000 + 60000000),
            s.created_at + w * interval '10 days', s.created_at + w * interval '10 days'
     from sellers s cross join generate_series(1, 20) w where s.id <= $1::int`,
    [sellerCount],
  );

  const made = {
    firstUser,
    adminBase,
    customerBase,
    sellerCount,
    shopCount,
    orders: target.orders,
  };
  await generateOrders(step, made);
  await generateLineAndPush(step, client, made);
  await generateAudit(step, made);

  // Explicit ids bypassed the identity sequences; move them past the generated rows.
  await step(
    'sequences',
    `select setval(pg_get_serial_sequence(t, 'id'), greatest(1, n))
     from (values ('users', (select max(id) from users)),
                  ('sellers', (select max(id) from sellers)),
                  ('shops', (select max(id) from shops))) as v(t, n)`,
  );
  return { timings, adminUserId: adminBase + 1 };
}

const COUNTED = ['users', 'platform_admins', 'sellers', 'seller_members', 'shops', 'customers',
  'orders', 'order_notifications', 'access_tokens', 'admin_audit', 'push_messages',
  'push_recipients', 'line_settings', 'line_pay_applications']; // prettier-ignore

async function main() {
  const url = requireEnv('BENCH_DB_URL');
  const int = (name: string, fallback: number) => {
    const n = Number.parseInt(process.env[name] ?? String(fallback), 10);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be ≥ 1`);
    return n;
  };
  const target = { users: int('BENCH_USERS', 100_000), orders: int('BENCH_ORDERS', 1_000_000) };
  const started = performance.now();
  const ms = (from: number) => Math.round(performance.now() - from);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { timings, adminUserId } = await inSeededTransaction(pool, 0.3838, (client) =>
      generateAdminData(client, target),
    );
    const generateMs = ms(started);
    // Fresh statistics and visibility maps, and the bulk load written out, as in generate.ts.
    let t = performance.now();
    await pool.query(`vacuum (analyze) ${COUNTED.join(', ')}, shop_images`);
    await pool.query('checkpoint').catch(() => {});
    const analyzeMs = ms(t);
    t = performance.now();
    const { rows } = await pool.query<{ t: string; n: number }>(
      COUNTED.map((name) => `select '${name}' as t, count(*)::int as n from ${name}`).join(
        ' union all ',
      ),
    );
    const { rows: states } = await pool.query<{ review_status: string; n: number }>(
      `select review_status, count(*)::int as n from shops group by 1 order by 1`,
    );
    return {
      totalMs: ms(started),
      generateMs,
      analyzeMs,
      steps: timings,
      adminUserId,
      counts: Object.fromEntries(rows.map((r) => [r.t, r.n])),
      shopStates: Object.fromEntries(states.map((r) => [r.review_status, r.n])),
    };
  } finally {
    await pool.end();
  }
}

runGenerator('adminData', main);
