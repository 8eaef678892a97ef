/**
 * Migrates and seeds one embedded database for the whole run: starts the portal once on an empty
 * folder, stops it, and hands the folder to every journey file, which copies it (`e2e/file-setup.ts`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDir: string;
  }
}

export default async function setup(project: TestProject) {
  const seededDir = mkdtempSync(path.join(tmpdir(), 'rds-e2e-seed-'));
  const portal = await startPortal(seededDir);
  await portal.stop();
  // A clean stop removes PGlite's lock file; one left behind would name a dead process in every copy.
  if (existsSync(path.join(seededDir, 'pglite.lock'))) {
    throw new Error(`The seeding portal left ${seededDir}/pglite.lock behind: it did not close its database.`);
  }
  project.provide('seededDir', seededDir);
  return () => rmSync(seededDir, { recursive: true, force: true });
}
