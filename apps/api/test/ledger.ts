import type { LedgerReason } from '@rds/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';
import { reconcile } from '../src/modules/stock/ledger.js';

/** Stock units whose count differs from the sum of their ledger rows, or is negative: always none. */
export async function ledgerMismatches(db: Database) {
  const { lots, stocks, misfiled, holds, totals, figures } = await reconcile(db);
  return [...lots, ...stocks, ...misfiled, ...holds, ...totals, ...figures];
}

/**
 * Takes `units` out of a lot with `reason` (a write-off: EXPIRED, DAMAGED...) dated `at`, as the
 * ledger writes an adjustment (the stock locked, the lot, the stock's on-hand units and one ledger
 * row in one statement, then the stock's lots at risk), but in the past: the ledger dates its rows by
 * the database's clock, which a test cannot move, and the figures read them by month.
 */
export async function writeOffDated(db: Database, stockUnitId: string, units: number, reason: LedgerReason, at: string) {
  await db.transaction(async (tx) => {
    const [lot] = await queryRows<{ stockId: string }>(
      tx,
      sql`select id as "stockId" from stocks where id = (select stock_id from stock_units where id = ${stockUnitId}::uuid) for update`,
    );
    /* eslint-disable house/ledger-only -- a dated write-off for the figures' tests; reconcile() checks the books after */
    const written = await queryRows<{ id: number }>(
      tx,
      sql`
      with lot as (
        update stock_units set units = units - ${units}::int, updated_at = now() where id = ${stockUnitId}::uuid and units - reserved_units >= ${units}::int
        returning id, stock_id
      ),
      stock as (update stocks set on_hand_units = on_hand_units - ${units}::int, updated_at = now() where id = (select stock_id from lot))
      insert into stock_ledger (stock_unit_id, stock_id, delta, reason, created_at)
      select id, stock_id, ${-units}::int, ${reason}::ledger_reason, ${at}::timestamptz from lot
      returning id`,
    );
    /* eslint-enable house/ledger-only */
    if (written.length !== 1) throw new Error(`writeOffDated: the lot ${stockUnitId} has fewer than ${units} units available`);
    await tx.execute(sql`select refresh_lot_risks(array[${lot!.stockId}::uuid])`);
  });
}
