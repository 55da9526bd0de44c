import type {} from '@fastify/cookie';
import {
  ADMIN_IDLE_MINUTES,
  type TAuthArea,
  adminCan,
  can,
  ERROR_CODES,
  type TAdminPermission,
  type TAdminRole,
  type TSellerPermission,
  type TSellerRole,
} from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { accessTokens, platformAdmins, sellerMembers, shops } from '../db/schema';
import { AppError, notFound, routeNotFound } from '../lib/errors';
import { isValidXsrfToken } from '../lib/tokens';
import { AUTH_COOKIE, GOOGLE_AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { authenticate } from './authenticate';

/**
 * Who may call a route. Every route declares one in `config.access`; a route without it stops
 * the app at boot. One hook per kind enforces it (docs/decisions/005-access-declared-per-route.md).
 *
 * - `public`: anyone.
 * - `public-or-user`: anyone; a sent token identifies the caller (`req.user`), a bad one is 401.
 * - `user`: a signed-in user (`req.user`).
 * - `{ seller, shop? }`: a member of the route's `:sellerId` whose role has the permission
 *   (`req.seller`); with `shop`, the route's `:shopId` must be an open shop of that seller, loaded
 *   once into `req.shop`.
 * - `{ admin }`: a platform administrator whose role has the permission (`req.admin`); the admin
 *   session idles out after ADMIN_IDLE_MINUTES without an admin call (401 E_ADMIN_SESSION_EXPIRED).
 * - `{ webhook }`: a platform calling us, checked by the named verifier (secret, signature).
 * - `loopback`: development tools, only for callers on this machine.
 */
export type Access =
  | 'public'
  | 'public-or-user'
  | 'user'
  | { seller: TSellerPermission; shop?: true }
  | { admin: TAdminPermission }
  | { webhook: WebhookName }
  | 'loopback';

/** Platforms that call us; each has a verifier given to the access plugin. */
export type WebhookName = 'phone-calls' | 'line' | 'google-reserve';

/**
 * Webhooks whose verifier reads the raw body (a signature over the bytes): checked once the
 * body is read (preValidation), the others as the request arrives (onRequest).
 */
const BODY_SIGNED_WEBHOOKS: ReadonlySet<WebhookName> = new Set(['line']);

/** Checks a webhook request; throws an AppError (401/403) when it is not from the platform. */
export type WebhookVerifier = (req: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/** A shop row as the access hook loads it for `{ seller, shop: true }` routes. */
export type AccessShop = typeof shops.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (required on every route). */
    access?: Access;
  }
  interface FastifyRequest {
    /**
     * The signed-in caller (routes with `user`, `public-or-user` when a token is sent, seller);
     * `area` when the session was signed in for another area (the Reserve with Google user area).
     */
    user?: { id: number; jti: string; area?: TAuthArea };
    /** The seller of a seller route and the caller's role there. */
    seller?: { id: number; role: TSellerRole };
    /** The open shop of a `{ seller, shop: true }` route. */
    shop?: AccessShop;
    /** The administrator of an `{ admin }` route and their role. */
    admin?: { userId: number; role: TAdminRole };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ID = 2_147_483_647;

/** Routes that plugins register for files and documentation, public by nature. */
const INFRASTRUCTURE_PREFIXES = ['/static/', '/uploads/', '/v1/docs'];

/**
 * A route of the file plugins or the API documentation: public by nature, and registered by
 * plugins that take no route config (@fastify/static, @fastify/swagger-ui). `/*` is the built web
 * app's files, served from the root by `web/spa.ts`.
 */
function isInfrastructure(route: RouteOptions): boolean {
  if (route.url === '/*') return true;
  return INFRASTRUCTURE_PREFIXES.some((prefix) => route.url.startsWith(prefix));
}

/** One row of the access table: every route the app serves and what it declared. */
export type AccessRow = { method: string; url: string; access: Access | 'infrastructure' };

export type AccessOptions = {
  db: Db;
  secret: Uint8Array;
  webhooks: Partial<Record<WebhookName, WebhookVerifier>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its access, for the route-walk test and docs. */
    accessTable: AccessRow[];
  }
}

/**
 * Registers the access hook: it must come before any route. Each route gets the guard of its
 * declaration; a route without one, or with a webhook nobody can verify, fails the boot.
 */
export const accessControl = fp<AccessOptions>(
  async (app: FastifyInstance, options) => {
    const guards = createGuards(options);
    const table: AccessRow[] = [];
    app.decorate('accessTable', table);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat().join(',');
      const access = route.config?.access;
      if (!access) {
        if (isInfrastructure(route)) {
          table.push({ method: methods, url: route.url, access: 'infrastructure' });
          return;
        }
        throw new Error(
          `Route ${methods} ${route.url} declares no access: add config.access ` +
            `('public', 'user', { seller: … }, …) to its options`,
        );
      }
      table.push({ method: methods, url: route.url, access });
      const { onRequest, preValidation, preHandler } = guards.forAccess(
        access,
        `${methods} ${route.url}`,
      );
      if (onRequest) route.onRequest = [onRequest, ...[route.onRequest ?? []].flat()];
      if (preValidation) {
        route.preValidation = [preValidation, ...[route.preValidation ?? []].flat()];
      }
      // Shop loading needs validated params: after validation, before the handler.
      if (preHandler) route.preHandler = [preHandler, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'access-control' },
);

function createGuards({ db, secret, webhooks }: AccessOptions) {
  /**
   * Signs the caller in from the bearer header, else the main site's cookie, else the Reserve
   * with Google area's (with the XSRF check for cookie writes).
   */
  const requireUser: onRequestHookHandler = async (req) => {
    const header = req.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    const cookie = req.cookies[AUTH_COOKIE] ?? req.cookies[GOOGLE_AUTH_COOKIE];
    const token = bearer ?? cookie;
    if (!token) throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, '請先登入');
    const claims = await authenticate({ db, secret }, token);
    if (claims === 'disabled') {
      throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, '此帳號已停用，如有疑問請聯絡客服');
    }
    if (!claims) throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, '登入已失效，請重新登入');
    // Browsers attach cookies to cross-site requests but never a header: cookie-authenticated
    // writes must echo the signed XSRF-TOKEN cookie (double submit).
    if (!bearer && !SAFE_METHODS.has(req.method)) {
      const echoed = req.headers[XSRF_HEADER];
      const fromCookie = req.cookies[XSRF_COOKIE];
      if (
        typeof echoed !== 'string' ||
        echoed !== fromCookie ||
        !isValidXsrfToken(secret, claims.jti, echoed)
      ) {
        throw AppError.of(ERROR_CODES.XSRF, '安全驗證失敗，請重新整理頁面後再試');
      }
    }
    req.user = claims.area
      ? { id: claims.userId, jti: claims.jti, area: claims.area }
      : { id: claims.userId, jti: claims.jti };
  };

  const optionalUser: onRequestHookHandler = async function (req, reply) {
    if (req.headers.authorization || req.cookies[AUTH_COOKIE] || req.cookies[GOOGLE_AUTH_COOKIE]) {
      await requireUser.call(this, req, reply, () => {});
    }
  };

  const loopbackOnly: onRequestHookHandler = async (req) => {
    if (!isLoopback(req.socket.remoteAddress)) throw routeNotFound();
  };

  function sellerGuard(permission: TSellerPermission): onRequestHookHandler {
    return async function (req: FastifyRequest, reply: FastifyReply) {
      await requireUser.call(this, req, reply, () => {});
      const sellerId = rawId((req.params as { sellerId?: unknown }).sellerId);
      // Another seller's id answers like a missing one: ids reveal nothing.
      if (sellerId === null) throw notFound('找不到商家');
      const [member] = await db
        .select({ role: sellerMembers.role })
        .from(sellerMembers)
        .where(and(eq(sellerMembers.sellerId, sellerId), eq(sellerMembers.userId, req.user!.id)));
      if (!member) throw notFound('找不到商家');
      if (!can(member.role, permission)) {
        throw AppError.of(ERROR_CODES.FORBIDDEN, '您的角色沒有權限執行這個動作');
      }
      req.seller = { id: sellerId, role: member.role };
    };
  }

  /**
   * The admin's role and the token's last admin call, in one read; then the call is the last one.
   * Idle longer than ADMIN_IDLE_MINUTES, the token stays signed in for everything else but never
   * acts as an admin again (sign in anew).
   */
  const adminOfToken = preparedOn(db, 'admin_of_token', (d) =>
    d
      .select({
        role: platformAdmins.role,
        idle: sql<boolean>`coalesce(${accessTokens.adminSeenAt} < now() - make_interval(mins => ${ADMIN_IDLE_MINUTES}), false)`,
      })
      .from(accessTokens)
      .innerJoin(platformAdmins, eq(platformAdmins.userId, accessTokens.userId))
      .where(eq(accessTokens.id, sql.placeholder('jti')))
      .prepare('admin_of_token'),
  );
  const touchAdminSession = preparedOn(db, 'touch_admin_session', (d) =>
    d
      .update(accessTokens)
      .set({ adminSeenAt: sql`now()` })
      .where(
        and(
          eq(accessTokens.id, sql.placeholder('jti')),
          sql`(${accessTokens.adminSeenAt} is null or ${accessTokens.adminSeenAt} < now() - interval '30 seconds')`,
        ),
      )
      .prepare('touch_admin_session'),
  );

  function adminGuard(permission: TAdminPermission): onRequestHookHandler {
    return async function (req: FastifyRequest, reply: FastifyReply) {
      await requireUser.call(this, req, reply, () => {});
      const [admin] = await adminOfToken.execute({ jti: req.user!.jti });
      if (!admin) throw AppError.of(ERROR_CODES.FORBIDDEN, '此帳號沒有管理後台權限');
      if (admin.idle) {
        throw AppError.of(
          ERROR_CODES.ADMIN_SESSION_EXPIRED,
          `管理後台閒置超過 ${ADMIN_IDLE_MINUTES} 分鐘，請重新登入`,
        );
      }
      if (!adminCan(admin.role, permission)) {
        throw AppError.of(ERROR_CODES.FORBIDDEN, '您的管理角色沒有權限執行這個動作');
      }
      await touchAdminSession.execute({ jti: req.user!.jti });
      req.admin = { userId: req.user!.id, role: admin.role };
    };
  }

  const loadShop: preHandlerHookHandler = async (req) => {
    const shopId = rawId((req.params as { shopId?: unknown }).shopId);
    if (shopId === null) throw notFound('找不到店家');
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.sellerId, req.seller!.id)));
    // A closed shop (deleted with its history kept) is gone for every seller route.
    if (!shop || shop.reviewStatus === 'CLOSED') throw notFound('找不到店家');
    req.shop = shop;
  };

  return {
    forAccess(
      access: Access,
      routeName: string,
    ): {
      onRequest?: onRequestHookHandler;
      preValidation?: preValidationHookHandler;
      preHandler?: preHandlerHookHandler;
    } {
      if (access === 'public') return {};
      if (access === 'public-or-user') return { onRequest: optionalUser };
      if (access === 'user') return { onRequest: requireUser };
      if (access === 'loopback') return { onRequest: loopbackOnly };
      if ('admin' in access) return { onRequest: adminGuard(access.admin) };
      if ('seller' in access) {
        return {
          onRequest: sellerGuard(access.seller),
          preHandler: access.shop ? loadShop : undefined,
        };
      }
      const verify = webhooks[access.webhook];
      if (!verify) throw new Error(`Route ${routeName}: no verifier for webhook ${access.webhook}`);
      if (BODY_SIGNED_WEBHOOKS.has(access.webhook)) {
        return { preValidation: async (req, reply) => verify(req, reply) };
      }
      return { onRequest: async (req, reply) => verify(req, reply) };
    },
  };
}

/**
 * A positive 32-bit id from a path param, or null: raw text in onRequest hooks, already a
 * number after validation (the shop loader runs as a preHandler).
 */
function rawId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
