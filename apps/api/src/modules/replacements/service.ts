/**
 * Replacements (stock rotation): units of a stock's older lots swapped for fresher lots of its
 * supplier's. The member (or the supplier, while the member consents: `isReplacable`) names the
 * units to take out; they are held on their lots, as a transfer holds them, so no order or
 * transfer takes them meanwhile. The supplier assigns as many units of fresher lots (the checks of
 * any assignment); the member approves, and in one transaction, the stock locked first, the units
 * leave their lots (REPLACEMENT_OUT, from the hold) and the new lots enter the same stock
 * (REPLACEMENT_IN): the stock's units are conserved. A denial releases the hold and moves nothing.
 *
 * A recall's replacement (decision 027): the recall's supplier (or the administrator) offers one
 * for a member stock's recalled units still on hand, without the member's consent (the member
 * still decides). Its hold is the one the ledger allows on a frozen lot; approval releases it and
 * the units leave as the recall's disposition (returned), so the trace, the member's task and the
 * close see them. Its transitions lock the recall first, as a disposition does.
 */
import type { ListQuery, OrderLine, ProposedLot, RecallReplace, Replacement } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import { recordAudit, statusChange } from '../audit/service.js';
import type { LocationService } from '../locations/service.js';
import { recallStockPolicy } from '../recalls/policy.js';
import type { RecallService } from '../recalls/service.js';
import { notify, settleApprovals } from '../notifications/service.js';
import { holdUnits, lockStocks, receiveLot, refuseRecalledLots, releaseUnits, withdrawUnits } from '../stock/ledger.js';
import { proposedLots, totalOf } from '../stock/lots.js';
import { stockPolicy } from '../stock/policy.js';
import type { StockService } from '../stock/service.js';
import { replacementPolicy } from './policy.js';
import { presentReplacements } from './presenter.js';
import * as repo from './repository.js';
import { replacementWorkflow, type ReplacementEvent } from './workflow.js';

type Status = repo.LockedReplacement['status'];
type Steps = Partial<
  Pick<TransitionSpec<Status, ReplacementEvent, repo.LockedReplacement>, 'seenVersion' | 'writeDependents' | 'checkInvariants' | 'moveUnits'>
>;

/** What a recall's detail, disposition and revert read of its replacements (the recalls module reaches them here). */
export const recallReplacements = {
  /** The replacements of the recall on the given stocks, newest first. */
  list: repo.ofRecall,
  /** Its open replacements (on one stock, when named). */
  open: repo.openOfRecall,
  /** Its open replacement holding units of a lot, with what it holds there. */
  holdingLot: repo.openHoldingLot,
  /** Recalled units not held, per stock. */
  replaceable: repo.replaceableByStock,
};

/**
 * Cancels the open replacements of a recall the administrator reverts (the recall locked): each
 * DENIED, its hold released, its supplier told, in the revert's transaction.
 */
export async function cancelForRecall(tx: Transaction, auth: AuthContext, recallId: string) {
  for (const open of await repo.openOfRecall(tx, recallId)) {
    const { row, from, to } = await transition(tx, {
      workflow: replacementWorkflow,
      event: 'cancel',
      actor: auth.user.type,
      what: 'replacement',
      lock: (t) => repo.lockReplacement(t, open.id),
      save: (t, status, version) => repo.saveTransition(t, open.id, status, version),
      moveUnits: async (t) => {
        for (const { line } of await repo.unitsOf(t, [open.id])) await releaseUnits(t, line.stockUnitId, line.units);
      },
    });
    await settleApprovals(tx, 'stockReplacementId', open.id);
    const found = await repo.findReplacement(tx, open.id);
    await notify(tx, {
      type: 'REPLACEMENT_DENIED',
      senderId: auth.user._id,
      params: { sender: auth.user.name, units: row.units, product: found!.product.name },
      ids: { stockReplacementId: open.id, stockId: row.stockId },
      to: { supplier: row.supplierId },
    });
    await recordAudit(tx, auth, {
      action: 'replacement.cancel',
      entityType: 'replacement',
      entityId: open.id,
      detail: { ...statusChange({ from, to }), recallId },
    });
  }
}

export function createReplacementService({
  db,
  stock,
  locations,
  recalls,
}: {
  db: Database;
  stock: Pick<StockService, 'lockVisibleStock'>;
  locations: Pick<LocationService, 'usableLocations'>;
  recalls: Pick<RecallService, 'lockForReplacement' | 'returnForReplacement'>;
}) {
  /** Presents replacements with their lines: one with its comments' thread, a list with each one's count of them. */
  async function present(auth: AuthContext, rows: repo.ReplacementRow[], tx: Executor = db, { thread = false } = {}) {
    const ids = rows.map((r) => r.replacement._id);
    // One after another: a transaction's one client runs one query at a time.
    const units = await repo.unitsOf(tx, ids);
    const lots = await repo.lotsOf(tx, ids);
    const comments = thread ? await repo.commentsOf(tx, ids) : [];
    const counts = thread ? [] : await repo.commentCountsOf(tx, ids);
    return presentReplacements(rows, units, lots, comments, counts, viewerOf(auth));
  }
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findReplacement(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'replacement' });
    return row;
  }
  const show = async (auth: AuthContext, row: repo.ReplacementRow, tx: Executor = db): Promise<Replacement> =>
    (await present(auth, [row], tx, { thread: true }))[0]!;
  const get = async (auth: AuthContext, id: string): Promise<Replacement> => show(auth, await find(auth, id));

  const move = (tx: Transaction, auth: AuthContext, id: string, event: Exclude<ReplacementEvent, 'cancel'>, steps: Steps = {}) =>
    transition(tx, {
      workflow: replacementWorkflow,
      event,
      actor: auth.user.type,
      what: 'replacement',
      lock: (t) => repo.lockReplacement(t, id, repo.visibleTo(auth.user)),
      authorize: (row) => replacementPolicy.authorize(viewerOf(auth), row, event),
      save: (t, status, version) => repo.saveTransition(t, id, status, version),
      ...steps,
    });

  const cause = (auth: AuthContext, id: string) => ({ sourceId: id, actorId: auth.actor?._id ?? auth.user._id });

  return {
    get,

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listReplacements(db, repo.visibleTo(auth.user), query);
      return { requests: await present(auth, rows), total };
    },

    /** Every replacement of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.replacementsQuery(tx, repo.visibleTo(auth.user), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /**
     * The member, or the stock's supplier while the member consents, names units of the stock's lots
     * to replace; they are held until the member decides.
     */
    async request(auth: AuthContext, stockId: string, input: { stockUnits: OrderLine[]; note?: string | undefined }) {
      if (new Set(input.stockUnits.map((l) => l.stockUnitId)).size !== input.stockUnits.length) throw badRequest('api.lots.nameOnce');
      const id = await db.transaction(async (tx) => {
        const locked = await stock.lockVisibleStock(tx, auth, stockId);
        stockPolicy.authorize(viewerOf(auth), { ...locked.stock, openRequest: null }, 'replace');
        const lots = await repo.lotsOfStock(
          tx,
          stockId,
          input.stockUnits.map((l) => l.stockUnitId),
        );
        if (lots.length !== input.stockUnits.length) throw badRequest('api.replacements.onlyThisStock');
        for (const line of input.stockUnits) {
          try {
            await holdUnits(tx, line.stockUnitId, line.units);
          } catch (error) {
            // The ledger's refusal names the lot and what it has; it says so of a replacement here.
            if (error instanceof AppError && error.reason === 'ledger.tooFewUnits')
              throw new AppError(error.reason, 'api.ledger.tooFewToReplace', error.params);
            throw error;
          }
        }
        const units = input.stockUnits.reduce((sum, l) => sum + l.units, 0);
        const replacement = await repo.insertReplacement(
          tx,
          {
            stockId,
            memberId: locked.stock.memberId,
            supplierId: locked.supplierId,
            requestedBy: auth.user.type,
            note: input.note ? input.note : null,
            units,
          },
          input.stockUnits,
        );
        const row = await find(auth, replacement._id, tx);
        await notify(tx, {
          type: 'REPLACEMENT_CREATED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, units, product: row.product.name },
          ids: { stockReplacementId: replacement._id, stockId },
          to: { member: locked.stock.memberId, supplier: locked.supplierId },
        });
        await recordAudit(tx, auth, {
          action: 'replacement.request',
          entityType: 'replacement',
          entityId: replacement._id,
          detail: { to: replacement.status, stockId, lines: input.stockUnits, units },
        });
        return replacement._id;
      });
      return get(auth, id);
    },

    /**
     * The recall's supplier (or the administrator) offers a replacement of a member stock's recalled
     * units: every unit of its lots the recall froze that is neither held nor disposed of, held for
     * it (the recall named, the one hold the ledger allows on a frozen lot). The recall locked
     * first, then the stock, as a disposition does.
     */
    async offerForRecall(auth: AuthContext, recallId: string, input: RecallReplace) {
      const id = await db.transaction(async (tx) => {
        const recall = await recalls.lockForReplacement(tx, auth, recallId);
        const target = (await lockStocks(tx, [input.stockId])).get(input.stockId);
        if (!target) throw notFound('api.notFound.record', { name: 'stock' });
        if (target.productId !== recall.productId) throw badRequest('api.recalls.notOfRecall');
        const [open] = await repo.openOfRecall(tx, recallId, input.stockId);
        const lines = recall.status === 'ACTIVE' ? await repo.replaceableLots(tx, recallId, input.stockId) : [];
        const units = lines.reduce((sum, l) => sum + l.units, 0);
        const holder = await repo.userName(tx, target.memberId);
        recallStockPolicy.authorize(
          viewerOf(auth),
          {
            status: recall.status,
            supplierId: recall.supplierId,
            recallNumber: recall.recallNumber,
            member: holder?.name ?? '',
            replaceableUnits: units,
            open: open ? { units: open.units } : null,
          },
          'replace',
        );
        for (const line of lines) await holdUnits(tx, line.stockUnitId, line.units, { forRecall: recallId });
        const replacement = await repo.insertReplacement(
          tx,
          {
            stockId: input.stockId,
            memberId: target.memberId,
            supplierId: recall.supplierId,
            requestedBy: 'supplier',
            note: input.note ? input.note : null,
            units,
            recallId,
          },
          lines,
        );
        const row = await find(auth, replacement._id, tx);
        await notify(tx, {
          type: 'REPLACEMENT_CREATED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, units, product: row.product.name },
          ids: { stockReplacementId: replacement._id, stockId: input.stockId },
          to: { member: target.memberId, supplier: recall.supplierId },
        });
        await recordAudit(tx, auth, {
          action: 'replacement.request',
          entityType: 'replacement',
          entityId: replacement._id,
          detail: { to: replacement.status, stockId: input.stockId, lines, units, recallId },
        });
        return replacement._id;
      });
      return get(auth, id);
    },

    /** The supplier assigns (or revises) the fresher lots: approved locations it may use, enough shelf life, as many units as go out. */
    async assign(auth: AuthContext, id: string, lines: ProposedLot[]) {
      await db.transaction(async (tx) => {
        const {
          row: replacement,
          from,
          to,
        } = await move(tx, auth, id, 'assign', {
          writeDependents: async (t, locked) => {
            const row = await find(auth, id, t);
            const lots = proposedLots(lines, row.stock.minimumExpiry);
            await locations.usableLocations(
              auth,
              lots.map((l) => l.locationId),
              t,
            );
            await refuseRecalledLots(
              t,
              locked.stockId,
              lots.map((l) => l.lotNumber),
            );
            const proposed = totalOf(lots);
            if (proposed !== locked.units) throw badRequest('api.replacements.mustAddExactly', { needed: locked.units, proposed });
            await repo.replaceLots(
              t,
              id,
              lots.map((lot) => ({ ...lot, replacementId: id })),
            );
          },
        });
        // A revision asks again: the earlier proposal's question is settled first.
        await settleApprovals(tx, 'stockReplacementId', id);
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'REPLACEMENT_ASSIGNED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, units: replacement.units, product: row.product.name },
          ids: { stockReplacementId: id, stockId: replacement.stockId },
          to: { member: replacement.memberId },
          askForApproval: true,
        });
        await recordAudit(tx, auth, {
          action: 'replacement.assign',
          entityType: 'replacement',
          entityId: id,
          detail: { ...statusChange({ from, to }), lots: lines },
        });
      });
      return get(auth, id);
    },

    /**
     * The member decides, on the replacement as it was shown (`seenVersion`). Approval swaps the units
     * through the ledger under the stock's lock; a denial releases the hold.
     */
    async decide(auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number) {
      await db.transaction(async (tx) => {
        let out: Awaited<ReturnType<typeof repo.unitsOf>> = [];
        let incoming: Awaited<ReturnType<typeof repo.lotsOf>> = [];
        const {
          row: replacement,
          from,
          to,
        } = await move(tx, auth, id, decision, {
          seenVersion,
          checkInvariants: async (t, locked) => {
            await lockStocks(t, [locked.stockId]);
            out = await repo.unitsOf(t, [id]);
            if (decision === 'deny') return;
            if (locked.recallId) {
              // Its lock is already held (lockReplacement); a closed or reverted recall has no open replacement, so this is a guard.
              const recall = await repo.recallOf(t, locked.recallId);
              if (recall?.status !== 'ACTIVE') {
                throw new AppError('transition.wrongStatus', 'api.recalls.replaceOnlyActive', { status: { list: [`status.${recall?.status}`] } });
              }
            }
            incoming = await repo.lotsOf(t, [id]);
            const proposed = totalOf(incoming.map((l) => l.lot));
            if (proposed !== locked.units) {
              throw new AppError('proposal.noLongerFits', 'api.replacements.reviseFirst', { proposed, needed: locked.units });
            }
          },
          moveUnits: async (t, locked) => {
            if (decision === 'deny') {
              for (const { line } of out) await releaseUnits(t, line.stockUnitId, line.units);
              return;
            }
            for (const { line } of out) {
              if (locked.recallId) {
                // Recalled units leave as the recall's disposition (returned), which the hold would refuse: released first.
                await releaseUnits(t, line.stockUnitId, line.units);
                await recalls.returnForReplacement(t, auth, locked.recallId, line.stockUnitId, line.units, id);
              } else {
                await withdrawUnits(t, line.stockUnitId, line.units, { ...cause(auth, id), reason: 'REPLACEMENT_OUT' }, { fromHold: true });
              }
            }
            for (const { lot } of incoming) {
              await receiveLot(
                t,
                { stockId: locked.stockId, locationId: lot.locationId, lotNumber: lot.lotNumber, expiry: lot.expiry, units: lot.assignedUnits },
                { ...cause(auth, id), reason: 'REPLACEMENT_IN' },
              );
            }
          },
        });
        await settleApprovals(tx, 'stockReplacementId', id);
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: decision === 'approve' ? 'REPLACEMENT_APPROVED' : 'REPLACEMENT_DENIED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, units: replacement.units, product: row.product.name },
          ids: { stockReplacementId: id, stockId: replacement.stockId },
          to: { supplier: replacement.supplierId },
        });
        await recordAudit(tx, auth, {
          action: `replacement.${decision}`,
          entityType: 'replacement',
          entityId: id,
          detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
        });
      });
      return get(auth, id);
    },

    /** Answers the replacement with its thread as the comment's transaction sees it. */
    async comment(auth: AuthContext, id: string, text: string) {
      return db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        replacementPolicy.authorize(viewerOf(auth), row.replacement, 'comment');
        await repo.insertComment(tx, { replacementId: id, senderId: auth.user._id, comment: text });
        await notify(tx, {
          type: 'REPLACEMENT_COMMENT',
          senderId: auth.user._id,
          params: { sender: auth.user.name, product: row.product.name, text: text.length > 140 ? `${text.slice(0, 137)}...` : text },
          ids: { stockReplacementId: id, stockId: row.stock._id },
          to: { member: row.replacement.memberId, supplier: row.replacement.supplierId },
        });
        await recordAudit(tx, auth, { action: 'replacement.comment', entityType: 'replacement', entityId: id });
        return show(auth, row, tx);
      });
    },
  };
}

export type ReplacementService = ReturnType<typeof createReplacementService>;
