import { describe, expect, it } from 'vitest';
import { createTestApp, testAppOfFile } from '../../test/helper';
import { rowsOf } from '../lib/sql-rows';
import { Readiness } from './health';

const readiness = new Readiness();
const t = testAppOfFile({ readiness });

describe('health and readiness', () => {
  it('/healthz: the process answers, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: ready with the database migrated; 503 from the moment the instance drains', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      data: { status: 'ready', checks: { database: { ok: true }, accepting: { ok: true } } },
    });

    readiness.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().data).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: true }, accepting: { ok: false, detail: 'shutting down' } },
      });
      // Still alive, and still serving the requests that reach it.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });

  it('/readyz: 503 naming the database when a migration of this build is missing', async () => {
    const db = t.database.db;
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        'select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1',
      ),
    );
    await db.execute(`delete from drizzle.__drizzle_migrations where id = ${Number(last!.id)}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.checks.database).toEqual({
        ok: false,
        detail: expect.stringMatching(/^\d+ of \d+ migrations applied$/),
      });
    } finally {
      await db.execute(
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${Number(last!.id)}, '${last!.hash}', ${Number(last!.created_at)})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('returns the X-Request-Id a proxy sent, on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/countries',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    const notFound = await t.app.inject({
      method: 'GET',
      url: '/v1/no-such-call',
      headers: { 'x-request-id': 'lb-7f3a.43' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('lb-7f3a.43');
  });

  it('makes a new one when none came, or one unfit for a log line', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    for (const sent of ['a b', 'x'.repeat(65), 'id\u0007', '<script>']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': sent },
      });
      expect(res.headers['x-request-id'], sent).toMatch(uuid);
    }
  });
});

describe('readiness with Redis', () => {
  it('checks the Redis the instances share when one is configured', async () => {
    const withRedis = await createTestApp({
      env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.checks).toEqual({
        database: { ok: true },
        redis: { ok: true },
        accepting: { ok: true },
      });
    } finally {
      await withRedis.close();
    }
  });
});
