/**
 * Real server processes for processes.test.ts and three-processes.test.ts: the server bundled from
 * the sources as they are, started on ports and data folders of their own, on test databases of a
 * PostgreSQL server. PostgreSQL only: PGlite opens in one process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';
import { freePort } from './free-port.js';

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * Bundles the server as `npm run build` does, into a file of the caller's own (so a stale dist/ can
 * never pass for the sources, and two files running at once never remove each other's); answers its
 * path and how to remove it.
 */
export function buildServer(name: string) {
  // One folder below apps/api, as dist/ is: the bundle finds the migrations from there.
  const bundle = path.join(apiRoot, `.vitest-data/${name}.js`);
  execFileSync(process.execPath, ['scripts/build.mjs', bundle], { cwd: apiRoot, stdio: 'inherit' });
  const remove = () => {
    rmSync(bundle, { force: true });
    try {
      rmdirSync(path.dirname(bundle)); // the folder too, when it is empty
    } catch {
      // another file's bundle is still there, or that file removed the folder first
    }
  };
  return { bundle, remove };
}

/** Databases of a test's own on TEST_DATABASE_URL's server: empty, or a copy of the run's migrated and seeded one. */
export function testDatabases() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const made: { name: string; client: pg.Client }[] = [];
  return {
    async create(from: 'empty' | 'seeded') {
      const name = `rds_px_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}${from === 'seeded' ? ` template ${inject('seededDatabase')}` : ''}`);
      const url = databaseUrlOf(adminUrl, name);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      made.push({ name, client });
      return { name, url, db: client };
    },
    async dropAll() {
      for (const { name, client } of made) {
        await client.end();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

export interface Server {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the bundled server on its own port and data folder; resolves once /healthz answers. */
export async function startServer(bundle: string, databaseUrl: string, settings: Record<string, string> = {}): Promise<Server> {
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

export async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM, the exit code, and the data folder removed. */
export async function stop(server: Server) {
  server.process.kill('SIGTERM');
  const code = await server.exited;
  rmSync(server.dataDir, { recursive: true, force: true });
  return code;
}

export function post(server: Server, url: string, body: unknown, token?: string) {
  return fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function get(server: Server, url: string, token: string) {
  return fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
}

/** Signs in by code through `server` (the code is in its outbox, the newest mail to `email`) and returns the token. */
export async function signIn(server: Server, email: string) {
  expect((await post(server, '/api/auth/signin/request', { email })).status).toBe(200);
  const mails = readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const mail = mails
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === email)
    .at(-1);
  const otp = mail!.text.match(/code is (\d{6})/)![1];
  const verify = await post(server, '/api/auth/signin/verify', { email, otp });
  expect(verify.status).toBe(200);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

/** Waits until `condition` holds; the test's own timeout bounds it. */
export async function until(condition: () => Promise<boolean> | boolean) {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 20));
}

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  /** performance.now() when the event's last byte came. */
  at: number;
}

/**
 * A notification stream read as a system reads it (as live.test.ts does), over node:http with a
 * socket of its own so that closing it closes the connection there and then; every event kept, in
 * order, with the moment it came.
 */
export async function openStream(server: Server, type: string, headers: Record<string, string>) {
  const request = http.get(`${server.baseUrl}/api/${type}/notifications/stream`, { headers, agent: false });
  const [incoming] = (await once(request, 'response')) as [http.IncomingMessage];
  expect(incoming.statusCode).toBe(200);
  incoming.setEncoding('utf8');
  const events: SseEvent[] = [];
  let buffer = '';
  incoming.on('data', (chunk: string) => {
    const at = performance.now();
    buffer += chunk;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: SseEvent = { at };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const [field, ...rest] = line.split(': ');
        (event as unknown as Record<string, string>)[field!] = rest.join(': ');
      }
      events.push(event);
    }
  });
  incoming.on('error', () => {}); // destroyed by close()
  return {
    events,
    /** The `notification` events so far: the stream's id and what the list shows. */
    notifications: () =>
      events.filter((e) => e.event === 'notification').map((e) => ({ ...(JSON.parse(e.data!) as { stockRequestId?: string }), id: Number(e.id), at: e.at })),
    close: () => request.destroy(),
  };
}
