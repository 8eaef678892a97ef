/**
 * Orders from a member's reserve. Creating one takes its units out of the lot through the ledger in
 * the same transaction (so two orders can never spend the same units), and opens or grows the
 * stock's replenishment when it falls below par; the supplier, or the
 * distributor whose location holds the lot, dispatches it; the member confirms receipt.
 */
import { EXPIRY_LOT_PREFERENCE_MONTHS, ORDER_TYPES, today, type ListQuery, type OrderLine, type OrderStatus, type OrderType } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { withdrawUnits } from '../stock/ledger.js';
import type { ReplenishmentService } from '../replenishments/service.js';
import type { StockService } from '../stock/service.js';
import { presentOrder } from './presenter.js';
import * as repo from './repository.js';
import { orderWorkflow, type OrderEvent } from './workflow.js';

const units = (n: number) => `${n.toLocaleString('en-CA')} unit${n === 1 ? '' : 's'}`;
/** The job_runs name and advisory-lock key of the expiring-lots job. */
export const EXPIRING_LOTS_JOB = 'expiring-lots';

const TYPE_WORDS: Record<OrderType, string> = { STANDARD: 'a standard order', EXPIRING: 'an expiring-lot order' };

export function createOrderService({
  db,
  stock,
  replenishments,
}: {
  db: Database;
  stock: Pick<StockService, 'lockOwnStock'>;
  replenishments: Pick<ReplenishmentService, 'openForShortfall'>;
}) {
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findOrder(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('That order');
    return row;
  }
  const get = async (auth: AuthContext, id: string) => presentOrder(await find(auth, id));

  /** Moves an order the caller may see through its workflow (lock, policy, version, next status, save, then the steps). */
  const move = (
    tx: Transaction,
    auth: AuthContext,
    id: string,
    event: OrderEvent,
    steps: Pick<TransitionSpec<OrderStatus, OrderEvent, repo.LockedOrder>, 'authorize' | 'seenVersion' | 'moveUnits'> & { approve?: boolean } = {},
  ) => {
    const { approve, ...rest } = steps;
    return transition(tx, {
      workflow: orderWorkflow,
      event,
      actor: auth.user.type,
      what: 'That order',
      lock: (t) => repo.lockOrder(t, id, repo.visibleTo(auth.user)),
      save: (t, status, version) => repo.saveTransition(t, id, status, version, approve ? { isApproved: true } : {}),
      ...rest,
    });
  };

  return {
    get,

    /** The member's Orders shows both kinds; the other lists show standard orders (expiring ones have their own list). */
    async list(auth: AuthContext, query: ListQuery) {
      const types = auth.user.type === 'member' ? ORDER_TYPES : (['STANDARD'] as const);
      const { rows, total } = await repo.listOrders(db, repo.visibleTo(auth.user), types, query);
      return { orders: rows.map(presentOrder), total };
    },

    /** Expiring-lot orders, for every portal's Expiring Lots screen. */
    async listExpiring(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listOrders(db, repo.visibleTo(auth.user), ['EXPIRING'], query);
      return { orders: rows.map(presentOrder), total };
    },

    /**
     * The expiring-lots job: an EXPIRING order awaiting approval for every lot inside its member's
     * window, each member told. Runs once per period however many processes share the database
     * (an advisory lock and the job_runs row); `force` (the administrator's Run now) runs at once.
     * Answers how many orders it made.
     */
    async runExpiringLotsJob({ now = new Date(), periodMinutes = 60, force = false }: { now?: Date; periodMinutes?: number; force?: boolean } = {}) {
      return db.transaction(async (tx) => {
        // A little under the period, so that a timer firing a moment early is not skipped.
        if (!(await repo.claimJobRun(tx, EXPIRING_LOTS_JOB, now, periodMinutes * 60_000 * 0.9, force))) return { ran: false, created: 0 };
        const created = await repo.createExpiringOrders(tx, today(now), EXPIRY_LOT_PREFERENCE_MONTHS.default);
        for (const order of created) {
          await notify(tx, {
            type: 'EXPIRING_ORDER_CREATED',
            senderId: null,
            message: `Lot ${order.lotNumber} of ${order.productName} (${units(order.units)}) expires ${order.unitsExpiry}. Approve its expiring-lot order to rotate it out and have it replaced with fresh stock.`,
            messageMain: 'Expiring lot: your approval is needed',
            ids: { orderId: order._id, stockId: order.stockId },
            to: { member: order.memberId },
            askForApproval: true,
          });
        }
        return { ran: true, created: created.length };
      });
    },

    /**
     * The member approves an expiring-lot order: what is left of the lot leaves the stock through
     * the ledger now, the stock's replenishment opens for the shortfall (the replacement), and the
     * supplier and distributor are told to ship it.
     */
    async approve(auth: AuthContext, id: string, seenVersion?: number) {
      await db.transaction(async (tx) => {
        let taken = 0;
        const { row: order } = await move(tx, auth, id, 'approve', {
          seenVersion,
          approve: true,
          authorize: (o) => {
            if (o.type !== 'EXPIRING') throw badRequest('Only expiring-lot orders wait for approval');
            if (o.isApproved) throw new AppError('WRONG_STATUS', 'This expiring-lot order is already approved');
          },
          moveUnits: async (t, o) => {
            const [lot] = await repo.lotsOfStock(t, o.stockId, [o.stockUnitId]);
            // Units held for a pending transfer stay: the transfer decides their fate.
            taken = lot!.unit.units - lot!.unit.reservedUnits;
            if (taken === 0) throw new AppError('CONFLICT', `Lot ${o.lotNumber} has no units available any more; there is nothing left to rotate out`);
            await withdrawUnits(t, o.stockUnitId, taken, { reason: 'EXPIRING_ORDER_APPROVED', sourceId: id, actorId: auth.actor?._id ?? auth.user._id });
            // The order takes what the lot holds now (orders may have drawn on it since the job ran).
            if (taken !== o.units) await repo.setUnits(t, id, taken);
          },
        });
        await replenishments.openForShortfall(tx, auth, order.stockId);
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_APPROVED',
          senderId: auth.user._id,
          message: `${auth.user.name} approved the expiring-lot order ${order.orderId}: ${units(taken)} of ${row.product.name}, lot ${order.lotNumber}, to ship from ${row.Location.name}`,
          messageMain: 'Expiring lot approved: ship it',
          ids: { orderId: id, stockId: order.stockId },
          to: { supplier: order.supplierId, distributor: order.distributorId },
        });
        await recordAudit(tx, auth, { action: 'order.approve', entityType: 'order', entityId: id, detail: { units: taken, version: seenVersion ?? null } });
      });
      return get(auth, id);
    },

    /** Each line becomes one order of one lot; all or nothing. */
    async create(auth: AuthContext, stockId: string, lines: OrderLine[]) {
      if (new Set(lines.map((l) => l.stockUnitId)).size !== lines.length) throw badRequest('Name each lot once');
      const ids = await db.transaction(async (tx) => {
        const { supplierId } = await stock.lockOwnStock(tx, auth, stockId);
        const lots = new Map(
          (
            await repo.lotsOfStock(
              tx,
              stockId,
              lines.map((l) => l.stockUnitId),
            )
          ).map((lot) => [lot.unit._id, lot]),
        );
        if (lots.size !== lines.length) throw badRequest('Order only from lots of this stock');
        const created = await repo.insertOrders(
          tx,
          lines.map((line) => {
            const { unit, distributorId } = lots.get(line.stockUnitId)!;
            return {
              type: 'STANDARD' as const,
              status: 'CREATED' as const,
              isApproved: true,
              stockId,
              stockUnitId: unit._id,
              memberId: auth.user._id,
              supplierId,
              distributorId,
              locationId: unit.locationId,
              units: line.units,
              lotNumber: unit.lotNumber,
              unitsExpiry: unit.expiry,
            };
          }),
        );
        const actorId = auth.actor?._id ?? auth.user._id;
        for (const order of created) {
          await withdrawUnits(tx, order.stockUnitId, order.units, { reason: 'ORDER_CREATED', sourceId: order._id, actorId });
        }
        await replenishments.openForShortfall(tx, auth, stockId);
        for (const order of created) {
          const row = await find(auth, order._id, tx);
          await notify(tx, {
            type: 'ORDER_CREATED',
            senderId: auth.user._id,
            message: `${auth.user.name} ordered ${units(order.units)} of ${row.product.name}, lot ${order.lotNumber}, from ${row.Location.name} (order ${order.orderId})`,
            messageMain: 'New order',
            ids: { orderId: order._id, stockId },
            to: { supplier: supplierId, distributor: order.distributorId },
          });
        }
        await recordAudit(tx, auth, {
          action: 'order.create',
          entityType: 'stock',
          entityId: stockId,
          detail: { orders: created.map((o) => ({ orderId: o._id, stockUnitId: o.stockUnitId, units: o.units })) },
        });
        return created.map((o) => o._id);
      });
      return { orders: await Promise.all(ids.map((id) => get(auth, id))) };
    },

    /**
     * The supplier, or the distributor whose location holds the lot, dispatches a created order.
     * `type` says which list the dispatch was made from and must match the order's own.
     */
    async dispatch(auth: AuthContext, id: string, type: OrderType) {
      await db.transaction(async (tx) => {
        const { row: order } = await move(tx, auth, id, 'dispatch', {
          authorize: (o) => {
            if (o.type !== type) throw badRequest(`This is ${TYPE_WORDS[o.type]}; dispatch it as ${o.type}`);
            if (auth.user.type === 'supplier' && o.distributorId) {
              throw forbidden("This order ships from a distributor's location, so that distributor dispatches it");
            }
            if (o.type === 'EXPIRING' && !o.isApproved) throw new AppError('WRONG_STATUS', 'The member has not approved this expiring-lot order yet');
          },
        });
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_DISPATCHED',
          senderId: auth.user._id,
          message: `Order ${order.orderId}: ${units(order.units)} of ${row.product.name} left ${row.Location.name}; confirm receipt when it arrives`,
          messageMain: 'Order dispatched',
          ids: { orderId: id, stockId: order.stockId },
          to: { member: order.memberId },
        });
        await recordAudit(tx, auth, { action: 'order.dispatch', entityType: 'order', entityId: id, detail: { type } });
      });
      return get(auth, id);
    },

    /** The member confirms receipt of a shipped order. */
    async complete(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const { row: order } = await move(tx, auth, id, 'complete');
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_COMPLETED',
          senderId: auth.user._id,
          message: `${auth.user.name} received order ${order.orderId}: ${units(order.units)} of ${row.product.name}`,
          messageMain: 'Order completed',
          ids: { orderId: id, stockId: order.stockId },
          to: { supplier: order.supplierId, distributor: order.distributorId },
        });
        await recordAudit(tx, auth, { action: 'order.complete', entityType: 'order', entityId: id });
      });
      return get(auth, id);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
