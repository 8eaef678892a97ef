import type { Dashboard, Language } from '@rds/contract';
import dayjs from 'dayjs';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import * as repo from './repository.js';
import { readWorklist } from './worklist.js';

const CHART_MONTHS = 6;

export function createDashboardService(db: Database) {
  return {
    async read(auth: AuthContext): Promise<Dashboard> {
      const scope = { type: auth.user.type, userId: auth.user._id };
      const firstMonth = dayjs()
        .startOf('month')
        .subtract(CHART_MONTHS - 1, 'month');
      const [totals, perMonth] = await Promise.all([repo.readTotals(db, scope), repo.readOrdersPerMonth(db, scope, firstMonth.toDate())]);
      const counts = new Map(perMonth.map((r) => [r.month, r.count]));
      const orders = Array.from({ length: CHART_MONTHS }, (_, i) => {
        const month = firstMonth.add(i, 'month').format('YYYY-MM');
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
      };
    },

    /** The administrator's worklist: what waits for their decision, oldest first. */
    worklist: (language: Language) => readWorklist(db, language),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
