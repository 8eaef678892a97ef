/**
 * Supply-chain risk (decision 020): per product, who holds its units, the flags of its supply
 * chain, its programme-wide units and days of cover, in the risk order (contract `compareSupplyRisk`).
 */
import type { SupplyRiskQuery } from '@rds/contract';
import type { Database } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import { DEFAULT_FIGURE_SETTINGS } from '../figures/service.js';
import { presentSupplyRisk } from './presenter.js';
import * as repo from './repository.js';

/** `leadTimeDays`: LEAD_TIME_DAYS, under which a product's days of cover mark it at risk. */
export function createSupplyRiskService(db: Database, { leadTimeDays }: { leadTimeDays: number } = DEFAULT_FIGURE_SETTINGS) {
  return {
    /** A page of products, most at risk first. */
    async list(query: SupplyRiskQuery) {
      const { rows, total } = await repo.listSupplyRisk(db, query);
      return { products: rows.map((row) => presentSupplyRisk(row, leadTimeDays)), total, leadTimeDays };
    },

    /** Every product of the list, in its order, a batch at a time. */
    exportRows: (query: Pick<SupplyRiskQuery, 'search'>) =>
      cursorBatches(db, () => repo.supplyRiskRows(query), {
        present: (_, rows: repo.SupplyRiskRow[]) => rows.map((row) => presentSupplyRisk(row, leadTimeDays)),
      }),
  };
}

export type SupplyRiskService = ReturnType<typeof createSupplyRiskService>;
