import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: the contract, the lint rules on planted violations, the web's lib/ and
 * ui/ hooks in a simulated DOM, the API's pure workflow tables, the API on PostgreSQL when
 * TEST_DATABASE_URL is set and on embedded PGlite, and the browser journeys.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** The workflow tables and the policies: pure functions, run once whatever the database. */
const pure = ['apps/api/src/modules/*/workflow.test.ts', 'apps/api/src/modules/*/policy.test.ts'];

/**
 * With PostgreSQL in the run, the API files run on it (the server a deployment runs on, and the
 * only one that can race two transactions), and PGlite runs the set that proves the embedded
 * default `npm start` runs on: migrations, seed and one happy path per module (embedded.test.ts),
 * the ledger check on a data folder, the reset that lets a worker's files share one database, and
 * the usage figures the database computes.
 * Without PostgreSQL, PGlite runs every file but the plan test (scale 0.05: a minute on PGlite).
 */
const provenOnPglite = [
  'apps/api/test/embedded.test.ts',
  'apps/api/src/modules/stock/ledger.test.ts',
  'apps/api/test/harness.test.ts',
  // The figures are the database's arithmetic (db/definitions/stock-usage.ts and a generated column): worked by hand on both.
  'apps/api/src/modules/stock/usage.test.ts',
  // Every function and trigger has its one definition, and each figure's check and backfill work, on both.
  'apps/api/test/database-definitions.test.ts',
];

const apiOn = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${db}`,
    include: db === 'pglite' && postgres ? provenOnPglite : ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    exclude: [...pure, ...(db === 'pglite' ? ['apps/api/test/plans.test.ts'] : [])],
    env: { TEST_DB: db },
    // The files of a worker share its imports: each still builds its own app on its own copy of the
    // seeded database (test/harness.ts), and the server keeps no state in its modules.
    isolate: false,
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'api', include: pure } },
      {
        // The web's own build config, so that lib/i18n.ts finds its catalogue parts (virtual:catalogue/*).
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom: lighter than jsdom, and enough for hooks, storage, stubbed fetch and media queries.
          environment: 'happy-dom',
          // One DOM and one import of the modules per worker: each file clears the storage and the
          // language it changed, and a file that needs a fresh load of a module asks for one (vi.resetModules).
          isolate: false,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      apiOn('pglite'),
      ...(postgres ? [apiOn('postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // One seeded database for the run; each file gets its own portal on a copy of it, so several run at once.
          globalSetup: ['e2e/global-setup.ts'],
          // After the API files (group 0), three journeys at a time: a journey waits on its browser and
          // portal part of its time, so a third keeps both cores busy.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // A worker's files share Playwright and the support modules, as the API files share theirs;
          // each file still gets its own portal and database (file-setup.ts) and launches its own browser.
          isolate: false,
          setupFiles: ['e2e/file-setup.ts'],
          // A journey crosses three or four portals, on two cores shared with its browsers and portals.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // A screen is waited for, not raced: with two portals, two Chromiums and the API tests
          // sharing two cores, a first render can take longer than expect.poll's own 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
