/**
 * Whole calendar months from `from` to `to` (both YYYY-MM-DD), counting a month only once its day
 * is reached: 2026-01-31 to 2026-02-28 is 0 months, to 2026-03-01 is 1.
 */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** Today as YYYY-MM-DD in the programme's own time zone (Toronto). */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}

/** Whether a lot's expiry leaves at least `months` of shelf life from `on` (default today). */
export function meetsMinimumExpiry(expiry: string, months: number, on = today()): boolean {
  return monthsBetween(on, expiry) >= months;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
