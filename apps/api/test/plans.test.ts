/**
 * Plans under test (decision 011): on a programme of scale 0.05 (5,000 stocks, 15,000 lots, 50,000
 * ledger rows, 10,000 stock requests, 50,000 notifications), every list route of every portal —
 * found in the OpenAPI document, each plain, sorted, searched and filtered — runs only queries
 * whose plans read `stocks`, `stock_units`, `stock_ledger`, `notifications`, `stock_requests`,
 * `orders`, `adjustments` and `count_lines` through an index, never by a sequential scan. The queries are the ones the API
 * really ran (Drizzle's logger), EXPLAINed (FORMAT JSON) with their parameters, as the API's
 * connections run them: prepared, on their generic plan, or planned for their values when they
 * search (decision 015).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USER_TYPES, type UserType } from '@rds/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProgramme } from '../bench/generate.js';
import { buildApp, type App } from '../src/app.js';
import { CONNECTION_OPTIONS, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/db/seed.js';
import { balances, reconcile } from '../src/modules/stock/ledger.js';
import { createMailer } from '../src/platform/mail.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

const GUARDED = new Set(['stocks', 'stock_units', 'stock_ledger', 'notifications', 'stock_requests', 'orders', 'adjustments', 'count_lines']);
const SCALE = 0.05;
const DEMO: Record<UserType, string> = {
  member: 'member@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
  healthpro: 'healthpro@example.org',
};

let handle: DatabaseHandle;
let app: App;
let dataDir: string;
let dropDatabase: () => Promise<void> = async () => {};
/** A connection of its own, set as the API's are, on which each query is prepared and its plan EXPLAINed. */
let explainer: pg.Client;
const tokens = {} as Record<UserType, string>;
let ran: Ran[] = [];
/** A statement the API ran, and the pool it ran on (a search runs on the searches' own). */
interface Ran {
  text: string;
  params: unknown[];
  pool: 'main' | 'searches';
}

async function open(): Promise<DatabaseHandle> {
  const onQuery = (text: string, params: unknown[], pool: Ran['pool']) => ran.push({ text, params, pool });
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ onQuery });
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `rds_plans_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = databaseUrlOf(serverUrl, name);
  dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  explainer = new pg.Client({ connectionString: url, options: CONNECTION_OPTIONS });
  await explainer.connect();
  return openDatabase({ databaseUrl: url, onQuery });
}

/** A query's parameter as an SQL literal, for EXECUTE (the prepared statement casts it to its parameter's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return explainer.escapeLiteral(value.toISOString());
  // An array parameter (a recall's lot numbers) as PostgreSQL's array literal, which the statement casts.
  if (Array.isArray(value)) return explainer.escapeLiteral(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return explainer.escapeLiteral(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** The plan the API's connections run a query on: prepared as they are set for it, then EXPLAIN EXECUTE with its parameters. */
async function planOf(query: Ran, analyze: boolean): Promise<PlanNode> {
  await explainer.query(`set plan_cache_mode = ${query.pool === 'searches' ? 'auto' : 'force_generic_plan'}`);
  await explainer.query(`prepare under_test as ${query.text}`);
  try {
    const args = query.params.length > 0 ? `(${query.params.map(literal).join(', ')})` : '';
    const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (${analyze ? 'analyze, ' : ''}format json) execute under_test${args}`,
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await explainer.query('deallocate under_test');
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rds-plans-'));
  handle = await open();
  await seedDemoData(handle.db);
  await generateProgramme(handle.db, SCALE);
  app = await buildApp({
    db: handle.db,
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    sessionHours: 12,
    mailer: createMailer({ from: 'test@example.org', dataDir, print: false, onError: (e) => console.error(e) }),
  });
  for (const type of USER_TYPES) {
    const remoteAddress = `10.13.0.${USER_TYPES.indexOf(type) + 1}`;
    await app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email: DEMO[type] }, remoteAddress });
    const { readFileSync } = await import('node:fs');
    const mails = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const otp = mails
      .filter((m: { to: string }) => m.to === DEMO[type])
      .at(-1)
      .text.match(/code is (\d{6})/)[1];
    const verify = await app.inject({ method: 'POST', url: '/api/auth/signin/verify', payload: { email: DEMO[type], otp }, remoteAddress });
    tokens[type] = verify.json().data.token;
  }
  // Expiring Lots as a running programme has them (the job has run), counted by the planner.
  const run = await app.inject({ method: 'POST', url: '/api/healthpro/expiringlots/run', headers: { authorization: `Bearer ${tokens.healthpro}` } });
  expect(run.statusCode, run.body).toBe(200);
  await handle.query('analyze');
}, 600_000);

afterAll(async () => {
  try {
    if (handle) expect(balances(await reconcile(handle.db))).toBe(true);
  } finally {
    await app?.close();
    await handle?.close();
    await explainer?.end();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * The most rows a list's scan of a guarded table may read and throw away. An index walked in the
 * list's order but filtered row by row (the administrator's Expiring Lots once walked every order
 * by date to keep the expiring ones) is no Seq Scan, yet it reads the table whole; at this scale a
 * page that discards more than this is such a walk.
 */
const MOST_DISCARDED = 2_000;

function discards(node: PlanNode, guarded: Set<string>, found: string[] = []): string[] {
  const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
  if (node['Relation Name'] && guarded.has(node['Relation Name']) && removed > MOST_DISCARDED) {
    found.push(`${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''} discards ${removed} rows`);
  }
  for (const child of node.Plans ?? []) discards(child, guarded, found);
  return found;
}

function indexesOf(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Index Name']) found.add(node['Index Name']);
  for (const child of node.Plans ?? []) indexesOf(child, found);
  return found;
}

function seqScans(node: PlanNode, guarded: Set<string>, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && guarded.has(node['Relation Name'])) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, guarded, found);
  return found;
}

/**
 * The list routes of the API: every GET whose query takes `limit`. Not the CSV exports: they
 * refuse `limit` and `skip` (an export holds every row) and stream the list's own `rows` query
 * through a cursor, unpaged, where reading the whole table is the right plan.
 */
async function listPaths(): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
  };
  // The document lists a route under each portal that may call it (`/api/member/stocks`): each route once.
  const routes = Object.entries(doc.paths)
    .filter(([, item]) => item.get?.parameters?.some((p) => p.in === 'query' && p.name === 'limit'))
    .map(([route]) => route.replace(/^\/api\/(member|supplier|distributor|healthpro)\//, '/'))
    .filter((route) => !route.startsWith('/api/') && !route.endsWith('.csv'))
    // A record's timeline and a user's activity need a record: their plans are tested below, on their own events.
    .filter((route) => !route.includes('{id}'));
  return [...new Set(routes)];
}

/**
 * Each list plain, sorted, paged, filtered, and searched for one product (by its product id and its GTIN), one
 * member (by name) and nothing (`%` and `_` taken literally). A broad search (a drug name that 3% of
 * the catalogue shares) is, at this scale, rightly read by a scan: 150 of 5,000 rows are cheaper to
 * filter than to look up; at scale 1 its plan uses the indexes (see docs/performance.md).
 */
const VARIANTS = [
  '',
  'sort=name',
  'sort=oldest',
  'skip=20',
  'search=BN-000042',
  // The same product by its GTIN: exactly, through products_gtin_uq.
  'search=09000000000421',
  'search=bench%20health%20centre%2042',
  'search=zz%25_',
  // One and two characters: a prefix of the searched values, through their prefix indexes.
  'search=q',
  'search=Zq',
  'filter=belowPar',
  'filter=openRequest',
];

describe(`query plans at scale ${SCALE}`, () => {
  it('finds the list routes of every portal', async () => {
    const paths = await listPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/stocks',
        '/stockrequests',
        '/notifications',
        '/orders',
        '/products',
        '/stocktransfers',
        '/stockreplenishments',
        '/stockreplacements',
      ]),
    );
  });

  it('reads the guarded tables of every list through indexes, for every portal, sort, search and filter', async () => {
    const problems: string[] = [];
    let explained = 0;
    for (const route of await listPaths()) {
      for (const type of USER_TYPES) {
        for (const variant of VARIANTS) {
          if (variant.startsWith('filter=') && route !== '/stocks') continue;
          ran = [];
          const url = `/api/${type}${route}${variant ? `?${variant}` : ''}`;
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[type]}` } });
          // Not this portal's route (403, 404), or a variant this list does not take (the queries list sorts by date only).
          if (res.statusCode === 403 || res.statusCode === 404 || (res.statusCode === 400 && variant.startsWith('sort='))) continue;
          expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
          const guarded = GUARDED;
          const lists = ran.filter((q) => /^\s*(with|select)\b/i.test(q.text) && patternOf(guarded).test(q.text));
          for (const query of lists) {
            const plan = await planOf(query, true);
            explained++;
            const scanned = seqScans(plan, guarded);
            if (scanned.length > 0) problems.push(`${url}: Seq Scan on ${scanned.join(', ')}\n    ${query.text.slice(0, 300)}`);
            const wasted = discards(plan, guarded);
            if (wasted.length > 0) problems.push(`${url}: ${wasted.join(', ')}\n    ${query.text.slice(0, 300)}`);
          }
        }
      }
    }
    expect(explained).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  it('reads a search of one or two letters through the prefix indexes (decision 011)', async () => {
    const cases: [UserType, string, string][] = [
      ['healthpro', '/notifications?search=q', 'notifications_message_prefix_idx'],
      ['healthpro', '/notifications?search=Zq', 'notifications_message_main_prefix_idx'],
      ['healthpro', '/orders?search=Zq', 'orders_lot_number_prefix_idx'],
      ['healthpro', '/stockrequests?search=q', 'users_name_prefix_idx'],
    ];
    for (const [type, path, index] of cases) {
      ran = [];
      const res = await app.inject({ method: 'GET', url: `/api/${type}${path}`, headers: { authorization: `Bearer ${tokens[type]}` } });
      expect(res.statusCode, res.body).toBe(200);
      const used = new Set<string>();
      for (const query of ran.filter((q) => /^\s*(with|select)\b/i.test(q.text) && /lower\(/.test(q.text))) {
        indexesOf(await planOf(query, false), used);
      }
      expect([...used], `${type} ${path}`).toContain(index);
    }
  });
});

describe('the audit timeline at scale (decision 023)', () => {
  /** Every node of a plan. */
  const nodes = (node: PlanNode & { 'Actual Rows'?: number }): (PlanNode & { 'Actual Rows'?: number })[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  it("reads a page of a record's events and of a user's activity from their indexes, newest first, without sorting them all", async () => {
    const get = (type: UserType, url: string) => app.inject({ method: 'GET', url: `/api/${type}${url}`, headers: { authorization: `Bearer ${tokens[type]}` } });
    const request = (await get('member', '/stockrequests?limit=1')).json().data.requests[0];
    const [{ id: member }] = (await handle.query<{ id: string }>(`select id from users where email = '${DEMO.member}'`)) as [{ id: string }];
    const [{ id: admin }] = (await handle.query<{ id: string }>(`select id from users where email = '${DEMO.healthpro}'`)) as [{ id: string }];
    // 30,000 events of the one request, 60,000 of the member's elsewhere, 10,000 made by the administrator acting as the member, 100,000 of others.
    await handle.query(`
      insert into audit_events (user_id, actor_id, action, entity_type, entity_id, detail, created_at)
      select '${member}'::uuid, '${member}'::uuid, 'stockrequest.update', 'stock_request', '${request._id}', null::jsonb, now() - i * interval '1 second' from generate_series(1, 30000) i
      union all select '${member}', '${member}', 'order.complete', 'order', gen_random_uuid()::text, null, now() - i * interval '1 second' from generate_series(1, 60000) i
      union all select '${member}', '${admin}', 'transfer.approve', 'transfer', gen_random_uuid()::text, null, now() - i * interval '2 second' from generate_series(1, 10000) i
      union all select null::uuid, null::uuid, 'signin.failed', 'signin', 'x' || i, null, now() - i * interval '1 second' from generate_series(1, 100000) i`);
    await handle.query('analyze audit_events');

    const cases: [UserType, string, string[]][] = [
      ['member', `/timeline/stockrequest/${request._id}?limit=20&skip=40`, ['audit_events_entity_idx']],
      ['healthpro', `/user/${member}/activity?limit=20&skip=40`, ['audit_events_user_idx', 'audit_events_actor_idx']],
      ['healthpro', `/user/${admin}/activity?limit=20`, ['audit_events_user_idx', 'audit_events_actor_idx']],
    ];
    for (const [type, url, indexes] of cases) {
      ran = [];
      const res = await get(type, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.events).toHaveLength(20);
      const pages = ran.filter((q) => /"audit_events"/.test(q.text) && /order by/i.test(q.text));
      expect(pages.length, url).toBeGreaterThan(0);
      for (const query of pages) {
        const plan = await planOf(query, true);
        // An activity row's record is joined to the page's rows by primary key, never by reading a table of records
        // (but transfers: 250 at this scale, which the planner rightly reads whole rather than look each page row up).
        expect(seqScans(plan, new Set(['audit_events', 'orders', 'stocks', 'stock_requests', 'replenishments'])), url).toEqual([]);
        for (const index of indexes) expect([...indexesOf(plan)], url).toContain(index);
        // What is sorted, if anything, is the two short lists read from the indexes (skip + limit each), never all of the events.
        for (const sort of nodes(plan).filter((n) => n['Node Type'] === 'Sort')) {
          expect(sort['Actual Rows'] ?? 0, `${url}: a sort of ${sort['Actual Rows']} rows`).toBeLessThanOrEqual(2 * 60);
        }
      }
    }
  }, 120_000);
});

describe('a count at scale (decision 026)', () => {
  it("reads a count's page in two statements through indexes: the count with its figures, and a page of its lines; searched, the page and its total", async () => {
    const get = (type: UserType, url: string) => app.inject({ method: 'GET', url: `/api/${type}${url}`, headers: { authorization: `Bearer ${tokens[type]}` } });
    const [count] = (await get('healthpro', '/counts?limit=1')).json().data.counts as { _id: string; lineCount: number }[];
    expect(count!.lineCount).toBeGreaterThan(20);
    const cases: [string, number][] = [
      [`/count/${count!._id}`, 2],
      [`/count/${count!._id}?skip=20&limit=20`, 2],
      [`/count/${count!._id}?search=BN-000042`, 3],
    ];
    for (const [url, statements] of cases) {
      ran = [];
      const res = await get('healthpro', url);
      expect(res.statusCode, res.body).toBe(200);
      const reads = ran.filter((q) => /^\s*select\b/i.test(q.text) && /\bcount(s|_lines)\b/.test(q.text));
      expect(
        reads.map((q) => q.text.slice(0, 120)),
        url,
      ).toHaveLength(statements);
      for (const query of reads) expect(seqScans(await planOf(query, true), GUARDED), `${url}: ${query.text}`).toEqual([]);
    }
  }, 120_000);
});

describe('a recall at scale (decision 027)', () => {
  const get = (type: UserType, url: string) => app.inject({ method: 'GET', url: `/api/${type}${url}`, headers: { authorization: `Bearer ${tokens[type]}` } });
  let draft: { _id: string; status: string };

  it("freezes a product's lots and reads its trace through indexes", async () => {
    const drafts = (await get('supplier', '/recalls?sort=oldest&limit=100')).json().data.recalls as { _id: string; status: string }[];
    draft = drafts.find((r) => r.status === 'DRAFT')!;
    ran = [];
    const activated = await app.inject({
      method: 'POST',
      url: `/api/supplier/recall/${draft._id}/activate`,
      headers: { authorization: `Bearer ${tokens.supplier}` },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.locations).toBeGreaterThan(1);
    // recall_lots holds this one recall's lots here, which the planner rightly reads whole; the tables of the programme never.
    const guarded = new Set(['stock_units', 'stocks', 'orders']);
    // The freeze and the trace it writes: planned, not run again.
    const freeze = ran.filter((q) => /update stock_units u set recall_id/.test(q.text));
    expect(freeze).toHaveLength(1);
    expect(seqScans(await planOf(freeze[0]!, false), guarded)).toEqual([]);
    // Every other statement of the activation that reads or writes the programme's tables: the stocks it locks, the trace and tasks it writes, its summary.
    const touching = ran.filter((q) => /^\s*(with|select|update|insert)\b/i.test(q.text) && patternOf(guarded).test(q.text.replace(/(\w+)/g, '"$1"')));
    expect(touching.length).toBeGreaterThan(1);
    for (const query of touching) expect(seqScans(await planOf(query, false), guarded), query.text).toEqual([]);
    for (const type of USER_TYPES) {
      ran = [];
      expect((await get(type, `/recall/${draft._id}`)).statusCode).toBeLessThan(500);
      const reads = ran.filter((q) => /^\s*(with|select)\b/i.test(q.text) && /recall_lots/.test(q.text));
      expect(reads.length, type).toBeGreaterThan(0);
      for (const query of reads) expect(seqScans(await planOf(query, true), guarded), `${type}: ${query.text}`).toEqual([]);
    }
  }, 120_000);

  it('lists it on every worklist once past its respond-by date, in one statement an index serves', async () => {
    await explainer.query('update recalls set respond_by = current_date - 1 where id = $1', [draft._id]);
    for (const type of USER_TYPES) {
      ran = [];
      const res = await get(type, '/worklist');
      expect(res.statusCode, res.body).toBe(200);
      const group = (res.json().data.groups as { kind: string; count: number }[]).find((g) => g.kind === 'RECALL_OVERDUE')!;
      // The administrator, the product's supplier and the demo member (who holds the recalled lot) have it; the distributor if its depots hold some.
      if (type !== 'distributor') expect(group.count, type).toBeGreaterThan(0);
      const statements = ran.filter((q) => /recall_lots/.test(q.text));
      expect(statements, type).toHaveLength(1);
      // A few recalls: the planner rightly reads such tables whole. That indexes serve it: with sequential scans priced out, none is left, and the active recalls come by their date.
      await explainer.query('set enable_seqscan = off');
      try {
        const plan = await planOf(statements[0]!, true);
        expect(seqScans(plan, new Set(['recalls', 'recall_lots'])), type).toEqual([]);
        expect([...indexesOf(plan)], type).toContain('recalls_overdue_idx');
      } finally {
        await explainer.query('reset enable_seqscan');
      }
    }
  }, 120_000);
});

const patternOf = (tables: Set<string>) => new RegExp(`"(${[...tables].join('|')})"`);
