import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';

/** Stock units whose count differs from the sum of their ledger rows, or is negative: always none. */
export function ledgerMismatches(db: Database) {
  return queryRows<{ id: string; units: number; ledger: number }>(
    db,
    sql`select u.id, u.units, coalesce(sum(l.delta), 0)::int as ledger
        from stock_units u left join stock_ledger l on l.stock_unit_id = u.id
        group by u.id having u.units <> coalesce(sum(l.delta), 0) or u.units < 0`,
  );
}
