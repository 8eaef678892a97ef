import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../client.js';
import { definitions, type Code, type Figure } from './index.js';

/**
 * What was applied: each definition's name and the hash of its text. A table of the applier's own
 * (as Drizzle keeps its migrations' in `drizzle.__drizzle_migrations`), not of the schema.
 */
const LEDGER = sql.raw('database_definitions');

/** The hash of what applying runs: a definition whose functions, triggers and backfill are unchanged is not run again. */
export function hashOf(definition: Code | Figure): string {
  const { functions, triggers } = definition;
  const backfill = 'backfill' in definition ? definition.backfill : [];
  return createHash('sha256').update(JSON.stringify({ functions, triggers, backfill })).digest('hex');
}

/**
 * Its row in `database_definitions`: the last migration applied when the definitions were last
 * applied. A migration may replace or drop a function or trigger, so after one every definition's
 * functions and triggers run again (its backfill only if its own text changed).
 */
const MIGRATIONS = '(migrations)';

/**
 * Brings every function and trigger to its definition (db/definitions): right after the migrations,
 * under the same lock (client.ts `openDatabase`). A definition whose text changed since it was last
 * applied (or never applied) runs in one transaction: its functions, its triggers, then its
 * backfill; after a new migration every definition runs, without its backfill when unchanged. Else
 * nothing runs, so a start-up reads two small tables. Answers the names applied.
 */
export async function applyDefinitions(db: Database): Promise<string[]> {
  await db.execute(sql`create table if not exists ${LEDGER} (name text primary key, hash text not null, applied_at timestamptz not null default now())`);
  const applied = new Map((await queryRows<{ name: string; hash: string }>(db, sql`select name, hash from ${LEDGER}`)).map((row) => [row.name, row.hash]));
  const [last] = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`);
  const migration = last?.hash ?? '';
  const migrated = applied.get(MIGRATIONS) !== migration;
  const done: string[] = [];
  for (const definition of definitions) {
    const hash = hashOf(definition);
    const changed = applied.get(definition.name) !== hash;
    if (!changed && !migrated) continue;
    const backfill = changed && 'backfill' in definition ? definition.backfill : [];
    await db.transaction(async (tx) => {
      for (const statement of [...definition.functions, ...definition.triggers, ...backfill]) await tx.execute(sql.raw(statement));
      await record(tx, definition.name, hash);
    });
    done.push(definition.name);
  }
  if (migrated) await record(db, MIGRATIONS, migration);
  return done;
}

const record = (db: Executor, name: string, hash: string) =>
  db.execute(sql`insert into ${LEDGER} (name, hash) values (${name}, ${hash}) on conflict (name) do update set hash = excluded.hash, applied_at = now()`);
