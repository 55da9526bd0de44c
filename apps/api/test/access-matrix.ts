import { can, type TSellerPermission, type TSellerRole } from '@haoyue/contracts';
import { expect, it } from 'vitest';
import type { TestContext } from './helper';
import type { SellerCallers, SellerTestApi } from './seller-factories';

/**
 * The one table of callers every seller route is tested with, and what each is answered when
 * it may not call: a member of the seller by role (who may call comes from the app's own
 * `can(role, permission)`; the others get 403), another seller's owner and a signed-in customer
 * with no seller (404: a seller route hides the seller from non-members), and no one (401).
 */
export const CALLER_ROLES = [
  { caller: 'owner', role: 'OWNER' },
  { caller: 'manager', role: 'MANAGER' },
  { caller: 'staff', role: 'STAFF' },
  { caller: 'outsider', refused: 404 },
  { caller: 'customer', refused: 404 },
  { caller: 'anonymous', refused: 401 },
] as const satisfies readonly (
  { caller: string; role: TSellerRole } | { caller: string; refused: number }
)[];

/** The six kinds of caller of the route tables, in their order. */
export const SELLER_CALLERS = CALLER_ROLES.map((row) => row.caller);
export type SellerCaller = (typeof CALLER_ROLES)[number]['caller'];

/** A status for each kind of caller. */
export type CallerStatuses = Record<SellerCaller, number>;

/**
 * What a seller route that needs `permission` answers each caller: `ok` to the members whose
 * role has it (`can`), 403 to the other members, and the refusal of the table to the rest.
 */
export function statusesFor(permission: TSellerPermission, ok = 200): CallerStatuses {
  return Object.fromEntries(
    CALLER_ROLES.map((row) => [
      row.caller,
      'role' in row ? (can(row.role, permission) ? ok : 403) : row.refused,
    ]),
  ) as CallerStatuses;
}

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

/** The parts of a seller test app an access check calls through (read when the check runs). */
export type AccessApp = { t: TestContext; api: SellerTestApi; callers: SellerCallers };

/** The status each kind of caller gets from the request (a fresh one for each caller). */
export async function statusByCaller(
  app: Pick<AccessApp, 'api' | 'callers'>,
  request: () => RouteRequest | Promise<RouteRequest>,
): Promise<CallerStatuses> {
  const got = {} as CallerStatuses;
  for (const who of SELLER_CALLERS) {
    const { method, url, body, headers } = await request();
    const token = callerToken(app.callers, who);
    const res = await app.api.call(method, url, {
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
    });
    got[who] = res.status;
  }
  return got;
}

/** One row of a route table: the route, the permission it needs, its success status, a request. */
export type AccessCase = {
  /** `METHOD /path` as the API documents it, below the matrix's prefix (a `?query` is ignored). */
  name: string;
  permission: TSellerPermission;
  /** What a caller with the permission is answered (200 unless said). */
  ok?: number;
  request: () => RouteRequest | Promise<RouteRequest>;
};

/** What a route table's row sends besides its method: the URL, and a body or headers if any. */
export type RequestPart = Omit<RouteRequest, 'method'>;

/**
 * A row of a route table: `name` is `METHOD /path`, the request that method with what `part`
 * answers (built afresh for each caller); `access` the permission, or the permission and the
 * status a caller who has it gets (200 unless said).
 */
export function route(
  name: string,
  access: TSellerPermission | { permission: TSellerPermission; ok: number },
  part: () => RequestPart | Promise<RequestPart>,
): AccessCase {
  const method = name.split(' ')[0]!;
  return {
    name,
    ...(typeof access === 'string' ? { permission: access } : access),
    request: async () => ({ method, ...(await part()) }),
  };
}

/** Runs the case's request as each kind of caller and asserts each status. */
export async function expectAccess(app: Pick<AccessApp, 'api' | 'callers'>, row: AccessCase) {
  const got = await statusByCaller(app, row.request);
  expect(got, row.name).toEqual(statusesFor(row.permission, row.ok));
}

/**
 * The routes the app documents whose path passes `keep`, as `METHOD /rest` with `prefix`
 * taken off, for checking that a route table covers them all.
 */
export function registeredRoutes(
  app: TestContext['app'],
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

/**
 * The seller permission each route declares (`config.access.seller`), by `METHOD /path` in the
 * documentation's spelling (`{param}`, a literal `:verb`), for routes declared with one.
 */
export function declaredPermissions(app: TestContext['app']): Map<string, TSellerPermission> {
  const declared = new Map<string, TSellerPermission>();
  for (const row of app.accessTable) {
    if (typeof row.access !== 'object' || !('seller' in row.access)) continue;
    // `::verb` is a literal colon; `:name` a parameter (with an optional regular expression).
    const path = row.url
      .replaceAll('::', '\u0000')
      .replace(/:(\w+)(\([^)]*\))?/g, '{$1}')
      .replaceAll('\u0000', ':');
    for (const method of row.method.split(','))
      declared.set(`${method} ${path}`, row.access.seller);
  }
  return declared;
}

/** `METHOD /path` of a case, without its query. */
const routeOf = (row: AccessCase) => row.name.replace(/\?.*$/, '');

/** Each case's route declares the permission the case names (`prefix` before the case's path). */
export function expectDeclared(
  app: TestContext['app'],
  routes: AccessCase[],
  prefix = '/v1/sellers/{sellerId}',
) {
  const declared = declaredPermissions(app);
  for (const row of routes) {
    const [method, path] = routeOf(row).split(' ');
    expect(declared.get(`${method} ${prefix}${path}`), row.name).toBe(row.permission);
  }
}

/**
 * A route table's tests: one per route, run as each kind of caller against the statuses its
 * permission gives (`statusesFor`); one that the permission is the one the route declares; and,
 * with `covers`, one that the table holds every route the app documents below `prefix` whose
 * path passes it. `app` is read when the tests run (after `beforeAll`).
 */
export function accessMatrix(
  app: AccessApp | (() => AccessApp),
  matrix: {
    routes: AccessCase[];
    covers?: (path: string) => boolean;
    /** What route names are written below (`/v1/sellers/{sellerId}` unless said). */
    prefix?: string;
  },
) {
  const current = () => (typeof app === 'function' ? app() : app);
  const prefix = matrix.prefix ?? '/v1/sellers/{sellerId}';
  it.each(matrix.routes.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    await expectAccess(current(), row);
  });
  it('each route of the table needs the permission the table names', () => {
    expectDeclared(current().t.app, matrix.routes, prefix);
  });
  const covers = matrix.covers;
  if (covers) {
    it('the table covers every route the app registers there', () => {
      const registered = registeredRoutes(current().t.app, prefix, covers);
      expect(registered.sort()).toEqual(matrix.routes.map(routeOf).sort());
    });
  }
}
