import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: the contract, the lint rules on planted violations, the web's lib/ and
 * ui/ hooks in a simulated DOM, the API on embedded PGlite, the API again on real PostgreSQL when
 * TEST_DATABASE_URL is set, and the browser journeys.
 */

/**
 * With PostgreSQL in the run, PGlite leaves it the files that only PostgreSQL can prove or that
 * prove nothing more twice: the races (PGlite runs one transaction at a time, so its writers never
 * interleave) and the fuzzing of every write route with malformed input (the same engine answers
 * the same input; 18 s of the PGlite project's 73). Without PostgreSQL, PGlite runs them all. The
 * plan test (50,000 ledger rows: seconds on PostgreSQL, a minute on PGlite) is PostgreSQL's alone.
 */
const provenOnPostgres = ['apps/api/src/modules/dashboard/links.test.ts', 'apps/api/src/modules/stock-requests/races.test.ts', 'apps/api/test/fuzz.test.ts'];

const apiOn = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${db}`,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    exclude: db === 'pglite' ? ['apps/api/test/plans.test.ts', ...(process.env.TEST_DATABASE_URL ? provenOnPostgres : [])] : [],
    env: { TEST_DB: db },
    // The files of a worker share its imports: each still builds its own app on its own copy of the
    // seeded database (test/harness.ts), and the server keeps no state in its modules. Importing
    // the app afresh for every file took 55 s of a 149 s run of these projects; now 8 s of 87.
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
      {
        // The web's own build config, so that lib/i18n.ts finds its catalogue parts (virtual:catalogue/*).
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom: lighter than jsdom, and enough for hooks, storage, stubbed fetch and media queries.
          environment: 'happy-dom',
          // One DOM and one import of the modules per worker: 5 s instead of 12 on a busy two-core
          // machine. Each file clears the storage and the language it changed, and a file that needs
          // a fresh load of a module asks for one (vi.resetModules).
          isolate: false,
        },
      },
      apiOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiOn('postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // One seeded database for the run; each file gets its own portal on a copy of it, so several run at once.
          globalSetup: ['e2e/global-setup.ts'],
          // After the API files (group 0), three journeys at a time: a journey waits on its browser and
          // portal about a fifth of its time, so a third keeps both cores busy (142 s with two, 131 with three).
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // A worker's files share Playwright and the support modules, as the API files share theirs;
          // each file still gets its own portal and database (file-setup.ts) and launches its own
          // browser. All 14 files, back to back: 252 and 246 s of CPU against 255 and 266 isolated
          // (imports 3.5 s, not 12.5).
          isolate: false,
          setupFiles: ['e2e/file-setup.ts'],
          // A journey crosses three or four portals: the orders journey took 83 to 94 s on a
          // loaded two-core machine, and once over 120 s in a full run.
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
