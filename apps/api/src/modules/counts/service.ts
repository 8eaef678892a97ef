/**
 * Counts (stocktakes): the operator of a location (or the administrator) opens one, with a line
 * for every lot there; saves counted lines, each recording the lot's units at that moment; and
 * submits. The variance of each line (counted minus the units expected when it was counted) is
 * applied as an adjustment, so a movement between the counting and the submit is kept (decision
 * 026). Over the thresholds, the count waits for the administrator and nothing moves until approved.
 */
import {
  canAdd,
  countLinesQuerySchema,
  isExpired,
  needsApproval,
  today,
  COUNT_APPROVAL,
  type Count,
  type CountApproval,
  type CountCancel,
  type CountCreate,
  type CountLinesQuery,
  type CountSave,
  type ListQuery,
} from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import { recordAudit, statusChange } from '../audit/service.js';
import type { AdjustmentService } from '../adjustments/service.js';
import { notify, settleApprovals } from '../notifications/service.js';
import { lockStocks } from '../stock/ledger.js';
import { countPolicy } from './policy.js';
import { presentCounts, varianceOf } from './presenter.js';
import * as repo from './repository.js';
import { countWorkflow, type CountEvent } from './workflow.js';

type Status = repo.LockedCount['status'];
type Steps = Partial<Pick<TransitionSpec<Status, CountEvent, repo.LockedCount>, 'seenVersion' | 'writeDependents' | 'checkInvariants' | 'moveUnits'>>;
type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
/** The lines a count answers with when no page is asked for (after a save, a submit...). */
const FIRST_PAGE: CountLinesQuery = countLinesQuerySchema.parse({});

export function createCountService({
  db,
  adjustments,
  approval = COUNT_APPROVAL,
  clock = () => new Date(),
}: {
  db: Database;
  adjustments: Pick<AdjustmentService, 'apply'>;
  approval?: CountApproval;
  clock?: () => Date;
}) {
  /** Counts with the figures their rows carry (a list's, an export's). */
  const present = (auth: AuthContext, rows: repo.CountListRow[]) =>
    presentCounts(rows, { figures: rows.map((r) => ({ id: r.count._id, ...r.figures })) }, viewerOf(auth));
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findCount(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'count' });
    return row;
  }
  /**
   * A count with its figures and a page of its lines, side by side (the figures hold the page's
   * total when it is not searched); its found lots only when it has any.
   */
  const get = async (auth: AuthContext, id: string, linesQuery: CountLinesQuery = FIRST_PAGE): Promise<Count> => {
    const [row, lines] = await Promise.all([repo.findCountWithFigures(db, id, repo.visibleTo(auth.user)), repo.linesPage(db, id, linesQuery)]);
    if (!row) throw notFound('api.notFound.record', { name: 'count' });
    const found = row.figures.foundUnits === null ? [] : await repo.foundOf(db, [id]);
    const figures = [{ id, ...row.figures }];
    return presentCounts([row], { lines: lines.rows, linesTotal: lines.total ?? row.figures.lines, found, figures }, viewerOf(auth))[0]!;
  };

  const move = (
    tx: Transaction,
    auth: AuthContext,
    id: string,
    event: CountEvent,
    steps: Steps & { changes?: Parameters<typeof repo.saveTransition>[4] } = {},
  ) =>
    transition(tx, {
      workflow: countWorkflow,
      event,
      actor: auth.user.type,
      what: 'count',
      lock: (t) => repo.lockCount(t, id, repo.visibleTo(auth.user)),
      authorize: () => undefined,
      save: (t, status, version) => repo.saveTransition(t, id, status, version, steps.changes),
      ...steps,
    });

  /** The operator's rule on this count (its location's), read before the transition. */
  async function authorize(auth: AuthContext, tx: Executor, id: string, action: 'save' | 'submit' | 'cancel') {
    const row = await find(auth, id, tx);
    countPolicy.authorize(viewerOf(auth), { status: row.count.status, location: row.operators }, action);
    return row;
  }

  /** The lines' rules before anything moves: every line counted, every variance with a reason that may make it. */
  function checkLines(lines: LineRow[]) {
    const lots = (rows: LineRow[]) => rows.map(({ lot }) => lot.lotNumber).join(', ');
    const uncounted = lines.filter(({ line }) => line.countedUnits === null);
    if (uncounted.length > 0) throw badRequest('api.counts.countEveryLine', { lots: lots(uncounted), count: uncounted.length });
    const unexplained = lines.filter(({ line }) => varianceOf(line) !== 0 && !line.reason);
    if (unexplained.length > 0) throw badRequest('api.counts.reasonNeeded', { lots: lots(unexplained), count: unexplained.length });
    const adding = lines.filter(({ line }) => (varianceOf(line) ?? 0) > 0 && !canAdd(line.reason as never));
    if (adding.length > 0) throw badRequest('api.counts.onlyFoundAdds', { lots: lots(adding), count: adding.length });
    const notExpired = lines.filter(({ line, lot }) => line.reason === 'EXPIRED' && varianceOf(line) !== 0 && !isExpired(lot.expiry, today(clock())));
    if (notExpired.length > 0) throw conflict('adjustment.notExpired', 'api.counts.notExpired', { lots: lots(notExpired), count: notExpired.length });
  }

  /**
   * Applies a count's variances under the locks, in order: the count (taken by the transition),
   * then every stock it touches in id order, then its lots; each variance is one adjustment of the
   * lot as it is now, and each found lot is received into its stock.
   */
  async function applyVariances(tx: Transaction, auth: AuthContext, count: repo.LockedCount) {
    const lines = await repo.linesOf(tx, [count._id]);
    const found = await repo.foundOf(tx, [count._id]);
    await lockStocks(tx, [...lines.map(({ lot }) => lot.stockId), ...found.map((f) => f.found.stockId)]);
    await repo.lockLots(
      tx,
      lines.map(({ lot }) => lot._id),
    );
    for (const { line } of lines) {
      const variance = varianceOf(line);
      if (!variance) continue;
      await adjustments.apply(tx, auth, { stockUnitId: line.stockUnitId, units: variance, reason: line.reason as never, note: line.note }, count._id);
    }
    for (const { found: lot } of found) {
      await adjustments.apply(
        tx,
        auth,
        {
          found: { stockId: lot.stockId, locationId: count.locationId, lotNumber: lot.lotNumber, expiry: lot.expiry },
          units: lot.countedUnits,
          note: lot.note,
        },
        count._id,
      );
    }
  }

  return {
    get,

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listCounts(db, repo.visibleTo(auth.user), query);
      return { counts: present(auth, rows), total };
    },

    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.countsQuery(tx, repo.visibleTo(auth.user), query).rows, { present: async (_tx, rows) => present(auth, rows) }),

    /** Opens a count of every lot at the location; a second while one is open or waiting is a 409 naming it. */
    async open(auth: AuthContext, input: CountCreate) {
      const id = await db.transaction(async (tx) => {
        const location = await repo.lockLocation(tx, input.locationId, auth.user);
        if (!location) throw notFound('api.notFound.record', { name: 'location' });
        const open = await repo.openCountAt(tx, location._id);
        if (open) {
          throw conflict('count.openExists', 'api.counts.openExists', {
            location: location.name,
            id: open._id,
            status: { list: [`label.count.${open.status}`] },
          });
        }
        const count = await repo.insertCount(tx, { locationId: location._id, blind: input.blind ?? false, openedBy: auth.user._id });
        await recordAudit(tx, auth, {
          action: 'count.open',
          entityType: 'count',
          entityId: count._id,
          detail: { to: count.status, locationId: location._id, blind: count.blind },
        });
        return count._id;
      });
      return get(auth, id);
    },

    /** Saves counted lines (each with the lot's units now as its expected units) and the found lots. */
    async save(auth: AuthContext, id: string, input: CountSave) {
      await db.transaction(async (tx) => {
        await authorize(auth, tx, id, 'save');
        if (new Set(input.lines.map((l) => l.stockUnitId)).size !== input.lines.length) throw badRequest('api.lots.nameOnce');
        await move(tx, auth, id, 'save', {
          seenVersion: input.version,
          writeDependents: async (t, count) => {
            const saved = await repo.saveLines(
              t,
              id,
              input.lines.map((l) => ({ stockUnitId: l.stockUnitId, countedUnits: l.countedUnits, reason: l.reason ?? null, note: l.note ? l.note : null })),
            );
            if (saved.length !== input.lines.length) throw badRequest('api.counts.onlyThisCount');
            if (input.found) {
              const stocks = await repo.stocksStorableAt(t, count.locationId, [...new Set(input.found.map((f) => f.stockId))]);
              if (stocks.length !== new Set(input.found.map((f) => f.stockId)).size) throw badRequest('api.counts.foundStockHere');
              await repo.replaceFound(
                t,
                id,
                input.found.map((f) => ({
                  countId: id,
                  stockId: f.stockId,
                  lotNumber: f.lotNumber,
                  expiry: f.expiry,
                  countedUnits: f.countedUnits,
                  note: f.note ? f.note : null,
                })),
              );
            }
          },
        });
        await recordAudit(tx, auth, {
          action: 'count.save',
          entityType: 'count',
          entityId: id,
          detail: {
            lines: input.lines.map((l) => ({ stockUnitId: l.stockUnitId, countedUnits: l.countedUnits, reason: l.reason ?? null })),
            found: input.found?.length ?? null,
          },
        });
      });
      return get(auth, id);
    },

    /**
     * Submits: every line counted and explained; the variances apply at once, or the count waits
     * for the administrator when one is over the thresholds (or a lot was found).
     */
    async submit(auth: AuthContext, id: string, seenVersion?: number) {
      await db.transaction(async (tx) => {
        const locked = await repo.lockCount(tx, id, repo.visibleTo(auth.user));
        if (!locked) throw notFound('api.notFound.record', { name: 'count' });
        const row = await authorize(auth, tx, id, 'submit');
        const lines = await repo.linesOf(tx, [id]);
        const found = await repo.foundOf(tx, [id]);
        if (locked.status === 'OPEN') checkLines(lines);
        const over = lines.filter(({ line }) => needsApproval(varianceOf(line) ?? 0, line.expectedUnits ?? 0, approval));
        const waits = auth.user.type !== 'healthpro' && (over.length > 0 || found.length > 0);
        const { from, to } = await move(tx, auth, id, waits ? 'submitForApproval' : 'apply', {
          seenVersion,
          changes: { submittedAt: new Date() },
          moveUnits: waits ? undefined : (t, count) => applyVariances(t, auth, count),
        });
        if (waits) {
          await notify(tx, {
            type: 'COUNT_AWAITING_APPROVAL',
            senderId: auth.user._id,
            params: { sender: auth.user.name, location: row.Location.name, lines: over.length + found.length },
            ids: { countId: id, locationId: locked.locationId },
            to: {},
            askForApproval: true,
          });
        }
        await recordAudit(tx, auth, {
          action: 'count.submit',
          entityType: 'count',
          entityId: id,
          detail: { ...statusChange({ from, to }), overThreshold: over.map(({ lot }) => lot.lotNumber), found: found.length },
        });
      });
      return get(auth, id);
    },

    /** Cancels an abandoned OPEN count (its operator or the administrator): nothing moves, and the location may be counted again. */
    async cancel(auth: AuthContext, id: string, input: CountCancel) {
      await db.transaction(async (tx) => {
        await authorize(auth, tx, id, 'cancel');
        const { from, to } = await move(tx, auth, id, 'cancel', { seenVersion: input?.version });
        await recordAudit(tx, auth, {
          action: 'count.cancel',
          entityType: 'count',
          entityId: id,
          detail: { ...statusChange({ from, to }), note: input?.note ? input.note : null },
        });
      });
      return get(auth, id);
    },

    /** The administrator decides a waiting count, as shown (`seenVersion`): approved, its variances apply now; denied, nothing moves. */
    async decide(auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number) {
      await db.transaction(async (tx) => {
        const { from, to } = await move(tx, auth, id, decision, {
          seenVersion,
          changes: { decidedAt: new Date() },
          moveUnits: decision === 'approve' ? (t, count) => applyVariances(t, auth, count) : undefined,
        });
        await settleApprovals(tx, 'countId', id);
        await recordAudit(tx, auth, {
          action: `count.${decision}`,
          entityType: 'count',
          entityId: id,
          detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
        });
      });
      return get(auth, id);
    },
  };
}

export type CountService = ReturnType<typeof createCountService>;
