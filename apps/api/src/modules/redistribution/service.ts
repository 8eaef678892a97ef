/**
 * Redistribution (decision 021): units of lots at risk of expiring unused, suggested to the
 * members short of the product who would use them before the lot expires. The rules, in one place:
 *
 * - A lot at risk is a row of the kept `lot_risks` (units_at_risk > 0, as of figures_state.day;
 *   see modules/figures and decision 020). Before the first refresh there is none.
 * - A candidate recipient is another member's stock of the same product that is at risk (contract
 *   `isAtRisk`: days of cover under LEAD_TIME_DAYS, or on hand under par), has usage (an average
 *   monthly usage above 0), and whose member is active (a transfer can only be offered to one).
 *   The units it could use from a lot are the contract's `unitsUsableBy`: ⌊days from
 *   figures_state.day to the lot's expiry × its daily usage⌋ less its available units (on hand
 *   less held for transfers), and less the units pending transfers already offer it (so a
 *   suggestion acted on is not suggested again while the recipient decides).
 * - The contract's `shareLotsAtRisk` shares out each lot's units at risk among its candidates,
 *   the one with the most room first; a recipient's room is shared across the lots of the product
 *   in expiry order (earliest first), so no unit is counted twice and no recipient filled twice.
 *   units = what the recipient gets; valueSaved = units × the product's price.
 * - The member (the holder) sees the suggestions for its own lots, the administrator the
 *   programme's; both as the same sharing-out of the programme (a member's lot may yield a
 *   recipient's room to another member's lot that expires earlier). Sorted by value saved, most
 *   first; `valueSaved` is the total of every suggestion the caller sees, not only the page's.
 *
 * The sharing-out is kept per product (`redistribution_suggestions`, decision 021): triggers log a
 * product in `redistribution_stale` wherever what it reads changes (its lots at risk, its stocks'
 * units, held units, par levels and usage, a member's activation, its price, the figures' day), and
 * each read first recomputes the logged products, so a read never shows a suggestion older than
 * the writes committed before it; the hourly figures job does the same after its refresh. A
 * product's recompute reads its recipients first, then only its lots at risk expiring after the
 * shortest cover among them (no one could use a unit of one expiring sooner), and the pending
 * transfers to the recipients' members. A page is then a range of an index, and its names.
 */
import { shareLotsAtRisk, type Redistribution, type SharedUnits, type RedistributionPage, type RedistributionQuery } from '@rds/contract';
import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { FiguresService } from '../figures/service.js';
import { presentProductBrief } from '../stock/presenter.js';
import * as repo from './repository.js';

const EXPORT_BATCH = 500;
/** Products recomputed a statement at a time (the daily refresh makes every one stale). */
const PRODUCT_BATCH = 500;
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * For each product, the first expiry any of its recipients could use a unit of: a lot expiring
 * `d` days away gives a recipient ⌊d × daily⌋ less what it has, nothing unless d is beyond its
 * days of cover (kept to a tenth, so a day's margin). Lots expiring sooner would go to no one.
 */
function firstUsableDays(stocks: { productId: string; daysOfCover: string | null }[], day: string) {
  const least = new Map<string, number>();
  for (const s of stocks) {
    const cover = Math.floor(Number(s.daysOfCover));
    const before = least.get(s.productId);
    if (before === undefined || cover < before) least.set(s.productId, cover);
  }
  const from = Date.parse(`${day}T00:00:00Z`);
  return [...least].map(([productId, cover]) => ({ productId, day: new Date(from + cover * 86_400_000).toISOString().slice(0, 10) }));
}

/** The programme's sharing-out of these products' lots at risk, as of the figures' day and lead time. */
async function shareOut(tx: Executor, productIds: string[], { day, leadTimeDays }: { day: string; leadTimeDays: number }): Promise<SharedUnits[]> {
  const stocks = await repo.recipients(tx, productIds, leadTimeDays);
  if (stocks.length === 0) return [];
  const [lots, incoming] = await Promise.all([
    repo.lotsAtRisk(tx, firstUsableDays(stocks, day)),
    repo.incomingUnits(tx, [...new Set(stocks.map((s) => s.memberId))], productIds),
  ]);
  const priceOf = new Map(stocks.map((s) => [s.productId, Number(s.price)]));
  const incomingOf = new Map(incoming.map((row) => [`${row.memberId} ${row.productId}`, row.units]));
  return shareLotsAtRisk(
    lots.map((lot) => ({ ...lot, price: priceOf.get(lot.productId)! })),
    stocks.map((s) => ({
      memberId: s.memberId,
      productId: s.productId,
      onHandUnits: s.onHandUnits,
      parLevel: s.parLevel,
      // Its recalled units will leave it: it has room for as many more.
      availableUnits: s.onHandUnits - s.heldUnits - s.recalledUnits,
      incomingUnits: incomingOf.get(`${s.memberId} ${s.productId}`) ?? 0,
      averageMonthlyUsage: numberOrNull(s.averageMonthlyUsage),
      daysOfCover: numberOrNull(s.daysOfCover),
    })),
    day,
    leadTimeDays,
  );
}

export function createRedistributionService({ db, figures }: { db: Database; figures: Pick<FiguresService, 'state'> }) {
  /**
   * Recomputes the suggestions of every product the log names (none, usually: a read then costs
   * one probe of an empty table), in one transaction with the log's rows, so a failure leaves them
   * for the next. Answers how many products it recomputed.
   */
  async function freshen(): Promise<number> {
    if (!(await repo.anyStale(db))) return 0;
    // Read first: a new stamp after it logs every product again, for the next recompute.
    const state = await figures.state();
    return db.transaction(async (tx) => {
      const productIds = await repo.takeStale(tx);
      for (let at = 0; at < productIds.length; at += PRODUCT_BATCH) {
        const batch = productIds.slice(at, at + PRODUCT_BATCH);
        await repo.replace(tx, batch, state ? await shareOut(tx, batch, state) : []);
      }
      return productIds.length;
    });
  }

  /** Suggestions with the names they show: the lot number, the members and the product. */
  async function present(page: SharedUnits[]): Promise<Redistribution[]> {
    const [lots, members] = await Promise.all([
      repo.lotsOf(
        db,
        page.map((s) => s.stockUnitId),
      ),
      repo.membersOf(db, [...new Set(page.flatMap((s) => [s.fromMemberId, s.toMemberId]))]),
    ]);
    const lotOf = new Map(lots.map((lot) => [lot._id, lot]));
    const memberOf = new Map(members.map((member) => [member._id, member]));
    return page.map((s) => {
      const lot = lotOf.get(s.stockUnitId)!;
      return {
        ...s,
        stockId: lot.stockId,
        lotNumber: lot.lotNumber,
        FromMember: memberOf.get(s.fromMemberId)!,
        ToMember: memberOf.get(s.toMemberId)!,
        Product: presentProductBrief(lot.product),
      };
    });
  }

  /** The holder sees the suggestions for its own lots; the administrator the programme's. */
  const holderOf = (auth: AuthContext) => (auth.user.type === 'member' ? auth.user._id : undefined);

  return {
    freshen,

    async list(auth: AuthContext, { limit, skip }: RedistributionQuery): Promise<RedistributionPage> {
      await freshen();
      const holderId = holderOf(auth);
      const [page, { total, valueSaved }] = await Promise.all([repo.suggestionsPage(db, holderId, limit, skip), repo.suggestionsTotal(db, holderId)]);
      return { suggestions: await present(page), total, valueSaved };
    },

    /** Every suggestion of the list, in its order, a batch at a time (the CSV export). */
    async *exportRows(auth: AuthContext): AsyncIterableIterator<Redistribution[]> {
      await freshen();
      const holderId = holderOf(auth);
      for (let skip = 0; ; skip += EXPORT_BATCH) {
        const page = await repo.suggestionsPage(db, holderId, EXPORT_BATCH, skip);
        if (page.length > 0) yield await present(page);
        if (page.length < EXPORT_BATCH) return;
      }
    },
  };
}

export type RedistributionService = ReturnType<typeof createRedistributionService>;
