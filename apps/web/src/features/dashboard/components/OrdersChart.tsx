import { formatNumber } from '../../../ui/format';
import { MonthBarChart } from '../../../ui/MonthBarChart';
import { t } from '../../../lib/i18n';

export interface MonthCount {
  /** `YYYY-MM`, as the API gives it. */
  month: string;
  count: number;
}

/**
 * Orders per month as bars, each with its figure above it and its month under it (ui/MonthBarChart).
 * Screen readers get the same figures as a table. `labelledBy` names the card's title, which names the figure.
 */
export function OrdersChart({ rows, labelledBy }: { rows: MonthCount[]; labelledBy: string }) {
  return (
    <MonthBarChart
      rows={rows.map((row) => ({ month: row.month, value: row.count }))}
      labelledBy={labelledBy}
      testId="orders-chart"
      table={{ monthHeader: t('dashboard.month'), columns: [{ header: t('dashboard.ordersSeries'), cell: (row) => formatNumber(row.value) }] }}
    />
  );
}
