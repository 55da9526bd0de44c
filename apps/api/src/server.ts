import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { SecretBox } from './lib/secret-box';
import { ensureConfiguredAdmins } from './modules/admin';

/** Reads config, migrates, seeds (reference data always, demo data outside production), listens. */
async function main(): Promise<void> {
  const config = loadConfig();
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
  const app = await buildApp({ config, database });

  // Once only: a second signal must not close the pool under requests still being answered.
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down');
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
