import { and, asc, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { figuresState, products, stocks } from '../../db/schema.js';

/** What the kept figures are as of: the day and usage window of the last refresh; undefined before the first. */
export function stateOf(db: Executor) {
  return db
    .select()
    .from(figuresState)
    .then((rows) => rows[0]);
}

/** Sets the day, window and lead time the next refresh computes for; answers false when another process already set them. */
export async function stamp(db: Executor, state: { day: string; firstMonth: string; months: number; leadTimeDays: number }, { force }: { force: boolean }) {
  const rows = await db
    .insert(figuresState)
    .values({ id: 1, ...state })
    .onConflictDoUpdate({
      target: figuresState.id,
      set: { ...state, refreshedAt: sql`now()`, doneThrough: null, progressAt: sql`now()`, completedAt: null },
      setWhere: force
        ? undefined
        : sql`(${figuresState.day}, ${figuresState.firstMonth}, ${figuresState.months}, ${figuresState.leadTimeDays})
                is distinct from (${state.day}::date, ${state.firstMonth}::date, ${state.months}::smallint, ${state.leadTimeDays}::smallint)`,
    })
    .returning({ id: figuresState.id });
  return rows.length > 0;
}

/**
 * Takes over a refresh that stopped moving (its process died, say): none has finished as of the
 * stamp and none made progress for `stalledMinutes`. Answers the last stock it had refreshed
 * (undefined when there is nothing to take over); one process of many wins.
 */
export async function takeOverStalled(db: Executor, stalledMinutes: number): Promise<string | null | undefined> {
  const rows = await db
    .update(figuresState)
    .set({ progressAt: sql`now()` })
    .where(and(isNull(figuresState.completedAt), lt(figuresState.progressAt, sql`now() - make_interval(mins => ${stalledMinutes}::int)`)))
    .returning({ doneThrough: figuresState.doneThrough });
  return rows.length === 0 ? undefined : rows[0]!.doneThrough;
}

/** Marks the refresh as of the current stamp finished. */
export async function complete(db: Executor) {
  await db.update(figuresState).set({ completedAt: sql`now()`, progressAt: sql`now()` });
}

/**
 * Locks the next `size` stocks after `after` (in id order, as the ledger locks them), refreshes
 * their average usage and lots at risk, and records the progress; answers their ids.
 */
export async function refreshBatch(tx: Executor, after: string, size: number) {
  const ids = await tx
    .select({ _id: stocks._id })
    .from(stocks)
    .where(gt(stocks._id, after))
    .orderBy(asc(stocks._id))
    .limit(size)
    .for('update')
    .then((rows) => rows.map((r) => r._id));
  if (ids.length === 0) return ids;
  const array = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await tx.execute(sql`select refresh_usage(${array})`);
  await tx.execute(sql`select refresh_lot_risks(${array})`);
  await tx.update(figuresState).set({ doneThrough: ids.at(-1)!, progressAt: sql`now()` });
  return ids;
}

/**
 * Counts afresh the supply-risk figures (`product_supply`, db/definitions/product-supply.ts) of the next `size`
 * products after `after`, under their rows' locks; answers their ids. The triggers keep them as
 * things change; this settles one a location's status change raced with the arrival of its units.
 */
export async function refreshProductSupplyBatch(tx: Executor, after: string, size: number) {
  const ids = await tx
    .select({ _id: products._id })
    .from(products)
    .where(gt(products._id, after))
    .orderBy(asc(products._id))
    .limit(size)
    .then((rows) => rows.map((r) => r._id));
  if (ids.length > 0) await tx.execute(sql`select refresh_product_supply(${`{${ids.join(',')}}`}::uuid[])`);
  return ids;
}
