/**
 * A real application on a fresh, seeded database for each test file: in-memory PGlite by
 * default, or a throwaway PostgreSQL database when the project runs with TEST_DB=postgres. Either
 * is a copy of the database global-setup.ts migrated and seeded once for the run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { UserType } from '@rds/contract';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { openDatabase, queryRows, RANDOM_PAGE_COST, type DatabaseHandle } from '../src/db/client.js';
import { balances, freezeLots as freezeRecalledLots, reconcile, unfreezeLots } from '../src/modules/stock/ledger.js';
import { createMailer } from '../src/platform/mail.js';
import { PGLITE_DUMP } from './global-setup.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

export const DEMO = {
  healthpro: 'healthpro@example.org',
  member: 'member@example.org',
  member2: 'member2@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
} as const;

/**
 * PGlite: one database per worker, loaded from the run's seeded dump by the worker's first file and
 * put back to the seed before each later file (the files of a worker run one after another).
 * Putting back the seed's few hundred rows costs far less than loading the whole dump for every
 * file. The seed's rows are kept in the schema `seed_copy`.
 */
let workerPglite: Promise<{ handle: DatabaseHandle; reset: string }> | undefined;
let pgliteInUse = false;

async function keepSeed(handle: DatabaseHandle): Promise<string> {
  const tables = await handle.query<{ name: string; columns: string }>(
    `select format('%I', c.relname) as name, string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname`,
  );
  const sequences = await handle.query<{ setval: string }>(
    `select format('select setval(%L, %s, %L);', format('%I', sequencename), coalesce(last_value, start_value), last_value is not null) as setval
       from pg_sequences where schemaname = 'public'`,
  );
  await handle.query('create schema seed_copy');
  for (const { name } of tables) await handle.query(`create table seed_copy.${name} as table public.${name}`);
  // Triggers and foreign keys are left out while the rows go back as they were (session_replication_role).
  return [
    'reset all;',
    `set random_page_cost = ${RANDOM_PAGE_COST};`,
    'begin;',
    'set local session_replication_role = replica;',
    `truncate ${tables.map(({ name }) => `public.${name}`).join(', ')};`,
    ...tables.map(({ name, columns }) => `insert into public.${name} (${columns}) overriding system value select ${columns} from seed_copy.${name};`),
    ...sequences.map(({ setval }) => setval),
    'commit;',
  ].join('\n');
}

async function openSeededPglite(): Promise<DatabaseHandle> {
  // A second context at once would put the database back under the first one's feet.
  if (pgliteInUse) throw new Error("On PGlite a worker has one database: close this file's test context before opening another.");
  pgliteInUse = true;
  const first = !workerPglite;
  workerPglite ??= (async () => {
    const dump = readFileSync(path.join(inject('seededDir'), PGLITE_DUMP));
    const handle = await openDatabase({ pgliteSnapshot: new Blob([new Uint8Array(dump)]) });
    return { handle, reset: await keepSeed(handle) };
  })();
  const { handle, reset } = await workerPglite;
  if (!first) await (handle.db as unknown as { $client: PGlite }).$client.exec(reset);
  // The next file puts it back; the worker's exit ends it.
  return {
    ...handle,
    close: async () => {
      pgliteInUse = false;
    },
  };
}

/**
 * The run's seeded database (global-setup.ts), as the seed left it, for this file: nothing to
 * migrate or seed. On PostgreSQL, with the URL another connection of the test reaches it by.
 */
async function openSeededDatabase(statementTimeoutMs?: number): Promise<DatabaseHandle & { databaseUrl: string }> {
  if (process.env.TEST_DB !== 'postgres') return { ...(await openSeededPglite()), databaseUrl: '' };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rds_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('seededDatabase')}`);
  const databaseUrl = databaseUrlOf(adminUrl, name);
  const handle = await openDatabase({ databaseUrl, statementTimeoutMs });
  return {
    ...handle,
    databaseUrl,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestContext {
  app: App;
  db: DatabaseHandle['db'];
  /** PostgreSQL: this file's own database, for a connection of the test's own (a lock, a second process); PGlite: ''. */
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  /** Every mail sent so far, oldest first. */
  outbox(): { to: string; subject: string; text: string; at: string }[];
  /** The code in the newest mail to `email`. */
  lastCode(email: string): string;
  /** Signs in through the real code flow (each call from its own network address) and returns the token. */
  signIn(email: string): Promise<string>;
  tokens: Record<keyof typeof DEMO, string>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: {
    signInAll?: boolean;
    webDist?: string;
    /** PostgreSQL only, as STATEMENT_TIMEOUT_MS. */
    statementTimeoutMs?: number;
    apiKeyCallsPerMinute?: number;
    logger?: AppOptions['logger'];
    liveHeartbeatMs?: number;
    /** The time as new orders and the figures see it (a test moves it to place orders in past months). */
    clock?: () => Date;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-test-'));
  const handle = await openSeededDatabase(options.statementTimeoutMs);
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    db: handle.db,
    dataDir,
    jwtSecret,
    sessionHours: 12,
    webDist: options.webDist,
    apiKeyCallsPerMinute: options.apiKeyCallsPerMinute,
    liveHeartbeatMs: options.liveHeartbeatMs,
    clock: options.clock,
    logger: options.logger,
    mailer: createMailer({ from: 'test@example.org', dataDir, print: false, onError: (e) => console.error(e) }),
  });

  const outbox = () => {
    const file = path.join(dataDir, 'outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  };
  const lastCode = (email: string) => {
    const mail = outbox()
      .filter((m) => m.to === email)
      .at(-1);
    const code = mail?.text.match(/code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
    return code;
  };
  const signIn = async (email: string) => {
    const remoteAddress = `10.${randomInt255()}.${randomInt255()}.${randomInt255()}`;
    const request = await app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email }, remoteAddress });
    if (request.statusCode !== 200) throw new Error(`sign-in request failed: ${request.body}`);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/verify',
      payload: { email, otp: lastCode(email) },
      remoteAddress,
    });
    if (verify.statusCode !== 200) throw new Error(`sign-in verify failed: ${verify.body}`);
    return verify.json().data.token as string;
  };

  const tokens = {} as Record<keyof typeof DEMO, string>;
  if (options.signInAll !== false) {
    for (const [key, email] of Object.entries(DEMO)) tokens[key as keyof typeof DEMO] = await signIn(email);
  }

  return {
    app,
    db: handle.db,
    databaseUrl: handle.databaseUrl,
    dataDir,
    jwtSecret,
    outbox,
    lastCode,
    signIn,
    tokens,
    /** Closes the app and the database; first the books must balance (see `reconcile`), or the file fails. */
    close: async () => {
      try {
        const discrepancies = await reconcile(handle.db);
        if (!balances(discrepancies)) throw new Error(`The stock ledger does not balance after this test file: ${JSON.stringify(discrepancies)}`);
      } finally {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

function randomInt255() {
  return Number.parseInt(randomUUID().slice(0, 2), 16);
}

/** An authorised call as one of the demo users, on that user's own portal path unless `as` says otherwise. */
export function call(
  ctx: TestContext,
  who: keyof typeof DEMO,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  as?: UserType,
) {
  const type = as ?? (who === 'member2' ? 'member' : who);
  return ctx.app.inject({
    method,
    url: `/api/${type}${path}`,
    headers: { authorization: `Bearer ${ctx.tokens[who]}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart body built with the platform's own FormData, for app.inject. */
export async function multipart(fields: Record<string, string | { data: Buffer; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/**
 * An active recall of the lots' numbers (a `recalls` row, ACTIVE) frozen by the activation's own
 * `freezeLots` (stocks locked first, lots frozen and traced): for tests of what a freeze does to
 * figures, without the recalls API's draft, notifications and History. Answers the recall.
 */
export async function freezeLots(db: TestContext['db'], stockUnitIds: string[]): Promise<{ id: string; recallNumber: number }> {
  return db.transaction(async (tx) => {
    const ids = sql`array[${sql.join(
      stockUnitIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`;
    await tx.execute(sql`select id from stocks where id in (select stock_id from stock_units where id = any(${ids})) order by id for update`);
    const [recall] = await queryRows<{ id: string; recallNumber: number }>(
      tx,
      sql`insert into recalls (product_id, supplier_id, lot_numbers, class, reason, action, respond_by, status, created_by, activated_at)
          select s.product_id, p.supplier_id, array_agg(distinct u.lot_number), 'II', 'Test recall', 'RETURN', current_date + 30, 'ACTIVE', p.supplier_id, now()
          from stock_units u join stocks s on s.id = u.stock_id join products p on p.id = s.product_id
          where u.id = any(${ids}) group by s.product_id, p.supplier_id
          returning id, recall_number as "recallNumber"`,
    );
    const [named] = await queryRows<{ productId: string; lotNumbers: string[] }>(
      tx,
      sql`select product_id as "productId", lot_numbers as "lotNumbers" from recalls where id = ${recall!.id}::uuid`,
    );
    // The activation's own freeze: the lots frozen, traced, and a task per holding member.
    await freezeRecalledLots(tx, { _id: recall!.id, ...named! });
    return recall!;
  });
}

/** Lets go of a recall's lots as closing or reverting it does (`status` CLOSED or REVERTED), under their stocks' locks. */
export async function releaseRecall(db: TestContext['db'], recallId: string, status: 'CLOSED' | 'REVERTED' = 'CLOSED') {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from stocks where id in (select stock_id from stock_units where recall_id = ${recallId}::uuid) order by id for update`);
    await tx.execute(sql`update recalls set status = ${status}::recall_status where id = ${recallId}::uuid`);
    await unfreezeLots(tx, recallId);
  });
}
