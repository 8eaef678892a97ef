import type { LedgerReason } from './statuses.js';

/**
 * The decision-support figures (decision 020), as rules a person can check by hand. The database
 * keeps them for every stock and lot with the same arithmetic (apps/api/src/db/definitions: stock-usage.ts,
 * lot-risks.ts, product-supply.ts); these
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

/** Why a stock is at risk: its days of cover under the lead time, its units on hand under par. */
export type AtRiskReason = 'LOW_COVER' | 'UNDER_PAR';

type RiskFigures = { daysOfCover: number | null; onHandUnits: number; parLevel: number };

/**
 * The reasons a stock is at risk (none when it is not). The API's SQL of the same rule is
 * `atRiskSql()` in apps/api/src/modules/figures/at-risk.ts, tested against this one.
 */
export function atRiskReasons(stock: RiskFigures, leadTimeDays: number): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  if (stock.daysOfCover !== null && stock.daysOfCover < leadTimeDays) reasons.push('LOW_COVER');
  if (stock.onHandUnits < stock.parLevel) reasons.push('UNDER_PAR');
  return reasons;
}

/** At risk: fewer days of cover than the lead time, or fewer units on hand than the par level. */
export function isAtRisk(stock: RiskFigures, leadTimeDays: number): boolean {
  return atRiskReasons(stock, leadTimeDays).length > 0;
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
  return Math.max(0, usableWithin(daysBetween(today, expiry), recipient));
}

/** ⌊days × daily usage⌋ less the available units: `unitsUsableBy` before the floor at zero. */
function usableWithin(days: number, recipient: { availableUnits: number; averageMonthlyUsage: number | null }): number {
  return unitsUsedIn(days, recipient.averageMonthlyUsage) - recipient.availableUnits;
}

/** A lot at risk as redistribution shares it out: a row of the kept `lot_risks`, with its product's price. */
export interface LotToShare {
  stockUnitId: string;
  /** The holder. */
  memberId: string;
  productId: string;
  expiry: string;
  unitsAtRisk: number;
  price: number;
}

/** Another member's stock of a product, as redistribution weighs it as a recipient. */
export interface PossibleRecipient {
  memberId: string;
  productId: string;
  onHandUnits: number;
  /** On hand less the units held for pending transfers and those an active recall froze. */
  availableUnits: number;
  /** Units of the product other members' pending transfers already offer it: it would use them first. */
  incomingUnits: number;
  parLevel: number;
  averageMonthlyUsage: number | null;
  daysOfCover: number | null;
}

/** Units of a lot at risk that one recipient would use before the lot expires. */
export interface SharedUnits {
  stockUnitId: string;
  fromMemberId: string;
  toMemberId: string;
  productId: string;
  expiry: string;
  units: number;
  /** units x the product's price (in whole cents, so no float error moves a cent). */
  valueSaved: number;
}

/** The value of several suggestions, summed in whole cents. */
export const totalValueSaved = (shared: Pick<SharedUnits, 'valueSaved'>[]) => shared.reduce((cents, s) => cents + Math.round(s.valueSaved * 100), 0) / 100;

/**
 * Redistribution (decision 021): shares out each lot's units at risk among the members who
 * would use them before it expires. A recipient is another member's stock of the same product
 * that is at risk (`isAtRisk`) and has usage; by a lot's expiry it can use `unitsUsableBy` units
 * beyond what it has, less what pending transfers already offer it. Lots are taken in expiry
 * order (earliest first, ties by id), so a recipient's room is shared across the lots of a
 * product: what it got from earlier lots counts against later ones. Each lot goes to the
 * recipients with the most room left first (ties by member id), until its units at risk or their
 * room run out. So no unit is counted twice and no recipient is filled twice.
 */
export function shareLotsAtRisk(lots: LotToShare[], stocks: PossibleRecipient[], today: string, leadTimeDays: number): SharedUnits[] {
  // The recipients of each product, each with what it got so far. (Written for programme scale:
  // a few hundred thousand lots, a dozen recipients a product.)
  const recipients = new Map<string, { stock: PossibleRecipient; received: number; room: number }[]>();
  for (const stock of stocks) {
    if (!(stock.averageMonthlyUsage !== null && stock.averageMonthlyUsage > 0) || !isAtRisk(stock, leadTimeDays)) continue;
    const those = recipients.get(stock.productId);
    if (those) those.push({ stock, received: 0, room: 0 });
    else recipients.set(stock.productId, [{ stock, received: 0, room: 0 }]);
  }
  const lotsOf = new Map<string, LotToShare[]>();
  for (const lot of lots) {
    if (!recipients.has(lot.productId)) continue;
    const those = lotsOf.get(lot.productId);
    if (those) those.push(lot);
    else lotsOf.set(lot.productId, [lot]);
  }
  const daysTo = new Map<string, number>();
  const byRoom = (a: { stock: PossibleRecipient; room: number }, b: { stock: PossibleRecipient; room: number }) =>
    b.room - a.room || (a.stock.memberId < b.stock.memberId ? -1 : a.stock.memberId > b.stock.memberId ? 1 : 0);
  const shared: SharedUnits[] = [];
  for (const [productId, productLots] of lotsOf) {
    const candidates = recipients.get(productId)!;
    productLots.sort((a, b) =>
      a.expiry !== b.expiry ? (a.expiry < b.expiry ? -1 : 1) : a.stockUnitId < b.stockUnitId ? -1 : a.stockUnitId > b.stockUnitId ? 1 : 0,
    );
    for (const lot of productLots) {
      let days = daysTo.get(lot.expiry);
      if (days === undefined) daysTo.set(lot.expiry, (days = daysBetween(today, lot.expiry)));
      const rooms = [];
      for (const candidate of candidates) {
        if (candidate.stock.memberId === lot.memberId) continue;
        candidate.room = usableWithin(days, candidate.stock) - candidate.stock.incomingUnits - candidate.received;
        if (candidate.room > 0) rooms.push(candidate);
      }
      rooms.sort(byRoom);
      let left = lot.unitsAtRisk;
      for (const candidate of rooms) {
        if (left <= 0) break;
        const units = Math.min(left, candidate.room);
        left -= units;
        candidate.received += units;
        shared.push({
          stockUnitId: lot.stockUnitId,
          fromMemberId: lot.memberId,
          toMemberId: candidate.stock.memberId,
          productId,
          expiry: lot.expiry,
          units,
          valueSaved: (units * Math.round(lot.price * 100)) / 100,
        });
      }
    }
  }
  return shared;
}

/* ---------- supply-chain risk (decision 020) ---------- */

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
 * red flag, 3 neither. The database keeps the same (`product_supply.tier`, apps/api/src/db/schema.ts).
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

/* ---------- wastage ---------- */

/** Months the wastage figure covers: the current month (in the programme's time zone) and the eleven before it. */
export const WASTAGE_MONTHS = 12;

/**
 * The ledger reason wastage counts: units written off because they expired on the shelf, what
 * expiry risk predicted and redistribution tries to prevent. Damaged, lost or stolen units are
 * losses of other causes, with other remedies; they show in the adjustments list by reason.
 */
export const WASTAGE_REASON: LedgerReason = 'EXPIRED';

/** The programme's time zone: wastage's months are its calendar months. */
export const PROGRAMME_TIME_ZONE = 'America/Toronto';

const programmeDay = new Intl.DateTimeFormat('en-CA', { timeZone: PROGRAMME_TIME_ZONE });

/** The month (YYYY-MM) an instant falls in, in the programme's time zone: 1 March 02:00 UTC is still February in Toronto. */
export function programmeMonth(at: Date): string {
  return programmeDay.format(at).slice(0, 7);
}

/** The wastage figure's months (YYYY-MM), oldest first, ending with the month of `day` (YYYY-MM-DD, in Toronto). */
export function wastageMonths(day: string, months = WASTAGE_MONTHS): string[] {
  return Array.from({ length: months }, (_, i) => monthStart(day, i - (months - 1)).slice(0, 7));
}

/** A ledger row as wastage reads it: its reason, its signed units, when, and its product's price. */
export interface LedgerMovement {
  reason: string;
  delta: number;
  at: Date;
  price: number;
}

export interface WastageFigure {
  /** Every month of the window, oldest first, with the units written off as expired and their value. */
  months: { month: string; units: number; value: number }[];
  totalUnits: number;
  totalValue: number;
}

/**
 * Wastage: the units written off as `EXPIRED` (a write-off is a negative ledger row, so its units
 * are the delta negated) in each month of the window ending with `day`'s month, in Toronto, and
 * their value at the product's price; with the window's totals. Value is summed in whole cents.
 * The API's one SQL of it is `readWastage` (apps/api/src/modules/dashboard/repository.ts), tested against this.
 */
export function wastage(movements: LedgerMovement[], day: string, months = WASTAGE_MONTHS): WastageFigure {
  const window = wastageMonths(day, months);
  const byMonth = new Map(window.map((month) => [month, { units: 0, cents: 0 }]));
  for (const movement of movements) {
    if (movement.reason !== WASTAGE_REASON) continue;
    const month = byMonth.get(programmeMonth(movement.at));
    if (!month) continue;
    month.units -= movement.delta;
    month.cents -= movement.delta * Math.round(movement.price * 100);
  }
  const rows = window.map((month) => ({ month, units: byMonth.get(month)!.units, value: byMonth.get(month)!.cents / 100 }));
  return {
    months: rows,
    totalUnits: rows.reduce((sum, row) => sum + row.units, 0),
    totalValue: rows.reduce((cents, row) => cents + Math.round(row.value * 100), 0) / 100,
  };
}
