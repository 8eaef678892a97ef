import { formatLongMonth, formatNumber, formatShortMonth } from './format';
import classes from './MonthBarChart.module.css';

export interface MonthBar {
  /** `YYYY-MM`, as the API gives it. */
  month: string;
  value: number;
}

/** The first day of a `YYYY-MM` month, in local time (no time-zone drift to the previous month). */
function firstDay(month: string): Date | null {
  const [year, index] = month.split('-').map(Number);
  return year && index ? new Date(year, index - 1, 1) : null;
}

/**
 * A scale for the tallest figure: the smallest step of 1, 2 or 5 times a power of ten that reaches
 * it in at most five steps. `whole` (counts) keeps the steps whole, and up to four counts 0 to 4,
 * so that one order is a short bar, not a full one; amounts may step by fractions of a unit.
 */
export function barScale(max: number, { whole = true }: { whole?: boolean } = {}): { top: number; step: number } {
  if (max <= 0 || (whole && max <= 4)) return { top: 4, step: 1 };
  const first = 10 ** Math.floor(Math.log10(max / 5));
  for (let magnitude = whole ? Math.max(1, first) : first; ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      if (Math.ceil(max / step) <= 5) return { top: Math.ceil(max / step) * step, step };
    }
  }
}

/** The steps between labelled months (each divides a year, so January keeps its label): the smallest that leaves at most `most` labels. */
function labelStep(bars: number, most: number): number {
  return [1, 2, 3, 6, 12].find((step) => Math.ceil(bars / step) <= most) ?? 12;
}

export interface MonthBarChartProps {
  rows: MonthBar[];
  /** The id of the title that names the figure (the card's). */
  labelledBy: string;
  /** A figure as the axis and the bars show it; counts by default. */
  format?: (value: number) => string;
  /** Counts, on a whole-number scale (the default); false for amounts. */
  whole?: boolean;
  /** Each bar's figure above it (the default); a chart of many months may leave them to the axis and the table. */
  showValues?: boolean;
  /**
   * The text alternative screen readers get instead of the drawing: a table of the months, its
   * first column headed `monthHeader`, then these columns (the drawn figure, and any other series).
   */
  table: { monthHeader: string; columns: { header: string; cell: (row: MonthBar, index: number) => string }[] };
  testId?: string;
}

/**
 * Figures per month as bars, with the scale beside them and each month under its bar (the year
 * under the first labelled month and under each January). On a narrow card only every second,
 * third or sixth month is labelled (the layout's container queries pick the step). Screen readers
 * get the figures as a table; the drawing is hidden from them.
 */
export function MonthBarChart({ rows, labelledBy, format = formatNumber, whole = true, showValues = true, table, testId }: MonthBarChartProps) {
  const { top, step } = barScale(Math.max(0, ...rows.map((row) => row.value)), { whole });
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const months = rows.map((row) => ({ ...row, date: firstDay(row.month) }));
  // A label shows at a width when its calendar month falls on that width's step.
  const steps = { narrow: labelStep(rows.length, 6), medium: labelStep(rows.length, 12), wide: labelStep(rows.length, 26) };
  const firstShown = (every: number) => months.findIndex((row) => (row.date?.getMonth() ?? 0) % every === 0);
  return (
    <figure className={classes.figure} aria-labelledby={labelledBy} data-testid={testId}>
      <div className={classes.chart} aria-hidden="true">
        <div className={classes.ticks}>
          {ticks.map((tick) => (
            <span key={tick} className="tabular-nums">
              {format(tick)}
            </span>
          ))}
        </div>
        <div className={classes.plot}>
          {ticks.slice(1).map((tick) => (
            <span key={tick} className={classes.gridLine} style={{ bottom: `${(tick / top) * 100}%` }} />
          ))}
          <div className={classes.columns}>
            {months.map((row) => (
              <div key={row.month} className={classes.column} title={`${row.date ? formatLongMonth(row.date) : row.month}: ${format(row.value)}`}>
                {showValues ? <span className={`${classes.value} tabular-nums`}>{format(row.value)}</span> : null}
                <div className={classes.bar} style={{ height: `${(row.value / top) * 100}%` }} />
              </div>
            ))}
          </div>
        </div>
        <div className={classes.months}>
          {months.map((row, index) => {
            const month = row.date?.getMonth() ?? 0;
            const shownAt = (width: keyof typeof steps) => month % steps[width] === 0;
            const yearAt = (width: keyof typeof steps) => shownAt(width) && (month === 0 || index === firstShown(steps[width]));
            return (
              <span
                key={row.month}
                className={classes.month}
                data-narrow={shownAt('narrow') ? (yearAt('narrow') ? 'year' : 'month') : undefined}
                data-medium={shownAt('medium') ? (yearAt('medium') ? 'year' : 'month') : undefined}
                data-wide={shownAt('wide') ? (yearAt('wide') ? 'year' : 'month') : undefined}
              >
                {row.date ? formatShortMonth(row.date) : row.month}
                {row.date ? <span className={classes.year}>{row.date.getFullYear()}</span> : null}
              </span>
            );
          })}
        </div>
      </div>
      {/* A table is as wide as its cells whatever its own width: the box around it is what hides it. */}
      <div className={classes.visuallyHidden}>
        <table>
          <thead>
            <tr>
              <th scope="col">{table.monthHeader}</th>
              {table.columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((row, index) => (
              <tr key={row.month}>
                <th scope="row">{row.date ? formatLongMonth(row.date) : row.month}</th>
                {table.columns.map((column) => (
                  <td key={column.header}>{column.cell(row, index)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
