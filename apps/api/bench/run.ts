/**
 * `npm run bench`: every list, detail and dashboard route of every portal and the main writes,
 * each measured against a floor served by the same process in the same run (docs/performance.md).
 *
 *   npm run bench                         PostgreSQL: scales 0.01 and 1 side by side (databases rds_bench_0_01, rds_bench_1;
 *                                         BENCH_DATABASE_PREFIX=rds_mine names them rds_mine_0_01, rds_mine_1)
 *   npm run bench -- --reuse              drive the programmes already generated there
 *   npm run bench -- --pglite             the embedded PGlite at scale 0.1, in a temporary folder
 *   npm run bench -- --search a           every list searched for "a" (no details, no writes)
 *   npm run bench -- --compare 'X=1 Y=2'  beside each server, one more on its programme with these settings,
 *                                         measured in turn with it (a mechanism earns its place by the difference)
 *   options: --scales 0.01,1  --duration 3 (s per segment)  --connections 10  --only <text in the route>[|<another>...]
 *            --out bench-results.json  --profile <folder> (each server's CPU profile, for Chrome's DevTools)
 *
 * The floor is `GET /api/{usertype}/ping` (the session check and one trivial query). Segments
 * alternate: floor, route, floor, route..., each route against the floor measured just before it,
 * so that a machine that drifts moves both. Every server runs in its own process, as `npm start`
 * runs it; the server's CPU per request is read from /proc (user + system, what process.cpuUsage()
 * counts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl, generateInto } from './database.js';

const { values: args } = parseArgs({
  options: {
    scales: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    search: { type: 'string' },
    compare: { type: 'string' },
    out: { type: 'string', default: 'bench-results.json' },
    profile: { type: 'string' },
  },
});
const scales = (args.scales ?? (args.pglite ? '0.1' : '0.01,1')).split(',').map(Number);
const duration = Number(args.duration);
const connections = Number(args.connections);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '../../..');
const log = (line: string) => console.log(line);
// Paths given on the command line are read from where `npm run bench` was typed (npm runs the
// script in apps/api and says where it started in INIT_CWD).
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** The targets (docs/performance.md, decision 015): a route's req/s against the floor's, its spread, and its growth with the programme. */
const TARGETS = { readRatio: 0.5, writeRatio: 0.25, p99OverP50: 4, p50Growth: 1.5 };

const DEMO = {
  member: 'member@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
  healthpro: 'healthpro@example.org',
} as const;
type Portal = keyof typeof DEMO;
type Kind = 'list' | 'detail' | 'dashboard' | 'write';

interface Server {
  scale: number;
  /** How the table names it: its scale, and the settings it runs with under --compare. */
  label: string;
  /** The settings of a --compare server. */
  settings?: Record<string, string>;
  base: string;
  process: ChildProcess;
  dataDir: string;
  tokens: Record<Portal, string>;
}

/** One segment of load: what autocannon sent, and what the server spent on it. */
interface Segment {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  failures: number;
  statusCodes: Record<string, number>;
}

interface Result extends Segment {
  route: string;
  kind: Kind;
  scale: number;
  server: string;
  compared: boolean;
  floorReqPerSec: number;
  floorCpuUsPerRequest: number;
  ratio: number;
}

async function main() {
  const pgliteDir = (scale: number) => path.join(tmpdir(), `rds-bench-pglite-${scale}`);
  // BENCH_DATABASE_PREFIX: engineers sharing a server each generate and drop their own programmes.
  const dbName = (scale: number) => `${process.env.BENCH_DATABASE_PREFIX ?? 'rds_bench'}_${String(scale).replace('.', '_')}`;
  if (!args.reuse) {
    for (const scale of scales) {
      log(`Generating a programme of scale ${scale} into ${args.pglite ? pgliteDir(scale) : `PostgreSQL database ${dbName(scale)}`}`);
      const target = args.pglite ? { dataDir: pgliteDir(scale) } : { serverUrl, name: dbName(scale) };
      const generated = await generateInto(target, scale, log);
      await generated.handle.close();
      log(`Generated and reconciled in ${generated.totalSeconds.toFixed(0)} s: ${JSON.stringify(generated.report.sizes)}`);
    }
  }

  // The API bundled from the sources as they are now, as `npm start` runs it (no demo seed: the programme holds it).
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
  const servers: Server[] = [];
  try {
    const compared = args.compare ? Object.fromEntries(args.compare.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string])) : undefined;
    for (const scale of scales) {
      for (const settings of compared ? [undefined, compared] : [undefined]) {
        const port = 3999 - servers.length;
        servers.push(
          await startServer(scale, port, settings, args.pglite ? pgliteDir(scale) : undefined, args.pglite ? undefined : databaseUrl(serverUrl, dbName(scale))),
        );
      }
    }
    const results = await measureAll(servers);
    report(results);
  } finally {
    for (const server of servers) {
      server.process.kill('SIGTERM');
      if (!args.pglite) rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

async function startServer(
  scale: number,
  port: number,
  settings: Record<string, string> | undefined,
  pgliteDir: string | undefined,
  postgresUrl: string | undefined,
): Promise<Server> {
  if (pgliteDir && settings) throw new Error('--compare needs PostgreSQL: PGlite opens a data folder in one process only');
  const dataDir = pgliteDir ?? mkdtempSync(path.join(tmpdir(), 'rds-bench-data-'));
  const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${fromCaller(args.profile)}`] : [];
  const child = spawn(process.execPath, [...profiling, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl ?? '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGNIN_LIMIT_PER_ADDRESS: '100000',
      SIGNIN_LIMIT_PER_EMAIL: '100000',
      API_KEY_CALLS_PER_MINUTE: '100000000',
      // The bench runs the job once itself (settleProgramme); the scheduler's next run is weeks away.
      EXPIRING_LOTS_INTERVAL_MINUTES: '35791',
      ...settings,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base);
  const tokens = {} as Record<Portal, string>;
  for (const [portal, email] of Object.entries(DEMO) as [Portal, string][]) tokens[portal] = await signIn(base, email, dataDir);
  const label = settings
    ? `${scale} ${Object.entries(settings)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`
    : String(scale);
  const server = { scale, label, settings, base, process: child, dataDir, tokens };
  await settleProgramme(server, postgresUrl);
  return server;
}

/** The reads of every portal, each at every scale against its floor, then the writes. */
async function measureAll(servers: Server[]): Promise<Result[]> {
  const results: Result[] = [];
  const record = (result: Result) => {
    results.push(result);
    const failed = result.failures ? `  failed ${result.failures} ${JSON.stringify(result.statusCodes)}` : '';
    log(
      `${`${result.route} @${result.server}`.padEnd(56)} ${fmt(result.reqPerSec, 6)} req/s ${result.ratio.toFixed(2).padStart(5)}x floor  p50 ${fmt(result.p50, 5, 1)}  p99 ${fmt(result.p99, 6, 1)} ms  ${fmt(result.cpuUsPerRequest, 5)} us CPU${failed}`,
    );
  };
  for (const server of servers) await load(server, 'healthpro', '/ping', { amount: connections * 50 });

  // Reads: a detail is the first row of its list, found on each server (ids differ between programmes).
  const lists: [string, string][] = [
    ['/stocks', '/stock/'],
    ['/suresupply', '/stock/'],
    ['/stocks/aggregate', ''],
    ['/stockrequests', '/stockrequest/'],
    ['/stockreplenishments', '/stockreplenishment/'],
    ['/stocktransfers', '/stocktransfer/'],
    ['/stockreplacements', '/stockreplacement/'],
    // Measured where the generated programme has counts and adjustments (a list without rows is skipped).
    ['/counts', '/count/'],
    ['/recalls', '/recall/'],
    ['/adjustments', ''],
    ['/orders', '/order/'],
    ['/orders/expiring', '/order/'],
    ['/notifications', ''],
    ['/products', '/product/'],
    ['/supplychain', '/supplychain/'],
    ['/supplyrisk', ''],
    ['/locations', '/location/'],
    ['/members', ''],
    ['/suppliers', ''],
    ['/distributors', ''],
    ['/queries', ''],
    // The decision figures (decision 020): the at-risk stocks by days of cover, and the screens built on them.
    ['/stocks?filter=atRisk&sort=cover', ''],
    ['/expiryrisk', ''],
    ['/redistribution', ''],
    ['/supplyrisk', ''],
  ];
  const searched = args.search === undefined ? '' : `?search=${encodeURIComponent(args.search)}`;
  for (const portal of Object.keys(DEMO) as Portal[]) {
    const reads: { name: string; kind: Kind; pathAt: (server: Server) => Promise<string | undefined> }[] = [];
    if (!searched) reads.push({ name: '/dashboard', kind: 'dashboard', pathAt: async () => '/dashboard' });
    if (!searched && portal === 'healthpro') reads.push({ name: '/worklist', kind: 'dashboard', pathAt: async () => '/worklist' });
    for (const [list, detail] of lists) {
      reads.push({
        name: withQuery(list, searched),
        kind: 'list',
        pathAt: async (s) => ((await firstOf(s, portal, list)) === null ? undefined : withQuery(list, searched)),
      });
      if (detail && !searched) {
        reads.push({
          name: `${detail}:id`,
          kind: 'detail',
          pathAt: async (s) => {
            const id = await firstOf(s, portal, list);
            return id ? `${detail}${id}` : undefined;
          },
        });
      }
    }
    for (const read of reads) {
      const name = `GET /api/${portal}${read.name}`;
      // Two lists may lead to one detail route (stocks and the reserve to a stock): it is measured once.
      if (!wanted(name) || results.some((r) => r.route === name)) continue;
      for (const server of servers) {
        const route = await read.pathAt(server);
        if (!route) continue;
        await load(server, portal, route, { amount: connections * 20 }); // warm: statements prepared, code compiled
        const floor = await load(server, portal, '/ping', { duration });
        const measured = await load(server, portal, route, { duration });
        record(resultOf(name, read.kind, server, measured, floor));
      }
    }
  }
  if (!searched && wanted('GET /api/member/ping (API key)')) {
    for (const server of servers) record(await measureKeyPing(server));
  }
  if (!searched) for (const server of servers) for (const result of await measureWrites(server)) record(result);
  if (!searched && (!args.only || 'POST /api/supplier/recall/:id/activate'.includes(args.only))) {
    for (const server of servers) await measureRecallActivation(server);
  }
  return results;
}

/** Whether `--only` lets a route be measured: any of its `|`-separated texts in the route's name. */
const wanted = (name: string) => !args.only || args.only.split('|').some((text) => name.includes(text));

/** A route's measurement beside the floor's, measured by the same server just before it. */
function resultOf(route: string, kind: Kind, server: Server, measured: Segment, floor: Segment): Result {
  return {
    route,
    kind,
    ...identity(server),
    ...measured,
    floorReqPerSec: floor.reqPerSec,
    floorCpuUsPerRequest: floor.cpuUsPerRequest,
    ratio: measured.reqPerSec / floor.reqPerSec,
  };
}

/**
 * The floor's own call made with an API key instead of a session (decision 016): what a key's hash
 * and its row's lookup cost against the session's check.
 */
async function measureKeyPing(server: Server): Promise<Result> {
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  const res = await fetch(`${server.base}/api/member/apikeys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.tokens.member}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${Date.now()}`, scope: 'read', expiresAt }),
  });
  if (!res.ok) throw new Error(`could not create the bench's API key: ${await res.text()}`);
  const { key } = ((await res.json()) as { data: { key: string } }).data;
  const withKey = { headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'br, gzip' } };
  await load(server, 'member', '/ping', { amount: connections * 20 }, withKey);
  const floor = await load(server, 'member', '/ping', { duration });
  const measured = await load(server, 'member', '/ping', { duration }, withKey);
  return resultOf('GET /api/member/ping (API key)', 'detail', server, measured, floor);
}

/**
 * The member's main writes, each request on a record of its own (`setupRequest`), in rounds of
 * `records` requests: one round warms, four are measured, after the floor. A par-level request is
 * denied by the administrator after each round, which frees its stock for the next round (a stock
 * has one open request) and for a reused database.
 */
/**
 * One activation of a draft recall of every lot of a product (the generator's oldest draft; at
 * scale 1 its lots lie at dozens of locations), timed once: it freezes and traces them all in one
 * transaction. Logged with its trace summary.
 */
async function measureRecallActivation(server: Server) {
  const token = server.tokens.supplier;
  const drafts = await get<{ recalls: { _id: string; status: string; recallNumber: number }[] }>(server, '/api/supplier/recalls?sort=oldest&limit=100', token);
  const draft = drafts.recalls.find((r) => r.status === 'DRAFT');
  if (!draft) return log(`POST /api/supplier/recall/:id/activate @${server.label} skipped: no draft recall`);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/supplier/recall/${draft._id}/activate`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - started;
  const body = (await res.json()) as { data: { members: number; locations: number; units: number; inTransit: number } | null };
  const trace = body.data
    ? `${body.data.members} members, ${body.data.locations} locations, ${body.data.units} units, ${body.data.inTransit} in transit`
    : `status ${res.status}`;
  log(`${`POST /api/supplier/recall/:id/activate @${server.label}`.padEnd(56)} ${ms.toFixed(1)} ms once (${trace})`);
}

async function measureWrites(server: Server): Promise<Result[]> {
  const results: Result[] = [];
  const member = server.tokens.member;
  const write = async (
    route: string,
    method: 'POST' | 'PATCH',
    records: number,
    setupRequest: autocannon.Request['setupRequest'],
    between: () => Promise<void> = async () => {},
  ) => {
    const name = `${method} /api/member${route}`;
    if (!wanted(name)) return;
    if (records < connections) return log(`${name} @${server.label} skipped: fewer than ${connections} records to write on`);
    const request = { method, setupRequest };
    await load(server, 'member', '', { amount: records }, request);
    await between();
    const floor = await load(server, 'member', '/ping', { duration });
    const rounds: Segment[] = [];
    for (let round = 0; round < 4; round++) {
      rounds.push(await load(server, 'member', '', { amount: records }, request));
      await between();
    }
    const measured = combine(rounds);
    results.push(resultOf(name, 'write', server, measured, floor));
  };

  const stocks = await get<{ stock: { _id: string; openRequest: unknown; parLevel: number; StockUnits: { _id: string; availableUnits: number }[] }[] }>(
    server,
    '/api/member/suresupply?limit=100',
    member,
  );
  const free = stocks.stock.filter((s) => !s.openRequest);
  let next = 0;
  let roundFrom = new Date();
  await write(
    '/stock/increase',
    'POST',
    free.length,
    (request) => {
      const stock = free[next++ % free.length]!;
      return {
        ...request,
        path: '/api/member/stock/increase',
        body: JSON.stringify({ stockId: stock._id, requestedParLevel: stock.parLevel + 100, minimumExpiry: 6 }),
      };
    },
    async () => {
      await denyRequestsMadeSince(server, roundFrom);
      roundFrom = new Date();
    },
  );

  // One lot of each stock in turn, then the second of each: ten members ordering at once order ten
  // different stocks (an order locks its stock), one unit each, at most ten from a lot of more than twenty.
  const lotsByStock = stocks.stock.map((s) => s.StockUnits.filter((u) => u.availableUnits > 20).map((u) => ({ stockId: s._id, lotId: u._id })));
  const lots = Array.from({ length: Math.max(0, ...lotsByStock.map((l) => l.length)) }, (_, i) => lotsByStock.flatMap((l) => l[i] ?? [])).flat();
  let lot = 0;
  await write('/stock/:id/order', 'POST', Math.min(150, lots.length * 2), (request) => {
    const chosen = lots[lot++ % lots.length]!;
    return { ...request, path: `/api/member/stock/${chosen.stockId}/order`, body: JSON.stringify({ orderUnits: [{ stockUnitId: chosen.lotId, units: 1 }] }) };
  });

  const { requests } = await get<{ requests: { _id: string }[] }>(server, '/api/member/stockrequests?limit=100', member);
  let thread = 0;
  await write('/stockrequest/:id/comment', 'POST', Math.min(100, requests.length * 2), (request) => ({
    ...request,
    path: `/api/member/stockrequest/${requests[thread++ % requests.length]!._id}/comment`,
    body: JSON.stringify({ comment: 'Benchmark comment: is the delivery on schedule?' }),
  }));

  const { notifications } = await get<{ notifications: { _id: string }[] }>(server, '/api/member/notifications?limit=100', member);
  let note = 0;
  await write('/notification/:id/seen', 'PATCH', 250, (request) => ({
    ...request,
    path: `/api/member/notification/${notifications[note++ % notifications.length]!._id}/seen`,
  }));
  return results;
}

/** One segment of load on a route: autocannon's requests, our own clock and percentiles, the server's CPU. */
function load(
  server: Server,
  portal: Portal,
  route: string,
  size: { amount: number } | { duration: number },
  request: Partial<autocannon.Request> = {},
): Promise<Segment> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const statusCodes: Record<string, number> = {};
    const cpuBefore = cpuSeconds(server);
    const start = performance.now();
    let end = start;
    const instance = autocannon(
      {
        url: `${server.base}/api/${portal}${route}`,
        connections,
        ...size,
        headers: {
          authorization: `Bearer ${server.tokens[portal]}`,
          'accept-encoding': 'br, gzip',
          // Only with a body: Fastify answers an empty body declared as JSON with a 400.
          ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        // autocannon reads setupRequest (each write's own record) only on an entry of `requests`.
        ...(request.setupRequest ? { method: request.method, requests: [request] } : request),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((x, y) => x - y);
        const requests = times.length;
        const failures = result.errors + result.timeouts + Object.entries(statusCodes).reduce((n, [code, count]) => n + (code.startsWith('2') ? 0 : count), 0);
        resolve({
          requests,
          reqPerSec: requests / ((end - start) / 1000),
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          cpuUsPerRequest: ((cpuSeconds(server) - cpuBefore) * 1e6) / Math.max(1, requests),
          failures,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      end = performance.now(); // to the last answer (autocannon's own duration runs on to its next one-second tick)
    });
  });
}

/** The rounds of a write as one segment: latencies weighed by their requests, req/s over the rounds' own time. */
function combine(rounds: Segment[]): Segment {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.requests / r.reqPerSec, 0);
  const weighed = (pick: (r: Segment) => number) => rounds.reduce((n, r) => n + pick(r) * r.requests, 0) / requests;
  const statusCodes: Record<string, number> = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requests,
    reqPerSec: requests / seconds,
    p50: weighed((r) => r.p50),
    p99: Math.max(...rounds.map((r) => r.p99)),
    cpuUsPerRequest: weighed((r) => r.cpuUsPerRequest),
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    statusCodes,
  };
}

const identity = (server: Server) => ({ scale: server.scale, server: server.label, compared: Boolean(server.settings) });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The server process's CPU time so far (user + system), from /proc. */
function cpuSeconds(server: Server): number {
  const stat = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** What misses a target, with its figure. */
function missesOf(all: Result[]): string[] {
  const misses: string[] = [];
  const results = all.filter((r) => !r.compared);
  for (const r of results) {
    const at = `${r.route} @${r.scale}`;
    const least = r.kind === 'write' ? TARGETS.writeRatio : TARGETS.readRatio;
    if (r.ratio < least) misses.push(`${at}: ${r.ratio.toFixed(2)}x the floor's req/s (target >= ${least})`);
    if (r.p99 / r.p50 > TARGETS.p99OverP50) misses.push(`${at}: p99/p50 ${(r.p99 / r.p50).toFixed(1)} (target <= ${TARGETS.p99OverP50})`);
    if (r.failures > 0) misses.push(`${at}: ${r.failures} failed answers ${JSON.stringify(r.statusCodes)}`);
  }
  const [small, large] = [Math.min(...scales), Math.max(...scales)];
  if (small !== large) {
    for (const r of results.filter((x) => x.scale === large)) {
      const other = results.find((x) => x.route === r.route && x.scale === small);
      if (other && r.p50 / other.p50 > TARGETS.p50Growth) {
        misses.push(`${r.route}: p50 ${(r.p50 / other.p50).toFixed(2)}x at scale ${large} against ${small} (target <= ${TARGETS.p50Growth})`);
      }
    }
  }
  return misses;
}

function report(results: Result[]) {
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  const database = args.pglite ? 'pglite' : 'postgres';
  const misses = missesOf(results);
  writeFileSync(
    fromCaller(args.out),
    `${JSON.stringify({ at: new Date().toISOString(), machine, database, scales, connections, duration, search: args.search, targets: TARGETS, results, misses }, null, 2)}\n`,
  );
  // The table docs/performance.md carries: one row per route, its figures on each server.
  log(`\n${database}, ${connections} connections, ${duration} s a segment, ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}\n`);
  const labels = [...new Set(results.map((r) => r.server))];
  const growing = scales.length > 1 && !args.compare;
  const head = labels.map((label) => `@${label} req/s | ratio | p50 ms | p99 ms | CPU us`).join(' | ');
  log(`| route | ${head} |${growing ? ' p50 growth |' : ''}`);
  log(`|---|${labels.map(() => '--:|--:|--:|--:|--:|').join('')}${growing ? '--:|' : ''}`);
  for (const route of [...new Set(results.map((r) => r.route))]) {
    const at = labels.map((label) => results.find((r) => r.route === route && r.server === label));
    const cells = at
      .map((r) => (r ? `${fmt(r.reqPerSec)} | ${r.ratio.toFixed(2)} | ${fmt(r.p50, 0, 1)} | ${fmt(r.p99, 0, 1)} | ${fmt(r.cpuUsPerRequest)}` : ' | | | | '))
      .join(' | ');
    const growth = !growing ? '' : at[0] && at.at(-1) ? ` ${(at.at(-1)!.p50 / at[0].p50).toFixed(2)} |` : ' |';
    log(`| ${route} | ${cells} |${growth}`);
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  for (const label of labels) {
    const on = results.filter((r) => r.server === label);
    log(
      `Floor @${label}, the median of its ${on.length} segments: ${fmt(median(on.map((r) => r.floorReqPerSec)))} req/s, ${fmt(median(on.map((r) => r.floorCpuUsPerRequest)))} us CPU a request`,
    );
  }
  log(`\nWrote ${results.length} measurements to ${fromCaller(args.out)}`);
  log(misses.length ? `\nMissing a target (${misses.length}):\n${misses.map((m) => `  ${m}`).join('\n')}` : '\nEvery route meets its targets.');
}

const fmt = (n: number, width = 0, digits = 0) => n.toFixed(digits).padStart(width);

/** The first row's id of a list as `portal` sees it, null when the list is not the portal's (or empty). */
const firstIds = new Map<string, Promise<string | null>>();
/** A list's path with more of a query string (`?a=1` after a path that may already have one). */
const withQuery = (path: string, query: string) => (query && path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`);

function firstOf(server: Server, portal: Portal, list: string): Promise<string | null> {
  const key = `${server.base}${portal}${list}`;
  if (!firstIds.has(key)) {
    firstIds.set(
      key,
      fetch(`${server.base}/api/${portal}${withQuery(list, '?limit=1')}`, { headers: { authorization: `Bearer ${server.tokens[portal]}` } }).then(
        async (res) => {
          if (res.status !== 200) return null;
          const body = (await res.json()) as { data: Record<string, unknown> };
          const rows = Object.values(body.data).find((value): value is { _id?: string }[] => Array.isArray(value));
          return rows?.[0]?._id ?? '';
        },
      ),
    );
  }
  return firstIds.get(key)!;
}

/**
 * The programme as a running portal keeps it: the expiring-lots job has run (the server starts it;
 * Run now waits for it), and on PostgreSQL the planner's statistics count what that job added, as
 * autovacuum's analyze soon would (without it the planner takes expiring orders for rare).
 */
async function settleProgramme(server: Server, postgresUrl: string | undefined) {
  const res = await fetch(`${server.base}/api/healthpro/expiringlots/run`, { method: 'POST', headers: { authorization: `Bearer ${server.tokens.healthpro}` } });
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

/** The administrator denies the par-level requests the bench's member made since `since`. */
async function denyRequestsMadeSince(server: Server, since: Date) {
  const { requests } = await get<{ requests: { _id: string; status: string; createdAt: string }[] }>(
    server,
    '/api/member/stockrequests?limit=100',
    server.tokens.member,
  );
  for (const request of requests.filter((r) => r.status === 'PENDING' && new Date(r.createdAt) >= since)) {
    const res = await fetch(`${server.base}/api/healthpro/stockrequest/${request._id}/deny`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${server.tokens.healthpro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Benchmark request, withdrawn by the benchmark.' }),
    });
    if (!res.ok) throw new Error(`denying the bench's request ${request._id}: ${res.status} ${await res.text()}`);
  }
}

async function get<T>(server: Server, url: string, token: string): Promise<T> {
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(base: string, email: string, dataDir: string): Promise<string> {
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

async function waitUntilUp(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API at ${base} did not start within 2 minutes`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
