import { formatLongMonth, formatNumber, formatShortMonth } from '../../../ui/format';
import { t } from '../../../lib/i18n';
import classes from './OrdersChart.module.css';

export interface MonthCount {
  /** `YYYY-MM`, as the API gives it. */
  month: string;
  count: number;
}

/** The first day of a `YYYY-MM` month, in local time (no time-zone drift to the previous month). */
function firstDay(month: string): Date | null {
  const [year, index] = month.split('-').map(Number);
  return year && index ? new Date(year, index - 1, 1) : null;
}

/**
 * A whole-number scale for the tallest figure: the smallest step of 1, 2 or 5 times a power of ten
 * that reaches it in at most five steps (orders are counted, so no fractions). Up to four it counts
 * 0 to 4, so that one order is a short bar, not a full one.
 */
export function countScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  for (let magnitude = 10 ** Math.max(0, Math.floor(Math.log10(max / 5))); ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      if (Math.ceil(max / step) <= 5) return { top: Math.ceil(max / step) * step, step };
    }
  }
}

/**
 * Orders per month as bars, each with its figure above it and its month under it (the year under
 * the first month and under each January). Screen readers get the same figures as a table; the
 * drawing is hidden from them. `labelledBy` names the card's title, which names the figure.
 */
export function OrdersChart({ rows, labelledBy }: { rows: MonthCount[]; labelledBy: string }) {
  const { top, step } = countScale(Math.max(0, ...rows.map((row) => row.count)));
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const months = rows.map((row) => ({ ...row, date: firstDay(row.month) }));
  return (
    <figure className={classes.figure} aria-labelledby={labelledBy} data-testid="orders-chart">
      <div className={classes.chart} aria-hidden="true">
        <div className={classes.ticks}>
          {ticks.map((tick) => (
            <span key={tick} className="tabular-nums">
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className={classes.plot}>
          {ticks.slice(1).map((tick) => (
            <span key={tick} className={classes.gridLine} style={{ bottom: `${(tick / top) * 100}%` }} />
          ))}
          <div className={classes.columns}>
            {months.map((row) => (
              <div key={row.month} className={classes.column}>
                <span className={`${classes.value} tabular-nums`}>{formatNumber(row.count)}</span>
                <div className={classes.bar} style={{ height: `${(row.count / top) * 100}%` }} />
              </div>
            ))}
          </div>
        </div>
        <div className={classes.months}>
          {months.map((row, index) => (
            <span key={row.month} className={classes.month}>
              {row.date ? formatShortMonth(row.date) : row.month}
              {row.date && (index === 0 || row.date.getMonth() === 0) ? <span className={classes.year}>{row.date.getFullYear()}</span> : null}
            </span>
          ))}
        </div>
      </div>
      <table className={classes.visuallyHidden}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.month')}</th>
            <th scope="col">{t('dashboard.ordersSeries')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.date ? formatLongMonth(row.date) : row.month}</th>
              <td>{formatNumber(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
