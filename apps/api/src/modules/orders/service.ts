/**
 * Orders from a member's reserve. Creating one takes its units out of the lot through the ledger in
 * the same transaction (so two orders can never spend the same units), and opens or grows the
 * stock's replenishment when it falls below par; the supplier, or the
 * distributor whose location holds the lot, dispatches it; the member confirms receipt.
 */
import { randomUUID } from 'node:crypto';
import { EXPIRY_LOT_PREFERENCE_MONTHS, ORDER_TYPES, today, type ListQuery, type OrderLine, type OrderStatus, type OrderType } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition, type TransitionSpec } from '../../platform/transition.js';
import { recordAudit, statusChange } from '../audit/service.js';
import { notify, settleApprovals } from '../notifications/service.js';
import { withdrawUnits } from '../stock/ledger.js';
import type { ReplenishmentService } from '../replenishments/service.js';
import type { StockService } from '../stock/service.js';
import { orderPolicy } from './policy.js';
import { presentOrder } from './presenter.js';
import * as repo from './repository.js';
import { orderWorkflow, type OrderEvent } from './workflow.js';

/** A YYYY-MM-DD date as that calendar day, for messages that format it by language. */
const dayOf = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
/** The job_runs name and advisory-lock key of the expiring-lots job. */
export const EXPIRING_LOTS_JOB = 'expiring-lots';

/** The member's Orders shows both kinds; the other portals' Orders the standard ones. */
const listedTypes = (auth: AuthContext) => (auth.user.type === 'member' ? ORDER_TYPES : (['STANDARD'] as const));

export function createOrderService({
  db,
  stock,
  replenishments,
  clock = () => new Date(),
}: {
  db: Database;
  stock: Pick<StockService, 'lockOwnStock'>;
  replenishments: Pick<ReplenishmentService, 'openForShortfall'>;
  /** When an order is placed: its date, the month its units count as usage in (tests set it). */
  clock?: () => Date;
}) {
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findOrder(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'order' });
    return row;
  }
  /** Orders as `auth`'s user reads them, abilities included. */
  const presentFor = (auth: AuthContext) => {
    const viewer = viewerOf(auth);
    return (row: repo.OrderRow) => presentOrder(row, viewer);
  };
  const get = async (auth: AuthContext, id: string) => presentFor(auth)(await find(auth, id));
  // A change answers the order as its transaction read it after its last write: what it committed.

  /**
   * Moves an order the caller may see through its workflow (lock, the request's own `check`, the
   * policy, version, next status, save, then the steps).
   */
  const move = (
    tx: Transaction,
    auth: AuthContext,
    id: string,
    event: OrderEvent,
    steps: Pick<TransitionSpec<OrderStatus, OrderEvent, repo.LockedOrder>, 'seenVersion' | 'moveUnits'> & {
      approve?: boolean;
      check?: (row: repo.LockedOrder) => void;
    } = {},
  ) => {
    const { approve, check, ...rest } = steps;
    return transition(tx, {
      workflow: orderWorkflow,
      event,
      actor: auth.user.type,
      what: 'order',
      lock: (t) => repo.lockOrder(t, id, repo.visibleTo(auth.user)),
      authorize: (row) => {
        check?.(row);
        orderPolicy.authorize(viewerOf(auth), row, event);
      },
      save: (t, status, version) => repo.saveTransition(t, id, status, version, approve ? { isApproved: true } : {}),
      ...rest,
    });
  };

  return {
    get,

    /** The member's Orders shows both kinds; the other lists show standard orders (expiring ones have their own list). */
    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listOrders(db, auth.user, listedTypes(auth), query);
      return { orders: rows.map(presentFor(auth)), total };
    },

    /** Every order of the Orders list (or, `expiring`, of Expiring Lots), as the list shows them, a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>, expiring = false) =>
      cursorBatches(db, (tx) => repo.ordersQuery(tx, auth.user, expiring ? ['EXPIRING'] : listedTypes(auth), query).rows, {
        present: (_, rows) => rows.map(presentFor(auth)),
      }),

    /** Expiring-lot orders, for every portal's Expiring Lots screen. */
    async listExpiring(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listOrders(db, auth.user, ['EXPIRING'], query);
      return { orders: rows.map(presentFor(auth)), total };
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
        // Made by the portal, not a person: each order's History starts with its creation by no one.
        await recordAudit(
          tx,
          null,
          created.map((order) => ({ action: 'order.create', entityType: 'order', entityId: order._id, detail: { to: 'CREATED', units: order.units } })),
        );
        for (const order of created) {
          await notify(tx, {
            type: 'EXPIRING_ORDER_CREATED',
            senderId: null,
            params: { lot: order.lotNumber, product: order.productName, units: order.units, expiry: order.unitsExpiry, expiryDate: dayOf(order.unitsExpiry) },
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
      const saved = await db.transaction(async (tx) => {
        let taken = 0;
        const {
          row: order,
          from,
          to,
        } = await move(tx, auth, id, 'approve', {
          seenVersion,
          approve: true,
          moveUnits: async (t, o) => {
            const [lot] = await repo.lotsOfStock(t, o.stockId, [o.stockUnitId]);
            // Units held for a pending transfer or replacement stay: that record decides their fate.
            taken = lot!.unit.units - lot!.unit.reservedUnits;
            if (taken === 0) throw new AppError('ledger.tooFewUnits', 'api.orders.nothingLeft', { lot: o.lotNumber });
            await withdrawUnits(t, o.stockUnitId, taken, { reason: 'EXPIRING_ORDER_APPROVED', sourceId: id, actorId: auth.actor?._id ?? auth.user._id });
            // The order takes what the lot holds now (orders may have drawn on it since the job ran).
            if (taken !== o.units) await repo.setUnits(t, id, taken);
          },
        });
        await settleApprovals(tx, 'orderId', id);
        await replenishments.openForShortfall(tx, auth, order.stockId);
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_APPROVED',
          senderId: auth.user._id,
          params: {
            sender: auth.user.name,
            orderId: String(order.orderId),
            units: taken,
            product: row.product.name,
            lot: order.lotNumber,
            location: row.Location.name,
          },
          ids: { orderId: id, stockId: order.stockId },
          to: { supplier: order.supplierId, distributor: order.distributorId },
        });
        await recordAudit(tx, auth, {
          action: 'order.approve',
          entityType: 'order',
          entityId: id,
          detail: { ...statusChange({ from, to }), units: taken, version: seenVersion ?? null },
        });
        return row;
      });
      return presentFor(auth)(saved);
    },

    /** Each line becomes one order of one lot; all or nothing. */
    async create(auth: AuthContext, stockId: string, lines: OrderLine[]) {
      if (new Set(lines.map((l) => l.stockUnitId)).size !== lines.length) throw badRequest('api.lots.nameOnce');
      const saved = await db.transaction(async (tx) => {
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
        if (lots.size !== lines.length) throw badRequest('api.orders.onlyThisStock');
        const orders = lines.map((line) => {
          const { unit, distributorId } = lots.get(line.stockUnitId)!;
          return {
            _id: randomUUID(),
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
            orderDate: clock(),
          };
        });
        const actorId = auth.actor?._id ?? auth.user._id;
        for (const order of orders) {
          await withdrawUnits(tx, order.stockUnitId, order.units, { reason: 'ORDER_CREATED', sourceId: order._id, actorId });
        }
        await replenishments.openForShortfall(tx, auth, stockId);
        await recordAudit(tx, auth, {
          action: 'order.create',
          entityType: 'stock',
          entityId: stockId,
          detail: { orders: orders.map((o) => ({ orderId: o._id, stockUnitId: o.stockUnitId, units: o.units })) },
        });
        // The orders are written after the units move: their insert counts the member on its
        // distributor's dashboard row, which every order of that pair updates, so the less of the
        // transaction follows it (their notifications), the less other orders wait.
        const created = await repo.insertOrders(tx, orders);
        const rows = [];
        for (const order of created) {
          const row = await find(auth, order._id, tx);
          rows.push(row);
          await notify(tx, {
            type: 'ORDER_CREATED',
            senderId: auth.user._id,
            params: {
              sender: auth.user.name,
              units: order.units,
              product: row.product.name,
              lot: order.lotNumber,
              location: row.Location.name,
              orderId: String(order.orderId),
            },
            ids: { orderId: order._id, stockId },
            to: { supplier: supplierId, distributor: order.distributorId },
          });
          // Each order's own story starts here (the stock's event above names them all).
          await recordAudit(tx, auth, { action: 'order.create', entityType: 'order', entityId: order._id, detail: { to: order.status, units: order.units } });
        }
        return rows;
      });
      return { orders: saved.map(presentFor(auth)) };
    },

    /**
     * The supplier, or the distributor whose location holds the lot, dispatches a created order.
     * `type` says which list the dispatch was made from and must match the order's own.
     */
    async dispatch(auth: AuthContext, id: string, type: OrderType) {
      const saved = await db.transaction(async (tx) => {
        const {
          row: order,
          from,
          to,
        } = await move(tx, auth, id, 'dispatch', {
          // Which list the dispatch was made from is the request's, not the policy's.
          check: (o) => {
            if (o.type !== type) throw badRequest('api.orders.dispatchAs', { type: o.type });
          },
        });
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_DISPATCHED',
          senderId: auth.user._id,
          params: { orderId: String(order.orderId), units: order.units, product: row.product.name, location: row.Location.name },
          ids: { orderId: id, stockId: order.stockId },
          to: { member: order.memberId },
        });
        await recordAudit(tx, auth, { action: 'order.dispatch', entityType: 'order', entityId: id, detail: { ...statusChange({ from, to }), type } });
        return row;
      });
      return presentFor(auth)(saved);
    },

    /** The member confirms receipt of a shipped order. */
    async complete(auth: AuthContext, id: string) {
      const saved = await db.transaction(async (tx) => {
        const { row: order, from, to } = await move(tx, auth, id, 'complete');
        const row = await find(auth, id, tx);
        await notify(tx, {
          type: 'ORDER_COMPLETED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, orderId: String(order.orderId), units: order.units, product: row.product.name },
          ids: { orderId: id, stockId: order.stockId },
          to: { supplier: order.supplierId, distributor: order.distributorId },
        });
        await recordAudit(tx, auth, { action: 'order.complete', entityType: 'order', entityId: id, detail: statusChange({ from, to }) });
        return row;
      });
      return presentFor(auth)(saved);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
