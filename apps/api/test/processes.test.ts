/**
 * Several server processes on one PostgreSQL (decision 017), as a deployment runs them: real processes
 * of the bundled server, started from a bundle this file builds of the sources as they are (so a
 * stale dist/ can never pass for them). PostgreSQL only: PGlite opens in one process.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths.js';
import { answers, buildServer, get, post, signIn, startServer as startBundled, stop, testDatabases, until, type Server } from './processes.js';

const onPostgres = process.env.TEST_DB === 'postgres';
let built: ReturnType<typeof buildServer> | undefined;
const startServer = (databaseUrl: string, settings?: Record<string, string>) => startBundled(built!.bundle, databaseUrl, settings);

// The tests run at once, each on a database of its own: most of their time is processes starting,
// a second or two each on an idle machine, many more when the machine is busy with the other files.
describe.runIf(onPostgres).concurrent('several processes on one PostgreSQL', { timeout: 120_000 }, () => {
  const databases = testDatabases();
  const database = databases.create;

  beforeAll(() => {
    built = buildServer('processes');
  });
  afterAll(async () => {
    await databases.dropAll();
    built?.remove();
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

  it('on SIGTERM under concurrent writes answers no 5xx, loses no acknowledged write and exits 0', async () => {
    const { url: databaseUrl, db } = await database('seeded');
    // What is measured is the stop, not this machine's speed: on a machine loaded by the rest of the
    // run, waiting past the usual 5 s for a connection would answer a 503 that says nothing of it.
    const server = await startServer(databaseUrl, { STATEMENT_TIMEOUT_MS: '60000' });
    let exited = false;
    void server.exited.then(() => (exited = true));
    try {
      const token = await signIn(server, 'member@example.org');
      // The member's lots with units to spare: orders of one unit never run out before the end.
      const { rows: lots } = await db.query<{ lot: string; stock: string }>(
        `select su.id as lot, su.stock_id as stock from stock_units su join stocks s on s.id = su.stock_id join users u on u.id = s.member_id
         where u.email = 'member@example.org' and su.units - su.reserved_units > 200 order by su.id`,
      );
      expect(lots.length).toBeGreaterThan(0);
      const ordersBefore = (await db.query('select count(*)::int as n from orders')).rows[0].n as number;

      const acknowledged: string[] = [];
      const statuses: Record<number, number> = {};
      let connectionErrors = 0;
      // A client orders one unit after another until the server is gone; a refused or dropped
      // connection is no answer, so no acknowledged write, and ends that client.
      const client = async (n: number) => {
        for (let i = n; ; i++) {
          const { lot, stock } = lots[i % lots.length]!;
          let res: Response;
          try {
            res = await post(server, `/api/member/stock/${stock}/order`, { orderUnits: [{ stockUnitId: lot, units: 1 }] }, token);
          } catch {
            connectionErrors++;
            return;
          }
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const body = (await res.json()) as { data?: { orders: { _id: string }[] } };
          if (res.ok) acknowledged.push(...body.data!.orders.map((o) => o._id));
        }
      };
      const clients = Array.from({ length: 8 }, (_, n) => client(n));
      // Midway: once a hundred orders are acknowledged, with eight more on their way.
      await until(() => acknowledged.length >= 100);
      server.process.kill('SIGTERM');
      await Promise.all(clients);
      const code = await server.exited;

      const found = (await db.query('select count(*)::int as n from orders where id = any($1::uuid[])', [acknowledged])).rows[0].n as number;
      const written = ((await db.query('select count(*)::int as n from orders')).rows[0].n as number) - ordersBefore;
      console.log(
        `SIGTERM under load: ${acknowledged.length} acknowledged writes, ${found} found, ${written} written in all, answers ${JSON.stringify(statuses)}, ${connectionErrors} connection errors, exit ${code}`,
      );
      expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([]);
      expect(Object.keys(statuses)).toEqual(['200']);
      expect(found).toBe(acknowledged.length);
      // Nothing was written that no one was told of, either.
      expect(written).toBe(acknowledged.length);
      expect(code).toBe(0);
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
