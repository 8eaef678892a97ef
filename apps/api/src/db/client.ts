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
import { applyDefinitions } from './definitions/apply.js';
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
  /** Hears every query Drizzle runs, with its parameters and the pool it ran on (the plan test). */
  onQuery?: (text: string, params: unknown[], pool: 'main' | 'searches') => void;
  /**
   * Work done once across processes, right after the migrations and under the same lock (the
   * signing secret, the demo seed): a process that starts beside others finds it done or does it.
   */
  atStartup?: (db: Database) => Promise<void>;
}

/**
 * The session advisory lock that processes starting together on one PostgreSQL take in turn, to
 * migrate and run `atStartup`: unlocked, two of three crashed creating the same type.
 */
export const STARTUP_LOCK = 727001;

/** Runs `work` holding STARTUP_LOCK on a connection of its own, so the pool's connections stay free for `work`. */
async function underStartupLock(databaseUrl: string, work: () => Promise<void>) {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work();
  } finally {
    // Ending the session releases its lock too; unlocking first says so.
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await holder.end();
  }
}

/**
 * The planner's cost of a random page read, set on every connection: 1.1, the usual value when the
 * data sits on SSD or in memory (PostgreSQL's default, 4, dates from spinning disks and makes it
 * prefer reading a whole table to a few hundred index lookups). Decision 015.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * The pool's connections run every statement on its generic plan (decision 015): PostgreSQL's own
 * rule keeps planning a prepared list afresh for a member with more rows than the average. A
 * constant a plan depends on (a partial index's predicate) is written out, not bound (`statusIn`).
 */
export const CONNECTION_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST} -c plan_cache_mode=force_generic_plan`;
/** The searches' connections: PostgreSQL's own choice, a plan for the pattern and the viewer. */
export const SEARCH_CONNECTION_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST}`;

/** Each PostgreSQL database's second pool, for the lists that search (`searches`). */
const searchDatabases = new WeakMap<object, Database>();

/**
 * Where a list that searches runs: on PostgreSQL, a second, smaller pool whose statements are
 * planned for their values, since a search's best plan depends on its pattern and on how many rows
 * the viewer has (decision 015). Elsewhere (PGlite, an open transaction) where `db` is.
 */
export function searches(db: Executor): Executor {
  return searchDatabases.get(db) ?? db;
}

/**
 * The most statement names a process gives out. The API's reads come from a bounded set of query
 * shapes (values are parameters), so this is headroom; past it a read runs unprepared rather than
 * keep one more plan in every connection.
 */
export const PREPARED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/** A Drizzle select that can run prepared: what `prepared` takes. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
  execute(): Promise<R>;
}

/**
 * Runs a read as a statement prepared once per connection, named by its text (decision 015): a
 * list joins six or seven tables, and planning such a join costs more than running it from its
 * index. PGlite ignores the name.
 */
export function prepared<R>(query: Preparable<R>): Promise<R> {
  const text = query.toSQL().sql;
  let name = statementNames.get(text);
  if (!name && statementNames.size < PREPARED_STATEMENTS) {
    name = `rds_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name ? query.prepare(name).execute() : query.execute();
}

/** The PGlite extensions the migrations create (pg_trgm, for the search indexes schema.ts `trigram` makes). */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens the database, applies pending migrations and brings its functions and triggers to their
 * definitions (db/definitions): PostgreSQL when a URL is given,
 * else embedded PGlite under `dataDir` (or in memory when `dataDir` is omitted, for tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const poolOf = (size: number, connectionOptions: string, statementTimeoutMs = options.statementTimeoutMs) => {
      const pool = new pg.Pool({
        connectionString: options.databaseUrl,
        max: size,
        options: connectionOptions,
        // A request waits for a connection (a free one, or a new one to the server) no longer than
        // a statement may run: past it, a 503 that says to try again (platform/errors.ts), not a hang.
        ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs } : {}),
      });
      // An idle connection that the server drops must not crash the process; the pool replaces it.
      pool.on('error', (error: Error & { code?: string }) => {
        if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
      });
      return pool;
    };
    const size = options.poolSize ?? 10;
    const pool = poolOf(size, CONNECTION_OPTIONS);
    const searchPool = poolOf(Math.max(2, Math.ceil(size / 2)), SEARCH_CONNECTION_OPTIONS);
    const end = () => Promise.all([pool.end(), searchPool.end()]).then(() => undefined);
    const db = drizzleNodePg(pool, { schema, logger: loggerOf(options, 'main') });
    searchDatabases.set(db, drizzleNodePg(searchPool, { schema, logger: loggerOf(options, 'searches') }) as unknown as Database);
    try {
      await underStartupLock(options.databaseUrl, async () => {
        // Without the statement timeout: a migration (or a figure's backfill) may rewrite a table of a million rows once.
        const migrating = poolOf(1, CONNECTION_OPTIONS, 0);
        try {
          await migrateNodePg(drizzleNodePg(migrating), { migrationsFolder });
          await applyDefinitions(drizzleNodePg(migrating, { schema }) as unknown as Database);
        } finally {
          await migrating.end();
        }
        await options.atStartup?.(db as unknown as Database);
      });
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
    // One process per data directory (the lock file): nothing to take turns with.
    await migratePglite(db, { migrationsFolder });
    await applyDefinitions(db as unknown as Database);
    await options.atStartup?.(db as unknown as Database);
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

function loggerOf(options: DatabaseOptions, pool: 'main' | 'searches' = 'main') {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (text: string, params: unknown[]) => onQuery(text, params, pool) } : undefined;
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
