import { ORDER_TYPES, type ListQuery, type OrderStatus, type OrderType } from '@rds/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { jobRuns, locations, orderMonths, orders, PROGRAMME_OWNER, products, stocks, stockUnits, users } from '../../db/schema.js';
import { countAll, foundBy, keptTotal, matches, orderFor, page, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');
const distributor = alias(users, 'distributor');

function selectOrders(db: Executor) {
  return db
    .select({
      order: orders,
      product: products,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
      Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
      Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
      Distributor: { _id: distributor._id, name: distributor.name, email: distributor.email, address: distributor.address, profilePic: distributor.profilePic },
    })
    .from(orders)
    .innerJoin(stocks, eq(stocks._id, orders.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(locations, eq(locations._id, orders.locationId))
    .innerJoin(member, eq(member._id, orders.memberId))
    .innerJoin(supplier, eq(supplier._id, orders.supplierId))
    .leftJoin(distributor, eq(distributor._id, orders.distributorId));
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

type Viewer = { type: string; _id: string };

/** A member sees its own orders, a supplier those of its products, a distributor those routed to its locations, the administrator all. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return eq(orders.memberId, viewer._id);
    case 'supplier':
      return eq(orders.supplierId, viewer._id);
    case 'distributor':
      return eq(orders.distributorId, viewer._id);
    default:
      return undefined;
  }
}

/**
 * The total of an unsearched order list where the database keeps it, else undefined (it is counted).
 * Every type: the rows `order_months` keeps for the viewer (the programme's for the administrator;
 * db/definitions/order-months.ts, checked by `reconcile()`), a few a month however many years of orders there are.
 * The whole programme's list of some types: `list_totals` per type.
 */
function keptTotalOf(db: Executor, viewer: Viewer, types: readonly OrderType[]) {
  const scope = visibleTo(viewer);
  if (types.length === ORDER_TYPES.length) {
    return db
      .select({ total: sql<number>`coalesce(sum(${orderMonths.n}), 0)::int` })
      .from(orderMonths)
      .where(eq(orderMonths.ownerId, scope ? viewer._id : PROGRAMME_OWNER));
  }
  return scope
    ? undefined
    : keptTotal(
        db,
        types.map((type) => `orders:${type}`),
      );
}

/**
 * The order list as a query (scoped, of the given types, searched by product, lot, member or order
 * number, ordered; not paged), for `listOrders` and an export. Every condition is on `orders`
 * (products and members are found first, through their trigram indexes), so the count joins nothing.
 */
export function ordersQuery(db: Executor, viewer: Viewer, types: readonly OrderType[], query: Pick<ListQuery, 'search' | 'sort'>) {
  const scope = visibleTo(viewer);
  const number = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
  const search = query.search
    ? foundBy(
        orders._id,
        'orders',
        [
          ['stock_id', stocksOfProductsMatching(query.search)],
          ['member_id', usersMatching('member', query.search)],
          ['id', sql`select o.id from ${orders} o where ${matches(sql`o.lot_number`, query.search)}`],
          ...(number === null ? [] : [['order_number', sql`select ${number}::int as id`] as [string, SQL]]),
        ],
        scope,
      )
    : undefined;
  // Every type listed (a member's Orders) is no condition at all, so the scope's index orders the page.
  const everyType = types.length === ORDER_TYPES.length;
  const where = and(scope, everyType ? undefined : inArray(orders.type, [...types]), search);
  return {
    rows: selectOrders(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: orders.createdAt, name: products.name, id: orders._id }))
      .$dynamic(),
    count: (search ? undefined : keptTotalOf(db, viewer, types)) ?? db.select(countAll).from(orders).where(where),
  };
}

export function listOrders(db: Executor, viewer: Viewer, types: readonly OrderType[], query: ListQuery) {
  return page(db, (on) => ordersQuery(on, viewer, types, query), query);
}

export function findOrder(db: Executor, id: string, scope?: SQL) {
  return selectOrders(db)
    .where(and(eq(orders._id, id), scope))
    .then((rows) => rows[0]);
}

/** Takes an order's row lock (the first step of every transition). */
export function lockOrder(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}
export type LockedOrder = typeof orders.$inferSelect;

/** An expiring-lot order takes, on approval, what its lot holds then. */
export async function setUnits(tx: Executor, id: string, units: number) {
  await tx.update(orders).set({ units }).where(eq(orders._id, id));
}

export async function saveTransition(tx: Executor, id: string, status: OrderStatus, version: number, changes: { isApproved?: boolean } = {}) {
  await tx
    .update(orders)
    .set({ status, version, ...changes, updatedAt: new Date() })
    .where(eq(orders._id, id));
}

/** Lots of one stock by id, with the distributor whose location holds each (null at a supplier's own location). */
export function lotsOfStock(db: Executor, stockId: string, ids: string[]) {
  return db
    .select({ unit: stockUnits, distributorId: locations.distributorId })
    .from(stockUnits)
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(and(eq(stockUnits.stockId, stockId), inArray(stockUnits._id, ids)));
}

export async function insertOrders(tx: Executor, values: (typeof orders.$inferInsert)[]) {
  return tx.insert(orders).values(values).returning();
}

/**
 * The expiring-lots job in one statement: an EXPIRING order (awaiting the member's approval) for
 * every lot that still has units available (those held for a pending transfer or an open
 * replacement are on their way out already) and is not frozen by a recall, expires on or before `today` plus its member's preference
 * (EXPIRY_LOT_PREFERENCE_MONTHS.default when unset), and has no open expiring-lot order; the
 * partial unique index makes a second run, here or in another process, add nothing.
 */
export function createExpiringOrders(tx: Executor, today: string, defaultMonths: number) {
  return queryRows<{ _id: string; memberId: string; stockId: string; units: number; lotNumber: string; unitsExpiry: string; productName: string }>(
    tx,
    sql`with created as (
          insert into orders (type, status, is_approved, stock_id, stock_unit_id, member_id, supplier_id, distributor_id, location_id, units, lot_number, units_expiry)
          select 'EXPIRING', 'CREATED', false, u.stock_id, u.id, s.member_id, p.supplier_id, l.distributor_id, u.location_id, u.units - u.reserved_units, u.lot_number, u.expiry
          from stock_units u
          join stocks s on s.id = u.stock_id
          join users m on m.id = s.member_id
          join products p on p.id = s.product_id
          join locations l on l.id = u.location_id
          where u.units > u.reserved_units and u.recall_id is null
            and u.expiry <= (${today}::date + make_interval(months => coalesce(m.expiry_lot_preferences, ${defaultMonths})))::date
            and not exists (select 1 from orders o where o.stock_unit_id = u.id and o.type = 'EXPIRING' and o.status in ('CREATED', 'PACKAGED'))
          order by u.expiry, u.id
          on conflict do nothing
          returning id, member_id, stock_id, units, lot_number, units_expiry
        )
        select c.id as "_id", c.member_id as "memberId", c.stock_id as "stockId", c.units, c.lot_number as "lotNumber",
               c.units_expiry::text as "unitsExpiry", p.name as "productName"
        from created c join stocks s on s.id = c.stock_id join products p on p.id = s.product_id`,
  );
}

/**
 * Claims this period's run of a scheduled job for this process: an advisory lock held to the end
 * of the transaction (another process running it now answers false), then the last run, which
 * must be older than `minimumGap` unless the run is forced. Records the run.
 */
export async function claimJobRun(tx: Executor, name: string, now: Date, minimumGapMs: number, force: boolean) {
  // A scheduled job is not a request: its one statement may take longer than STATEMENT_TIMEOUT_MS
  // (a programme's first run orders tens of thousands of lots), so the timeout is off for its transaction.
  await tx.execute(sql`set local statement_timeout = 0`);
  if (force) {
    // A run on demand waits for one in progress, then runs (it creates nothing the other created).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  } else {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
    if (!lock?.locked) return false;
  }
  const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, name));
  if (!force && last && now.getTime() - last.lastRunAt.getTime() < minimumGapMs) return false;
  await tx
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now } });
  return true;
}
