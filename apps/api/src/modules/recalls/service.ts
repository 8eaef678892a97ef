/**
 * Recalls (decision 027): a product's supplier or the administrator makes one (a DRAFT) and
 * activates it; activation freezes every matching lot through the ledger (`freezeLots`: the lots'
 * stocks locked first, so an order either committed before and is in the trace, or sees the frozen
 * lot and is refused), writes the trace and a task per holding member, and tells the holders and
 * the operators of the locations. Each unit then leaves by disposition (an adjustment naming the
 * recall: returned, destroyed, or lost when not found), done by the location's operator or the
 * administrator; the recall closes when every located unit is accounted for. The administrator may
 * revert one started by mistake: its lots unfreeze, its tasks stay as history.
 */
import {
  today,
  type Recall,
  type RecallActivation,
  type RecallCreate,
  type RecallDetail,
  type RecallDispose,
  type RecallEdit,
  type RecallListQuery,
  type RecallRevert,
  type RecallTraceSummary,
} from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { viewerOf, type Viewer } from '../../platform/policy.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import type { AdjustmentService } from '../adjustments/service.js';
import { changedFields, recordAudit, statusChange } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { cancelForRecall, recallReplacements } from '../replacements/service.js';
import { freezeLots, unfreezeLots } from '../stock/ledger.js';
import { recallLotPolicy, recallPolicy, recallStockPolicy, recallTaskPolicy } from './policy.js';
import { presentRecall, presentRecallDetail } from './presenter.js';
import * as repo from './repository.js';
import { recallTaskWorkflow, recallWorkflow, type RecallEvent } from './workflow.js';

type Status = repo.LockedRecall['status'];
type Steps = Partial<Pick<TransitionSpec<Status, RecallEvent, repo.LockedRecall>, 'seenVersion' | 'authorize' | 'checkInvariants' | 'moveUnits'>>;

const DISPOSITION_REASONS = { RETURNED: 'RECALL_RETURNED', DESTROYED: 'RECALL_DESTROYED', LOST: 'LOST' } as const;

/** Who reads the whole trace: the administrator and the product's supplier. */
const readsWhole = (viewer: Viewer, recall: { supplierId: string }) =>
  viewer.type === 'healthpro' || (viewer.type === 'supplier' && recall.supplierId === viewer._id);

export function createRecallService({
  db,
  adjustments,
  clock = () => new Date(),
}: {
  db: Database;
  adjustments: Pick<AdjustmentService, 'apply' | 'ofRecall'>;
  clock?: () => Date;
}) {
  async function present(auth: AuthContext, rows: repo.RecallRow[], tx: Executor = db): Promise<Recall[]> {
    const viewer = viewerOf(auth);
    const ids = rows.map((r) => r.recall._id);
    // One after another: a transaction's one client runs one query at a time.
    const units = await repo.unitsOf(tx, ids, repo.traceScope(viewer));
    const here = await repo.remainingHereOf(tx, ids, viewer);
    const tasks = viewer.type === 'member' ? await repo.memberTasks(tx, ids, viewer._id) : [];
    return rows.map((row) =>
      presentRecall(
        row,
        {
          units: units.find((u) => u.id === row.recall._id),
          remainingHere: here.find((h) => h.id === row.recall._id)?.remaining ?? 0,
          task: tasks.find((t) => t.recallId === row.recall._id),
        },
        viewer,
      ),
    );
  }

  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findRecall(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'recall' });
    return row;
  }

  async function summaryOf(tx: Executor, recall: repo.LockedRecall, viewer: Viewer): Promise<RecallTraceSummary | null> {
    return recall.status === 'DRAFT' ? null : repo.summaryOf(tx, recall, viewer);
  }

  async function get(auth: AuthContext, id: string, tx: Executor = db): Promise<RecallDetail> {
    const viewer = viewerOf(auth);
    const row = await find(auth, id, tx);
    const [recall] = await present(auth, [row], tx);
    const scope = repo.traceScope(viewer);
    const trace = await repo.traceOf(tx, id, scope);
    const tasks = await repo.tasksOf(tx, id, scope);
    const dispositions = await adjustments.ofRecall(auth, id, readsWhole(viewer, row.recall), tx);
    const summary = await summaryOf(tx, row.recall, viewer);
    const stocks = await stocksOf(tx, row.recall, trace, viewer);
    const replacements = await recallReplacements.list(
      tx,
      id,
      stocks.map((s) => s.stockId),
    );
    return presentRecallDetail(recall!, trace, tasks, dispositions, summary, viewer, stocks, replacements);
  }

  /** Each holding member's stock in the reader's part of the trace, with what a replacement would take out and the `replace` ability. */
  async function stocksOf(tx: Executor, recall: repo.LockedRecall, trace: repo.TraceLot[], viewer: Viewer) {
    const members = new Map(trace.map((lot) => [lot.stockId, lot]));
    const ids = [...members.keys()];
    const replaceable = recall.status === 'ACTIVE' ? await recallReplacements.replaceable(tx, recall._id, ids) : [];
    const open = await recallReplacements.open(tx, recall._id);
    return ids.map((stockId) => {
      const lot = members.get(stockId)!;
      const Member = { _id: lot.memberId, name: lot.memberName, email: lot.memberEmail, address: lot.memberAddress, profilePic: lot.memberPic };
      const replaceableUnits = replaceable.find((r) => r.stockId === stockId)?.units ?? 0;
      const pending = open.find((o) => o.stockId === stockId);
      return {
        stockId,
        Member,
        replaceableUnits,
        openReplacementId: pending?.id ?? null,
        abilities: recallStockPolicy.abilitiesOf(viewer, {
          status: recall.status,
          supplierId: recall.supplierId,
          recallNumber: recall.recallNumber,
          member: lot.memberName,
          replaceableUnits,
          open: pending ? { units: pending.units } : null,
        }),
      };
    });
  }

  /**
   * Units of one traced lot leave as the recall's disposition, in the caller's transaction with the
   * recall locked: an adjustment naming the recall (the ledger counts it into the trace), its
   * History entry, and the member's task done once none of its units remain. Both a disposition
   * and the approval of the recall's replacement write it.
   */
  async function recordDisposition(
    t: Transaction,
    auth: AuthContext,
    recallId: string,
    lot: repo.TraceLot,
    input: { stockUnitId: string; units: number; disposition: RecallDispose['disposition']; reference: string | null; replacementId?: string },
  ) {
    const adjustment = await adjustments.apply(t, auth, {
      stockUnitId: input.stockUnitId,
      units: -input.units,
      reason: DISPOSITION_REASONS[input.disposition],
      note: input.reference,
    });
    await recordAudit(t, auth, {
      action: 'recall.dispose',
      entityType: 'recall',
      entityId: recallId,
      detail: {
        adjustmentId: adjustment._id,
        stockUnitId: input.stockUnitId,
        lot: lot.lotNumber,
        units: input.units,
        disposition: input.disposition,
        ...(input.replacementId ? { replacementId: input.replacementId } : {}),
      },
    });
    const held = await repo.lockMemberTask(t, recallId, lot.memberId);
    if (held && held.remaining === 0 && held.task.status !== 'DONE') {
      await transition(t, {
        workflow: recallTaskWorkflow,
        event: 'finish',
        actor: auth.user.type,
        what: 'recallTask',
        lock: async () => held.task,
        save: (tt, status, version) => repo.saveTask(tt, held.task._id, status, version, { doneAt: new Date() }),
      });
    }
  }

  const move = (
    tx: Transaction,
    auth: AuthContext,
    id: string,
    event: RecallEvent,
    steps: Steps & { changes?: Parameters<typeof repo.saveTransition>[4] } = {},
  ) =>
    transition(tx, {
      workflow: recallWorkflow,
      event,
      actor: auth.user.type,
      what: 'recall',
      lock: (t) => repo.lockRecall(t, id, repo.visibleTo(auth.user)),
      save: (t, status, version) => repo.saveTransition(t, id, status, version, steps.changes),
      ...steps,
    });

  /** The recall's state as its policy reads it, under the recall's lock. */
  async function stateOf(tx: Executor, auth: AuthContext, recall: repo.LockedRecall) {
    const [all] = await repo.unitsOf(tx, [recall._id], repo.traceScope({ type: 'healthpro', _id: auth.user._id }));
    const [here] = await repo.remainingHereOf(tx, [recall._id], auth.user);
    return { status: recall.status, supplierId: recall.supplierId, remainingUnits: all?.remaining ?? 0, remainingHere: here?.remaining ?? 0 };
  }

  function checkRespondBy(respondBy: string | undefined) {
    if (respondBy && respondBy < today(clock())) throw badRequest('api.recalls.respondByPast', { date: respondBy });
  }

  const lotsParam = (lotNumbers: string[] | null) => (lotNumbers ? lotNumbers.join(', ') : { list: ['label.recall.allLots'] });

  /** Tells the holders and the operators of the locations: each member its units, each operator its locations' units. */
  async function tellHolders(tx: Transaction, auth: AuthContext, recall: repo.LockedRecall, product: string) {
    const holders = await repo.holdersOf(tx, recall._id);
    const base = {
      number: recall.recallNumber,
      recallClass: recall.class,
      product,
      lots: lotsParam(recall.lotNumbers),
      action: recall.action,
      respondBy: recall.respondBy,
    };
    const members = new Map<string, number>();
    const operators = new Map<string, { type: 'supplier' | 'distributor'; units: number; locations: Set<string> }>();
    for (const h of holders) {
      members.set(h.memberId, (members.get(h.memberId) ?? 0) + h.units);
      for (const [type, id] of [
        ['supplier', h.supplierId],
        ['distributor', h.distributorId],
      ] as const) {
        if (!id) continue;
        const o = operators.get(id) ?? { type, units: 0, locations: new Set<string>() };
        o.units += h.units;
        o.locations.add(h.locationId);
        operators.set(id, o);
      }
    }
    for (const [memberId, units] of members) {
      await notify(tx, { type: 'RECALL_ISSUED', senderId: auth.user._id, params: { ...base, units }, ids: { recallId: recall._id }, to: { member: memberId } });
    }
    for (const [id, o] of operators) {
      await notify(tx, {
        type: 'RECALL_AT_LOCATION',
        senderId: auth.user._id,
        params: { ...base, units: o.units, locations: o.locations.size },
        ids: { recallId: recall._id },
        to: { [o.type]: id },
      });
    }
  }

  /** A closing or reverting event, to every holding member and every operator of a location of the trace. */
  async function tellEnd(tx: Transaction, auth: AuthContext, recall: repo.LockedRecall, type: 'RECALL_CLOSED' | 'RECALL_REVERTED', product: string, note = '') {
    const holders = await repo.holdersOf(tx, recall._id);
    const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];
    await notify(tx, {
      type,
      senderId: auth.user._id,
      params: { number: recall.recallNumber, product, note },
      ids: { recallId: recall._id },
      to: {
        member: unique(holders.map((h) => h.memberId)),
        supplier: unique(holders.map((h) => h.supplierId)),
        distributor: unique(holders.map((h) => h.distributorId)),
      },
    });
  }

  return {
    get,

    /** The recall locked for the offer of its replacement, when the caller sees it (else 404): the first lock, as a disposition takes it. */
    async lockForReplacement(tx: Transaction, auth: AuthContext, id: string) {
      const recall = await repo.lockRecall(tx, id, repo.visibleTo(auth.user));
      if (!recall) throw notFound('api.notFound.record', { name: 'recall' });
      return recall;
    },

    /**
     * Units of a traced lot a recall's replacement took out leave as returned, in the approval's
     * transaction (the recall locked first): the disposition a dispose writes.
     */
    async returnForReplacement(t: Transaction, auth: AuthContext, recallId: string, stockUnitId: string, units: number, replacementId: string) {
      const lot = await repo.traceLot(t, recallId, stockUnitId);
      if (!lot) throw notFound('api.notFound.record', { name: 'lot' });
      await recordDisposition(t, auth, recallId, lot, { stockUnitId, units, disposition: 'RETURNED', reference: null, replacementId });
    },

    async list(auth: AuthContext, query: RecallListQuery) {
      const { rows, total } = await repo.listRecalls(db, repo.visibleTo(auth.user), query);
      return { recalls: await present(auth, rows), total };
    },

    /** The reader's part of the trace, a row per lot, for its CSV. */
    async traceRows(auth: AuthContext, id: string) {
      const recall = await get(auth, id);
      return recall.lots.map((lot) => ({ recall, lot }));
    },

    /** A DRAFT recall of the product (the supplier's own), of the named lots or every lot. */
    async create(auth: AuthContext, input: RecallCreate) {
      checkRespondBy(input.respondBy);
      const id = await db.transaction(async (tx) => {
        const product = await repo.productFor(tx, input.productId, auth.user);
        if (!product) throw notFound('api.notFound.record', { name: 'product' });
        const lotNumbers = input.lotNumbers ? [...new Set(input.lotNumbers)] : null;
        const recall = await repo.insertRecall(tx, {
          productId: product._id,
          supplierId: product.supplierId,
          lotNumbers,
          class: input.class,
          reason: input.reason,
          action: input.action,
          respondBy: input.respondBy,
          createdBy: auth.user._id,
        });
        await recordAudit(tx, auth, {
          action: 'recall.create',
          entityType: 'recall',
          entityId: recall._id,
          detail: { to: recall.status, productId: product._id, lotNumbers, class: input.class, action: input.action, respondBy: input.respondBy },
        });
        return recall._id;
      });
      return get(auth, id);
    },

    /** Edits a DRAFT, as shown (`version`). */
    async edit(auth: AuthContext, id: string, input: RecallEdit) {
      checkRespondBy(input.respondBy);
      const changes = {
        ...(input.lotNumbers !== undefined ? { lotNumbers: input.lotNumbers ? [...new Set(input.lotNumbers)] : null } : {}),
        ...(input.class ? { class: input.class } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.action ? { action: input.action } : {}),
        ...(input.respondBy ? { respondBy: input.respondBy } : {}),
      };
      await db.transaction(async (tx) => {
        const { row } = await move(tx, auth, id, 'edit', {
          seenVersion: input.version,
          changes,
          authorize: (row) =>
            recallPolicy.authorize(viewerOf(auth), { status: row.status, supplierId: row.supplierId, remainingUnits: 0, remainingHere: 0 }, 'edit'),
        });
        await recordAudit(tx, auth, { action: 'recall.edit', entityType: 'recall', entityId: id, detail: { changes: changedFields(row, changes) } });
      });
      return get(auth, id);
    },

    /**
     * Puts a DRAFT into force in one transaction: the recall locked, then every stock of its
     * product, then its lots frozen and traced; answers the trace summary.
     */
    async activate(auth: AuthContext, id: string, seenVersion?: number): Promise<RecallActivation> {
      const summary = await db.transaction(async (tx) => {
        const viewer = viewerOf(auth);
        const { row, from, to } = await move(tx, auth, id, 'activate', {
          seenVersion,
          changes: { activatedAt: new Date() },
          authorize: (row) =>
            recallPolicy.authorize(viewer, { status: row.status, supplierId: row.supplierId, remainingUnits: 0, remainingHere: 0 }, 'activate'),
          checkInvariants: async (t, row) => {
            const other = await repo.overlappingActive(t, row);
            if (other) throw conflict('recall.alreadyActive', 'api.recalls.alreadyActive', { number: other.number });
          },
          moveUnits: (t, row) => freezeLots(t, row),
        });
        const activated = { ...row, status: to, activatedAt: new Date() };
        const summary = await repo.summaryOf(tx, activated, { type: 'healthpro', _id: auth.user._id });
        const product = (await find(auth, id, tx)).product.name;
        await tellHolders(tx, auth, activated, product);
        await recordAudit(tx, auth, { action: 'recall.activate', entityType: 'recall', entityId: id, detail: { ...statusChange({ from, to }), ...summary } });
        return summary;
      });
      return { ...summary, recall: await get(auth, id) };
    },

    /**
     * Units of one traced lot returned, destroyed or not found, by the lot's location's operator or
     * the administrator: an adjustment naming the recall (the ledger counts it into the trace), in
     * the recall's transaction; the member's task is done once none of its units remain.
     */
    async dispose(auth: AuthContext, id: string, input: RecallDispose) {
      await db.transaction(async (tx) => {
        const viewer = viewerOf(auth);
        let lotNumber = '';
        await move(tx, auth, id, 'dispose', {
          authorize: () => undefined,
          moveUnits: async (t, recall) => {
            const lot = await repo.traceLot(t, recall._id, input.stockUnitId);
            if (!lot) throw notFound('api.notFound.record', { name: 'lot' });
            lotNumber = lot.lotNumber;
            const remaining = lot.located - lot.returned - lot.destroyed - lot.lost;
            recallLotPolicy.authorize(
              viewer,
              { status: recall.status, location: { supplierId: lot.supplierId, distributorId: lot.distributorId }, remainingUnits: remaining, lotNumber },
              'dispose',
            );
            if (input.units > remaining) throw conflict('recall.overRemaining', 'api.recalls.overRemaining', { lot: lotNumber, remaining, units: input.units });
            // Units the recall's own replacement holds leave when the member decides it: said here, not as the ledger's bare "held".
            const holding = await recallReplacements.holdingLot(t, recall._id, input.stockUnitId);
            if (holding && input.units > remaining - holding.held) {
              throw conflict('recall.replacementOpen', 'api.recalls.heldForReplacement', {
                lot: lotNumber,
                held: holding.held,
                member: holding.member,
                number: recall.recallNumber,
              });
            }
            await recordDisposition(t, auth, recall._id, lot, { ...input, reference: input.reference });
          },
        });
      });
      return get(auth, id);
    },

    /** Closes an ACTIVE recall once every located unit is accounted for, else a 409 with what remains. */
    async close(auth: AuthContext, id: string, seenVersion?: number) {
      await db.transaction(async (tx) => {
        const { row, from, to } = await move(tx, auth, id, 'close', {
          seenVersion,
          changes: { closedAt: new Date() },
          authorize: () => undefined,
          checkInvariants: async (t, recall) => {
            recallPolicy.authorize(viewerOf(auth), { ...(await stateOf(t, auth, recall)), remainingUnits: 0 }, 'close');
            const left = await repo.remainingLots(t, recall._id);
            if (left.length > 0) {
              throw new AppError('recall.unitsRemain', 'api.recalls.unitsRemain', {
                units: left.reduce((sum, l) => sum + l.remaining, 0),
                lots: left
                  .slice(0, 20)
                  .map((l) => `${l.lotNumber} (${l.location}): ${l.remaining}`)
                  .join('; '),
              });
            }
          },
          moveUnits: (t) => unfreezeLots(t, id),
        });
        await tellEnd(tx, auth, row, 'RECALL_CLOSED', (await find(auth, id, tx)).product.name);
        await recordAudit(tx, auth, { action: 'recall.close', entityType: 'recall', entityId: id, detail: statusChange({ from, to }) });
      });
      return get(auth, id);
    },

    /** The administrator reverts an ACTIVE recall started by mistake: its lots unfreeze; tasks and dispositions stay. */
    async revert(auth: AuthContext, id: string, input: RecallRevert) {
      await db.transaction(async (tx) => {
        const { row, from, to } = await move(tx, auth, id, 'revert', {
          seenVersion: input.version,
          changes: { revertedAt: new Date(), revertNote: input.note },
          moveUnits: async (t) => {
            // Its replacements' units are no longer recalled: they are cancelled and their holds released first.
            await cancelForRecall(t, auth, id);
            await unfreezeLots(t, id);
          },
        });
        await tellEnd(tx, auth, row, 'RECALL_REVERTED', (await find(auth, id, tx)).product.name, input.note);
        await recordAudit(tx, auth, {
          action: 'recall.revert',
          entityType: 'recall',
          entityId: id,
          detail: { ...statusChange({ from, to }), note: input.note },
        });
      });
      return get(auth, id);
    },

    /** The holding member acknowledges its task; answers the recall. */
    async acknowledge(auth: AuthContext, taskId: string) {
      const recallId = await db.transaction(async (tx) => {
        const { row, from, to } = await transition(tx, {
          workflow: recallTaskWorkflow,
          event: 'acknowledge',
          actor: auth.user.type,
          what: 'recallTask',
          lock: (t) => repo.lockTask(t, taskId, auth.user._id),
          authorize: (task) => recallTaskPolicy.authorize(viewerOf(auth), task, 'acknowledge'),
          save: (t, status, version) => repo.saveTask(t, taskId, status, version, { acknowledgedAt: new Date(), acknowledgedBy: auth.user._id }),
        });
        await recordAudit(tx, auth, {
          action: 'recall.acknowledge',
          entityType: 'recall',
          entityId: row.recallId,
          detail: { ...statusChange({ from, to }), taskId },
        });
        return row.recallId;
      });
      return get(auth, recallId);
    },

    /** A member's tasks not yet done (its dashboard): how many, and the newest few. */
    async openTasks(memberId: string, newest: number) {
      const rows = await repo.openTasksOf(db, memberId, newest);
      return { open: rows[0]?.open ?? 0, newest: rows.map(({ open: _open, ...task }) => task) };
    },
  };
}

export type RecallService = ReturnType<typeof createRecallService>;
