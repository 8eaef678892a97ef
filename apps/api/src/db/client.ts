import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs SQL text with positional parameters ($1...) on the driver itself (the plan test EXPLAINs what the API ran). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: the longest a statement may run before the server cancels it (STATEMENT_TIMEOUT_MS; 0 = none). */
  statementTimeoutMs?: number;
  /** PGlite in memory: starts from this dumped data directory (`dumpDataDir`) instead of an empty one (tests). */
  pgliteSnapshot?: Blob;
  /** Hears every query Drizzle runs, with its parameters (the plan test). */
  onQuery?: (text: string, params: unknown[]) => void;
}

/**
 * The planner's cost of a random page read, set on every connection: 1.1, the usual value when the
 * data sits on SSD or in memory (PostgreSQL's default, 4, dates from spinning disks and makes it
 * prefer reading a whole table to a few hundred index lookups). Decision 009.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Set on the pool's connections: the random page cost above, and prepared statements run on their
 * generic plan from the first call (decision 013). PostgreSQL's own rule keeps planning a statement
 * afresh while its custom plans look cheaper than the generic one, and for the list of a member or
 * supplier with more rows than the average they always do (LIMIT 10 reads a smaller share of more
 * rows) although both plans walk the same index: the member's Stock Requests spent 3.9 ms planning
 * each call to run it in 0.7. A constant a plan depends on (a partial index's predicate) is written
 * out, not bound (`statusIn`); test/plans.test.ts EXPLAINs the generic plans.
 */
export const CONNECTION_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST} -c plan_cache_mode=force_generic_plan`;
/** Set on the searches' connections: PostgreSQL's own choice, a plan for the pattern and the viewer. */
export const SEARCH_CONNECTION_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST}`;

/** Written by `matches` (platform/paging.ts) into every search it builds: the mark of a statement that searches. */
export const SEARCH_MARK = '/* search */';

/**
 * Whether a statement searches (it holds a search `matches` built: `ilike` for the trigram indexes,
 * a prefix `like`). Its best plan depends on the pattern and on how many rows the viewer has (the
 * administrator's notifications searched through the trigram index, not read by recipient and
 * filtered), which a generic plan cannot know; it runs on the searches' connections.
 */
export const plannedForItsValues = (text: string) => text.includes(SEARCH_MARK);

/** The PGlite extensions the migrations create (pg_trgm for the search indexes, migration 0007). */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given,
 * else embedded PGlite under `dataDir` (or in memory when `dataDir` is omitted, for tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const poolOf = (size: number, connectionOptions: string) => {
      const pool = new pg.Pool({
        connectionString: options.databaseUrl,
        max: size,
        options: connectionOptions,
        ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      });
      // An idle connection that the server drops must not crash the process; the pool replaces it.
      pool.on('error', (error: Error & { code?: string }) => {
        if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
      });
      // From the first connection on, but naming statements only after the migrations: a prepared
      // plan must not outlive a change of the tables it reads.
      prepareOncePerConnection(pool, () => migrated);
      return pool;
    };
    let migrated = false;
    const size = options.poolSize ?? 10;
    const pool = poolOf(size, CONNECTION_OPTIONS);
    const searches = poolOf(Math.max(2, Math.ceil(size / 2)), SEARCH_CONNECTION_OPTIONS);
    // A search outside a transaction runs on the searches' pool (a transaction stays on its connection).
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) =>
      isUnnamedQuery(config) && plannedForItsValues(config.text)
        ? (searches.query as (...args: unknown[]) => unknown)(config, ...rest)
        : query(config, ...rest);
    const end = () => Promise.all([pool.end(), searches.end()]).then(() => undefined);
    const db = drizzleNodePg(pool, { schema, logger: loggerOf(options) });
    try {
      await migrateNodePg(db, { migrationsFolder });
      migrated = true;
    } catch (error) {
      await end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      close: end,
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    releaseLock = takeLock(path.join(options.dataDir, 'pglite.lock'));
    client = new PGlite(dir, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions, ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}) });
  }
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client, { schema, logger: loggerOf(options) });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * The most statements a connection keeps prepared. The API's statements come from a bounded set of
 * query shapes (values are parameters), so this is headroom; past it a connection runs new texts
 * unprepared rather than keep one more plan in the server's memory.
 */
export const PREPARED_PER_CONNECTION = 1000;

/**
 * Prepares every statement Drizzle sends, once per connection, under a name derived from its text.
 * A list's query joins six or seven tables, and planning such a join (about 4 ms) costs more than
 * running it (0.1 to 1 ms) once its index serves the page; a prepared statement is parsed once, and
 * after five runs PostgreSQL keeps its generic plan when that plan is no costlier than a custom
 * one (a search by prefix keeps being planned for its pattern). Decision 011.
 */
function prepareOncePerConnection(pool: pg.Pool, enabled: () => boolean) {
  // Every request runs a few statements: hashing each text again cost about 3 % of a list's CPU.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `rds_${createHash('sha1').update(text).digest('base64url')}`;
      if (names.size < PREPARED_PER_CONNECTION) names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (enabled() && isUnnamedQuery(config)) {
        const name = nameOf(config.text);
        if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
          prepared.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
      return query(config, ...rest);
    };
  });
}

function isUnnamedQuery(config: unknown): config is { text: string; name?: string } {
  return typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string' && !(config as { name?: unknown }).name;
}

function loggerOf(options: DatabaseOptions) {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (text: string, params: unknown[]) => onQuery(text, params) } : undefined;
}

/** PGlite allows one process per data directory: a lock file holding our pid refuses a second opener. */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${path.dirname(file)} is already open in process ${holder}. ` +
            'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
        );
      }
      rmSync(file, { force: true }); // a stale lock left by a process that died
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
