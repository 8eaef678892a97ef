import { monthStart, today, wastageMonths, type Dashboard, type Language, type Wastage } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import * as repo from './repository.js';
import { readWorklist } from './worklist.js';

const CHART_MONTHS = 6;

/** The first day (UTC) of the month `offset` months after the month of `from`, as YYYY-MM-DD. */
function utcMonth(from: Date, offset: number): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** Every month of the window, oldest first, with the write-offs the ledger holds for it (none: zero). */
async function readWastage(db: Database, scope: { type: AuthContext['user']['type']; userId: string }, now: Date): Promise<Wastage> {
  const months = wastageMonths(today(now));
  const rows = await repo.readWastage(db, scope, { from: `${months[0]}-01`, to: monthStart(today(now), 1) });
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const figures = months.map((month) => ({ month, units: byMonth.get(month)?.units ?? 0, value: Number(byMonth.get(month)?.value ?? 0) }));
  return {
    months: figures,
    totalUnits: figures.reduce((sum, row) => sum + row.units, 0),
    // In whole cents, so that twelve sums of cents add up to the cent.
    totalValue: figures.reduce((cents, row) => cents + Math.round(row.value * 100), 0) / 100,
  };
}

/**
 * `leadTimeDays`: LEAD_TIME_DAYS, under which a stock's days of cover put it at risk (decision 020);
 * `clock`: now, whose month in Toronto ends the wastage window.
 */
export function createDashboardService(db: Database, { leadTimeDays }: { leadTimeDays: number }, clock: () => Date = () => new Date()) {
  return {
    async read(auth: AuthContext): Promise<Dashboard> {
      const scope = { type: auth.user.type, userId: auth.user._id, leadTimeDays };
      // Calendar months in UTC, as order_months keeps them: this month and the five before.
      const now = new Date();
      const firstMonth = utcMonth(now, -(CHART_MONTHS - 1));
      // Wastage is a cost to whoever owns the units: the programme (the administrator's) and each member (its stocks').
      const withWastage = scope.type === 'healthpro' || scope.type === 'member';
      const [totals, perMonth, wastage] = await Promise.all([
        repo.readTotals(db, scope),
        repo.readOrdersPerMonth(db, scope, firstMonth),
        withWastage ? readWastage(db, scope, clock()) : null,
      ]);
      const counts = new Map(perMonth.map((r) => [r.month, r.count]));
      const orders = Array.from({ length: CHART_MONTHS }, (_, i) => {
        const month = utcMonth(now, i - (CHART_MONTHS - 1)).slice(0, 7);
        return { month, count: counts.get(month) ?? 0 };
      });
      return {
        orders,
        totalOrders: totals.totalOrders ?? 0,
        totalMembers: totals.totalMembers ?? 0,
        totalProducts: totals.totalProducts ?? 0,
        totalSureSupply: totals.totalSureSupply ?? 0,
        totalSuppliers: totals.totalSuppliers ?? 0,
        totalDistributors: totals.totalDistributors ?? 0,
        totalLocations: totals.totalLocations ?? 0,
        stocksAtRisk: totals.stocksAtRisk ?? 0,
        wastage,
      };
    },

    /** The reader's worklist: what waits for it, oldest first. */
    worklist: (auth: AuthContext, language: Language) => readWorklist(db, auth.user, language, clock()),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
