import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** Whether a process is alive (a slot's holder that died without letting go). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app this test file drives: the e2e files run two at a time, each worker process on its own
 * server and in-memory database (global-setup.ts), so two files running side by side never see
 * each other's bookings, payments or settings. Files that follow one another on a server share
 * its demo state, as every file did when they all ran on one server.
 *
 * A worker claims a server with a lock file (created exclusively, naming its pid, removed when it
 * exits; a dead holder's is taken over). VITEST_POOL_ID was used before, but its numbers are not
 * 1..workers: two files at once could land on one server, which showed as one file's customer
 * names and orders in another's (issue 35's notes).
 */
function ownServer(): string {
  const urls = inject('baseURLs');
  const run = urls.map((u) => new URL(u).port).join('-');
  const dir = path.join(os.tmpdir(), `haoyue-e2e-servers-${run}`);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 600; attempt++) {
    for (const [i, url] of urls.entries()) {
      const lock = path.join(dir, `${i}.lock`);
      try {
        fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
        process.once('exit', () => fs.rmSync(lock, { force: true }));
        return url;
      } catch {
        const holder = Number(fs.readFileSync(lock, 'utf8') || '0');
        if (holder === process.pid) return url;
        if (holder && !alive(holder)) fs.rmSync(lock, { force: true });
      }
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  throw new Error(`no free e2e server among ${urls.length} (locks in ${dir})`);
}

export const baseURL = ownServer();
