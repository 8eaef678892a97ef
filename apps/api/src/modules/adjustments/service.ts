/**
 * Adjustments: a lot's units changed by hand (the adjust action) or by a count, with a reason. Each
 * is one ledger row (`adjustUnits`, or `receiveLot` for a lot found) and one `adjustments` row with
 * its note, whose session made it and the count that applied it (decision 026). The member who owns
 * the stock is told, and the History keeps who acted and as whom.
 */
import { canAdd, isExpired, today, type Adjust, type AdjustmentListQuery, type AdjustmentReason } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { adjustUnits, receiveLot } from '../stock/ledger.js';
import { lotPolicy } from './policy.js';
import { presentAdjustment } from './presenter.js';
import * as repo from './repository.js';

/** One change to apply: an existing lot's units by `units` (signed), or a lot found (`found`, units > 0). */
export type AdjustmentChange =
  | { stockUnitId: string; units: number; reason: AdjustmentReason; note?: string | null | undefined }
  | { found: { stockId: string; locationId: string; lotNumber: string; expiry: string }; units: number; note?: string | null | undefined };

export function createAdjustmentService({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  const cause = (auth: AuthContext, reason: AdjustmentReason, sourceId: string | null) => ({
    reason,
    sourceId,
    actorId: auth.actor?._id ?? auth.user._id,
  });

  /**
   * Applies one change inside the caller's transaction (which may already hold the stock's lock):
   * the rules of a reason, the ledger row, the adjustment's row, the member's notification and the
   * History entry. `countId` names the count that applied it.
   */
  async function apply(tx: Transaction, auth: AuthContext, change: AdjustmentChange, countId: string | null = null) {
    if ('found' in change) {
      const lot = await receiveLot(tx, { ...change.found, units: change.units }, cause(auth, 'FOUND', countId));
      return record(tx, auth, {
        stockUnitId: lot._id,
        ledgerId: Number(lot.ledgerId),
        units: change.units,
        reason: 'FOUND',
        note: change.note,
        countId,
        recallId: lot.recallId,
      });
    }
    const found = await repo.findLot(tx, change.stockUnitId, undefined);
    if (!found) throw notFound('api.notFound.record', { name: 'lot' });
    if (change.units > 0 && !canAdd(change.reason)) throw badRequest('api.adjustments.onlyFoundAdds', { lot: found.lot.lotNumber });
    if (change.reason === 'EXPIRED' && !isExpired(found.lot.expiry, today(clock()))) {
      throw conflict('adjustment.notExpired', 'api.adjustments.notExpired', { lot: found.lot.lotNumber, expiry: found.lot.expiry });
    }
    const { ledgerId, recallId } = await adjustUnits(tx, change.stockUnitId, change.units, cause(auth, change.reason, countId));
    return record(tx, auth, { stockUnitId: change.stockUnitId, ledgerId, units: change.units, reason: change.reason, note: change.note, countId, recallId });
  }

  async function record(
    tx: Transaction,
    auth: AuthContext,
    entry: {
      stockUnitId: string;
      ledgerId: number;
      units: number;
      reason: AdjustmentReason;
      note?: string | null | undefined;
      countId: string | null;
      /** The recall whose frozen lot this changed (the ledger counted it into the trace). */
      recallId: string | null;
    },
  ) {
    const lot = (await repo.findLot(tx, entry.stockUnitId, undefined))!;
    const row = await repo.insertAdjustment(tx, {
      ledgerId: entry.ledgerId,
      stockUnitId: entry.stockUnitId,
      stockId: lot.lot.stockId,
      memberId: lot.memberId,
      locationId: lot.lot.locationId,
      countId: entry.countId,
      recallId: entry.recallId,
      userId: auth.user._id,
      note: entry.note ? entry.note : null,
    });
    await notify(tx, {
      type: 'STOCK_ADJUSTED',
      senderId: auth.user._id,
      params: {
        sender: auth.user.name,
        lot: lot.lot.lotNumber,
        product: lot.product.name,
        location: lot.location.name,
        units: entry.units,
        reason: { list: [`label.adjustment.${entry.reason}`] },
      },
      ids: { stockId: lot.lot.stockId, countId: entry.countId },
      to: { member: lot.memberId },
    });
    await recordAudit(tx, auth, {
      action: 'stock.adjust',
      entityType: 'stock',
      entityId: lot.lot.stockId,
      detail: {
        adjustmentId: row._id,
        stockUnitId: entry.stockUnitId,
        lot: lot.lot.lotNumber,
        units: entry.units,
        reason: entry.reason,
        countId: entry.countId,
        recallId: entry.recallId,
      },
    });
    return row;
  }

  return {
    apply,

    /** The adjust action on a lot: at one of the caller's locations (any for the administrator), else 404. */
    async adjust(auth: AuthContext, stockUnitId: string, input: Adjust) {
      const id = await db.transaction(async (tx) => {
        const lot = await repo.findLot(tx, stockUnitId, repo.operatedLocations(auth.user));
        if (!lot) throw notFound('api.notFound.record', { name: 'lot' });
        lotPolicy.authorize(viewerOf(auth), lot.location, 'adjust');
        const row = await apply(tx, auth, { stockUnitId, units: input.units, reason: input.reason, note: input.note });
        return row._id;
      });
      return presentAdjustment((await repo.findAdjustment(db, id))!);
    },

    async list(auth: AuthContext, query: AdjustmentListQuery) {
      const { rows, total } = await repo.listAdjustments(db, auth.user, query);
      return { adjustments: rows.map(presentAdjustment), total };
    },

    /**
     * The adjustments naming a recall (its dispositions), oldest first: every one for who reads the
     * whole trace (`whole`), else those the reader's list holds.
     */
    async ofRecall(auth: AuthContext, recallId: string, whole: boolean, tx: Executor = db) {
      const rows = await repo.adjustmentsQuery(tx, whole ? undefined : repo.visibleTo(auth.user), { recallId, search: '', sort: 'oldest' }).rows;
      return (rows as repo.AdjustmentRow[]).map(presentAdjustment);
    },

    /** Every adjustment of the list, as the list shows them, a batch at a time. */
    exportRows: (auth: AuthContext, query: Omit<AdjustmentListQuery, 'limit' | 'skip'>) =>
      cursorBatches(db, (tx: Executor) => repo.adjustmentsQuery(tx, repo.visibleTo(auth.user), query).rows, {
        present: async (_tx, rows) => (rows as repo.AdjustmentRow[]).map(presentAdjustment),
      }),
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
