/**
 * Migrates and seeds one database for the whole run: starts the portal once on an empty folder (and,
 * with TEST_DATABASE_URL, an empty PostgreSQL database), stops it, and hands both to every journey
 * file, which copies them (`e2e/file-setup.ts`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrlOf } from '../apps/api/test/postgres-admin.js';
import { startPortal } from './portal.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDir: string;
    /** With TEST_DATABASE_URL: the seeded template database's name; otherwise ''. */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const seededDir = mkdtempSync(path.join(tmpdir(), 'rds-e2e-seed-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seededDatabase = adminUrl ? `rds_e2e_seeded_${randomBytes(6).toString('hex')}` : '';
  if (adminUrl) await adminQuery(adminUrl, `create database ${seededDatabase}`);
  // A template can only be copied while nobody is connected to it: the portal stops first.
  const portal = await startPortal(seededDir, adminUrl ? databaseUrlOf(adminUrl, seededDatabase) : '');
  await portal.stop();
  // A clean stop removes PGlite's lock file; one left behind would name a dead process in every copy.
  if (existsSync(path.join(seededDir, 'pglite.lock'))) {
    throw new Error(`The seeding portal left ${seededDir}/pglite.lock behind: it did not close its database.`);
  }
  project.provide('seededDir', seededDir);
  project.provide('seededDatabase', seededDatabase);
  return async () => {
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${seededDatabase} with (force)`);
    rmSync(seededDir, { recursive: true, force: true });
  };
}
