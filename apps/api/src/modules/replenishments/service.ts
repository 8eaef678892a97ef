/**
 * Replenishments bring a stock back to its par level after units left it. The rule
 * (`openForShortfall`) runs in the transaction of every change that can leave a stock short: it
 * opens the stock's one open task for the shortfall, or grows its pending one. The supplier
 * proposes lots (with an invoice), the member approves or denies, the supplier marks it paid and
 * the lots enter the stock through the ledger.
 */
import type { ListQuery, Replenishment } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import { recordAudit, statusChange } from '../audit/service.js';
import type { InvoiceService } from '../invoices/service.js';
import type { LocationService } from '../locations/service.js';
import { denialParams, notify, settleApprovals } from '../notifications/service.js';
import { lockStocks, receiveLot, refuseRecalledLots } from '../stock/ledger.js';
import { proposedLots, totalOf } from '../stock/lots.js';
import { replenishmentPolicy } from './policy.js';
import { presentTasks } from './presenter.js';
import * as repo from './repository.js';
import { replenishmentWorkflow, type ReplenishmentEvent } from './workflow.js';

type Status = repo.LockedTask['status'];
type Steps = Partial<Pick<TransitionSpec<Status, ReplenishmentEvent, repo.LockedTask>, 'seenVersion' | 'writeDependents' | 'checkInvariants' | 'moveUnits'>>;

export function createReplenishmentService({
  db,
  locations,
  invoices,
}: {
  db: Database;
  locations: Pick<LocationService, 'usableLocations'>;
  invoices: Pick<InvoiceService, 'upsertInvoice'>;
}) {
  /** Presents tasks with their lines: one task with its comments' thread, a list with each task's count of them. */
  async function present(auth: AuthContext, rows: repo.TaskRow[], tx: Executor = db, { thread = false } = {}) {
    const ids = rows.map((r) => r.task._id);
    const [lines, comments, counts] = await Promise.all([
      repo.linesOf(tx, ids),
      thread ? repo.commentsOf(tx, ids) : [],
      thread ? [] : repo.commentCountsOf(tx, ids),
    ]);
    return presentTasks(rows, lines, comments, counts, viewerOf(auth));
  }
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findTask(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'replenishment' });
    return row;
  }
  /** A task already read, as `get` answers it to `auth`, read on `tx` (a transaction sees its own writes). */
  const show = async (auth: AuthContext, row: repo.TaskRow, tx: Executor = db): Promise<Replenishment> =>
    (await present(auth, [row], tx, { thread: true }))[0]!;
  const get = async (auth: AuthContext, id: string): Promise<Replenishment> => show(auth, await find(auth, id));

  const move = (
    tx: Transaction,
    auth: AuthContext,
    id: string,
    // Growing is the portal's own move (openForShortfall), never a person's action.
    event: Exclude<ReplenishmentEvent, 'grow'>,
    steps: Steps = {},
    changes: { units?: number; decisionReason?: string | null } = {},
  ) =>
    transition(tx, {
      workflow: replenishmentWorkflow,
      event,
      actor: auth.user.type,
      what: 'replenishment',
      lock: (t) => repo.lockTask(t, id, repo.visibleTo(auth.user)),
      authorize: (row) => replenishmentPolicy.authorize(viewerOf(auth), row, event),
      save: (t, status, version) => repo.saveTransition(t, id, status, version, changes),
      ...steps,
    });

  /**
   * The rule: a stock holding fewer units than its par level has exactly one open task for the
   * shortfall. Opens one (PENDING), or grows its pending one to the new shortfall; a task already
   * proposed or approved is left alone (when it closes, the rule runs again). Runs under the
   * stock's lock, so racing orders queue here and the partial unique index is never the one to say no.
   */
  async function openForShortfall(tx: Transaction, auth: AuthContext, stockId: string) {
    const stock = (await lockStocks(tx, [stockId])).get(stockId)!;
    const shortfall = stock.parLevel - stock.onHandUnits;
    if (shortfall <= 0) return;
    const open = await repo.lockOpenTask(tx, stockId);
    if (open) {
      if (open.status === 'PENDING' && open.units !== shortfall) {
        await transition(tx, {
          workflow: replenishmentWorkflow,
          event: 'grow',
          actor: auth.user.type,
          what: 'replenishment',
          lock: async () => open,
          save: (t, status, version) => repo.saveTransition(t, open._id, status, version, { units: shortfall }),
        });
      }
      return;
    }
    const parties = await repo.stockParties(tx, stockId);
    const task = await repo.insertTask(tx, { stockId, memberId: parties.memberId, supplierId: parties.supplierId, units: shortfall, status: 'PENDING' });
    await notify(tx, {
      type: 'REPLENISHMENT_CREATED',
      // The member's reserve is what needs it, whoever's change left it short (the supplier must hear of it even when it caused it).
      senderId: parties.memberId,
      params: { member: parties.memberName, held: stock.onHandUnits, product: parties.productName, parLevel: String(stock.parLevel), shortfall },
      ids: { stockReplenishId: task._id, stockId },
      to: { supplier: parties.supplierId },
    });
  }

  return {
    get,
    openForShortfall,

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listTasks(db, repo.visibleTo(auth.user), query);
      return { requests: await present(auth, rows), total };
    },

    /** Every replenishment of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.tasksQuery(tx, repo.visibleTo(auth.user), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /** The supplier proposes (or revises) the lots: approved locations it may use, enough shelf life, exactly the task's units; the invoice follows. */
    async replenish(auth: AuthContext, id: string, rawLines: object[]) {
      await db.transaction(async (tx) => {
        let proposed = 0;
        const {
          row: task,
          from,
          to,
        } = await move(tx, auth, id, 'replenish', {
          writeDependents: async (t, locked) => {
            const row = await find(auth, id, t);
            const lots = proposedLots(rawLines, row.stock.minimumExpiry);
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
            proposed = totalOf(lots);
            if (proposed !== locked.units) {
              throw new AppError('input.invalid', 'api.replenishments.mustAddExactly', { needed: locked.units, proposed });
            }
            await repo.replaceLines(
              t,
              id,
              lots.map((lot) => ({ ...lot, replenishmentId: id })),
            );
            await invoices.upsertInvoice(t, {
              replenishmentId: id,
              memberId: locked.memberId,
              supplierId: locked.supplierId,
              productId: row.product._id,
              units: proposed,
              unitPrice: row.product.price,
            });
          },
        });
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'REPLENISHMENT_ASSIGNED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, units: proposed, product: row.product.name },
          ids: { stockReplenishId: id, stockId: task.stockId },
          to: { member: task.memberId },
          askForApproval: true,
        });
        await recordAudit(tx, auth, {
          action: 'replenishment.replenish',
          entityType: 'replenishment',
          entityId: id,
          detail: { ...statusChange({ from, to }), units: proposed },
        });
      });
      return get(auth, id);
    },

    /** The member approves or denies the lots it was shown; a denied task closes, and a new one opens while the stock is still short. */
    async decide(auth: AuthContext, id: string, status: 'APPROVED' | 'DENIED', seenVersion?: number, reason?: string) {
      // A denial keeps its reason (blank reads as none); an approval clears any earlier one.
      const decisionReason = status === 'DENIED' && reason ? reason : null;
      await db.transaction(async (tx) => {
        const { row: task, from, to } = await move(tx, auth, id, status === 'APPROVED' ? 'approve' : 'deny', { seenVersion }, { decisionReason });
        await settleApprovals(tx, 'stockReplenishId', id);
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: status === 'APPROVED' ? 'REPLENISHMENT_APPROVED' : 'REPLENISHMENT_DENIED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, product: row.product.name, units: task.units, ...denialParams(decisionReason) },
          ids: { stockReplenishId: id, stockId: task.stockId },
          to: { supplier: task.supplierId },
        });
        if (status === 'DENIED') await openForShortfall(tx, auth, task.stockId);
        await recordAudit(tx, auth, {
          action: `replenishment.${status.toLowerCase()}`,
          entityType: 'replenishment',
          entityId: id,
          detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
        });
      });
      return get(auth, id);
    },

    /** The supplier marks it paid: the lots enter the stock through the ledger, in the same transaction. */
    async markPaid(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        let lines: Awaited<ReturnType<typeof repo.linesOf>> = [];
        const {
          row: task,
          from,
          to,
        } = await move(tx, auth, id, 'markPaid', {
          checkInvariants: async (t, locked) => {
            await lockStocks(t, [locked.stockId]);
            lines = await repo.linesOf(t, [id]);
            const total = totalOf(lines.map((l) => l.line));
            if (total !== locked.units) {
              throw new AppError('proposal.noLongerFits', 'api.replenishments.reviseFirst', { proposed: total, needed: locked.units });
            }
          },
          moveUnits: async (t, locked) => {
            const cause = { reason: 'REPLENISHMENT_COMPLETED' as const, sourceId: id, actorId: auth.actor?._id ?? auth.user._id };
            for (const { line } of lines) {
              await receiveLot(
                t,
                { stockId: locked.stockId, locationId: line.locationId, lotNumber: line.lotNumber, expiry: line.expiry, units: line.assignedUnits },
                cause,
              );
            }
          },
        });
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'STOCK_REPLENISHED',
          senderId: auth.user._id,
          params: { units: task.units, product: row.product.name, member: row.Member.name, held: row.stock.onHandUnits, parLevel: String(row.stock.parLevel) },
          ids: { stockId: task.stockId, stockReplenishId: id },
          to: { member: task.memberId, supplier: task.supplierId, distributor: [...new Set(lines.flatMap((l) => (l.distributorId ? [l.distributorId] : [])))] },
        });
        await openForShortfall(tx, auth, task.stockId);
        await recordAudit(tx, auth, {
          action: 'replenishment.markPaid',
          entityType: 'replenishment',
          entityId: id,
          detail: { ...statusChange({ from, to }), units: task.units },
        });
      });
      return get(auth, id);
    },

    /** Answers the task with its thread as the comment's transaction sees it: no second read of the task. */
    async comment(auth: AuthContext, id: string, text: string) {
      return db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        replenishmentPolicy.authorize(viewerOf(auth), row.task, 'comment');
        await repo.insertComment(tx, { replenishmentId: id, senderId: auth.user._id, comment: text });
        await notify(tx, {
          type: 'REPLENISHMENT_COMMENT',
          senderId: auth.user._id,
          params: { sender: auth.user.name, product: row.product.name, text: text.length > 140 ? `${text.slice(0, 137)}...` : text },
          ids: { stockReplenishId: id, stockId: row.stock._id },
          to: { member: row.task.memberId, supplier: row.task.supplierId },
        });
        await recordAudit(tx, auth, { action: 'replenishment.comment', entityType: 'replenishment', entityId: id });
        return show(auth, row, tx);
      });
    },
  };
}

export type ReplenishmentService = ReturnType<typeof createReplenishmentService>;
