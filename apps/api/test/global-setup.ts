/**
 * Migrates and seeds one database per test run, once, for every API test file to copy (because
 * migrating PGlite took most of each file's start). PGlite: the seeded data directory dumped to a
 * file, which each worker loads into its one in-memory PGlite (harness.ts puts it back to the seed
 * between files). PostgreSQL: a template database, which each file clones with `create database
 * ... template`. The demo pictures are in the database with the rest.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/db/seed.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the folder of `pglite.tar`, the seeded database. */
    seededDir: string;
    /** PostgreSQL: the seeded template database's name. */
    seededDatabase: string;
  }
}

export const PGLITE_DUMP = 'pglite.tar';

export default async function setup(project: TestProject) {
  const seededDir = mkdtempSync(path.join(tmpdir(), 'rds-seeded-'));
  project.provide('seededDir', seededDir);

  // The project's env (vitest.config.ts) reaches its test files, not this setup: read it from the project.
  if (project.config.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({});
    await seedDemoData(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(path.join(seededDir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('seededDatabase', '');
    return () => rmSync(seededDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rds_seeded_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name) });
  await seedDemoData(handle.db);
  // A template can only be copied while nobody is connected to it.
  await handle.close();
  project.provide('seededDatabase', name);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(seededDir, { recursive: true, force: true });
  };
}
