/**
 * Builds the benchmark database: drops and recreates it, applies the app's migrations and
 * reference seed, then generates a large catalogue with set-based SQL (generate_series and
 * INSERT ... SELECT), so 10,000 shops and 100,000 services take seconds, not minutes.
 *
 * Run by scripts/bench.mjs through tsx (it imports the API's TypeScript modules):
 *   BENCH_ADMIN_URL=postgres://…/postgres BENCH_DB_URL=postgres://…/haoyue_bench \
 *   node --import tsx scripts/bench/generate.ts
 * Prints one JSON line (`{"generate": {...}}`) with row counts and timings on stdout.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { GRACE_DAYS } from '@haoyue/contracts';
import { openDatabase } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { seedDatabase } from '../../apps/api/src/db/seed';
import { PRICE_FACTOR } from '../../apps/api/src/db/seed/demo-data';
import {
  inSeededTransaction,
  recreateDatabase,
  requireEnv,
  runGenerator,
  writeDerivedTables,
} from './generator';
import { pictureSets } from './photos.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** [name, minutes, priceTwd]; services 0–3 go to group 0, 4–6 to group 1, 7–9 to group 2. */
type MenuService = [name: string, minutes: number, priceTwd: number];
type Menu = { groups: [string, string, string]; services: MenuService[] };

/** Ten services in three groups per industry: realistic names make keyword search realistic. */
const MENUS: Record<string, Menu> = {
  hair: {
    groups: ['剪髮造型', '染髮', '燙髮與護髮'],
    services: [
      ['洗剪吹', 60, 800],
      ['男士精緻剪髮', 45, 600],
      ['兒童剪髮', 30, 400],
      ['瀏海修剪', 15, 200],
      ['單色染髮', 120, 2800],
      ['挑染設計', 150, 3800],
      ['補染髮根', 90, 1800],
      ['日系質感燙', 180, 4200],
      ['結構式護髮', 60, 1500],
      ['頭皮深層淨化', 50, 1200],
    ],
  },
  nail: {
    groups: ['手部凝膠', '足部', '卸甲與保養'],
    services: [
      ['單色凝膠', 60, 900],
      ['法式凝膠', 90, 1200],
      ['造型設計款', 120, 1500],
      ['貓眼凝膠', 90, 1300],
      ['足部單色凝膠', 75, 1100],
      ['足部保養', 60, 900],
      ['足部造型凝膠', 100, 1500],
      ['卸甲', 30, 300],
      ['手部保養', 45, 600],
      ['延甲（每指）', 20, 150],
    ],
  },
  lash: {
    groups: ['嫁接睫毛', '補接與卸除', '眉眼保養'],
    services: [
      ['自然單根嫁接', 90, 1200],
      ['濃密款嫁接', 120, 1600],
      ['空氣感山茶花', 120, 1800],
      ['下睫毛嫁接', 45, 700],
      ['補接（三週內）', 60, 800],
      ['卸睫毛', 20, 200],
      ['他店補接', 75, 1000],
      ['角蛋白睫毛翹', 75, 1500],
      ['眉型設計', 45, 700],
      ['眼周舒緩護理', 30, 600],
    ],
  },
  spa: {
    groups: ['臉部護理', '身體芳療', '加購項目'],
    services: [
      ['深層清潔', 90, 1800],
      ['保濕導入', 75, 2200],
      ['抗老緊緻', 120, 3200],
      ['美白淡斑', 90, 2600],
      ['精油舒壓（背部）', 60, 1600],
      ['全身芳療', 120, 2800],
      ['熱石舒緩', 90, 2400],
      ['眼周護理', 30, 600],
      ['肩頸加強', 30, 500],
      ['手部護理', 30, 500],
    ],
  },
  massage: {
    groups: ['全身舒壓', '腳底按摩', '局部加強'],
    services: [
      ['全身指壓 60 分鐘', 60, 1000],
      ['全身指壓 90 分鐘', 90, 1400],
      ['全身油壓', 90, 1600],
      ['泰式按摩', 90, 1500],
      ['腳底按摩 40 分鐘', 40, 700],
      ['腳底按摩 60 分鐘', 60, 900],
      ['足浴舒緩', 30, 400],
      ['肩頸按摩', 30, 500],
      ['頭部舒壓', 30, 500],
      ['拔罐', 30, 600],
    ],
  },
  brow: {
    groups: ['霧眉', '紋繡', '補色'],
    services: [
      ['自然霧眉', 150, 8800],
      ['粉霧眉', 150, 9800],
      ['男士霧眉', 150, 8800],
      ['眉型諮詢', 30, 0],
      ['飄眉', 150, 9800],
      ['美瞳線', 90, 6800],
      ['水嫩唇', 150, 12800],
      ['霧眉補色（兩個月內）', 90, 2000],
      ['唇色補色', 90, 3000],
      ['舊眉修改', 180, 12000],
    ],
  },
  waxing: {
    groups: ['臉部除毛', '身體除毛', '私密處除毛'],
    services: [
      ['全臉除毛', 30, 800],
      ['唇上除毛', 15, 300],
      ['眉型除毛', 20, 400],
      ['鬢角除毛', 15, 300],
      ['腋下除毛', 20, 500],
      ['手臂除毛', 40, 1000],
      ['小腿除毛', 40, 1000],
      ['比基尼線除毛', 30, 900],
      ['巴西式除毛', 60, 1800],
      ['私密處保養', 30, 800],
    ],
  },
  barber: {
    groups: ['理髮', '修容', '頭皮'],
    services: [
      ['經典油頭', 60, 700],
      ['漸層推剪', 45, 600],
      ['平頭', 30, 400],
      ['學生剪髮', 30, 350],
      ['熱毛巾修容', 30, 500],
      ['修鬍造型', 30, 400],
      ['臉部清潔', 45, 800],
      ['頭皮去角質', 40, 800],
      ['頭部按摩', 20, 300],
      ['男士染髮', 90, 1800],
    ],
  },
};

const OPERATOR_NAMES = [
  '小美', '阿凱', '怡君', '雅婷', 'Amy', '佳穎', '志明', '家豪', '思妤', 'Kelly',
  '宜蓁', '冠宇', '詩涵', 'Jason', '品妍', '俊傑', '欣怡', '柏翰', 'Mia', '承恩',
]; // prettier-ignore
const OPERATOR_TITLES = ['店長', '資深設計師', '設計師', '設計師', '助理設計師'];
const NAME_SUFFIXES = ['沙龍', '工作室', '概念店', '本舖', '小舖', '會館'];
const STREETS = ['中山路', '中正路', '民生東路', '忠孝東路', '信義路', '復興南路', '光復路',
  '和平東路', '建國路', '成功路', '仁愛路', '敦化南路']; // prettier-ignore

/** Heavier cities get more shops: the Taipei area is dense, so near searches find plenty. */
const CITY_WEIGHTS: Record<string, number> = {
  臺北市: 12,
  新北市: 6,
  臺中市: 4,
  高雄市: 4,
  桃園市: 2,
  臺南市: 2,
  中西區: 3,
  油尖旺區: 3,
  中區: 3,
};

/**
 * Picture sets (the bench's photo-like pictures, scripts/bench/photos.mjs, served from the
 * bench server's uploads folder) and the demo's operator avatars.
 */
function demoAssets(): { shopSets: string[]; operatorAvatars: string[] } {
  const dir = path.join(REPO_ROOT, 'apps/api/static/demo/operators');
  const operatorAvatars = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => `/static/demo/operators/${f}`)
    : [];
  return { shopSets: pictureSets(REPO_ROOT), operatorAvatars };
}

/** Menu rows for SQL: one per (industry, service), with its group and position in the group. */
function menuRows() {
  return Object.entries(MENUS).flatMap(([slug, menu]) =>
    menu.services.map(([name, minutes, priceTwd], k) => {
      const group = k < 4 ? 0 : k < 7 ? 1 : 2;
      const position = k - [0, 4, 7][group]!;
      return { slug, group, groupName: menu.groups[group], position, name, minutes, priceTwd };
    }),
  );
}

/**
 * Generates the catalogue, one statement per table, inside the caller's transaction. Returns how
 * long each statement took, so a slow step is easy to spot.
 */
async function generateCatalogue(
  client: pg.PoolClient,
  shopCount: number,
): Promise<Record<string, number>> {
  const { shopSets, operatorAvatars } = demoAssets();
  const timings: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    await client.query(text, values);
    timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - started);
  };
  const priceRows = Object.entries(PRICE_FACTOR).map(([currency, p]) => ({ currency, ...p }));

  // Rows are consistent by construction, so skip the per-row foreign-key triggers (a third of
  // the time). Needs superuser; elsewhere the savepoint undoes the refusal and checks stay on.
  await client.query('savepoint fk');
  await client
    .query('set local session_replication_role = replica')
    .then(() => client.query('release savepoint fk'))
    .catch(() => client.query('rollback to savepoint fk'));

  // Small lookup tables the big statements join against.
  await step(
    'lookups',
    `create temp table bench_menu on commit drop as
       select * from jsonb_to_recordset($1::jsonb) as m(slug text, "group" int, "groupName" text,
         position int, name text, minutes int, "priceTwd" int)`,
    [JSON.stringify(menuRows())],
  );
  await step(
    'lookups',
    `create temp table bench_price on commit drop as
       select * from jsonb_to_recordset($1::jsonb) as p(currency text, factor float8, step int)`,
    [JSON.stringify(priceRows)],
  );
  // A city appears once per unit of weight, so a uniform pick favours the heavy ones.
  await step(
    'lookups',
    `create temp table bench_city on commit drop as
       select c.id, c.country_id, c.name, c.longitude, c.latitude, co.currency, co.time_zone,
              (row_number() over (order by c.id, w) - 1)::int as idx
       from cities c
       join countries co on co.id = c.country_id
       cross join lateral generate_series(1, coalesce(($1::jsonb ->> c.name)::int, 1)) w
       where co.iso_code in ('TW', 'HK', 'SG')`,
    [JSON.stringify(CITY_WEIGHTS)],
  );
  // Industries without a bench menu (added to the reference data later) borrow the hair menu.
  await step(
    'lookups',
    `create temp table bench_industry on commit drop as
       select i.id, i.name, (row_number() over (order by i.position, i.id) - 1)::int as idx,
              coalesce((select min(m.slug) from bench_menu m where m.slug = i.slug), 'hair')
                as menu_slug
       from industries i`,
  );
  // One row per shop with its random choices, drawn once so every later join agrees.
  await step(
    'lookups',
    `create temp table bench_plan on commit drop as
       select i, floor(random() * (select count(*) from bench_city))::int as city_idx,
              (i % (select count(*) from bench_industry))::int as industry_idx,
              (random() + random() - 1) * 0.08 as jitter_lng,
              (random() + random() - 1) * 0.06 as jitter_lat
       from generate_series(1, $1::int) i`,
    [shopCount],
  );

  // Five shops per seller, each seller with an owner. Explicit ids keep bench-shop-N = shop N.
  const sellerCount = Math.ceil(shopCount / 5);
  await step(
    'sellers',
    `insert into users (id, phone_number, display_name) overriding system value
     select n, '+8869' || lpad(n::text, 8, '0'), '店主 ' || n from generate_series(1, $1::int) n`,
    [sellerCount],
  );
  await step(
    'sellers',
    `insert into sellers (id, display_name) overriding system value
     select n, '品牌 ' || n from generate_series(1, $1::int) n`,
    [sellerCount],
  );
  await step(
    'sellers',
    `insert into seller_members (seller_id, user_id, role)
     select n, n, 'OWNER' from generate_series(1, $1::int) n`,
    [sellerCount],
  );

  await step(
    'shops',
    `insert into shops (id, seller_id, display_name, url_slug, address, introduction, phone_number,
       industry_id, country_id, city_id, longitude, latitude, time_zone, currency, review_status,
       reviewed_at, edited_since_review_at, featured_rank, created_at, updated_at)
     overriding system value
     select p.i, (p.i - 1) / 5 + 1,
            '店家 ' || p.i || ' ' || ind.name || ($1::text[])[1 + p.i % cardinality($1::text[])],
            'bench-shop-' || p.i,
            c.name || ($2::text[])[1 + p.i % cardinality($2::text[])] || (1 + p.i % 300) || '號'
              || (1 + p.i % 12) || '樓',
            '歡迎光臨！我們是位於' || c.name || '的' || ind.name
              || '專門店，採預約制，線上即可查看空檔並預約，期待為您服務。',
            '0' || (2 + p.i % 7) || '-' || lpad(((p.i::bigint * 7919) % 100000000)::text, 8, '0'),
            ind.id, c.country_id, c.id, c.longitude + p.jitter_lng, c.latitude + p.jitter_lat,
            c.time_zone, c.currency, 'APPROVED',
            -- Approved an hour or three after it was made; one in 33 edited since (still public).
            least(now(), now() - ($3::int - p.i) * interval '1 minute' + (1 + p.i % 3) * interval '1 hour'),
            case when p.i % 33 = 0 then now() - (p.i % 60) * interval '1 minute' end,
            case when p.i % 50 = 0 then p.i / 50 end,
            now() - ($3::int - p.i) * interval '1 minute',
            now() - ($3::int - p.i) * interval '1 minute'
     from bench_plan p
     join bench_city c on c.idx = p.city_idx
     join bench_industry ind on ind.idx = p.industry_idx
     order by p.i`,
    [NAME_SUFFIXES, STREETS, shopCount],
  );

  // Avatar + cover + 0–3 gallery pictures: 2–5 images per shop, under /uploads/bench/ as
  // scripts/bench/photos.mjs writes them.
  await step(
    'images',
    `insert into shop_images (shop_id, type, url, position)
     select s.id, img.type,
            '/uploads/bench/' || ($1::text[])[1 + s.id % cardinality($1::text[])] || img.suffix,
            img.position
     from shops s
     cross join lateral (
       values ('AVATAR', '-avatar.webp', 0), ('COVER', '-cover.webp', 0)
       union all
       select 'GALLERY', '-gallery-' || g || '.webp', g - 1 from generate_series(1, s.id % 4) g
     ) as img(type, suffix, position)
     order by s.id`,
    [shopSets.length ? shopSets : ['missing']],
  );

  // 3–5 operators per shop; the first is the manager.
  await step(
    'operators',
    `insert into operators (shop_id, display_name, title, introduction, avatar_url, position)
     select s.id, ($1::text[])[1 + (s.id * 7 + o) % cardinality($1::text[])],
            case when o = 0 then '店長' else ($2::text[])[1 + o % cardinality($2::text[])] end,
            '擅長' || ind.name || '，從業 ' || (3 + (s.id + o) % 12) || ' 年。',
            ($3::text[])[1 + (s.id + o) % nullif(cardinality($3::text[]), 0)],
            o
     from shops s
     join bench_industry ind on ind.id = s.industry_id
     cross join lateral generate_series(0, 2 + s.id % 3) o
     order by s.id, o`,
    [OPERATOR_NAMES, OPERATOR_TITLES, operatorAvatars],
  );

  await step(
    'service_groups',
    `insert into service_groups (shop_id, name, position)
     select s.id, g."groupName", g."group"
     from shops s
     join bench_industry ind on ind.id = s.industry_id
     join (select distinct slug, "group", "groupName" from bench_menu) g on g.slug = ind.menu_slug
     order by s.id, g."group"`,
  );

  // Prices vary ±20% around the menu price, converted and rounded like the demo seed.
  await step(
    'services',
    `insert into services (shop_id, service_group_id, name, description, duration_minutes, price,
       currency, position)
     select s.id, sg.id, m.name, m.name || '，' || ind.name || '專業服務，請提早 5 分鐘到店。',
            m.minutes,
            case when m."priceTwd" = 0 then 0
                 else greatest(pr.step,
                   round(m."priceTwd" * pr.factor * (0.8 + random() * 0.4) / pr.step) * pr.step
                 )::int * 100 end,
            s.currency, m.position
     from shops s
     join bench_industry ind on ind.id = s.industry_id
     join bench_menu m on m.slug = ind.menu_slug
     join service_groups sg on sg.shop_id = s.id and sg.position = m."group"
     join bench_price pr on pr.currency = s.currency
     order by s.id, m."group", m.position`,
  );

  // The manager performs everything; the others about three services in four.
  await step(
    'operator_services',
    `insert into operator_services (operator_id, service_id)
     select o.id, sv.id
     from operators o
     join services sv on sv.shop_id = o.shop_id
     where o.position = 0 or (o.position + sv.position + sv.service_group_id) % 4 <> 0`,
  );

  // One licence per shop: plans in turn, one shop in ten on a fresh trial.
  await step(
    'licenses',
    `insert into shop_licenses (shop_id, plan_id, status, starts_at, ends_at)
     select s.id, pl.id, l.status, l.starts_at,
            l.starts_at + case when l.status = 'TRIAL' then interval '14 days'
                               else interval '365 days' end
     from shops s
     join (select id, (row_number() over (order by position, id) - 1)::int as idx from plans) pl
       on pl.idx = s.id % (select count(*) from plans)
     cross join lateral (
       select case when s.id % 10 = 0 then 'TRIAL' else 'ACTIVE' end as status,
              now() - (s.id % 300) * interval '1 day' as starts_at
     ) l`,
  );

  // A live database paused the lapsed trials' online booking long ago (billing's pause pass, run
  // by the API's jobs): left to the bench's first API, that pass rewrote a tenth of the shops
  // after the vacuum below, and a near walk's index-only scan read the heap for a third of its
  // shops.
  await step(
    'paused',
    `update shops s set online_booking_paused_at = l.ends_at + interval '${GRACE_DAYS} days'
     from shop_licenses l
     where l.shop_id = s.id and l.ends_at < now() - interval '${GRACE_DAYS} days'
       and s.review_status <> 'CLOSED'`,
  );

  // Opening hours as the shop page shows them: six days a week (the closed day varies), 10:00–
  // 21:00 on weekdays and 10:00–19:00 at weekends; one shop in five also has a special day
  // (closed, with a note) ten days ahead, read by the page's next-31-days list.
  await step(
    'hours',
    `insert into shop_hours (shop_id, weekday, start_minute, end_minute)
     select s.id, d, 600, case when d in (0, 6) then 1140 else 1260 end
     from shops s cross join generate_series(0, 6) d
     where d <> s.id % 7
     order by s.id, d`,
  );
  await step(
    'hours',
    `insert into shop_special_days (shop_id, date, ranges, note)
     select s.id, (now() at time zone s.time_zone)::date + 10, '[]'::jsonb, '店休（員工旅遊）'
     from shops s where s.id % 5 = 0`,
  );

  await writeDerivedTables(step);
  // Explicit ids bypassed the identity sequences; move them past the generated rows.
  await step(
    'sequences',
    `select setval(pg_get_serial_sequence(t, 'id'), greatest(1, n))
     from (values ('users', (select max(id) from users)),
                  ('sellers', (select max(id) from sellers)),
                  ('shops', (select max(id) from shops))) as v(t, n)`,
  );

  return timings;
}

async function main() {
  const adminUrl = requireEnv('BENCH_ADMIN_URL');
  const benchUrl = requireEnv('BENCH_DB_URL');
  const shopCount = Number.parseInt(process.env.BENCH_SHOPS ?? '10000', 10);
  if (!Number.isInteger(shopCount) || shopCount < 1) throw new Error('BENCH_SHOPS must be ≥ 1');
  const dbName = decodeURIComponent(new URL(benchUrl).pathname.slice(1));
  const started = performance.now();
  const ms = (from: number) => Math.round(performance.now() - from);

  await recreateDatabase(adminUrl, dbName);
  const database = await openDatabase({ url: benchUrl, poolSize: 2 });
  try {
    let t = performance.now();
    await runMigrations(database);
    await seedDatabase(database.db, { demo: false });
    const schemaMs = ms(t);

    t = performance.now();
    const steps = await inSeededTransaction(database.pool!, 0.4242, (client) =>
      generateCatalogue(client, shopCount),
    );
    const catalogueMs = ms(t);

    // Fresh statistics and visibility maps, as a database that has been live a while would have.
    t = performance.now();
    await database.pool!.query('vacuum (analyze)');
    // Write the bulk load out now, not as a checkpoint in the middle of a measurement.
    await database.pool!.query('checkpoint').catch(() => {
      // Needs superuser or pg_checkpoint; without it the server checkpoints on its own schedule.
    });
    const analyzeMs = ms(t);

    const tables = ['shops', 'services', 'service_groups', 'operators', 'operator_services',
      'shop_images', 'shop_licenses', 'sellers', 'cities', 'industries']; // prettier-ignore
    const { rows } = await database.pool!.query<{ t: string; n: number }>(
      tables.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all '),
    );
    const counts = Object.fromEntries(rows.map((r) => [r.t, r.n]));
    return {
      database: dbName,
      totalMs: ms(started),
      schemaMs,
      catalogueMs,
      analyzeMs,
      steps,
      counts,
    };
  } finally {
    await database.close();
  }
}

runGenerator('generate', main);
