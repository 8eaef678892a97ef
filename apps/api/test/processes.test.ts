/**
 * Several server processes on one PostgreSQL (issue 33), as a deployment runs them: real processes
 * of the bundled server, started from a bundle this file builds of the sources as they are (so a
 * stale dist/ can never pass for them). PostgreSQL only: PGlite opens in one process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../src/paths.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const apiRoot = path.resolve(import.meta.dirname, '..');
const bundle = path.join(apiRoot, '.vitest-data/server.js');

interface Server {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the bundled server on its own port and data folder; resolves once /healthz answers. */
async function startServer(databaseUrl: string, settings: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-process-'));
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-here'),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { baseUrl: `http://127.0.0.1:${port}`, dataDir, process: child, exited, output: () => output };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    if (await answers(`${server.baseUrl}/healthz`)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function stop(server: Server) {
  server.process.kill('SIGTERM');
  const code = await server.exited;
  rmSync(server.dataDir, { recursive: true, force: true });
  return code;
}

function post(server: Server, url: string, body: unknown) {
  return fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Signs in by code through `server` (the code is in its outbox) and returns the token. */
async function signIn(server: Server, email: string) {
  expect((await post(server, '/api/auth/signin/request', { email })).status).toBe(200);
  const mails = readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const otp = JSON.parse(mails.at(-1)!).text.match(/code is (\d{6})/)[1];
  const verify = await post(server, '/api/auth/signin/verify', { email, otp });
  expect(verify.status).toBe(200);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

function get(server: Server, url: string, token: string) {
  return fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
}

// The tests run at once, each on a database of its own: most of their time is processes starting,
// a second or two each on an idle machine, many more when the machine is busy with the other files.
describe.runIf(onPostgres).concurrent('several processes on one PostgreSQL', { timeout: 120_000 }, () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const made: { name: string; client: pg.Client }[] = [];

  /** A database of the test's own: empty, or a copy of the run's migrated and seeded one. */
  async function database(from: 'empty' | 'seeded') {
    const name = `rds_px_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}${from === 'seeded' ? ` template ${inject('seededDatabase')}` : ''}`);
    const url = databaseUrlOf(adminUrl, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    made.push({ name, client });
    return { name, url, db: client };
  }

  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs', bundle], { cwd: apiRoot, stdio: 'inherit' });
  });
  afterAll(async () => {
    for (const { name, client } of made) {
      await client.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
    if (existsSync(bundle)) rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it('three started at once on an empty database migrate and seed once, all answer, and share the signing key and the sign-in budget', async () => {
    const { url: databaseUrl, db } = await database('empty');
    const servers = await Promise.all([1, 2, 3].map(() => startServer(databaseUrl, { SIGNIN_LIMIT_PER_ADDRESS: '6' })));
    try {
      for (const server of servers) expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      const members = await db.query(`select count(*)::int as n from users where email = 'member@example.org'`);
      expect(members.rows[0].n).toBe(1);
      const migrations = await db.query('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
      const journal = readMigrationFiles({ migrationsFolder }).length;
      expect(migrations.rows[0]).toEqual({ n: journal, distinct: journal });
      expect((await db.query('select name from server_secrets')).rows).toEqual([{ name: 'jwt' }]);

      // No JWT_SECRET and a data folder each: a token from one is good in the others.
      const [first, second, third] = servers as [Server, Server, Server];
      const token = await signIn(first, 'member@example.org');
      for (const server of [second, third]) expect((await get(server, '/api/member/ping', token)).status).toBe(200);

      // 127.0.0.1 has spent 2 of its 6 sign-in calls on the first; 4 more anywhere, and every process refuses it.
      for (const server of [second, third, second, third]) {
        expect((await post(server, '/api/auth/signin/request', { email: 'member2@example.org' })).status).toBe(200);
      }
      for (const server of servers) expect((await post(server, '/api/auth/signin/request', { email: 'member2@example.org' })).status).toBe(429);
    } finally {
      const codes = await Promise.all(servers.map(stop));
      expect(codes).toEqual([0, 0, 0]);
    }
  });

  it('on SIGTERM stops accepting, lets every request in flight finish with a 200, then exits 0 within the grace', async () => {
    const { url: databaseUrl, db, name } = await database('seeded');
    const server = await startServer(databaseUrl, { STATEMENT_TIMEOUT_MS: '0', SHUTDOWN_GRACE_SECONDS: '10' });
    let exited = false;
    void server.exited.then(() => (exited = true));
    try {
      const token = await signIn(server, 'member@example.org');
      // A lock the test holds keeps eight lists in flight for as long as it needs.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table notifications in access exclusive mode');
      const inFlight = Array.from({ length: 8 }, () => get(server, '/api/member/notifications', token));
      await until(async () => {
        const waiting = await db.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`, [
          name,
          (await holder.query('select pg_backend_pid() as pid')).rows[0].pid,
        ]);
        return waiting.rows[0].n === 8;
      });

      server.process.kill('SIGTERM');
      const signalled = Date.now();
      // It stops accepting, and waits for the eight rather than exit.
      await until(async () => !(await answers(`${server.baseUrl}/healthz`)));
      expect(exited).toBe(false);

      await holder.query('rollback');
      await holder.end();
      const statuses = await Promise.all(inFlight.map(async (response) => (await response).status));
      expect(statuses).toEqual(Array(8).fill(200));
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).not.toMatch(/error/i);
    } finally {
      if (!exited) await stop(server);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('with WORKERS=2 replaces a worker that is killed, and the port keeps answering', async () => {
    const { url: databaseUrl } = await database('seeded');
    // At info the primary says when each worker serves (one killed before would stop them all).
    const primary = await startServer(databaseUrl, { WORKERS: '2', LOG_LEVEL: 'info' });
    const serving = () => primary.output().match(/Worker \d+ serving/g)?.length ?? 0;
    try {
      await until(async () => serving() === 2);
      const [killed] = workersOf(primary) as [number];
      process.kill(killed, 'SIGKILL');
      await until(async () => {
        const workers = workersOf(primary);
        return serving() === 3 && workers.length === 2 && !workers.includes(killed);
      });
      for (let i = 0; i < 6; i++) expect((await fetch(`${primary.baseUrl}/readyz`)).status).toBe(200);
      expect(primary.output()).toMatch(/ended \(SIGKILL\); starting another/);
    } finally {
      expect(await stop(primary)).toBe(0);
    }
  });
});

/** The process ids of a primary's workers. */
function workersOf(primary: Server): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
}

/** Waits until `condition` holds; the test's own timeout bounds it. */
async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 50));
}
