import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timedAdapterCall } from '../lib/adapter-calls';
import { testAppOfFile } from '../../test/helper';
import { createWorkQueue } from '../jobs/work-queue';

const TOKEN = 'metrics-scraper-token-0123456789';
const t = testAppOfFile({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (options: { remoteAddress?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
  });

describe('/metrics', () => {
  it('answers Prometheus text on loopback: latency by route pattern and status, never raw ids', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/countries' });
    await t.app.inject({ method: 'GET', url: '/v1/shops/987654/reviews' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/countries",status_code="200"\} \d+/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/v1\/shops\/:shopId\/reviews",status_code="\d+"\} 1/,
    );
    expect(text).not.toContain('987654');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/chat_sockets\{side="USER"\} 0/);
    expect(text).toMatch(/chat_sockets\{side="SUPPORT"\} 0/);
    // On PostgreSQL, the pool: connections in use and clients waiting for one.
    if (t.database.pool) expect(text).toMatch(/db_pool_connections\{state="waiting"\} \d+/);
  });

  it("reports each job's lateness, failures and whether it runs, from the shared jobs table", async () => {
    await t.database.db
      .execute(sql`insert into jobs (name, interval_ms, next_run_at, consecutive_failures)
      values ('metrics-test-job', 60000, now() - interval '90 seconds', 2)`);
    const text = (await scrape()).body;
    const overdue = /job_overdue_seconds\{job="metrics-test-job"\} ([\d.]+)/.exec(text);
    expect(Number(overdue?.[1])).toBeGreaterThanOrEqual(90);
    expect(text).toContain('job_consecutive_failures{job="metrics-test-job"} 2');
    expect(text).toContain('job_running{job="metrics-test-job"} 0');
  });

  it("reports each work queue's items by state and its oldest item's wait", async () => {
    const queued = /work_queue_items\{queue="chat-notice",state="queued"\} (\d+)/;
    expect(queued.exec((await scrape()).body)?.[1]).toBe('0');
    // Another instance queues a notice (any instance may): this one's scrape counts it.
    const other = createWorkQueue({
      database: t.database,
      log: t.app.log,
      // The app's chat-notice queue, as the chat module declares it (its handler unused here).
      kinds: [
        {
          name: 'chat-notice',
          retryLimit: 5,
          retryDelaySeconds: 30,
          retryDelayMaxSeconds: 15 * 60,
          expireInSeconds: 60,
          handle: async () => {},
        },
      ],
      workers: false,
    });
    await other.send({ name: 'chat-notice' }, { conversationId: 1, sellerId: 1, lineUserId: 'U1' });
    await other.stop();
    const text = (await scrape()).body;
    expect(queued.exec(text)?.[1]).toBe('1');
    expect(text).toContain('work_queue_items{queue="chat-notice",state="failed"} 0');
    expect(text).toMatch(/work_queue_oldest_seconds\{queue="chat-notice"\} \d+/);
  });

  it('counts calls to external platforms by provider, operation and outcome', async () => {
    await timedAdapterCall({ provider: 'metrics-test', operation: 'probe' }, async () => 'answer');
    await expect(
      timedAdapterCall({ provider: 'metrics-test', operation: 'probe' }, () =>
        Promise.reject(new Error('timed out')),
      ),
    ).rejects.toThrow('timed out');
    const text = (await scrape()).body;
    expect(text).toMatch(
      /adapter_calls_total\{provider="metrics-test",operation="probe",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /adapter_calls_total\{provider="metrics-test",operation="probe",outcome="error"\} 1/,
    );
    expect(text).toMatch(
      /adapter_call_duration_seconds_count\{provider="metrics-test",outcome="ok"\} 1/,
    );
  });

  it('refuses anyone else (404) unless they bring the configured token', async () => {
    const outside = '203.0.113.9';
    expect((await scrape({ remoteAddress: outside })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: outside, token: 'wrong-token' })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: outside, token: `${TOKEN}x` })).statusCode).toBe(404);
    const allowed = await scrape({ remoteAddress: outside, token: TOKEN });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });
});
