/** pgbench's tpcb-like script on the bench's PostgreSQL server, the reference for orders/s. */
import path from 'node:path';
import pg from 'pg';
import { runCommand } from './processes.mjs';

export const PGBENCH_DATABASE = 'haoyue_pgbench';
export const PGBENCH_SCALE = 10;

function connectionParams(url) {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port || '5432',
    user: decodeURIComponent(u.username || 'postgres'),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
}

/** pgbench's own scratch database on the bench's server: created, initialised, dropped. */
export function pgbenchRunner({ adminUrl, benchUrl, logDir, env }) {
  const target = connectionParams(benchUrl);
  const pgEnv = {
    ...env,
    PGHOST: target.host,
    PGPORT: target.port,
    PGUSER: target.user,
    ...(target.password ? { PGPASSWORD: target.password } : {}),
  };
  const bin = env.PGBENCH ?? 'pgbench';
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const ident = pg.escapeIdentifier(PGBENCH_DATABASE);
  return {
    /** `pgbench -i -s 10` into a fresh database, then a checkpoint so its writes are done. */
    async init() {
      await admin(`drop database if exists ${ident} with (force)`);
      await admin(`create database ${ident}`);
      await runCommand(
        'pgbench-init',
        bin,
        ['-i', '-q', '-s', String(PGBENCH_SCALE), PGBENCH_DATABASE],
        {
          env: pgEnv,
          logFile: path.join(logDir, 'pgbench-init.log'),
          timeoutMs: 5 * 60_000,
        },
      );
      await admin('checkpoint').catch(() => {});
    },
    /** One tpcb-like run; tps without connection time, as pgbench prints it. */
    async run({ when, clients, duration }) {
      const threads = Math.min(2, clients);
      const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(threads)];
      const out = {};
      await runCommand(
        `pgbench-${when}`,
        bin,
        [...args, '-T', String(duration), PGBENCH_DATABASE],
        {
          env: pgEnv,
          logFile: path.join(logDir, `pgbench-${when}.log`),
          timeoutMs: (duration + 60) * 1000,
          onLine: (line) => {
            const tps = line.match(/^tps = ([\d.]+) \(without initial connection time\)/);
            if (tps) out.tps = Math.round(Number(tps[1]));
            const latency = line.match(/^latency average = ([\d.]+) ms/);
            if (latency) out.latencyAvg = Number(latency[1]);
            const failed = line.match(/^number of failed transactions: (\d+)/);
            if (failed) out.failed = Number(failed[1]);
          },
        },
      );
      if (!out.tps) throw new Error(`pgbench printed no tps; log: ${logDir}/pgbench-${when}.log`);
      return {
        when,
        clients,
        threads,
        duration,
        command: `pgbench ${args.join(' ')} -T ${duration}`,
        ...out,
      };
    },
    drop: () => admin(`drop database if exists ${ident} with (force)`).catch(() => {}),
  };
}
