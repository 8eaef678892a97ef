import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';

/** A Drizzle select (a list's query builder, without paging): its rows keep the shape the builder gives them. */
export interface CursorSelect<Row> extends SQLWrapper {
  prepare(name: string): unknown;
  execute(): Promise<Row[]>;
}

export interface CursorOptions<Row, Out> {
  /** Rows fetched at a time (and so held in memory at once). */
  batchSize?: number;
  /**
   * Turns a batch of rows into what the consumer gets, on the cursor's own transaction (never on
   * the database: PGlite runs one transaction at a time, so a query outside it would wait forever).
   */
  present: (tx: Transaction, rows: Row[]) => Promise<Out[]> | Out[];
  /** How long the consumer may take to ask for the next batch before the cursor closes (a stalled download must not hold the database). */
  idleMs?: number;
}

export const CURSOR_DEFAULTS = { batchSize: 500, idleMs: 30_000 };

export class CursorIdleError extends Error {
  constructor(ms: number) {
    super(`The export was not read for ${Math.round(ms / 1000)} s and was stopped`);
  }
}

interface Ask<Out> {
  resolve: (result: IteratorResult<Out[], undefined>) => void;
  reject: (error: unknown) => void;
}
const STOP = Symbol('stop');

/**
 * The rows of one query, a batch at a time, read through a server-side cursor (`DECLARE ... NO
 * SCROLL CURSOR`, `FETCH n`) in a read-only, repeatable-read transaction of the database's own
 * client, so both drivers (node-postgres, on a connection of its own from the pool; PGlite) hold
 * one batch in memory, never the whole result. A batch is fetched only when the consumer asks for
 * it (pull: `for await`, or `Readable.from`, which asks as the socket drains), so a slow reader
 * slows the query instead of filling memory. Leaving the loop early (`return()`), an error, or a
 * consumer idle for `idleMs` closes the cursor and ends the transaction.
 *
 * `build` gets the transaction and answers a Drizzle select (rows mapped as the select maps them,
 * left-joined objects null when absent) or raw SQL (rows as the driver gives them).
 */
export function cursorBatches<Row, Out>(
  db: Database,
  build: (tx: Transaction) => CursorSelect<Row> | SQL,
  options: CursorOptions<Row, Out>,
): AsyncIterableIterator<Out[]> {
  const batchSize = options.batchSize ?? CURSOR_DEFAULTS.batchSize;
  const idleMs = options.idleMs ?? CURSOR_DEFAULTS.idleMs;
  const asks: (Ask<Out> | typeof STOP)[] = [];
  let wake: (() => void) | null = null;
  let finished: { error?: unknown } | null = null;
  /** A reader learns of an error once; then the iterator is done, as an async generator would be. */
  let errorDelivered = false;

  const nextAsk = () =>
    new Promise<Ask<Out> | typeof STOP>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        wake = null;
        resolve(asks.shift()!);
      };
      const timer = setTimeout(() => {
        wake = null;
        reject(new CursorIdleError(idleMs));
      }, idleMs);
      if (asks.length > 0) take();
      else wake = take;
    });

  const run = db
    .transaction(
      async (tx) => {
        const query = build(tx);
        const fetch = fetcher<Row>(tx, query, batchSize);
        await tx.execute(sql`declare rds_export no scroll cursor for ${query}`);
        for (;;) {
          const ask = await nextAsk();
          if (ask === STOP) break;
          try {
            const rows = await fetch();
            if (rows.length === 0) {
              ask.resolve({ done: true, value: undefined });
              break;
            }
            ask.resolve({ done: false, value: await options.present(tx, rows) });
          } catch (error) {
            errorDelivered = true;
            ask.reject(error);
            throw error;
          }
        }
        await tx.execute(sql`close rds_export`);
      },
      { accessMode: 'read only', isolationLevel: 'repeatable read' },
    )
    .then(
      () => {
        finished = {};
      },
      (error: unknown) => {
        finished = { error };
      },
    )
    .finally(() => {
      // Whoever still waits learns the end: done, or the error that ended it.
      for (const ask of asks.splice(0)) if (ask !== STOP) settle(ask);
    });

  function settle(ask: Ask<Out>) {
    if (finished?.error && !errorDelivered) {
      errorDelivered = true;
      ask.reject(finished.error);
    } else ask.resolve({ done: true, value: undefined });
  }

  const iterator: AsyncIterableIterator<Out[]> = {
    next() {
      return new Promise((resolve, reject) => {
        const ask = { resolve, reject };
        if (finished) return settle(ask);
        asks.push(ask);
        wake?.();
      });
    },
    async return() {
      if (!finished) {
        asks.push(STOP);
        wake?.();
      }
      await run;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * `FETCH n` as a query of this transaction's session, with the select's own field list, so its
 * rows are mapped exactly as the select maps them (nested objects, dates, numerics, null joins).
 * Drizzle 0.45 keeps the field list and the join map on its prepared query without typing them:
 * this is the one place that reads them, and the export tests on both drivers guard it.
 */
function fetcher<Row>(tx: Transaction, query: CursorSelect<Row> | SQL, batchSize: number): () => Promise<Row[]> {
  const text = `fetch forward ${Math.trunc(batchSize)} from rds_export`;
  if (!('prepare' in query)) {
    return async () => ((await tx.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
  }
  const template = query.prepare('rds_export_template') as { fields?: unknown; joinsNotNullableMap?: Record<string, boolean> };
  const session = tx._.session as unknown as {
    prepareQuery(
      q: { sql: string; params: unknown[] },
      fields: unknown,
      name: undefined,
      arrayMode: boolean,
    ): { joinsNotNullableMap?: Record<string, boolean>; execute(): Promise<Row[]> };
  };
  if (!template.fields) throw new Error('cursorBatches: this Drizzle version keeps no field list on a prepared select');
  const prepared = session.prepareQuery({ sql: text, params: [] }, template.fields, undefined, true);
  prepared.joinsNotNullableMap = template.joinsNotNullableMap;
  return () => prepared.execute();
}
