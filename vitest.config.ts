import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One test command, five kinds of test:
 * - unit: pure functions, no database;
 * - web-components: the web's shared components and hooks rendered in jsdom (Testing Library);
 * - api-pglite: API integration through app.inject on a migrated embedded PGlite per file;
 * - api-postgres: the same files on a throw-away PostgreSQL database per file (needs DATABASE_URL);
 * - e2e: the built app served on loopback, driven by Debian's Chromium through playwright-core.
 *
 * Unit and API files share one pool of workers; the e2e files run one at a time afterwards.
 */
const apiTests = ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'];

/**
 * API test files share their worker's module graph: importing the whole API (Fastify, Drizzle,
 * the contracts) once per worker instead of once per file. Each file still builds its own app on
 * its own database (apps/api/test/helper.ts); the API keeps no module-level state beyond pure
 * caches, and the test factories' counters only ever need to be unique.
 */
const apiIsolation = { isolate: false } as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: [
        'apps/*/src/**/*.test.ts',
        'packages/*/src/**/*.test.ts',
        'scripts/**/*.test.ts',
        'tools/**/*.test.ts',
      ],
      exclude: [...apiTests, '**/node_modules/**'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'web-components',
      include: ['apps/web/src/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['apps/web/src/test/setup.ts'],
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      env: { TEST_DB: 'pglite' },
      ...apiIsolation,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env.DATABASE_URL) {
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

projects.push({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // A long journey (build a consent form, sign, print) takes 50 s when the machine is busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time, after the other projects, on one server: the e2e files share demo
    // state (a file changes a shop's payment settings another file's walk relies on), and files
    // overlapping under load hit their timeouts. Running them in parallel (a server per worker
    // slot) needs those dependencies removed first.
    maxWorkers: 1,
    fileParallelism: false,
  },
});

/**
 * Vitest's default leaves one core to its main process (1 worker on a 2-core machine), but the
 * main process idles, and the tests often wait (on PostgreSQL, on the browser): a worker per
 * core. `--maxWorkers` overrides it.
 */
const maxWorkers = Math.max(2, os.availableParallelism());

export default defineConfig({ test: { projects, maxWorkers } });
