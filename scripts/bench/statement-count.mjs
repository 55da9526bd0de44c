/** Statements per booking call, counted on a separate API instance (count-queries.mjs). */
import path from 'node:path';
import { random } from './load.mjs';
import { stopChild, withTimeout } from './processes.mjs';

/** Calls averaged when counting statements. */
const COUNT_CALLS = 10;

/**
 * Statements per call, read from a separate API instance that counts them (count-queries.mjs):
 * some calls to warm it, then COUNT_CALLS calls one at a time between two SIGUSR2 readings.
 */
export async function countStatements({ startApi, authSecret, scenarios, feed }) {
  let waiting = null;
  const api = await startApi({
    name: 'api-booking-count',
    authSecret,
    nodeArgs: ['--import', path.join(import.meta.dirname, 'count-queries.mjs')],
    // No background jobs: only the calls below reach the database.
    env: { JOBS_INTERVAL_SECONDS: '0' },
    onLine: (line) => {
      if (line.startsWith('{"benchQueries"')) waiting?.(JSON.parse(line).benchQueries);
    },
  });
  const reading = () =>
    withTimeout(
      new Promise((resolve) => {
        waiting = resolve;
        api.child.proc.kill('SIGUSR2');
      }),
      10_000,
      'statement count',
    ).finally(() => {
      waiting = null;
    });
  try {
    const call = async ({ path: route, body, token }) => {
      const res = await fetch(`${api.origin}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    };
    const perCall = (n) => Math.round((n / COUNT_CALLS) * 10) / 10;
    const measureCalls = async (makeCall, warmCalls) => {
      for (let i = 0; i < warmCalls; i++) await call(makeCall());
      await reading();
      const started = performance.now();
      for (let i = 0; i < COUNT_CALLS; i++) await call(makeCall());
      const wallMs = performance.now() - started;
      const counted = await reading();
      return {
        calls: COUNT_CALLS,
        perCall: perCall(counted.total),
        // One call at a time: wall time per call, and the part spent waiting for PostgreSQL.
        msPerCall: perCall(wallMs),
        sqlMsPerCall: perCall(counted.ms),
        statements: counted.statements
          .map((s) => ({ text: s.text, perCall: perCall(s.count), msPerCall: perCall(s.ms) }))
          .sort((a, b) => b.msPerCall - a.msPerCall || b.perCall - a.perCall),
      };
    };
    const rnd = random(5);
    const [anyOperator] = scenarios;
    const startTimes = await measureCalls(
      () => ({ path: '/v1/bookings:start-times', body: anyOperator.setup(rnd).body }),
      30,
    );
    const order = await measureCalls(() => {
      const { body, user } = feed.take();
      return { path: '/v1/bookings:order', body, token: user.token };
    }, 10);
    return { startTimes, order };
  } finally {
    await stopChild(api.child);
  }
}
