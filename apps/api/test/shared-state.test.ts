/**
 * Many processes (decision 017): what several processes behind one address must share, and what a
 * load balancer and Prometheus ask of each. Two apps on one database stand for two processes (on
 * PostgreSQL each has its own pool; processes.test.ts starts real ones); health and metrics are
 * asked of one app.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { rateLimitCounters } from '../src/db/schema.js';
import { READY_TIMEOUT_MS } from '../src/platform/health.js';
import { createMailer } from '../src/platform/mail.js';
import { sharedSigningSecret } from '../src/platform/signing-secret.js';
import { createTestContext, DEMO, type TestContext } from './harness.js';

let ctx: TestContext;
const opened: { close(): Promise<unknown> }[] = [];
const dataDirs = new WeakMap<App, string>();
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
  await ctx.close();
});

/** Another "process" on the test's database: its own pool on PostgreSQL, its own data folder. */
async function anotherApp(options: Partial<AppOptions> = {}): Promise<App> {
  let db = ctx.db;
  if (ctx.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: ctx.databaseUrl });
    db = handle.db;
    opened.push(handle);
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'rds-another-'));
  const app = await buildApp({
    db,
    dataDir,
    jwtSecret: 'x'.repeat(32),
    sessionHours: 12,
    mailer: createMailer({ from: 'test@example.org', dataDir, print: false, onError: (e) => console.error(e) }),
    ...options,
  });
  opened.push({ close: () => app.close().then(() => rmSync(dataDir, { recursive: true, force: true })) });
  dataDirs.set(app, dataDir);
  return app;
}

const signinRequest = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email }, remoteAddress });

describe('the signing key without JWT_SECRET', () => {
  it("is moved from an old data folder's jwt-secret file into the database, so its signed-in users stay signed in", async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), 'rds-old-'));
    const oldSecret = 'an-old-secret-from-the-data-folder-0123456789';
    writeFileSync(path.join(oldDir, 'jwt-secret'), oldSecret);
    // Signed in before the upgrade, with the file's key.
    const before = await anotherApp({ jwtSecret: oldSecret });
    const token = await signIn(before, DEMO.member);

    expect(await sharedSigningSecret(ctx.db, oldDir)).toBe(oldSecret);
    expect(existsSync(path.join(oldDir, 'jwt-secret'))).toBe(false);
    const after = await anotherApp({ jwtSecret: await sharedSigningSecret(ctx.db, oldDir) });
    expect((await ping(after, token)).statusCode).toBe(200);
    rmSync(oldDir, { recursive: true, force: true });
  });

  it("is the same in every process, whatever its data folder, so each accepts the others' tokens", async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-fresh-'));
        return anotherApp({ dataDir, jwtSecret: await sharedSigningSecret(ctx.db, dataDir) });
      }),
    );
    expect((await ping(second!, await signIn(first!, DEMO.member))).statusCode).toBe(200);
    expect((await ping(first!, await signIn(second!, DEMO.supplier), 'supplier')).statusCode).toBe(200);
    const secrets = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from server_secrets`);
    expect(secrets[0]!.n).toBe(1);
  });
});

describe('the sign-in limit per network address', () => {
  it('is one budget for every process on the database', async () => {
    const limits = { signinLimits: { perEmail: 100, perAddress: 4 } };
    const [first, second] = [await anotherApp(limits), await anotherApp(limits)];
    for (const app of [first, second, first, second]) expect((await signinRequest(app, DEMO.member2, '198.51.100.7')).statusCode).toBe(200);
    for (const app of [first, second]) {
      const refused = await signinRequest(app, DEMO.member2, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().reason).toBe('rateLimit.tooMany');
    }
    // Another address has its own budget.
    expect((await signinRequest(second, DEMO.member2, '198.51.100.8')).statusCode).toBe(200);

    // When the window ends the address starts afresh, everywhere.
    await ctx.db.update(rateLimitCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await signinRequest(first, DEMO.member2, '198.51.100.7')).statusCode).toBe(200);
    const [counter] = await queryRows<{ calls: number }>(ctx.db, sql`select calls from rate_limit_counters where key = 'signin:198.51.100.7'`);
    expect(counter!.calls).toBe(1);
  });
});

describe('healthz and readyz', () => {
  it('answer outside the API, without a token, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('readyz is a 503 while a migration of this build is not applied', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      ctx.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: '1 migration(s) not applied' });
    } finally {
      await ctx.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('readyz is a 503 when the database does not answer, while healthz still says the process does', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/nothing' });
    const app = await anotherApp({ db: drizzle(pool) as unknown as Database });
    opened.push({ close: () => pool.end() });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('readyz is a 503 when the database hangs, after READY_TIMEOUT_MS, not never', async () => {
    // A server that takes the connection and never says a word, as a hung database does.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/nothing` });
    const app = await anotherApp({ db: drizzle(pool) as unknown as Database });
    try {
      const started = Date.now();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    } finally {
      await app.close();
      silent.close();
      void pool.end().catch(() => {});
    }
  });
});

describe('metrics', () => {
  const token = 'a-metrics-token-for-the-test';
  let app: App;
  beforeAll(async () => {
    app = await anotherApp({ metricsToken: token, jobs: { expiringLotsIntervalMinutes: 60 } });
    await app.ready();
  });
  const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are a 404 that says so when METRICS_TOKEN is not set, also beside the web client', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'rds-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    const withWeb = await anotherApp({ webDist });
    for (const off of [ctx.app, withWeb]) {
      const res = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', reason: 'route.notFound' });
    }
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are a 401 without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, token, 'Bearer ']) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toMatch(/rds_/);
    }
  });

  it('count answers by route pattern and status, never by raw URL, with the pools and the jobs', async () => {
    const member = await signIn(app, DEMO.member);
    const orderId = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url: `/api/member/order/${orderId}`, headers: { authorization: `Bearer ${member}` } })).statusCode).toBe(404);
    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/rds_http_request_duration_seconds_count\{method="GET",route="\/api\/:usertype\/order\/:id",status="404"\} 1/);
    expect(res.body).toMatch(/rds_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/signin\/verify",status="200"\} 1/);
    expect(res.body).not.toContain(orderId);
    expect(res.body).toMatch(/rds_job_runs_total\{job="expiring_lots"\} 1/);
    if (ctx.databaseUrl) expect(res.body).toMatch(/rds_db_pool_connections\{pool="main"\} [1-9]/);
    expect(res.body).toMatch(/rds_process_cpu_seconds_total/);
  });

  it('count the failures of a job, and take metrics other modules add', async () => {
    const failing = app.metrics.countedJob('test_job', async () => {
      throw new Error('boom');
    });
    await expect(failing()).rejects.toThrow('boom');
    app.metrics.gauge({ name: 'rds_test_open_streams', help: 'Streams open' }).set(3);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(/rds_job_runs_total\{job="test_job"\} 1/);
    expect(body).toMatch(/rds_job_failures_total\{job="test_job"\} 1/);
    expect(body).toMatch(/rds_test_open_streams 3/);
  });
});

describe('the settings', () => {
  it.each([
    [{ WORKERS: '2' }, /WORKERS: more than one process needs DATABASE_URL/],
    [{ WORKERS: '0' }, /WORKERS must be a whole number of processes from 1 to 64/],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, /SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
  ])('refuses %j at start-up with a clear message', (settings, message) => {
    expect(() => loadConfig({ DATA_DIR: ctx.dataDir, ...settings })).toThrow(message);
  });

  it('defaults to one process, 10 seconds of grace, no metrics and the signing key from the database', () => {
    expect(loadConfig({ DATA_DIR: ctx.dataDir, METRICS_TOKEN: '' })).toMatchObject({
      workers: 1,
      shutdownGraceSeconds: 10,
      metricsToken: undefined,
      jwtSecret: undefined,
    });
    expect(loadConfig({ DATA_DIR: ctx.dataDir, DATABASE_URL: 'postgres://x/y', WORKERS: '4' }).workers).toBe(4);
  });
});

/** Signs in by code on `app`, reading the code from its own outbox. */
async function signIn(app: App, email: string) {
  const remoteAddress = `10.33.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  expect((await signinRequest(app, email, remoteAddress)).statusCode).toBe(200);
  const mails = readFileSync(path.join(dataDirs.get(app)!, 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const otp = JSON.parse(mails.at(-1)!).text.match(/code is (\d{6})/)[1];
  const verify = await app.inject({ method: 'POST', url: '/api/auth/signin/verify', payload: { email, otp }, remoteAddress });
  expect(verify.statusCode).toBe(200);
  return verify.json().data.token as string;
}

function ping(app: App, token: string, type = 'member') {
  return app.inject({ method: 'GET', url: `/api/${type}/ping`, headers: { authorization: `Bearer ${token}` } });
}
