/**
 * The admin area's calls as its pages make them (apps/web/src/routes/admin/*,
 * apps/web/src/features/admin/*): each list's first page as the page opens it, and each of its
 * search and filter forms, with values drawn from the bench database (scripts/bench/
 * generate-admin.ts) so every request asks for something that exists, as an admin would.
 */
import pg from 'pg';

const pickOne = (rnd, list) => list[Math.floor(rnd() * list.length)];
const q = (params) => {
  const s = new URLSearchParams(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
  ).toString();
  return s ? `?${s}` : '';
};

/** +886912345678 as people type it: 0912-345-678. */
export function localPhone(e164) {
  const digits = `0${e164.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
}

/** The values the scenarios draw from, read from the bench database. */
export async function readSamples(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  const all = async (text, values = []) => (await client.query(text, values)).rows;
  try {
    const [admin] = await all(
      `select pa.user_id as id from platform_admins pa join users u on u.id = pa.user_id
       where pa.role = 'SUPER' order by pa.user_id limit 1`,
    );
    if (!admin) return null;
    const operationsAdmins = await all(
      `select user_id as id from platform_admins where role <> 'SUPER' order by user_id`,
    );
    // Users who have orders (their pages have something to show), and the busiest one.
    const users = await all(
      `select u.id, u.phone_number as phone, u.display_name as name from users u
       where u.phone_number is not null and u.display_name is not null
         and exists (select 1 from customers c where c.user_id = u.id)
       order by md5(u.id::text) limit 200`,
    );
    const [busiest] = await all(
      `select c.user_id as id from orders o join customers c on c.id = o.customer_id
       where c.user_id is not null and o.customer_id in (
         select customer_id from orders group by customer_id order by count(*) desc limit 20)
       group by c.user_id order by count(*) desc limit 1`,
    );
    const sellers = await all(
      `select s.id, s.display_name as name, u.phone_number as owner_phone from sellers s
       join seller_members m on m.seller_id = s.id and m.role = 'OWNER'
       join users u on u.id = m.user_id
       where u.phone_number is not null and exists (select 1 from shops sh where sh.seller_id = s.id)
       order by md5(s.id::text) limit 200`,
    );
    const shops = await all(`select id from shops order by md5(id::text) limit 200`);
    const auditUsers = await all(
      `select distinct target_id as id from admin_audit where target_type = 'user' limit 200`,
    );
    const places = await all(
      `select c.country_id, c.id as city_id from cities c
       where exists (select 1 from shops s where s.city_id = c.id) order by c.id`,
    );
    const industries = await all(`select id from industries order by id`);
    const [auditSpan] = await all(
      `select (min(at) at time zone 'Asia/Taipei')::date::text as first,
              (max(at) at time zone 'Asia/Taipei')::date::text as last from admin_audit`,
    );
    const lineChannels = await all(
      `select s.display_name as name, ls.login_channel_id as channel from line_settings ls
       join sellers s on s.id = ls.seller_id order by ls.seller_id limit 100`,
    );
    const linePay = await all(
      `select business_name as name, tax_id from line_pay_applications order by id limit 100`,
    );
    return {
      adminUserId: admin.id,
      operationsAdmins: operationsAdmins.map((r) => r.id),
      users,
      busiestUserId: busiest?.id ?? users[0]?.id,
      sellers,
      shopIds: shops.map((r) => r.id),
      auditUserIds: auditUsers.map((r) => r.id),
      places,
      industryIds: industries.map((r) => r.id),
      auditSpan,
      lineChannels,
      linePay,
    };
  } finally {
    await client.end();
  }
}

/** A day `days` after `isoDate` (YYYY-MM-DD). */
const dayAfter = (isoDate, days) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The calls, each `{ id, page, label, path | pick, method?, body?, target }`: `page` is the
 * admin page making it; `target` marks the lists and searches issue 38's p99 is about (detail
 * pages and pickers are measured too, and reported, without a verdict).
 */
export function adminScenarios(s) {
  const user = (rnd) => pickOne(rnd, s.users);
  const seller = (rnd) => pickOne(rnd, s.sellers);
  const span = s.auditSpan;
  const days = Math.max(1, (Date.parse(span.last) - Date.parse(span.first)) / 86_400_000);
  const week = (rnd) => {
    const from = dayAfter(span.first, Math.floor(rnd() * Math.max(1, days - 7)));
    return { from, to: dayAfter(from, 6) };
  };
  const list = (page, id, label, pathOrPick) => ({
    page,
    id,
    label,
    target: true,
    ...(typeof pathOrPick === 'function' ? { pick: pathOrPick } : { path: pathOrPick }),
  });
  const detail = (page, id, label, pick) => ({ page, id, label, target: false, pick });
  const users = '/v1/admin/users';
  const sellers = '/v1/admin/sellers';
  const audit = '/v1/admin/audit';
  const shops = '/v1/admin/shops';
  const channels = '/v1/admin/line-channels';
  const linePay = '/v1/admin/line-pay-applications';
  return [
    detail('layout', 'me', 'admin me (every page)', () => '/v1/admin/me'),
    list('users', 'users-first', 'users: first page', `${users}?page=1`),
    list(
      'users',
      'users-phone',
      'users: phone as typed 0912-345-678',
      (rnd) => `${users}${q({ q: localPhone(user(rnd).phone), page: 1 })}`,
    ),
    list(
      'users',
      'users-phone-digits',
      'users: last 6 digits of a phone',
      (rnd) => `${users}${q({ q: user(rnd).phone.slice(-6), page: 1 })}`,
    ),
    list(
      'users',
      'users-name',
      'users: full name',
      (rnd) => `${users}${q({ q: user(rnd).name, page: 1 })}`,
    ),
    list(
      'users',
      'users-given-name',
      'users: given name (thousands match)',
      (rnd) => `${users}${q({ q: user(rnd).name.slice(1), page: 1 })}`,
    ),
    list('users', 'users-id', 'users: id', (rnd) => `${users}${q({ q: user(rnd).id, page: 1 })}`),
    list('users', 'users-disabled', 'users: disabled', `${users}?status=disabled&page=1`),
    list('users', 'users-by-name', 'users: sorted by name', `${users}?sort=name&page=1`),
    { ...list('users', 'users-page-50', 'users: page 50', `${users}?page=50`), target: false },
    detail(
      'user',
      'user-detail',
      'user page: orders, sign-ins, records',
      (rnd) => `${users}/${user(rnd).id}`,
    ),
    detail(
      'user',
      'user-detail-busiest',
      'user page: the busiest customer',
      () => `${users}/${s.busiestUserId}`,
    ),
    list('sellers', 'sellers-first', 'sellers: first page', `${sellers}?page=1`),
    list(
      'sellers',
      'sellers-name',
      'sellers: name fragment',
      (rnd) => `${sellers}${q({ q: seller(rnd).name.slice(0, 5), page: 1 })}`,
    ),
    list(
      'sellers',
      'sellers-phone',
      "sellers: owner's phone as typed",
      (rnd) => `${sellers}${q({ q: localPhone(seller(rnd).owner_phone), page: 1 })}`,
    ),
    list(
      'sellers',
      'sellers-id',
      'sellers: id',
      (rnd) => `${sellers}${q({ q: seller(rnd).id, page: 1 })}`,
    ),
    list('sellers', 'sellers-by-name', 'sellers: sorted by name', `${sellers}?sort=name&page=1`),
    detail(
      'seller',
      'seller-detail',
      'seller page: shops, members',
      (rnd) => `${sellers}/${seller(rnd).id}`,
    ),
    list('audit', 'audit-first', 'audit: first page', `${audit}?page=1`),
    list(
      'audit',
      'audit-admin',
      'audit: by admin',
      (rnd) => `${audit}${q({ adminId: pickOne(rnd, s.operationsAdmins), page: 1 })}`,
    ),
    list(
      'audit',
      'audit-target',
      "audit: a user's rows (user page link)",
      (rnd) =>
        `${audit}${q({ targetType: 'user', targetId: pickOne(rnd, s.auditUserIds), page: 1 })}`,
    ),
    list('audit', 'audit-type', 'audit: target type shop', `${audit}?targetType=shop&page=1`),
    list(
      'audit',
      'audit-week',
      'audit: one week',
      (rnd) => `${audit}${q({ ...week(rnd), page: 1 })}`,
    ),
    list(
      'audit',
      'audit-admin-week',
      'audit: by admin, one week',
      (rnd) => `${audit}${q({ adminId: pickOne(rnd, s.operationsAdmins), ...week(rnd), page: 1 })}`,
    ),
    list('shops', 'shops-first', 'shops: first page', shops),
    list('shops', 'shops-pending', 'shop review queue: PENDING', `${shops}?reviewStatus=PENDING`),
    list(
      'shops',
      'shops-status',
      'shops: a review-state chip',
      (rnd) =>
        `${shops}${q({ reviewStatus: pickOne(rnd, ['APPROVED', 'REJECTED', 'SUSPENDED']) })}`,
    ),
    list('shops', 'shops-edited', 'shops: edited since review', `${shops}?edited=true`),
    list(
      'shops',
      'shops-keyword',
      'shops: keyword',
      (rnd) =>
        `${shops}${q({ q: pickOne(rnd, ['店家 12', '新店', 'bench-shop-77', '品牌 3', '美甲', String(pickOne(rnd, s.shopIds))]) })}`,
    ),
    list('shops', 'shops-place', 'shops: country, city, industry', (rnd) => {
      const place = pickOne(rnd, s.places);
      const industry = rnd() < 0.5 ? pickOne(rnd, s.industryIds) : undefined;
      return `${shops}${q({ countryId: place.country_id, cityId: place.city_id, industryId: industry })}`;
    }),
    list('shops', 'shops-by-name', 'shops: sorted by name', `${shops}?sort=name`),
    list('shops', 'shops-reviewed', 'shops: sorted by last review', `${shops}?sort=reviewed`),
    detail(
      'shop',
      'shop-detail',
      'shop page: photos, services, history',
      (rnd) => `${shops}/${pickOne(rnd, s.shopIds)}`,
    ),
    list(
      'push',
      'push-history',
      'push messages: history',
      '/v1/admin/push-messages?page=1&perPage=10',
    ),
    detail('push', 'push-audiences', 'push: audience pickers', () => '/v1/admin/push-audiences'),
    {
      ...detail('push', 'push-preview-city', 'push: audience count, a city'),
      method: 'POST',
      setup: (rnd) => ({
        path: '/v1/admin/push-messages:preview',
        body: JSON.stringify({ audience: { kind: 'CITY', id: pickOne(rnd, s.places).city_id } }),
      }),
    },
    {
      ...detail('push', 'push-preview-all', 'push: audience count, all users'),
      method: 'POST',
      path: '/v1/admin/push-messages:preview',
      body: JSON.stringify({ audience: { kind: 'ALL', id: null } }),
    },
    list('line', 'line-first', 'LINE channels: first page', `${channels}?page=1`),
    list('line', 'line-keyword', 'LINE channels: seller or channel id', (rnd) => {
      const c = pickOne(rnd, s.lineChannels);
      return `${channels}${q({ keyword: rnd() < 0.5 ? c.name : c.channel, page: 1 })}`;
    }),
    list('line', 'line-failing', 'LINE channels: failing', `${channels}?status=failing&page=1`),
    list('line-pay', 'line-pay-first', 'LINE Pay applications: first page', linePay),
    list(
      'line-pay',
      'line-pay-waiting',
      'LINE Pay applications: waiting',
      `${linePay}?status=SUBMITTED`,
    ),
    list('line-pay', 'line-pay-q', 'LINE Pay applications: name or tax id', (rnd) => {
      const a = pickOne(rnd, s.linePay);
      return `${linePay}${q({ q: rnd() < 0.5 ? a.name.slice(0, 5) : a.tax_id })}`;
    }),
    detail('industry', 'industries', 'industries', () => '/v1/admin/industries'),
  ];
}
