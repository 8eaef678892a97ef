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
  const daily = (averageMonthlyUsage ?? 0) / DAYS_PER_MONTH;
  const chain = lots
    .filter((lot) => lot.availableUnits > 0 && lot.expiry >= today)
    .sort((a, b) => (a.expiry !== b.expiry ? (a.expiry < b.expiry ? -1 : 1) : a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const atRisk = new Map<string, number>();
  let used = 0;
  for (const lot of chain) {
    const reach = Math.floor(daysBetween(today, lot.expiry) * daily);
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
  const daily = (recipient.averageMonthlyUsage ?? 0) / DAYS_PER_MONTH;
  return Math.max(0, Math.floor(daysBetween(today, expiry) * daily) - recipient.availableUnits);
}

/* ---------- supply-chain risk (issue 34 part 5) ---------- */

/** Why a product's supply is at risk, most serious first. */
export const SUPPLY_RISK_REASONS = ['NO_UNITS', 'SINGLE_LOCATION', 'SINGLE_DISTRIBUTOR', 'RED_FLAG', 'LOW_COVER'] as const;
export type SupplyRiskReason = (typeof SUPPLY_RISK_REASONS)[number];

/** What a product's supply-chain risk is read from: its holders (approved locations holding units), flags and cover. */
export interface ProductSupply {
  /** Approved locations holding units of it. */
  locations: number;
  /** Distributors of those locations. */
  distributors: number;
  /** Of those locations, the ones a supplier holds itself (no distributor). */
  supplierLocations: number;
  /** Partners of its supply chain flagged RED. */
  redFlags: number;
  /** Programme-wide days of cover: available units over the sum of its stocks' daily usage; null without usage. */
  daysOfCover: number | null;
  /** Units members hold of it, programme-wide. */
  units: number;
}

/** All its units at one place: no approved location holds any, or one does, or every one that does is one distributor's. */
export function singleHolder(p: Pick<ProductSupply, 'locations' | 'distributors' | 'supplierLocations'>): boolean {
  return p.locations <= 1 || (p.distributors === 1 && p.supplierLocations === 0);
}

/**
 * The risk order's first key: 0 a single holder (or none) and a red flag, 1 a single holder, 2 a
 * red flag, 3 neither. The database keeps the same (`product_supply.tier`, migration 0020).
 */
export function supplyRiskTier(p: Pick<ProductSupply, 'locations' | 'distributors' | 'supplierLocations' | 'redFlags'>): number {
  const red = p.redFlags > 0;
  if (singleHolder(p)) return red ? 0 : 1;
  return red ? 2 : 3;
}

/**
 * The risk order, most at risk first: a single holder or none, then a red flag (the tier), then the
 * fewest days of cover (none last), then the fewest units; ties by id.
 */
export function compareSupplyRisk(a: ProductSupply & { _id: string }, b: ProductSupply & { _id: string }): number {
  const tier = supplyRiskTier(a) - supplyRiskTier(b);
  if (tier !== 0) return tier;
  if (a.daysOfCover !== b.daysOfCover) {
    if (a.daysOfCover === null) return 1;
    if (b.daysOfCover === null) return -1;
    return a.daysOfCover - b.daysOfCover;
  }
  if (a.units !== b.units) return a.units - b.units;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Why a product is at risk (none: it is not): no approved location holds units; one location, or
 * one distributor's locations, hold them all; a partner of its supply chain is flagged red; its
 * days of cover are under the lead time.
 */
export function supplyRiskReasons(p: ProductSupply, leadTimeDays: number): SupplyRiskReason[] {
  const reasons: SupplyRiskReason[] = [];
  if (p.locations === 0) reasons.push('NO_UNITS');
  else if (p.locations === 1) reasons.push('SINGLE_LOCATION');
  else if (p.distributors === 1 && p.supplierLocations === 0) reasons.push('SINGLE_DISTRIBUTOR');
  if (p.redFlags > 0) reasons.push('RED_FLAG');
  if (p.daysOfCover !== null && p.daysOfCover < leadTimeDays) reasons.push('LOW_COVER');
  return reasons;
}

/** The catalogue key of a supply-risk reason's short label (the badge and the export say the same). */
export const supplyRiskReasonKey = (reason: SupplyRiskReason) => `label.supplyRisk.${reason}`;
