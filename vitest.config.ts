import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One test command, five kinds of test:
 * - unit (and unit-isolated): pure functions, no database;
 * - web-components (and web-components-isolated): the web's shared components and hooks
 *   rendered in jsdom (Testing Library);
 * - api-pglite: API integration through app.inject on a migrated embedded PGlite per file;
 * - api-postgres: the same files on a throw-away PostgreSQL database per file (needs DATABASE_URL);
 * - e2e: the built app served on loopback, driven by Debian's Chromium through playwright-core.
 *
 * Unit and API files share one pool of workers; the e2e files run one at a time afterwards.
 */
const apiTests = ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'];

/**
 * The fuzz file (every route × every hostile value, about a third of the API suite's time) runs
 * once: on PostgreSQL, production's database, when the suite has one; else on PGlite. Both
 * databases answer through the same routes, schemas and error mapping, which every other API
 * file checks on both.
 */
const FUZZ = 'apps/api/test/fuzz.int.test.ts';
const onBothDatabases = !!process.env.DATABASE_URL;

/**
 * What makes a test file unsafe to share its worker's modules and globals with the next file
 * (Vitest's "disable isolation" recipe): a module mock, fake timers, a stubbed environment, or a
 * window size set for the rest of the file. A stubbed global is not: every project undoes them
 * before each test (`unstubGlobals`), so a file that stubs `fetch` in its tests shares its worker
 * (a jsdom set-up and the imports saved: ~3.5 s each).
 */
const LEAKS = /\bvi\.(mock|doMock|stubEnv|useFakeTimers)\(|\binnerWidth\s*=/;

/** The test files under `dirs` ending in `suffix` (not integration tests), split by LEAKS. */
function splitByIsolation(dirs: string[], suffix: string) {
  const files = dirs
    .flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(dir, file).replaceAll(path.sep, '/')),
    )
    .filter(
      (file) =>
        file.endsWith(suffix) && !file.endsWith('.int.test.ts') && !file.includes('node_modules'),
    )
    .sort();
  const leaky = files.filter((file) => LEAKS.test(fs.readFileSync(file, 'utf8')));
  return { shared: files.filter((file) => !leaky.includes(file)), isolated: leaky };
}

/**
 * Unit and component files share their worker's modules (imported once per worker instead of
 * once per file: the unit files took 120 s of imports and the component files 210 s of jsdom
 * set-ups per file, against 20 s and 50 s of tests), except the files that leak (LEAKS), which
 * keep a fresh module graph and environment each.
 */
const unitFiles = splitByIsolation(
  ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'scripts', 'tools'],
  '.test.ts',
);
const componentFiles = splitByIsolation(['apps/web/src'], '.test.tsx');

/**
 * API test files share their worker's module graph: importing the whole API (Fastify, Drizzle,
 * the contracts) once per worker instead of once per file. Each file still builds its own app on
 * its own database (apps/api/test/helper.ts); the API keeps no module-level state beyond pure
 * caches, and the test factories' counters only ever need to be unique.
 */
const apiIsolation = { isolate: false } as const;

const unit = { environment: 'node', unstubGlobals: true } as const;
const components = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  unstubGlobals: true,
} as const;

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'unit', include: unitFiles.shared, isolate: false, ...unit } },
  { test: { name: 'unit-isolated', include: unitFiles.isolated, ...unit } },
  {
    test: { name: 'web-components', include: componentFiles.shared, isolate: false, ...components },
  },
  { test: { name: 'web-components-isolated', include: componentFiles.isolated, ...components } },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      exclude: onBothDatabases ? [FUZZ] : [],
      env: { TEST_DB: 'pglite' },
      ...apiIsolation,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (onBothDatabases) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiTests,
      env: { TEST_DB: 'postgres' },
      ...apiIsolation,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

/** E2E files side by side: `E2E_WORKERS` (default 2; 1 runs them one at a time, as before). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

projects.push({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // A long journey (build a consent form, sign, print) takes 50 s when the machine is busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a locator does (browser.ts: 15 s), not Vitest's 1 s: a status
    // the page shows after its call returns takes seconds when two browsers share two cores.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time, each worker slot on its own server and database (global-setup.ts,
    // server.ts): side by side they share nothing; one after another in a slot they share its demo
    // state, which every file is written to tolerate (each books where no other file books, and
    // leaves what it changed as it found it). After the unit and API files (groupOrder 1), so a
    // browser never competes with them for the two cores.
    maxWorkers: E2E_WORKERS,
    // The files share their worker's modules (playwright-core, axe, the helpers): imported once
    // per worker rather than per file (import time over eight files: 18.6 s → 6.2 s). Each file
    // still launches its own browser and leaves the demo state as it found it.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});

/**
 * Vitest's default leaves one core to its main process (1 worker on a 2-core machine), but the
 * main process idles, and the tests often wait (on PostgreSQL, on the browser): a worker per
 * core. `--maxWorkers` overrides it.
 */
const maxWorkers = Math.max(2, os.availableParallelism());

export default defineConfig({ test: { projects, maxWorkers } });
