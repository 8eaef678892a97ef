import type { ListQuery, OrderStatus, OrderType } from '@rds/contract';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { locations, orders, products, stocks, stockUnits, users } from '../../db/schema.js';
import { likePattern, orderFor } from '../../platform/paging.js';

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

/** A member sees its own orders, a supplier those of its products, a distributor those routed to its locations, the administrator all. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
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

/** The list: scoped, of the given types, searched by product, lot, member or order number. */
export async function listOrders(db: Executor, scope: SQL | undefined, types: readonly OrderType[], query: ListQuery) {
  const pattern = likePattern(query.search);
  const number = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
  const search = query.search
    ? or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(products.productId, pattern),
        ilike(orders.lotNumber, pattern),
        ilike(member.name, pattern),
        number === null ? undefined : eq(orders.orderId, number),
      )
    : undefined;
  const where = and(scope, inArray(orders.type, [...types]), search);
  const rows = selectOrders(db)
    .where(where)
    .orderBy(...orderFor(query.sort, { createdAt: orders.createdAt, name: products.name }))
    .limit(query.limit)
    .offset(query.skip);
  // Without a search the scope and type need only the orders table to count.
  const count = search
    ? db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(stocks, eq(stocks._id, orders.stockId))
        .innerJoin(products, eq(products._id, stocks.productId))
        .innerJoin(member, eq(member._id, orders.memberId))
        .where(where)
    : db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const [list, [counted]] = await Promise.all([rows, count]);
  return { rows: list, total: counted?.total ?? 0 };
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

export async function saveTransition(tx: Executor, id: string, status: OrderStatus, version: number) {
  await tx.update(orders).set({ status, version, updatedAt: new Date() }).where(eq(orders._id, id));
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
