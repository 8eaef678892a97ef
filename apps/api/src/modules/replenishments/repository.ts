import type { ListQuery, ReplenishmentStatus } from '@rds/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { invoices, locations, products, replenishmentComments, replenishments, replenishmentUnits, stocks, users } from '../../db/schema.js';
import { countAll, foundBy, keptTotal, orderFor, page, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';
import { replenishmentWorkflow } from './workflow.js';

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');

function selectTasks(db: Executor) {
  return (
    db
      .select({
        task: replenishments,
        stock: stocks,
        product: products,
        Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
        Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
        invoiceId: invoices._id,
      })
      .from(replenishments)
      .innerJoin(stocks, eq(stocks._id, replenishments.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, replenishments.memberId))
      .innerJoin(supplier, eq(supplier._id, replenishments.supplierId))
      // At most one invoice per task (a unique index), so the join never repeats a row.
      .leftJoin(invoices, eq(invoices.replenishmentId, replenishments._id))
  );
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/** A member sees its own tasks, a supplier those of its products, the administrator all. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'member') return eq(replenishments.memberId, viewer._id);
  if (viewer.type === 'supplier') return eq(replenishments.supplierId, viewer._id);
  if (viewer.type === 'healthpro') return undefined;
  return sql`false`;
}

/** The task list as a query (scope, search, order; not paged): every condition on `replenishments`, so the count joins nothing. */
export function tasksQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search
      ? foundBy(
          replenishments._id,
          'replenishments',
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
    rows: selectTasks(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: replenishments.createdAt, name: products.name, id: replenishments._id }))
      .$dynamic(),
    count: where ? db.select(countAll).from(replenishments).where(where) : keptTotal(db, ['replenishments']),
  };
}

export function listTasks(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => tasksQuery(on, scope, query), query);
}

export function findTask(db: Executor, id: string, scope?: SQL) {
  return selectTasks(db)
    .where(and(eq(replenishments._id, id), scope))
    .then((rows) => rows[0]);
}

/** Takes a task's row lock (the first step of every transition). */
export function lockTask(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(replenishments)
    .where(and(eq(replenishments._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}
export type LockedTask = typeof replenishments.$inferSelect;

/** The stock's open task, locked; undefined when it has none. */
export function lockOpenTask(tx: Executor, stockId: string) {
  return tx
    .select()
    .from(replenishments)
    .where(and(eq(replenishments.stockId, stockId), inArray(replenishments.status, [...replenishmentWorkflow.openStatuses])))
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertTask(tx: Executor, values: typeof replenishments.$inferInsert) {
  const [row] = await tx.insert(replenishments).values(values).returning();
  return row!;
}

export async function saveTransition(
  tx: Executor,
  id: string,
  status: ReplenishmentStatus,
  version: number,
  changes: { units?: number; decisionReason?: string | null } = {},
) {
  await tx
    .update(replenishments)
    .set({ status, version, ...changes, updatedAt: new Date() })
    .where(eq(replenishments._id, id));
}

export function linesOf(db: Executor, taskIds: string[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      line: replenishmentUnits,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
      distributorId: locations.distributorId,
    })
    .from(replenishmentUnits)
    .innerJoin(locations, eq(locations._id, replenishmentUnits.locationId))
    .where(inArray(replenishmentUnits.replenishmentId, taskIds))
    .orderBy(replenishmentUnits.createdAt, replenishmentUnits.lotNumber);
}

export async function replaceLines(tx: Executor, taskId: string, lines: (typeof replenishmentUnits.$inferInsert)[]) {
  await tx.delete(replenishmentUnits).where(eq(replenishmentUnits.replenishmentId, taskId));
  if (lines.length > 0) await tx.insert(replenishmentUnits).values(lines);
}

/** How many comments each task has: what a list shows of its threads. */
export function commentCountsOf(db: Executor, taskIds: string[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: replenishmentComments.replenishmentId, count: sql<number>`count(*)::int` })
    .from(replenishmentComments)
    .where(inArray(replenishmentComments.replenishmentId, taskIds))
    .groupBy(replenishmentComments.replenishmentId);
}

/** The comments of one or more tasks, newest first. */
export function commentsOf(db: Executor, taskIds: string[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select({ comment: replenishmentComments, Sender: { _id: users._id, name: users.name, profilePic: users.profilePic, type: users.type } })
    .from(replenishmentComments)
    .innerJoin(users, eq(users._id, replenishmentComments.senderId))
    .where(inArray(replenishmentComments.replenishmentId, taskIds))
    .orderBy(desc(replenishmentComments.createdAt));
}

export async function insertComment(tx: Executor, values: typeof replenishmentComments.$inferInsert) {
  await tx.insert(replenishmentComments).values(values);
}

/** What the shortfall rule needs to know of a stock besides its counts: its member, supplier and product's name. */
export function stockParties(db: Executor, stockId: string) {
  return db
    .select({ memberId: stocks.memberId, memberName: users.name, supplierId: products.supplierId, productName: products.name })
    .from(stocks)
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(users, eq(users._id, stocks.memberId))
    .where(eq(stocks._id, stockId))
    .then((rows) => rows[0]!);
}
