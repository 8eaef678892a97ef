/**
 * Before each journey file: its own portal on its own copy of the seeded database (and of its
 * folder), so the file starts from the demo data whatever the other files do, and several files can
 * run at once. What the file asked for with `beforePortalStarts` is done on the copy first.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminQuery, databaseUrlOf } from '../apps/api/test/postgres-admin.js';
import { current, startPortal, takePreparations, type Portal } from './portal.js';

let portal: Portal | undefined;
// With TEST_DATABASE_URL the global setup seeded a template database on that server.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const database = inject('seededDatabase') ? `rds_e2e_${randomBytes(6).toString('hex')}` : '';

beforeAll(async () => {
  current.dataDir = mkdtempSync(path.join(tmpdir(), 'rds-e2e-'));
  cpSync(inject('seededDir'), current.dataDir, { recursive: true });
  if (database) await adminQuery(adminUrl, `create database ${database} template ${inject('seededDatabase')}`);
  const databaseUrl = database ? databaseUrlOf(adminUrl, database) : '';
  for (const prepare of takePreparations()) await prepare({ dataDir: current.dataDir, databaseUrl });
  portal = await startPortal(current.dataDir, databaseUrl);
  current.baseUrl = portal.baseUrl;
});

afterAll(async () => {
  await portal?.stop();
  if (database) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  rmSync(current.dataDir, { recursive: true, force: true });
});
