import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { rowsOf } from '../lib/sql-rows';

/**
 * Whether this instance should get traffic. `draining` turns true the moment the process is
 * asked to stop (SIGTERM): from then on /readyz fails so the load balancer sends new requests
 * elsewhere while the ones in flight finish.
 */
export class Readiness {
  draining = false;
  private readonly drainers: (() => void)[] = [];

  /** Runs `listener` when the server starts draining (the chat closes its sockets: 4503). */
  onDrain(listener: () => void): void {
    this.drainers.push(listener);
  }

  /** SIGTERM: /readyz fails from now on, and long-lived connections are told to move. */
  drain(): void {
    this.draining = true;
    for (const listener of this.drainers) listener();
  }
}

export interface HealthOptions {
  database: Database;
  readiness: Readiness;
  /** Redis, when the instances share one (rate limits): must answer a ping. */
  redis?: { ping(): Promise<void> };
  /** How long each dependency may take to answer before it counts as down. */
  timeoutMs?: number;
}

type Check = { ok: boolean; detail?: string };

/** How many migrations this build ships (the journal beside the SQL files). */
function shippedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(work: () => Promise<Check>, timeoutMs: number): Promise<Check> {
  try {
    return await within(timeoutMs, work());
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * `GET /healthz`: the process answers (liveness; restart it when this fails). `GET /readyz`: it
 * can serve (readiness): the database answers with every migration of this build applied, Redis
 * answers when configured, and the instance is not draining. 503 with what failed otherwise.
 * Both outside `/v1` and the API description: they are for the platform, not for clients.
 */
export const healthRoutes = fp<HealthOptions>(async (app: FastifyInstance, options) => {
  const { database, readiness, redis } = options;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const expected = shippedMigrations();
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async (_, reply) =>
    reply.headers(noStore).send({ data: { status: 'ok' } }),
  );

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_, reply) => {
    const [db, redisCheck] = await Promise.all([
      check(async () => {
        const [row] = rowsOf<{ applied: number | string }>(
          await database.db.execute(
            sql`select count(*) as applied from drizzle.__drizzle_migrations`,
          ),
        );
        const applied = Number(row?.applied ?? 0);
        return applied >= expected
          ? { ok: true }
          : { ok: false, detail: `${applied} of ${expected} migrations applied` };
      }, timeoutMs),
      redis ? check(async () => (await redis.ping(), { ok: true }), timeoutMs) : null,
    ]);
    const checks: Record<string, Check> = {
      database: db,
      ...(redisCheck ? { redis: redisCheck } : {}),
      accepting: readiness.draining ? { ok: false, detail: 'shutting down' } : { ok: true },
    };
    const ready = Object.values(checks).every((c) => c.ok);
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ data: { status: ready ? 'ready' : 'unavailable', checks } });
  });
});
