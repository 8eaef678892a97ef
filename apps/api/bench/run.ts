/**
 * `npm run bench`: generates a programme of a given scale (bench/generate.ts), starts the API on
 * it in its own process, signs in as each demo account, and drives every list and detail route of
 * every portal, the dashboards and the main writes with autocannon; prints req/s, p50, p99 and
 * errors per route and writes them to a JSON file. See docs/performance.md.
 *
 *   npm run bench -- --scale 0.01                  PostgreSQL database rds_bench (BENCH_DATABASE_URL's server)
 *   npm run bench -- --scale 1 --reuse             the programme already generated there
 *   npm run bench -- --scale 0.1 --pglite          embedded PGlite under a temporary folder
 *   npm run bench -- --scale 1 --reuse --search a   every list searched for "a" (no details, no writes)
 *   options: --duration 10 (s per route), --connections 10, --only <text in the route>, --out bench-results.json,
 *            --profile <folder> (the server's CPU profile, for Chrome's DevTools)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl, generateInto } from './database.js';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.01' },
    db: { type: 'string', default: 'rds_bench' },
    pglite: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    search: { type: 'string' },
    out: { type: 'string', default: 'bench-results.json' },
    port: { type: 'string', default: '3999' },
    // A CPU profile of the server per run, written to this folder when it stops (node --cpu-prof).
    profile: { type: 'string' },
  },
});
const scale = Number(args.scale);
const duration = Number(args.duration);
const connections = Number(args.connections);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '../../..');
const base = `http://127.0.0.1:${args.port}`;
const log = (line: string) => console.log(line);
// Paths given on the command line are read from where `npm run bench` was typed (npm runs the
// script in apps/api and says where it started in INIT_CWD).
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const DEMO = {
  member: 'member@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
  healthpro: 'healthpro@example.org',
} as const;
type Portal = keyof typeof DEMO;

interface Result {
  route: string;
  kind: 'list' | 'detail' | 'dashboard' | 'write';
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How many answers of each HTTP status (a route with errors says which). */
  statusCodes: Record<string, number>;
}

async function main() {
  const pgliteDir = args.pglite ? path.join(tmpdir(), `rds-bench-pglite-${args.scale}`) : undefined;
  if (!args.reuse) {
    log(`Generating a programme of scale ${scale} into ${pgliteDir ?? `PostgreSQL database ${args.db}`}`);
    const generated = await generateInto(pgliteDir ? { dataDir: pgliteDir } : { serverUrl, name: args.db }, scale, log);
    await generated.handle.close();
    log(`Generated and reconciled in ${generated.totalSeconds.toFixed(0)} s: ${JSON.stringify(generated.report.sizes)}`);
  }

  // The API in its own process, as `npm start` runs it: bundled from the sources as they are now
  // (no demo seed: the programme holds it).
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
  const dataDir = pgliteDir ?? mkdtempSync(path.join(tmpdir(), 'rds-bench-data-'));
  const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${fromCaller(args.profile)}`] : [];
  const server = spawn(process.execPath, [...profiling, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: args.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(pgliteDir ? { DATABASE_URL: '' } : { DATABASE_URL: databaseUrl(serverUrl, args.db) }),
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGNIN_LIMIT_PER_ADDRESS: '100000',
      SIGNIN_LIMIT_PER_EMAIL: '100000',
      // The bench runs the job once itself (settleProgramme); the scheduler's next run is weeks away.
      EXPIRING_LOTS_INTERVAL_MINUTES: '35791',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp();
    const tokens = {} as Record<Portal, string>;
    for (const [portal, email] of Object.entries(DEMO) as [Portal, string][]) tokens[portal] = await signIn(email, dataDir);
    await settleProgramme(tokens.healthpro, pgliteDir ? undefined : databaseUrl(serverUrl, args.db));

    const results: Result[] = [];
    const label = (portal: Portal, route: string, method = 'GET') => `${method} /api/${portal}${route}`;
    const load = (
      portal: Portal,
      route: string,
      size: { amount: number } | { duration: number },
      request: Partial<autocannon.Request> = {},
      onResponse?: (status: number, ms: number) => void,
    ) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${base}/api/${portal}${route}`,
            connections,
            ...size,
            headers: {
              authorization: `Bearer ${tokens[portal]}`,
              'accept-encoding': 'br, gzip',
              // Only with a body: Fastify answers an empty body declared as JSON with a 400.
              ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            // autocannon reads setupRequest (each write's own record) only on an entry of `requests`.
            ...(request.setupRequest ? { method: request.method, requests: [request] } : request),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
      });
    const record = (result: Result) => {
      results.push(result);
      log(
        `${result.route.padEnd(52)} ${String(result.reqPerSec).padStart(6)} req/s  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(5)} ms  errors ${result.errors + result.non2xx}${result.non2xx ? ` ${JSON.stringify(result.statusCodes)}` : ''}`,
      );
    };

    /** A read, warmed first (its statements prepared on every connection, the code compiled), as a running portal has them. */
    const run = async (portal: Portal, route: string, kind: Result['kind']) => {
      if (args.only && !label(portal, route).includes(args.only)) return;
      await load(portal, route, { amount: connections * 20 });
      const outcome = await load(portal, route, { duration });
      record({
        route: label(portal, route),
        kind,
        requests: outcome.requests.total,
        reqPerSec: Math.round(outcome.requests.total / outcome.duration),
        p50: outcome.latency.p50,
        p99: outcome.latency.p99,
        errors: outcome.errors + outcome.timeouts,
        non2xx: outcome.non2xx,
        statusCodes: Object.fromEntries(Object.entries(outcome.statusCodeStats ?? {}).map(([code, stat]): [string, number] => [code, stat.count ?? 0])),
      });
    };

    /**
     * A write, `records` requests a round, each on a record of its own (`setupRequest`): one round
     * warms it, then `rounds` rounds are measured together. `between` runs after every round (it
     * frees the records again where a write uses them up).
     */
    const runWrite = async (
      portal: Portal,
      route: string,
      write: Pick<autocannon.Request, 'method' | 'setupRequest'> & { records: number; rounds: number; between?: () => Promise<void> },
    ) => {
      const name = label(portal, route, write.method);
      if (args.only && !name.includes(args.only)) return;
      if (write.records < connections) {
        log(`${name.padEnd(52)} skipped: fewer than ${connections} records to write on`);
        return;
      }
      const request = { method: write.method, setupRequest: write.setupRequest };
      await load(portal, route, { amount: write.records }, request);
      await write.between?.();
      const times: number[] = [];
      const statusCodes: Record<string, number> = {};
      let errors = 0;
      let seconds = 0;
      for (let round = 0; round < write.rounds; round++) {
        // From the round's start to its last answer (autocannon's own duration runs on to its next one-second tick).
        const start = performance.now();
        let end = start;
        const outcome = await load(portal, route, { amount: write.records }, request, (status, ms) => {
          times.push(ms);
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          end = performance.now();
        });
        errors += outcome.errors + outcome.timeouts;
        seconds += (end - start) / 1000;
        await write.between?.();
      }
      times.sort((x, y) => x - y);
      const percentile = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
      record({
        route: name,
        kind: 'write',
        requests: times.length,
        reqPerSec: Math.round(times.length / seconds),
        p50: percentile(50),
        p99: percentile(99),
        errors,
        non2xx: Object.entries(statusCodes).reduce((n, [status, count]) => n + (status.startsWith('2') ? 0 : count), 0),
        statusCodes,
      });
    };

    // Reads: every list route of every portal (a portal's 403/404 routes are not its own), a detail
    // of the first row of each list, and the dashboard.
    const lists: [string, string][] = [
      ['/stocks', '/stock/'],
      ['/suresupply', '/stock/'],
      ['/stocks/aggregate', ''],
      ['/stockrequests', '/stockrequest/'],
      ['/stockreplenishments', '/stockreplenishment/'],
      ['/stocktransfers', '/stocktransfer/'],
      ['/orders', '/order/'],
      ['/orders/expiring', '/order/'],
      ['/notifications', ''],
      ['/products', '/product/'],
      ['/supplychain', '/supplychain/'],
      ['/locations', '/location/'],
      ['/members', ''],
      ['/suppliers', ''],
      ['/distributors', ''],
      ['/queries', ''],
    ];
    // With --search, only the lists, each searched for that term (a broad search of one or two letters).
    const searched = args.search === undefined ? '' : `?search=${encodeURIComponent(args.search)}`;
    for (const portal of Object.keys(DEMO) as Portal[]) {
      if (!searched) await run(portal, '/dashboard', 'dashboard');
      if (!searched && portal === 'healthpro') await run(portal, '/worklist', 'dashboard');
      for (const [list, detail] of lists) {
        const first = await fetch(`${base}/api/${portal}${list}?limit=1`, { headers: { authorization: `Bearer ${tokens[portal]}` } });
        if (first.status !== 200) continue;
        await run(portal, `${list}${searched}`, 'list');
        if (searched) continue;
        const id = firstId((await first.json()) as { data: Record<string, unknown> });
        if (detail && id) await run(portal, `${detail}${id}`, 'detail');
      }
    }

    if (searched) return report(results);

    // Writes: a par-level request on stocks without an open one, an order of one unit from a lot,
    // marking a notification seen.
    const member = tokens.member;
    const stocks = await get<{ stock: { _id: string; openRequest: unknown; parLevel: number }[] }>('/api/member/suresupply?limit=100', member);
    const free = stocks.stock.filter((s) => !s.openRequest);
    let next = 0;
    // A stock has one open request: the administrator denies the round's requests, which frees them for the next.
    let roundFrom = new Date();
    await runWrite('member', '/stock/increase', {
      method: 'POST',
      records: free.length,
      rounds: 4,
      setupRequest: (request) => {
        const stock = free[next++ % free.length]!;
        return { ...request, body: JSON.stringify({ stockId: stock._id, requestedParLevel: stock.parLevel + 100, minimumExpiry: 6 }) };
      },
      between: async () => {
        await denyRequestsMadeSince(roundFrom, tokens.healthpro, member);
        roundFrom = new Date();
      },
    });
    const withUnits = await get<{ stock: { _id: string; StockUnits: { _id: string; availableUnits: number }[] }[] }>(
      '/api/member/suresupply?limit=100',
      member,
    );
    // One lot of each stock in turn, then the second of each, and so on: an order locks its stock,
    // and ten members ordering at once order ten different stocks, not the lots of one.
    const lotsByStock = withUnits.stock.map((s) => s.StockUnits.filter((u) => u.availableUnits > 20).map((u) => ({ stockId: s._id, lotId: u._id })));
    const lots = Array.from({ length: Math.max(0, ...lotsByStock.map((l) => l.length)) }, (_, i) => lotsByStock.flatMap((l) => l[i] ?? [])).flat();
    let lot = 0;
    await runWrite('member', '/stock/:id/order', {
      method: 'POST',
      // One unit an order, at most ten from a lot of more than twenty in a run.
      records: Math.min(150, lots.length * 2),
      rounds: 4,
      setupRequest: (request) => {
        const chosen = lots[lot++ % lots.length]!;
        return {
          ...request,
          path: `/api/member/stock/${chosen.stockId}/order`,
          body: JSON.stringify({ orderUnits: [{ stockUnitId: chosen.lotId, units: 1 }] }),
        };
      },
    });
    const notes = await get<{ notifications: { _id: string }[] }>('/api/member/notifications?limit=100', member);
    let note = 0;
    await runWrite('member', '/notification/:id/seen', {
      method: 'PATCH',
      records: 250,
      rounds: 4,
      setupRequest: (request) => ({ ...request, path: `/api/member/notification/${notes.notifications[note++ % notes.notifications.length]!._id}/seen` }),
    });

    report(results);
  } finally {
    server.kill('SIGTERM');
    if (!pgliteDir) rmSync(dataDir, { recursive: true, force: true });
  }

  function report(results: Result[]) {
    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
    const written = {
      scale,
      search: args.search,
      database: pgliteDir ? 'pglite' : 'postgres',
      connections,
      duration,
      at: new Date().toISOString(),
      machine,
      results,
    };
    writeFileSync(fromCaller(args.out), `${JSON.stringify(written, null, 2)}\n`);
    log(`\nWrote ${results.length} routes to ${fromCaller(args.out)}`);
    const failing = results.filter((r) => r.errors + r.non2xx > 0);
    if (failing.length > 0) log(`Routes with errors: ${failing.map((r) => r.route).join(', ')}`);
  }
}

function firstId(body: { data: Record<string, unknown> }): string | undefined {
  for (const value of Object.values(body.data)) {
    if (Array.isArray(value) && value.length > 0) {
      const row = value[0] as { _id?: string; product?: { _id: string } };
      return row._id;
    }
  }
  return undefined;
}

/**
 * The programme as a running portal keeps it: the expiring-lots job has run (the server starts it;
 * Run now waits for it), and on PostgreSQL the planner's statistics count what that job added, as
 * autovacuum's analyze soon would (without it the planner takes expiring orders for rare).
 */
async function settleProgramme(healthpro: string, postgresUrl: string | undefined) {
  const res = await fetch(`${base}/api/healthpro/expiringlots/run`, { method: 'POST', headers: { authorization: `Bearer ${healthpro}` } });
  if (!res.ok) throw new Error(`running the expiring-lots job: ${res.status} ${await res.text()}`);
  if (!postgresUrl) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/**
 * The administrator denies the par-level requests the bench's member made since `since`, so that
 * the member's stocks are free for the next run on a reused database (a stock has one open request).
 */
async function denyRequestsMadeSince(since: Date, healthpro: string, member: string) {
  const { requests } = await get<{ requests: { _id: string; status: string; createdAt: string }[] }>('/api/member/stockrequests?limit=100', member);
  const made = requests.filter((r) => r.status === 'PENDING' && new Date(r.createdAt) >= since);
  for (const request of made) {
    const res = await fetch(`${base}/api/healthpro/stockrequest/${request._id}/deny`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${healthpro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Benchmark request, withdrawn by the benchmark.' }),
    });
    if (!res.ok) throw new Error(`denying the bench's request ${request._id}: ${res.status} ${await res.text()}`);
  }
}

async function get<T>(url: string, token: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(email: string, dataDir: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const asked = await post('/api/auth/signin/request', { email });
  if (!asked.ok) throw new Error(`sign-in request for ${email}: ${asked.status}`);
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const mail = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === email)
    .at(-1);
  const otp = mail?.text.match(/code is (\d{6})/)?.[1];
  if (!otp) throw new Error(`no sign-in code for ${email} in ${outbox}`);
  const verified = await post('/api/auth/signin/verify', { email, otp });
  if (!verified.ok) throw new Error(`sign-in verify for ${email}: ${verified.status}`);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 2 minutes');
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
