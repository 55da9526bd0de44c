import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRow, accessControl } from '../src/http/access';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>好約</title>');
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDist, CALL_IN_WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars-or-more' },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A URL for the route with every path parameter set to 1. */
function urlOf(row: AccessRow): string {
  // `::verb` is a literal colon; `:name` a parameter.
  return row.url
    .replaceAll('::', '\u0000')
    .replace(/:(\w+)(\([^)]*\))?/g, '1')
    .replaceAll('\u0000', ':');
}

/** Each declared route once (HEAD twins of GET routes share the GET's declaration). */
function declaredRoutes(): (AccessRow & {
  access: Exclude<AccessRow['access'], 'infrastructure'>;
})[] {
  return t.app.accessTable.filter(
    (row): row is AccessRow & { access: Exclude<AccessRow['access'], 'infrastructure'> } =>
      row.access !== 'infrastructure' && row.method !== 'HEAD',
  );
}

async function anonymous(row: AccessRow, remoteAddress = '127.0.0.1') {
  const method = row.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return t.app.inject({
    method,
    url: urlOf(row),
    remoteAddress,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('access declared on every route', () => {
  it('lists every API route with a declaration', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(90);
    for (const row of routes) expect(row.access, `${row.method} ${row.url}`).toBeDefined();
    // Only the file and documentation plugins' own routes go without one: demo images,
    // uploads, the built web app's files (`/*`) and the API docs.
    const infrastructure = t.app.accessTable.filter((r) => r.access === 'infrastructure');
    expect(infrastructure.map((r) => r.url)).toContain('/*');
    for (const row of infrastructure) {
      expect(row.url).toMatch(/^\/(static|uploads)\/|^\/v1\/docs|^\/\*$/);
    }
  });

  it('answers an anonymous caller as each declaration says, never with success where sign-in is needed', async () => {
    for (const row of declaredRoutes()) {
      const name = `${row.method} ${row.url} (${JSON.stringify(row.access)})`;
      const res = await anonymous(row);
      expect(res.statusCode, name).toBeLessThan(500);
      const access = row.access;
      if (access === 'public' || access === 'public-or-user' || access === 'loopback') {
        expect([401, 403], name).not.toContain(res.statusCode);
      } else if (typeof access === 'object' && 'webhook' in access) {
        expect([401, 403], name).toContain(res.statusCode);
      } else {
        expect(res.statusCode, name).toBe(401);
        expect(res.json().error.code, name).toBe('E_UNAUTHORIZED_ACCESS');
      }
    }
  });

  it('refuses a bad token even where signing in is optional', async () => {
    const optional = declaredRoutes().filter((row) => row.access === 'public-or-user');
    expect(optional.length).toBeGreaterThan(0);
    for (const row of optional) {
      const method = row.method.split(',')[0] as 'GET' | 'POST';
      const res = await t.app.inject({
        method,
        url: urlOf(row),
        headers: { authorization: 'Bearer not-a-token' },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, row.url).toBe(401);
    }
  });

  it('hides development tools from callers on other machines', async () => {
    const tools = declaredRoutes().filter((row) => row.access === 'loopback');
    expect(tools.length).toBeGreaterThan(0);
    for (const row of tools) {
      const res = await anonymous(row, '203.0.113.9');
      expect(res.statusCode, row.url).toBe(404);
    }
  });

  /** A bare app with the access hook and no webhook verifiers, to see what it refuses at boot. */
  async function appWithAccessControl() {
    const app = Fastify();
    await app.register(accessControl, {
      db: t.database.db,
      secret: new Uint8Array(32),
      webhooks: {},
    });
    return app;
  }

  it('stops the boot when a route declares no access, naming it', async () => {
    const app = await appWithAccessControl();
    void app.register(async (scope) => {
      scope.get('/v1/forgotten', async () => ({ data: 1 }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/v1\/forgotten declares no access/);
  });

  it('stops the boot when a webhook has no verifier', async () => {
    const app = await appWithAccessControl();
    void app.register(async (scope) => {
      scope.post(
        '/v1/webhooks/x',
        { config: { access: { webhook: 'phone-calls' } } },
        async () => ({}),
      );
    });
    await expect(app.ready()).rejects.toThrow(/no verifier for webhook phone-calls/);
  });
});
