import { buildApp } from './app';
import { Readiness } from './http/health';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { SecretBox } from './lib/secret-box';
import { ensureConfiguredAdmins } from './modules/admin';
import { unsupportedRuntime } from './runtime';

/** Reads config, migrates, seeds (reference data always, demo data outside production), listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = unsupportedRuntime(process.versions.node);
  // Production never runs on an end-of-life Node (decision 025); elsewhere it is only said.
  if (runtime && config.env === 'production') throw new Error(runtime);
  if (runtime) console.warn(runtime);
  const database = await openDatabase({
    url: config.database.url,
    poolSize: config.database.poolSize,
    pgliteDataDir: config.database.pgliteDataDir,
  });
  await runMigrations(database);
  await seedDatabase(database.db, {
    demo: config.seedDemoData,
    secrets: new SecretBox(config.payments.secretKey),
  });
  await ensureConfiguredAdmins(database.db, config.adminPhoneNumbers);
  const readiness = new Readiness();
  const app = await buildApp({ config, database, readiness });

  // Once only: a second signal must not close the pool under requests still being answered.
  // /readyz fails at once so the load balancer stops sending; after the drain time the listener
  // closes, in-flight requests and a running job finish, and the process exits 0. Past the
  // timeout it exits 1 rather than hang a deploy.
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      const { drainSeconds, timeoutSeconds } = config.shutdown;
      app.log.info({ signal, drainSeconds, timeoutSeconds }, 'shutting down');
      readiness.drain();
      setTimeout(() => {
        app.log.error({ timeoutSeconds }, 'shutdown took too long: exiting');
        process.exit(1);
      }, timeoutSeconds * 1000).unref();
      if (drainSeconds > 0) await new Promise((r) => setTimeout(r, drainSeconds * 1000));
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      process.exit(0);
    })();
    return closing;
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`好約 is up on ${config.publicBaseUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
