/**
 * The database's code as it is now: every function and trigger, grouped by the kept figure or the
 * module piece it belongs to. The migrations keep the history; a function's or trigger's body
 * changes here only, and `applyDefinitions` (apply.ts) brings the database to it at start-up.
 */

/** A module's own database code that keeps no figure (the ledger's guard, the live feed's numbering). */
export interface Code {
  /** Its key in `database_definitions`, snake_case like the database's names. */
  name: string;
  /** The current body of each function, one `CREATE OR REPLACE FUNCTION` each, callees first. */
  functions: string[];
  /** Its triggers, one statement each (`CREATE OR REPLACE TRIGGER`; a constraint trigger is dropped and created). */
  triggers: string[];
}

/** A figure the database keeps from the records, so that a read sums a few rows instead of counting many. */
export interface Figure extends Code {
  /** The tables (or `table.column`) it writes; their columns stay in schema.ts. */
  keeps: string[];
  /**
   * Recomputes what it keeps from the records. Run when the definition's text changed, in its
   * transaction after its functions and triggers, so it starts with a lock on what it keeps.
   */
  backfill: string[];
  /** The rows where what it keeps differs from a fresh count: `reconcile()` (stock/ledger.ts) runs it. */
  check: Check;
}

/**
 * A check's rows: `figures` as `{ kept, key, counted, keptValue }` (most figures, built by
 * `differences`), `totals` as `LedgerDiscrepancies['totals']` (Total Stock's own shape).
 */
export type Check = { figures: string } | { totals: string };

/**
 * A figures check: `counted` (a fresh count of the records) and `keptRows` (what is kept) each
 * answer `(key, n)`, one row per key; a key missing on one side or with another number comes back.
 */
export function differences(kept: string, counted: string, keptRows: string): string {
  return `select '${kept}' as kept, coalesce(c.key, k.key) as key, coalesce(c.n, 0)::int as counted, coalesce(k.n, 0)::int as "keptValue"
      from (${counted}) c (key, n) full join (${keptRows}) k (key, n) on k.key = c.key
      where c.n is distinct from k.n`;
}
