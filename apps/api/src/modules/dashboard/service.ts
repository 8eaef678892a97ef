import type { Dashboard, Language } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import * as repo from './repository.js';
import { readWorklist } from './worklist.js';

const CHART_MONTHS = 6;

/** The first day (UTC) of the month `offset` months after the month of `from`, as YYYY-MM-DD. */
function utcMonth(from: Date, offset: number): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** `leadTimeDays`: LEAD_TIME_DAYS, under which a stock's days of cover put it at risk (decision 020). */
export function createDashboardService(db: Database, { leadTimeDays }: { leadTimeDays: number }) {
  return {
    async read(auth: AuthContext): Promise<Dashboard> {
      const scope = { type: auth.user.type, userId: auth.user._id, leadTimeDays };
      // Calendar months in UTC, as order_months keeps them: this month and the five before.
      const now = new Date();
      const firstMonth = utcMonth(now, -(CHART_MONTHS - 1));
      const [totals, perMonth] = await Promise.all([repo.readTotals(db, scope), repo.readOrdersPerMonth(db, scope, firstMonth)]);
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
      };
    },

    /** The administrator's worklist: what waits for their decision, oldest first. */
    worklist: (language: Language) => readWorklist(db, language),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
