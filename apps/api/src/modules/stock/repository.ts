import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { stockLedger, stockUnits } from '../../db/schema.js';

export async function insertStockUnit(tx: Executor, values: typeof stockUnits.$inferInsert) {
  const [row] = await tx.insert(stockUnits).values(values).returning();
  return row!;
}

/** Locks one stock unit for the rest of the transaction. */
export function lockStockUnit(tx: Executor, stockUnitId: string) {
  return tx
    .select()
    .from(stockUnits)
    .where(eq(stockUnits._id, stockUnitId))
    .for('update')
    .then((rows) => rows[0]);
}

export async function addToStockUnit(tx: Executor, stockUnitId: string, delta: number) {
  await tx
    .update(stockUnits)
    .set({ units: sql`${stockUnits.units} + ${delta}`, updatedAt: new Date() })
    .where(eq(stockUnits._id, stockUnitId));
}

export async function insertLedgerRow(tx: Executor, values: typeof stockLedger.$inferInsert) {
  await tx.insert(stockLedger).values(values);
}
