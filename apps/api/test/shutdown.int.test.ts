import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from './api-process';

/**
 * A deploy stops an instance with SIGTERM (issue 42): from that moment /readyz fails so the load
 * balancer sends no new traffic, the instance keeps answering what still reaches it during the
 * drain time, then finishes and exits 0. The process does not depend on the database kind: it
 * runs once, on PGlite.
 */
describe.runIf(process.env.TEST_DB === 'pglite')('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-shutdown-'));
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM: not ready at once, still serving while draining, then exit 0', async () => {
    api = await startApi({
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      JOBS_INTERVAL_SECONDS: '1',
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
    const get = (p: string) => fetch(`${api!.baseUrl}${p}`);
    expect((await get('/readyz')).status).toBe(200);

    process.kill(api.pid, 'SIGTERM');
    let readyz = 200;
    for (let i = 0; i < 20 && readyz === 200; i++) {
      readyz = (await get('/readyz')).status;
      if (readyz === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(readyz).toBe(503);
    const during = await get('/v1/countries');
    expect(during.status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);

    expect(await api.exited).toBe('exit 0');
  }, 120_000);
});
