import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkQueue } from '../jobs/work-queue';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { onAdapterCall } from '../lib/adapter-calls';
import { rowsOf } from '../lib/sql-rows';
import { routeNotFound } from '../lib/errors';
import { isLoopback } from './access';

export interface MetricsOptions {
  database: Database;
  /** Scrapers from elsewhere than this machine send `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** The support chat's open sockets on this instance, by side. */
  chatSockets?: () => { USER: number; SUPPORT: number };
  /** The per-item work queue, whose depth, age and failures are read at scrape time. */
  work?: Pick<WorkQueue, 'states'>;
}

/** Latency buckets (seconds) around what a page waits for: 5 ms … 5 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback callers, or a caller with the configured bearer token; anyone else: 404. */
function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (isLoopback(req.socket.remoteAddress)) return true;
  const header = req.headers.authorization;
  return !!token && !!header?.startsWith('Bearer ') && sameToken(header.slice(7), token);
}

/**
 * Prometheus metrics at `GET /metrics` (issue 42), one registry per app: the process (CPU,
 * memory, event-loop lag, GC), every answer's latency by method, route pattern and status (rate
 * limits show as 429), calls to external platforms by provider and outcome, the PostgreSQL
 * pool's connections and waiting clients, and the job
 * runner's schedule read from the `jobs` table at scrape time (so every instance reports the
 * same shared truth). docs/operations.md lists the alerts worth setting on them.
 */
export const metricsRoutes = fp<MetricsOptions>(async (app: FastifyInstance, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: ids and phone numbers stay out of label values.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    latency.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });

  // Calls to LINE, LINE Pay, TapPay and the SMS providers, by provider, operation and outcome.
  const adapterCalls = new Counter({
    name: 'adapter_calls_total',
    help: 'Calls to external platforms, by provider, operation and outcome (ok, refused, error)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [registry],
  });
  const adapterLatency = new Histogram({
    name: 'adapter_call_duration_seconds',
    help: 'Time an external platform took to answer, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const stopListening = onAdapterCall(({ provider, operation, outcome, seconds }) => {
    adapterCalls.inc({ provider, operation, outcome });
    adapterLatency.observe({ provider, outcome }, seconds);
  });
  app.addHook('onClose', async () => stopListening());

  const { chatSockets } = options;
  if (chatSockets) {
    new Gauge({
      name: 'chat_sockets',
      help: 'Support chat WebSocket connections open on this instance, by side (USER, SUPPORT)',
      labelNames: ['side'] as const,
      registers: [registry],
      collect() {
        const counts = chatSockets();
        this.set({ side: 'USER' }, counts.USER);
        this.set({ side: 'SUPPORT' }, counts.SUPPORT);
      },
    });
  }

  const { pool } = options.database;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, busy) and clients waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const db = options.database.db;
  const jobs = {
    overdue: new Gauge({
      name: 'job_overdue_seconds',
      help: 'How long past its due time each background job is (0 when not due)',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
    failures: new Gauge({
      name: 'job_consecutive_failures',
      help: 'Failed runs of each job since its last success',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
    running: new Gauge({
      name: 'job_running',
      help: 'Whether an instance holds the job now (1) or not (0)',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
  };

  const items = new Gauge({
    name: 'work_queue_items',
    help: 'Items of each per-item work queue, by state (queued, running, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'work_queue_oldest_seconds',
    help: 'How long the oldest queued item of each queue has waited (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  app.get(
    '/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      if (!mayScrape(req, options.token)) throw routeNotFound();
      const rows = rowsOf<{ name: string; overdue: number; failures: number; running: boolean }>(
        await db.execute(sql`select name,
          greatest(0, extract(epoch from now() - next_run_at))::float8 as overdue,
          consecutive_failures as failures,
          (locked_until is not null and locked_until > now()) as running
        from jobs`),
      );
      for (const gauge of Object.values(jobs)) gauge.reset();
      for (const row of rows) {
        jobs.overdue.set({ job: row.name }, Number(row.overdue));
        jobs.failures.set({ job: row.name }, Number(row.failures));
        jobs.running.set({ job: row.name }, row.running ? 1 : 0);
      }
      if (options.work) {
        items.reset();
        oldest.reset();
        for (const queue of await options.work.states()) {
          items.set({ queue: queue.name, state: 'queued' }, queue.queued);
          items.set({ queue: queue.name, state: 'running' }, queue.running);
          items.set({ queue: queue.name, state: 'failed' }, queue.failed);
          oldest.set({ queue: queue.name }, queue.oldestQueuedSeconds ?? 0);
        }
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
});
