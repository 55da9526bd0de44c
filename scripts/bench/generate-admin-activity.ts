/**
 * What the platform's people did, for generate-admin.ts (see there): orders and their
 * reminders, sign-ins, LINE channels, LINE Pay applications, push messages with recipients, and
 * the audit log of the administrators' decisions. Set-based SQL in the caller's transaction.
 */
import type pg from 'pg';

/** Network prefixes Taiwanese sign-ins come from (the last two octets are drawn). */
const IP_PREFIXES = ['1.160', '1.164', '36.224', '42.72', '49.216', '59.120', '61.216', '101.12',
  '111.240', '114.32', '118.160', '220.128']; // prettier-ignore

/** Runs one statement, adding its time to the named step. */
export type Step = (name: string, text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** What the earlier steps made: the id ranges these rows refer to. */
export type Made = {
  /** The catalogue's owners are users 1..firstUser; the admins follow, then the customers. */
  firstUser: number;
  adminBase: number;
  customerBase: number;
  /** The catalogue's sellers are 1..sellerCount, its shops 1..shopCount. */
  sellerCount: number;
  shopCount: number;
  orders: number;
};

/** Orders, their reminders already sent, and sign-ins. */
export async function generateOrders(step: Step, made: Made): Promise<void> {
  const { sellerCount, customerBase, firstUser } = made;
  const target = { orders: made.orders };
  // Orders: a customer record drawn with a skew (some customers come back often), a shop of its
  // seller, a day two years back to a month ahead (more recent ones), a half-hour slot.
  await step(
    'orders',
    `create temp table bench_customer on commit drop as
     select row_number() over (order by md5(id::text))::int as k, id, seller_id, display_name,
            phone_number
     from customers where seller_id <= $1::int`,
    [sellerCount],
  );
  await step('orders', `alter table bench_customer add primary key (k)`);
  await step(
    'orders',
    `create temp table bench_seller_shops on commit drop as
     select seller_id, array_agg(id order by id) as ids from shops
     where review_status = 'APPROVED' group by seller_id`,
  );
  await step(
    'orders',
    `create temp table bench_order_plan on commit drop as
     select i, 1 + floor((select count(*) from bench_customer) * power(random(), 1.5))::int as k,
            case when random() < 0.04 then 1 + floor(random() * 30)::int
                 else -floor(730 * (1 - sqrt(random())))::int end as day,
            600 + 30 * floor(random() * 20)::int as minute,
            (array[60, 90, 120])[1 + floor(random() * 3)::int] as minutes,
            random() as r_status, random() < 0.8 as online,
            5 + floor(random() * 46)::int as price, 1 + floor(random() * 14)::int as lead_days
     from generate_series(1, $1::int) i`,
    [target.orders],
  );
  await step(
    'orders',
    `insert into orders (order_key, order_number, seller_id, shop_id, customer_id, status,
       currency, total_price, starts_at, ends_at, profile, source, cancel_reason, cancelled_by,
       cancelled_at, created_at, updated_at)
     select 'bench-admin-' || p.i, '0' || lpad(upper(to_hex(p.i)), 7, '0'), c.seller_id, sh.id,
            c.id, st.status, sh.currency, p.price * 10000, t.starts_at,
            t.starts_at + make_interval(mins => p.minutes),
            jsonb_build_object('displayName', c.display_name, 'phoneNumber', c.phone_number),
            case when p.online then 'ONLINE' else 'SELLER' end,
            case when st.status = 'CANCELLED' then '行程有變' end,
            case when st.status = 'CANCELLED' then
              case when p.online then 'CUSTOMER' else 'SELLER' end end,
            case when st.status = 'CANCELLED' then t.created_at + interval '1 day' end,
            t.created_at,
            least(now(), greatest(t.created_at, t.starts_at + interval '2 hours'))
     from bench_order_plan p
     join bench_customer c on c.k = p.k
     join bench_seller_shops ss on ss.seller_id = c.seller_id
     join shops sh on sh.id = ss.ids[1 + p.i % cardinality(ss.ids)]
     cross join lateral (
       select starts_at, least(now() - interval '1 hour',
                               starts_at - make_interval(days => p.lead_days)) as created_at
       from (select ((now() at time zone sh.time_zone)::date + p.day + make_interval(mins => p.minute))
                      at time zone sh.time_zone as starts_at) s
     ) t
     cross join lateral (
       select case when t.starts_at > now() then
                case when p.r_status < 0.04 then 'AWAITING_PREPAYMENT'
                     when p.r_status < 0.12 then 'CANCELLED' else 'CONFIRMED' end
              else case when p.r_status < 0.10 then 'CANCELLED'
                        when p.r_status < 0.14 then 'NO_SHOW' else 'COMPLETED' end end as status
     ) st
     order by t.created_at`,
  );
  // Reminders already sent (with the key the reminder job writes) for the next three days.
  await step(
    'orders',
    `insert into order_notifications (order_id, kind, channel, dedupe_key, recipient, body, status,
       attempts, sent_at, created_at)
     select o.id, 'REMINDER', 'SMS',
            'reminder:' || o.id || ':' || (extract(epoch from o.starts_at) * 1000)::bigint,
            coalesce(o.profile ->> 'phoneNumber', '+886900000000'), '【好約】預約提醒', 'SENT', 1,
            now() - interval '1 hour', now() - interval '1 hour'
     from orders o
     where o.status = 'CONFIRMED' and o.starts_at > now() and o.starts_at < now() + interval '3 days'`,
  );

  // Sign-ins: 0–8 per user (2 on average), with where they came from; one in five signed out.
  await step(
    'sign_ins',
    `insert into access_tokens (id, user_id, provider, expires_at, revoked_at, ip, created_at)
     select 'bench-signin-' || row_number() over (), t.user_id, t.provider,
            t.created_at + interval '30 days',
            case when random() < 0.2 then least(now(), t.created_at + random() * interval '20 days') end,
            case when random() < 0.1
                 then '2001:b011:' || to_hex(floor(random() * 65536)::int) || '::'
                      || to_hex(floor(random() * 65536)::int)
                 else ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] || '.'
                      || floor(random() * 256) || '.' || floor(random() * 256) end,
            t.created_at
     from (
       select u.id as user_id, u.created_at + (now() - u.created_at) * random() as created_at,
              (array['sms', 'sms', 'sms', 'sms', 'sms', 'line', 'line', 'basic', 'basic', 'cip'])
                [1 + floor(random() * 10)::int] as provider
       from (select id, created_at, least(8, floor(-ln(1 - random()) * 2)::int) as k
             from users where id > $2::int or id <= $3::int) u
       cross join lateral generate_series(1, u.k) g
     ) t
     order by t.created_at`,
    [IP_PREFIXES, customerBase, firstUser],
  );
}

/** LINE channels, LINE Pay applications, push messages and their recipients. */
export async function generateLineAndPush(
  step: Step,
  client: pg.PoolClient,
  made: Made,
): Promise<void> {
  const { sellerCount, adminBase } = made;
  // LINE channels for one seller in three: most working, some failing, a few disabled.
  await step(
    'line_channels',
    `insert into line_settings (seller_id, liff_id, login_channel_id, messaging_channel_id,
       channel_secret_ciphertext, channel_access_token_ciphertext, default_shop_name, disabled_at,
       disabled_reason, last_success_at, last_failure_at, last_failure_message, failure_count,
       created_at, updated_at)
     select s.id, (1650000000 + s.id) || '-' || substr(md5(s.id::text), 1, 8),
            (1650000000 + s.id)::text, (1660000000 + s.id)::text, 'bench-sealed', 'bench-sealed',
            s.display_name,
            case when s.id % 50 = 0 then now() - (s.id % 90) * interval '1 day' end,
            case when s.id % 50 = 0 then '頻道權杖失效，請商家重新設定' end,
            now() - (s.id % 300) * interval '1 minute',
            case when s.id % 7 = 0 or s.id % 50 = 0 then now() - (s.id % 120) * interval '1 minute' end,
            case when s.id % 7 = 0 or s.id % 50 = 0
                 then 'LINE 回應 401：Authentication failed. Confirm that the access token is valid.' end,
            case when s.id % 7 = 0 or s.id % 50 = 0 then 1 + s.id % 20 else 0 end,
            s.created_at + interval '15 days', s.created_at + interval '15 days'
     from sellers s where s.id <= $1::int and s.id % 3 = 0`,
    [sellerCount],
  );
  // LINE Pay applications for one seller in five: waiting, approved or sent back.
  await step(
    'line_pay',
    `insert into line_pay_applications (seller_id, status, business_name, tax_id, contact_name,
       contact_phone, contact_email, reject_reason, submitted_at, decided_at, decided_by)
     select s.id, a.status, s.display_name || '有限公司',
            lpad(((s.id::bigint * 7919) % 100000000)::text, 8, '0'), coalesce(u.display_name, '負責人'),
            coalesce(u.phone_number, '+886900000000'), 'owner' || s.id || '@example.com',
            case when a.status = 'REJECTED' then '存摺封面影本不清楚，請重新上傳' end,
            s.created_at + interval '20 days' + (s.id % 300) * interval '1 day',
            case when a.status <> 'SUBMITTED'
                 then s.created_at + interval '23 days' + (s.id % 300) * interval '1 day' end,
            case when a.status <> 'SUBMITTED' then $2::int + 3 + s.id % 2 end
     from sellers s
     join seller_members m on m.seller_id = s.id and m.role = 'OWNER'
     join users u on u.id = m.user_id
     cross join lateral (select case when s.id % 35 = 0 then 'SUBMITTED'
                                     when s.id % 35 < 6 then 'REJECTED'
                                     else 'APPROVED' end as status) a
     where s.id <= $1::int and s.id % 5 = 0`,
    [sellerCount, adminBase],
  );
  // Applications decided long ago read as recent ones otherwise: keep decisions in the past.
  await step(
    'line_pay',
    `update line_pay_applications set submitted_at = least(submitted_at, now() - interval '10 days'),
       decided_at = least(decided_at, now() - interval '5 days')`,
  );

  // 200 push messages over two years: seven to everyone (one of them on the newest page), most
  // to a city, an industry or a country; the last three scheduled (to a seller's LINE friends,
  // who are none here), four cancelled.
  await step(
    'push',
    `create temp table bench_push on commit drop as
     select m, case when m > 197 then 'SCHEDULED' when m % 50 = 25 then 'CANCELLED' else 'DONE' end
              as status,
            case when m > 197 then 'SELLER_LINE_FRIENDS'
                 when m % 30 = 13 then 'ALL'
                 when m % 10 = 1 then 'COUNTRY'
                 when m % 10 in (2, 5, 8) then 'INDUSTRY'
                 when m % 10 in (3, 6) then 'SELLER_LINE_FRIENDS'
                 else 'CITY' end as kind,
            now() - (197 - m) * interval '3 days 12 hours' - interval '1 day' as send_at
     from generate_series(1, 200) m`,
  );
  await step(
    'push',
    `insert into push_messages (text, link_url, audience_kind, audience_id, status, send_at,
       recipient_count, created_by, created_at, started_at, finished_at, cancelled_at)
     select '【好約】本週限定優惠第 ' || p.m || ' 波，立即預約享折扣！',
            case when p.m % 3 = 0 then 'https://haoyue.example/promo/' || p.m end,
            p.kind,
            case p.kind when 'COUNTRY' then (select min(id) from countries)
                        when 'CITY' then (select id from cities order by id offset p.m % 20 limit 1)
                        when 'INDUSTRY' then (select id from industries order by id offset p.m % 8 limit 1)
                        when 'SELLER_LINE_FRIENDS' then 3 * (1 + p.m % 600) end,
            p.status, p.send_at, null, $1::int + 1 + p.m % 4,
            p.send_at - interval '2 days',
            case when p.status = 'DONE' then p.send_at end,
            case when p.status = 'DONE' then p.send_at + interval '40 minutes' end,
            case when p.status = 'CANCELLED' then p.send_at - interval '1 day' end
     from bench_push p order by p.m`,
    [adminBase],
  );
  const { rows: userRange } = await client.query<{ lo: number; hi: number }>(
    `select min(id)::int as lo, max(id)::int as hi from users`,
  );
  await step(
    'push',
    `insert into push_recipients (message_id, user_id, channel, seller_id, address, status, error,
       claimed_at, finished_at)
     select r.message_id, r.user_id, r.channel,
            case when r.channel = 'LINE' then 3 * (1 + r.user_id % 600) end,
            case r.channel when 'LINE' then 'U' || md5(r.user_id::text) when 'SMS' then u.phone_number end,
            case when r.channel = 'NONE' then 'SKIPPED' when r.r_fail < 0.04 then 'FAILED' else 'SENT' end,
            case when r.channel <> 'NONE' and r.r_fail < 0.04 then 'LINE 回應 429：Too Many Requests' end,
            case when r.channel <> 'NONE' then r.send_at end,
            r.send_at + interval '30 minutes'
     from (
       select m.id as message_id, picked.user_id, m.send_at, random() as r_fail,
              case when random() < 0.25 then 'LINE' when random() < 0.6 then 'SMS' else 'NONE' end
                as channel
       from push_messages m
       cross join lateral (
         select u.id as user_id from users u where m.audience_kind = 'ALL' and u.disabled_at is null
         union
         select ($1::int + floor(random() * ($2::int - $1::int + 1)))::int
         from generate_series(1, case m.audience_kind when 'COUNTRY' then 15000
                                  when 'INDUSTRY' then 3000 + m.id % 7 * 1000
                                  when 'CITY' then 1000 + m.id % 5 * 1000
                                  when 'SELLER_LINE_FRIENDS' then 100 + m.id % 9 * 100
                                  else 0 end)
       ) picked
       where m.status = 'DONE'
     ) r
     join users u on u.id = r.user_id
     order by r.message_id, r.user_id`,
    [userRange[0]!.lo, userRange[0]!.hi],
  );
  // SMS to users without a phone number did not happen: they were skipped.
  await step(
    'push',
    `update push_recipients set channel = 'NONE', status = 'SKIPPED', address = null, error = null,
       claimed_at = null
     where channel = 'SMS' and address is null`,
  );
  await step(
    'push',
    `update push_messages m set recipient_count = r.n
     from (select message_id, count(*)::int as n from push_recipients group by message_id) r
     where r.message_id = m.id`,
  );
}

/** The audit log of all those decisions, in time order. */
export async function generateAudit(step: Step, made: Made): Promise<void> {
  const { adminBase, shopCount, customerBase } = made;
  await step(
    'audit',
    `insert into admin_audit (at, admin_user_id, role, action, target_type, target_id, reason,
       before, after)
     select at, admin_user_id, role, action, target_type, target_id, reason, before, after from (
       select now() - interval '1100 days' as at, null::int as admin_user_id, 'SYSTEM' as role,
              'user.grant_admin' as action, 'user' as target_type, pa.user_id as target_id,
              null::text as reason, jsonb_build_object('adminRole', null) as before,
              jsonb_build_object('adminRole', pa.role) as after
       from platform_admins pa
       union all
       select coalesce(s.reviewed_at, s.created_at + interval '1 hour') - case when s.review_status
                in ('SUSPENDED', 'CLOSED') and s.id > $2::int then interval '10 days' else interval '0' end,
              $1::int + 3 + s.id % 2, 'OPERATIONS', 'shop.approve', 'shop', s.id, null,
              jsonb_build_object('reviewStatus', 'PENDING', 'reviewNote', null),
              jsonb_build_object('reviewStatus', 'APPROVED', 'reviewNote', null)
       from shops s where s.review_status in ('APPROVED', 'SUSPENDED', 'CLOSED')
       union all
       select s.reviewed_at, $1::int + 3 + s.id % 2, 'OPERATIONS',
              case s.review_status when 'REJECTED' then 'shop.reject' else 'shop.suspend' end,
              'shop', s.id, s.review_note,
              jsonb_build_object('reviewStatus', case s.review_status when 'REJECTED' then 'PENDING'
                                                 else 'APPROVED' end, 'reviewNote', null),
              jsonb_build_object('reviewStatus', s.review_status, 'reviewNote', s.review_note)
       from shops s where s.review_status in ('REJECTED', 'SUSPENDED')
       union all
       select u.disabled_at, $1::int + 5, 'SUPPORT', 'user.disable', 'user', u.id, u.disabled_reason,
              jsonb_build_object('disabledAt', null, 'disabledReason', null),
              jsonb_build_object('disabledAt', to_char(u.disabled_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'disabledReason', u.disabled_reason)
       from users u where u.disabled_at is not null
       union all
       select u.created_at + (now() - u.created_at) * ((u.id % 97) / 97.0), $1::int + 5, 'SUPPORT',
              'user.sign_out', 'user', u.id, '使用者回報手機遺失', null,
              jsonb_build_object('revokedTokens', 1 + u.id % 4)
       from users u where u.id > $3::int and u.id % 97 = 0
       union all
       select ls.disabled_at, $1::int + 3, 'OPERATIONS', 'line_channel.disable', 'line_channel',
              ls.seller_id, ls.disabled_reason,
              jsonb_build_object('disabled', false, 'disabledReason', null),
              jsonb_build_object('disabled', true, 'disabledReason', ls.disabled_reason)
       from line_settings ls where ls.disabled_at is not null
       union all
       select a.decided_at, a.decided_by, 'OPERATIONS',
              case a.status when 'APPROVED' then 'line_pay_application.approve'
                            else 'line_pay_application.reject' end,
              'line_pay_application', a.id, a.reject_reason,
              jsonb_build_object('status', 'SUBMITTED'),
              jsonb_build_object('status', a.status, 'sellerId', a.seller_id)
       from line_pay_applications a where a.decided_at is not null
       union all
       select m.created_at, m.created_by, 'OPERATIONS',
              case m.status when 'SCHEDULED' then 'push_message.schedule' else 'push_message.send' end,
              'push_message', m.id, null, null,
              jsonb_build_object('text', m.text, 'audienceKind', m.audience_kind,
                                 'audienceId', m.audience_id)
       from push_messages m
       union all
       select m.cancelled_at, m.created_by, 'OPERATIONS', 'push_message.cancel', 'push_message',
              m.id, null, jsonb_build_object('status', 'SCHEDULED'),
              jsonb_build_object('status', 'CANCELLED')
       from push_messages m where m.cancelled_at is not null
     ) rows
     order by at`,
    [adminBase, shopCount, customerBase],
  );
}
