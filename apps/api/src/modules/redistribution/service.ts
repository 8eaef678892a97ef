/**
 * Redistribution (issue 34 part 3): units of lots at risk of expiring unused, suggested to the
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
 * The work is bounded by the lots at risk and the at-risk stocks of the same products, and
 * narrowed to those that can matter without changing the answer: the recipients are read first
 * (for a member, the stocks of the products of its lots; for the programme, the stocks at risk),
 * leaving out those whose days of cover outlast the last lot at risk (they could use none); then,
 * per product, only the lots at risk expiring after the shortest cover among its recipients (no
 * one could use a unit of one expiring sooner), and the pending transfers to the recipients'
 * members; the page alone is then read for its names. Measured at bench scale 1 (266k lots at
 * risk, 50k stocks at risk): 1,717 recipients and 13,379 lots read, 13,739 suggestions, some
 * 80-100 ms for the administrator on a quiet machine (a few ms for a member). The administrator's
 * answer is the whole programme's sharing-out, made per request: its cost grows with the
 * suggestions. Should the bench ask for more, keep the sharing-out in a table, per product,
 * refreshed with the figures and where the ledger and transfers change a product's lots.
 */
import { shareLotsAtRisk, totalValueSaved, type Redistribution, type SharedUnits, type RedistributionPage, type RedistributionQuery } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { FiguresService } from '../figures/service.js';
import { presentProductBrief } from '../stock/presenter.js';
import * as repo from './repository.js';

const EXPORT_BATCH = 500;
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

export function createRedistributionService({ db, figures }: { db: Database; figures: Pick<FiguresService, 'settings' | 'state'> }) {
  /** Every suggestion the caller may see, most value first. */
  async function suggestions(auth: AuthContext) {
    const state = await figures.state();
    if (!state) return [];
    const { leadTimeDays } = figures.settings;
    const holderId = auth.user.type === 'member' ? auth.user._id : undefined;
    const stocks = await repo.recipients(db, holderId, leadTimeDays, state.day);
    const [lots, incoming] = await Promise.all([
      repo.lotsAtRisk(db, firstUsableDays(stocks, state.day)),
      repo.incomingUnits(db, [...new Set(stocks.map((s) => s.memberId))]),
    ]);
    const priceOf = new Map(stocks.map((s) => [s.productId, Number(s.price)]));
    const incomingOf = new Map(incoming.map((row) => [`${row.memberId} ${row.productId}`, row.units]));
    const shared = shareLotsAtRisk(
      lots.map((lot) => ({ ...lot, price: priceOf.get(lot.productId)! })),
      stocks.map((s) => ({
        memberId: s.memberId,
        productId: s.productId,
        onHandUnits: s.onHandUnits,
        parLevel: s.parLevel,
        availableUnits: s.onHandUnits - s.heldUnits,
        incomingUnits: incomingOf.get(`${s.memberId} ${s.productId}`) ?? 0,
        averageMonthlyUsage: numberOrNull(s.averageMonthlyUsage),
        daysOfCover: numberOrNull(s.daysOfCover),
      })),
      state.day,
      leadTimeDays,
    );
    return shared
      .filter((s) => holderId === undefined || s.fromMemberId === holderId)
      .sort(
        (a, b) =>
          b.valueSaved - a.valueSaved ||
          (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : 0) ||
          (a.stockUnitId < b.stockUnitId ? -1 : a.stockUnitId > b.stockUnitId ? 1 : 0) ||
          (a.toMemberId < b.toMemberId ? -1 : a.toMemberId > b.toMemberId ? 1 : 0),
      );
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

  return {
    async list(auth: AuthContext, { limit, skip }: RedistributionQuery): Promise<RedistributionPage> {
      const all = await suggestions(auth);
      return { suggestions: await present(all.slice(skip, skip + limit)), total: all.length, valueSaved: totalValueSaved(all) };
    },

    /** Every suggestion of the list, in its order, a batch at a time (the CSV export). */
    async *exportRows(auth: AuthContext): AsyncIterableIterator<Redistribution[]> {
      const all = await suggestions(auth);
      for (let at = 0; at < all.length; at += EXPORT_BATCH) yield await present(all.slice(at, at + EXPORT_BATCH));
    },
  };
}

export type RedistributionService = ReturnType<typeof createRedistributionService>;
