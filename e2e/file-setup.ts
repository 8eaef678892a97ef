/**
 * Before each journey file: its own portal on its own copy of the seeded database, so the file
 * starts from the demo data whatever the other files do, and two files can run at once.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { current, startPortal, type Portal } from './portal.js';

let portal: Portal | undefined;

beforeAll(async () => {
  current.dataDir = mkdtempSync(path.join(tmpdir(), 'rds-e2e-'));
  cpSync(inject('seededDir'), current.dataDir, { recursive: true });
  portal = await startPortal(current.dataDir);
  current.baseUrl = portal.baseUrl;
});

afterAll(async () => {
  await portal?.stop();
  rmSync(current.dataDir, { recursive: true, force: true });
});
