import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One test command, four kinds of test:
 * - unit: pure functions, no database;
 * - api-pglite: API integration through app.inject on a migrated embedded PGlite per file;
 * - api-postgres: the same files on a throw-away PostgreSQL database per file (needs DATABASE_URL);
 * - e2e: the built app served on loopback, driven by Debian's Chromium through playwright-core.
 */
const apiTests = ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'];

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
      name: 'api-pglite',
      include: apiTests,
      env: { TEST_DB: 'pglite' },
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
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

export default defineConfig({ test: { projects } });
