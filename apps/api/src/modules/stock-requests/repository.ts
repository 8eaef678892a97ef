import type { ListQuery, StockRequestStatus } from '@rds/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { invoices, locations, products, stockRequestComments, stockRequests, stockRequestUnits, stocks, stockUnits, users } from '../../db/schema.js';
import { countAll, foundBy, keptTotal, orderFor, page, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';
import { stockRequestWorkflow } from './workflow.js';

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');

function selectRequests(db: Executor) {
  return (
    db
      .select({
        request: stockRequests,
        stock: stocks,
        product: products,
        Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
        Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
        totalAssignedUnits: stocks.onHandUnits,
        invoiceId: invoices._id,
      })
      .from(stockRequests)
      .innerJoin(stocks, eq(stocks._id, stockRequests.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, stockRequests.memberId))
      .innerJoin(supplier, eq(supplier._id, stockRequests.supplierId))
      // At most one invoice per request (a unique index), so the join never repeats a row.
      .leftJoin(invoices, eq(invoices.stockRequestId, stockRequests._id))
  );
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** A member sees its own requests, a supplier those for its products, the administrator all. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'member') return eq(stockRequests.memberId, viewer._id);
  if (viewer.type === 'supplier') return eq(stockRequests.supplierId, viewer._id);
  if (viewer.type === 'healthpro') return undefined;
  return sql`false`;
}

/**
 * The request list as a query (scope, search, order; not paged), for `listRequests` and an export.
 * The search finds products and parties first (trigram indexes), then their requests through the
 * indexes of `stock_requests`, so every condition is on that table and the count joins nothing.
 */
export function requestsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search
      ? foundBy(
          stockRequests._id,
          'stock_requests',
          [
            ['stock_id', stocksOfProductsMatching(query.search)],
            ['member_id', usersMatching('member', query.search)],
            ['supplier_id', usersMatching('supplier', query.search)],
          ],
          scope,
        )
      : undefined,
  );
  return {
    rows: selectRequests(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: stockRequests.createdAt, name: products.name, id: stockRequests._id }))
      .$dynamic(),
    count: where ? db.select(countAll).from(stockRequests).where(where) : keptTotal(db, ['stock_requests']),
  };
}

export function listRequests(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => requestsQuery(on, scope, query), query);
}

export function findRequest(db: Executor, id: string, scope?: SQL) {
  return selectRequests(db)
    .where(and(eq(stockRequests._id, id), scope))
    .then((rows) => rows[0]);
}

export function findOpenRequest(db: Executor, stockId: string) {
  return db
    .select()
    .from(stockRequests)
    .where(and(eq(stockRequests.stockId, stockId), inArray(stockRequests.status, [...stockRequestWorkflow.openStatuses])))
    .then((rows) => rows[0]);
}

/** Takes the request's row lock (the first step of every transition); undefined when it does not exist or is not the caller's. */
export function lockRequest(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(stockRequests)
    .where(and(eq(stockRequests._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertRequest(tx: Executor, values: typeof stockRequests.$inferInsert) {
  const [row] = await tx.insert(stockRequests).values(values).returning();
  return row!;
}

/** Saves a transition of a request locked by `lockRequest`: its status, its next version and any edited fields. */
export async function saveTransition(
  tx: Executor,
  id: string,
  to: StockRequestStatus,
  version: number,
  changes: Partial<Pick<typeof stockRequests.$inferInsert, 'requestedParLevel' | 'minimumExpiry' | 'decisionReason'>> = {},
) {
  await tx
    .update(stockRequests)
    .set({ status: to, version, ...changes, updatedAt: new Date() })
    .where(eq(stockRequests._id, id));
}

/** The proposed lines of one or more requests, with their locations. */
export function linesOf(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      line: stockRequestUnits,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
      distributorId: locations.distributorId,
    })
    .from(stockRequestUnits)
    .innerJoin(locations, eq(locations._id, stockRequestUnits.locationId))
    .where(inArray(stockRequestUnits.stockRequestId, requestIds))
    .orderBy(stockRequestUnits.createdAt, stockRequestUnits.lotNumber);
}

export async function replaceLines(tx: Executor, requestId: string, lines: (typeof stockRequestUnits.$inferInsert)[]) {
  await tx.delete(stockRequestUnits).where(eq(stockRequestUnits.stockRequestId, requestId));
  if (lines.length > 0) await tx.insert(stockRequestUnits).values(lines);
}

/** How many comments each request has: what a list shows of its threads (`stock_request_comments_request_idx`). */
export function commentCountsOf(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: stockRequestComments.stockRequestId, count: sql<number>`count(*)::int` })
    .from(stockRequestComments)
    .where(inArray(stockRequestComments.stockRequestId, requestIds))
    .groupBy(stockRequestComments.stockRequestId);
}

/** The comments of one or more requests, newest first. */
export function commentsOf(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ comment: stockRequestComments, Sender: { _id: users._id, name: users.name, profilePic: users.profilePic, type: users.type } })
    .from(stockRequestComments)
    .innerJoin(users, eq(users._id, stockRequestComments.senderId))
    .where(inArray(stockRequestComments.stockRequestId, requestIds))
    .orderBy(desc(stockRequestComments.createdAt));
}

export async function insertComment(tx: Executor, values: typeof stockRequestComments.$inferInsert) {
  const [row] = await tx.insert(stockRequestComments).values(values).returning();
  return row!;
}

/** The stock's lots, for checking a decrease's lines. */
export function stockUnitsOf(db: Executor, stockId: string) {
  return db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
}
