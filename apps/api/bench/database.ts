/**
 * The bench's databases: a PostgreSQL database recreated from scratch (migrated, demo-seeded,
 * then generated), or a PGlite directory.
 */
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/db/seed.js';
import { balances, reconcile } from '../src/modules/stock/ledger.js';
import { generateProgramme, type GenerateReport } from './generate.js';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function recreatePostgres(serverUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

export interface Generated {
  handle: DatabaseHandle;
  report: GenerateReport;
  totalSeconds: number;
}

/**
 * A fresh programme: PostgreSQL database `name` on `serverUrl`, or PGlite under `dataDir` when no
 * server is given. Checks the ledger after generating (the same `reconcile()` as `npm run ledger:check`).
 */
export async function generateInto(
  target: { serverUrl: string; name: string } | { dataDir: string },
  scale: number,
  log: (line: string) => void,
): Promise<Generated> {
  const started = performance.now();
  let handle: DatabaseHandle;
  if ('serverUrl' in target) {
    await recreatePostgres(target.serverUrl, target.name);
    handle = await openDatabase({ databaseUrl: databaseUrl(target.serverUrl, target.name), statementTimeoutMs: 0 });
  } else {
    rmSync(target.dataDir, { recursive: true, force: true });
    mkdirSync(target.dataDir, { recursive: true });
    handle = await openDatabase({ dataDir: target.dataDir });
  }
  await seedDemoData(handle.db);
  const report = await generateProgramme(handle.db, scale, log);
  const checked = performance.now();
  const discrepancies = await reconcile(handle.db);
  if (!balances(discrepancies)) throw new Error(`The generated programme does not balance with the ledger: ${JSON.stringify(discrepancies).slice(0, 500)}`);
  log(`${'ledger reconciled'.padEnd(24)} ${((performance.now() - checked) / 1000).toFixed(1)} s`);
  return { handle, report, totalSeconds: (performance.now() - started) / 1000 };
}
