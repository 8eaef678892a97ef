/**
 * Expiry risk (decision 020): the units of each lot projected to expire unused,
 * as the ledger keeps them in `lot_risks` (`refresh_lot_risks`, db/definitions/lot-risks.ts, the contract's
 * `expiryRisk` in closed form), summed by month over a horizon and listed most value first.
 */
import { monthStart, today, type ExpiryRisk, type ExpiryRiskQuery, type LotAtRisk } from '@rds/contract';
import type { Database } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { presentProductBrief } from '../stock/presenter.js';
import type { FiguresService } from '../figures/service.js';
import * as repo from './repository.js';

/**
 * The horizon of `months` months from the figures' day: the day's own month and the `months - 1`
 * after it, whole ('YYYY-MM' each), as the kept `lot_risk_months` count them; lots expiring from
 * the day to the end of the last month.
 */
export function horizonOf(day: string, months: number): repo.Horizon & { months: string[] } {
  const list: string[] = [];
  for (let k = 0; k < months; k++) list.push(monthStart(day, k).slice(0, 7));
  return { day, end: monthStart(day, months), months: list };
}

function presentLot(row: repo.LotAtRiskRow): LotAtRisk {
  return {
    stockUnitId: row.stockUnitId,
    stockId: row.stockId,
    memberId: row.memberId,
    productId: row.productId,
    lotNumber: row.lotNumber,
    expiry: row.expiry,
    units: row.units,
    unitsAtRisk: row.unitsAtRisk,
    valueAtRisk: Number(row.valueAtRisk),
    recalledUnits: row.recalledUnits,
    Product: presentProductBrief(row.product),
    Member: row.member,
    Location: row.location,
  };
}

export function createExpiryRiskService({
  db,
  figures,
  clock = () => new Date(),
}: {
  db: Database;
  figures: Pick<FiguresService, 'state'>;
  clock?: () => Date;
}) {
  /** The horizon as of the kept figures' day; before the first refresh, today's, with nothing at risk yet. */
  async function horizon(months: number) {
    const day = (await figures.state())?.day;
    return { kept: day !== undefined, ...horizonOf(day ?? today(clock()), months) };
  }

  return {
    /** The months of the horizon with their units and value at risk (zero months included), and a page of the lots, most value first. */
    async summary(auth: AuthContext, query: ExpiryRiskQuery): Promise<ExpiryRisk> {
      const h = await horizon(query.months);
      const [months, lots, recalledUnits] = h.kept
        ? await Promise.all([repo.monthsAtRisk(db, auth.user, h), repo.lotsAtRisk(db, auth.user, h, query), repo.recalledInHorizon(db, auth.user, h)])
        : [[], [], 0];
      const byMonth = new Map(months.map((row) => [row.month, row]));
      return {
        asOf: h.day,
        months: h.months.map((month) => {
          const row = byMonth.get(month);
          return { month, units: row ? Number(row.units) : 0, value: row ? Number(row.value) : 0 };
        }),
        lots: lots.map(presentLot),
        total: months.reduce((sum, row) => sum + row.lots, 0),
        recalledUnits,
      };
    },

    /** Every lot at risk of the horizon, in the list's order, a batch at a time (the export). */
    async *exportRows(auth: AuthContext, query: Pick<ExpiryRiskQuery, 'months'>): AsyncIterableIterator<LotAtRisk[]> {
      const h = await horizon(query.months);
      if (!h.kept) return;
      yield* cursorBatches(db, () => repo.allLotsAtRisk(auth.user, h), { present: (_, rows: repo.LotAtRiskRow[]) => rows.map(presentLot) });
    },
  };
}

export type ExpiryRiskService = ReturnType<typeof createExpiryRiskService>;
