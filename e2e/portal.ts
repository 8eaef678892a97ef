/**
 * Runs the real portal for the browser journeys: the built web and the API on a free port, exactly
 * as `npm start` runs it, on the embedded database in a given folder or, when the run has
 * TEST_DATABASE_URL, on a PostgreSQL database of its own. The global setup starts one to migrate and
 * seed; every journey file then starts its own on a copy (`e2e/file-setup.ts`), so several files
 * can run at once without seeing each other's changes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../apps/api/test/free-port.js';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST lets a run use a build of its own (several builds at once must not share a folder).
export const webDist = path.resolve(process.env.WEB_DIST || path.join(root, 'apps/web/dist'));
/** The server as `npm start` runs it: bundled by `npm run build`. */
const serverBundle = path.join(root, 'apps/api/dist/server.js');

/** This journey file's portal, set by `e2e/file-setup.ts` before the file's own hooks run. */
export const current = { baseUrl: '', dataDir: '' };

/** This file's copy of the seeded database, as `openDatabase` opens it: the folder (PGlite) or the URL (PostgreSQL). */
export interface FileDatabase {
  dataDir: string;
  databaseUrl: string;
}
const preparations: ((database: FileDatabase) => Promise<void>)[] = [];

/**
 * Work on this file's copy of the seeded database before its portal starts (`e2e/file-setup.ts`
 * runs it): what the API cannot make, such as orders in past months. Called at a journey file's
 * top level; the embedded database takes one process at a time, so the work ends (and closes the
 * database) before the portal opens it.
 */
export function beforePortalStarts(prepare: (database: FileDatabase) => Promise<void>) {
  preparations.push(prepare);
}

/** The work asked for by `beforePortalStarts`, once. */
export const takePreparations = () => preparations.splice(0);

export interface Portal {
  baseUrl: string;
  /** SIGTERM, then waits for the exit: the server closes the database and removes its lock file. */
  stop: () => Promise<void>;
}

/**
 * Starts the portal with its files in `dataDir`, on the embedded database there or on the
 * PostgreSQL database at `databaseUrl` (either migrated and seeded if empty), and waits until it answers.
 */
export async function startPortal(dataDir: string, databaseUrl = ''): Promise<Portal> {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(serverBundle)) {
    throw new Error(`The web client (${webDist}) or the server (${serverBundle}) is not built: run \`npm run build\` first (npm test does).`);
  }
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, several times per account.
      SIGNIN_LIMIT_PER_EMAIL: '100',
      SIGNIN_LIMIT_PER_ADDRESS: '1000',
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The portal exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/docs/json`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The portal did not start within 90 s:\n${output}`);
}
