import type { TSellerRole } from '@haoyue/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sellerMembers } from '../src/db/schema';
import { signedInUser } from './booking-factories';
import { buildSeller } from './factories';
import { client } from '../src/modules/identity/test-support';
import { createTestApp, type TestContext } from './helper';

/** A signed-in member of a seller with a role (a new seller unless one is given). */
export async function sellerMember(
  t: Pick<TestContext, 'database' | 'config'>,
  role: TSellerRole,
  sellerId?: number,
) {
  const seller = sellerId ?? (await buildSeller(t.database.db)).id;
  const who = await signedInUser(t);
  await t.database.db.insert(sellerMembers).values({ sellerId: seller, userId: who.user.id, role });
  return { ...who, sellerId: seller, role };
}

/**
 * The six kinds of caller every seller route is tested with: the seller's owner, manager and
 * staff, a member (owner) of another seller, a customer with no seller, and no one.
 */
export async function sellerCallers(t: Pick<TestContext, 'database' | 'config'>) {
  const owner = await sellerMember(t, 'OWNER');
  const manager = await sellerMember(t, 'MANAGER', owner.sellerId);
  const staff = await sellerMember(t, 'STAFF', owner.sellerId);
  const outsider = await sellerMember(t, 'OWNER');
  const customer = await signedInUser(t);
  return { sellerId: owner.sellerId, owner, manager, staff, outsider, customer };
}

/** The real app on a fresh database, its test client and the six kinds of caller. */
export async function startSellerApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  return { t, api: client(t.app), callers: await sellerCallers(t) };
}
export type SellerTestApi = ReturnType<typeof client>;

/** The six kinds of caller of the route tables, in their order. */
export const SELLER_CALLERS = [
  'owner',
  'manager',
  'staff',
  'outsider',
  'customer',
  'anonymous',
] as const;
export type SellerCaller = (typeof SELLER_CALLERS)[number];
export type SellerCallers = Awaited<ReturnType<typeof sellerCallers>>;

/** The bearer token of a kind of caller (none for the anonymous one). */
export function callerToken(callers: SellerCallers, who: SellerCaller): string | undefined {
  return who === 'anonymous' ? undefined : callers[who].token;
}

/** A request of a route table: built afresh for each caller, so one caller's write spoils nothing. */
export type RouteRequest = {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};
type ApiClient = {
  call: (
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number }>;
};

/** The status each of the six kinds of caller gets from the request. */
export async function statusByCaller(
  api: ApiClient,
  callers: SellerCallers,
  request: () => Promise<RouteRequest>,
): Promise<Record<SellerCaller, number>> {
  const got = {} as Record<SellerCaller, number>;
  for (const who of SELLER_CALLERS) {
    const { method, url, body, headers } = await request();
    const token = callerToken(callers, who);
    const res = await api.call(method, url, {
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
    });
    got[who] = res.status;
  }
  return got;
}

/**
 * The routes the app documents whose path passes `keep`, as `METHOD /rest` with `prefix`
 * taken off, for checking that a route table covers them all.
 */
export function registeredRoutes(
  app: FastifyInstance,
  prefix: string,
  keep: (path: string) => boolean,
): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([p]) => keep(p))
    .flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.slice(prefix.length)}`),
    );
}

/** A PNG of the given size, for upload tests. */
export function pngImage(width: number, height: number, background = '#7a9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file in the field `file`, as the upload routes read. */
export function multipartFile(file: Buffer, type = 'image/png', name = 'photo.png') {
  const boundary = '----haoyue-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
