import type { Database } from '../src/db/client.js';
import { reconcile } from '../src/modules/stock/ledger.js';

/** Stock units whose count differs from the sum of their ledger rows, or is negative: always none. */
export async function ledgerMismatches(db: Database) {
  const { lots, stocks, misfiled, holds, totals, figures } = await reconcile(db);
  return [...lots, ...stocks, ...misfiled, ...holds, ...totals, ...figures];
}
