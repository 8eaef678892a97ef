/**
 * The decision-support figures (decision 020), as rules a person can check by hand. The database
 * keeps them for every stock and lot with the same arithmetic (migration 0019's functions); these
 * pure versions are the reference the tests hold it to, and what the screens explain.
 */

/** Days in an average month: what turns a monthly usage into a daily one. */
export const DAYS_PER_MONTH = 30.44;

export const FIGURE_SETTINGS = {
  /** Whole calendar months the average usage covers (USAGE_WINDOW_MONTHS). */
  usageWindowMonths: { min: 1, max: 12, default: 3 },
  /** A stock whose days of cover fall under this is at risk (LEAD_TIME_DAYS). */
  leadTimeDays: { min: 1, max: 365, default: 30 },
  /** The expiry-risk screens' horizon, in months from today. */
  expiryHorizonMonths: { min: 1, max: 36, default: 12 },
} as const;

/** The first day (YYYY-MM-01) of the month `offset` months from the month of `day` (YYYY-MM-DD). */
export function monthStart(day: string, offset = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The whole calendar months before `today`'s month that the average covers: the first month and how many. */
export function usageWindow(today: string, months: number) {
  return { firstMonth: monthStart(today, -months), months };
}

/**
 * A stock's first whole month of history: the month after the one it was created in, or that
 * month when it was created on its first day at midnight (UTC, as orders are counted).
 */
export function firstWholeMonth(createdAt: Date): string {
  const day = createdAt.toISOString().slice(0, 10);
  const atMonthStart = day.endsWith('-01') && createdAt.getTime() === Date.parse(`${day}T00:00:00Z`);
  return monthStart(day, atMonthStart ? 0 : 1);
}

/**
 * Average monthly usage: the units its member ordered (standard orders) in the whole months of
 * the window that the stock existed for, divided by how many such months; null with none.
 * `ordered` maps a month's first day (YYYY-MM-01, UTC) to the units ordered in it.
 */
export function averageMonthlyUsage(createdAt: Date, ordered: Record<string, number>, today: string, windowMonths: number): number | null {
  const { firstMonth } = usageWindow(today, windowMonths);
  const end = monthStart(today);
  const from = [firstMonth, firstWholeMonth(createdAt)].sort()[1]!;
  let months = 0;
  let units = 0;
  for (let month = from; month < end; month = monthStart(month, 1)) {
    months += 1;
    units += ordered[month] ?? 0;
  }
  return months === 0 ? null : Math.round((units / months) * 100) / 100;
}

/** Days the available units last at the average usage; null without usage. Rounded to a tenth. */
export function daysOfCover(availableUnits: number, averageMonthlyUsage: number | null): number | null {
  if (averageMonthlyUsage === null || averageMonthlyUsage <= 0) return null;
  return Math.round(((availableUnits * DAYS_PER_MONTH) / averageMonthlyUsage) * 10) / 10;
}

/** At risk: fewer days of cover than the lead time, or fewer units on hand than the par level. */
export function isAtRisk(stock: { daysOfCover: number | null; onHandUnits: number; parLevel: number }, leadTimeDays: number): boolean {
  return (stock.daysOfCover !== null && stock.daysOfCover < leadTimeDays) || stock.onHandUnits < stock.parLevel;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whole units a stock uses in `days` days at its average monthly usage: ⌊days × usage / 30.44⌋.
 * Computed in whole hundredths (the usage is kept to the cent), so it is exact as the database's
 * numeric arithmetic is: `days × (usage / 30.44)` in floating point falls just short of a whole
 * number at times (761 days at 255 a month gives 6374.999..., not 6375), and the floor then loses a unit.
 */
export function unitsUsedIn(days: number, averageMonthlyUsage: number | null): number {
  const hundredths = Math.round((averageMonthlyUsage ?? 0) * 100);
  if (days <= 0 || hundredths <= 0) return 0;
  return Math.floor((days * hundredths) / Math.round(DAYS_PER_MONTH * 100));
}

export interface RiskLot {
  _id: string;
  lotNumber: string;
  expiry: string;
  /** Units the stock may still use from the lot: what it holds less what pending transfers hold. */
  availableUnits: number;
}

/**
 * Units of each lot projected to expire unused, chained in expiry order: by a lot's expiry the
 * stock can use at most ⌊days until then × daily usage⌋ units in all, and earlier lots are used
 * first, so a lot gets what that leaves; the rest of it is at risk. Without usage, every unit is.
 * Lots already expired are not projected (they are lost, not at risk).
 */
export function expiryRisk(lots: RiskLot[], averageMonthlyUsage: number | null, today: string): Map<string, number> {
  const chain = lots
    .filter((lot) => lot.availableUnits > 0 && lot.expiry >= today)
    .sort((a, b) => (a.expiry !== b.expiry ? (a.expiry < b.expiry ? -1 : 1) : a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const atRisk = new Map<string, number>();
  let used = 0;
  for (const lot of chain) {
    const reach = unitsUsedIn(daysBetween(today, lot.expiry), averageMonthlyUsage);
    const usedThrough = Math.max(used, Math.min(used + lot.availableUnits, reach));
    atRisk.set(lot._id, lot.availableUnits - (usedThrough - used));
    used = usedThrough;
  }
  return atRisk;
}

/**
 * Units a member short of a product could use from a lot before it expires: what its daily usage
 * consumes by then, less what it already has (which it would use first). Zero without usage.
 */
export function unitsUsableBy(recipient: { availableUnits: number; averageMonthlyUsage: number | null }, expiry: string, today: string): number {
  return Math.max(0, unitsUsedIn(daysBetween(today, expiry), recipient.averageMonthlyUsage) - recipient.availableUnits);
}
