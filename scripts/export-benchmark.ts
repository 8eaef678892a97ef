/**
 * Memory of a 100k-row CSV export, measured (not asserted): a throwaway PostgreSQL database with
 * the demo data plus 100,000 notifications and 100,000 orders for the administrator, the real app
 * listening on a port, and a client that reads the download as a stream and throws it away. The
 * process's RSS and heap are sampled every 20 ms, and the live heap (after a forced GC) every 250 ms;
 * the report is the peak growth over the idle baseline, beside the size of the file. Run it with
 * ROWS=10000 too: the growth must not follow the number of rows.
 *
 *   npx tsx --expose-gc scripts/export-benchmark.ts              # PostgreSQL (TEST_DATABASE_URL or the local one)
 *   npx tsx --expose-gc scripts/export-benchmark.ts --pglite     # embedded PGlite, in memory
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.js';
import { seedDemoData } from '../apps/api/src/db/seed.js';
import { createMailer } from '../apps/api/src/platform/mail.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const usePglite = process.argv.includes('--pglite');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function open(): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (usePglite) return { ...(await openDatabase({})), drop: async () => {} };
  const name = `rds_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-bench-'));
const handle = await open();
try {
  await seedDemoData(handle.db);
  await handle.db.execute(sql`
    insert into notifications (recipient_id, recipient_type, type, message, message_main, link)
    select u.id, 'healthpro', 'QUERY_RECEIVED', 'Generated message number ' || g || ', with a comma and "quotes"', 'Generated ' || g, '/notifications'
    from users u, generate_series(1, ${ROWS}) g where u.email = 'healthpro@example.org'`);
  await handle.db.execute(sql`
    insert into orders (type, status, is_approved, stock_id, stock_unit_id, member_id, supplier_id, distributor_id, location_id, units, lot_number, units_expiry)
    select o.type, o.status, o.is_approved, o.stock_id, o.stock_unit_id, o.member_id, o.supplier_id, o.distributor_id, o.location_id, 1, o.lot_number || '-' || g, o.units_expiry
    from (select * from orders where type = 'STANDARD' limit 1) o, generate_series(1, ${ROWS}) g`);
  await handle.db.execute(sql`analyze`);

  const app = await buildApp({
    db: handle.db,
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    sessionHours: 1,
    mailer: createMailer({ from: 'bench@example.org', dataDir, print: false, onError: (e) => console.error(e) }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const email = 'healthpro@example.org';
  await fetch(`${address}/api/auth/signin/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  const mail = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').at(-1)!;
  const otp = /code is (\d{6})/.exec(JSON.parse(mail).text)![1];
  const verified = await fetch(`${address}/api/auth/signin/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, otp }),
  });
  const token = ((await verified.json()) as { data: { token: string } }).data.token;

  console.log(`driver: ${usePglite ? 'PGlite (in memory)' : 'PostgreSQL'}, node ${process.version}`);
  for (const list of ['notifications', 'orders']) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const base = process.memoryUsage();
    let peak = { rss: base.rss, heapUsed: base.heapUsed, live: base.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { ...peak, rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
    }, 20);
    // What is really held (garbage collected first), every 250 ms: the figure that must not grow with the rows.
    const gc = (globalThis as { gc?: () => void }).gc;
    const liveSampler = setInterval(() => {
      gc?.();
      peak = { ...peak, live: Math.max(peak.live, process.memoryUsage().heapUsed) };
    }, 250);
    const started = performance.now();
    const res = await fetch(`${address}/api/healthpro/${list}.csv`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    clearInterval(liveSampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${list}.csv: HTTP ${res.status}, ${lines - 1} rows, ${mib(bytes)} in ${seconds.toFixed(1)} s; ` +
        `peak growth over baseline: RSS +${mib(peak.rss - base.rss)}, heap +${mib(peak.heapUsed - base.heapUsed)}, ` +
        `live heap (after GC) +${mib(peak.live - base.heapUsed)} ` +
        `(baseline RSS ${mib(base.rss)}, heap ${mib(base.heapUsed)})`,
    );
  }
  await app.close();
} finally {
  await handle.close();
  await handle.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
