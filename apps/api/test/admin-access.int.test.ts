import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRow } from '../src/http/access';
import {
  ADMIN_CALLER_ROLES,
  adminCallers,
  type AdminCallers,
  adminVerdict,
} from './admin-factories';
import { createTestApp, type TestContext } from './helper';
import { client } from './sign-in';

let t: TestContext;
let callers: AdminCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
});
afterAll(() => t?.close());

/** Every `/v1/admin/*` route with its permission (HEAD twins aside). */
function adminRoutes(): (AccessRow & { access: { admin: string } })[] {
  return t.app.accessTable.filter(
    (row): row is AccessRow & { access: { admin: string } } =>
      typeof row.access === 'object' && 'admin' in row.access && row.method !== 'HEAD',
  );
}

describe('admin access matrix', () => {
  it('declares every /v1/admin route as an admin route and nothing else there', () => {
    const declared = t.app.accessTable.filter((row) => row.url.startsWith('/v1/admin/'));
    expect(declared.length).toBeGreaterThan(3);
    for (const row of declared) {
      expect(typeof row.access === 'object' && 'admin' in row.access, row.url).toBe(true);
    }
  });

  it('answers each kind of caller as the role table says, on every admin route', async () => {
    const api = client(t.app);
    for (const row of adminRoutes()) {
      const method = row.method.split(',')[0]!;
      // Ids that exist nowhere: a caller let through gets 404 or 400, never 401/403.
      // Fastify writes a literal colon (`:disable`) as `::` and a param may carry its pattern.
      const url = row.url
        .split('::')
        .map((part) => part.replace(/:(\w+)(\([^)]*\))?/g, '2147483000'))
        .join(':');
      for (const { caller } of ADMIN_CALLER_ROLES) {
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const res = await api.call(method, url, {
          ...(token ? { token } : {}),
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        const name = `${caller} ${method} ${row.url}`;
        const verdict = adminVerdict(row.access.admin as never, caller);
        expect(res.status, name).toBeLessThan(500);
        if (verdict === true) expect([401, 403], name).not.toContain(res.status);
        else expect(res.status, name).toBe(verdict);
      }
    }
  });
});
