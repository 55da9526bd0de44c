import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { googleReserveMerchants } from '../src/db/schema';

/** The development pair (config.ts DEV_GOOGLE_BOOKING_SERVER_CREDENTIALS). */
export const DEV_PAIR = 'rwg-partner:rwg-development-secret';

export const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

/** Google calling `/rwg/v3/{method}` (GET without a body), with the development pair. */
export async function rwg(
  app: FastifyInstance,
  method: string,
  body?: unknown,
  { authorization = basic(DEV_PAIR) }: { authorization?: string | null } = {},
) {
  const res = await app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/rwg/v3/${method}`,
    headers: authorization ? { authorization } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.body ? (res.json() as any) : null };
}

/** Enrols a shop in Reserve with Google (APPROVED unless told). */
export async function enrol(
  db: Db,
  shopId: number,
  values: Partial<typeof googleReserveMerchants.$inferInsert> = {},
) {
  await db.insert(googleReserveMerchants).values({ shopId, status: 'APPROVED', ...values });
}

/** Seconds since the epoch of an ISO instant, as Google sends int64s. */
export const sec = (iso: string) => String(Date.parse(iso) / 1000);

let tokens = 0;
/** A CreateBooking request for the shop's service at `startIso`. */
export function createRequest(
  o: { shopId: number; serviceId: number; startIso: string; durationMin: number },
  extra: { staffId?: number; token?: string; userId?: string; telephone?: string } = {},
) {
  tokens += 1;
  return {
    slot: {
      merchant_id: String(o.shopId),
      service_id: String(o.serviceId),
      start_sec: sec(o.startIso),
      duration_sec: String(o.durationMin * 60),
      ...(extra.staffId ? { resources: { staff_id: String(extra.staffId) } } : {}),
    },
    user_information: {
      user_id: extra.userId ?? `g-user-${tokens}-${Math.random().toString(36).slice(2)}`,
      given_name: '小美',
      family_name: '林',
      telephone:
        extra.telephone ??
        `+8869${String(50_000_000 + tokens * 7 + Math.floor(Math.random() * 1000) * 1000).slice(-8)}`,
      email: 'xiaomei@example.com',
    },
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    idempotency_token: extra.token ?? `token-${tokens}-${Math.random().toString(36).slice(2)}`,
  };
}
