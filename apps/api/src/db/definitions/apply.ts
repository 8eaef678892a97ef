import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
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
 * Brings every function and trigger to its definition (db/definitions): right after the migrations,
 * under the same lock (client.ts `openDatabase`). A definition whose text changed since it was last
 * applied (or never applied) runs in one transaction: its functions, its triggers, then its
 * backfill; the others are skipped, so a start-up reads one small table. Answers the names applied.
 */
export async function applyDefinitions(db: Database): Promise<string[]> {
  await db.execute(sql`create table if not exists ${LEDGER} (name text primary key, hash text not null, applied_at timestamptz not null default now())`);
  const { rows } = (await db.execute(sql`select name, hash from ${LEDGER}`)) as unknown as { rows: { name: string; hash: string }[] };
  const applied = new Map(rows.map((row) => [row.name, row.hash]));
  const done: string[] = [];
  for (const definition of definitions) {
    const hash = hashOf(definition);
    if (applied.get(definition.name) === hash) continue;
    await db.transaction(async (tx) => {
      const statements = [...definition.functions, ...definition.triggers, ...('backfill' in definition ? definition.backfill : [])];
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into ${LEDGER} (name, hash) values (${definition.name}, ${hash})
            on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
      );
    });
    done.push(definition.name);
  }
  return done;
}
