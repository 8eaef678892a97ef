import type { ListQuery, ReplacementStatus } from '@rds/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import {
  locations,
  products,
  recalls,
  stockReplacementComments,
  stockReplacementLots,
  stockReplacements,
  stockReplacementUnits,
  stocks,
  stockUnits,
  users,
} from '../../db/schema.js';
import { replacementWorkflow } from './workflow.js';
import { countAll, foundBy, orderFor, page, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');
const locationBrief = { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode };

function selectReplacements(db: Executor) {
  return db
    .select({
      replacement: stockReplacements,
      stock: stocks,
      product: products,
      Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
      Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
      recall: { _id: recalls._id, recallNumber: recalls.recallNumber, class: recalls.class, status: recalls.status },
    })
    .from(stockReplacements)
    .innerJoin(stocks, eq(stocks._id, stockReplacements.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(member, eq(member._id, stockReplacements.memberId))
    .innerJoin(supplier, eq(supplier._id, stockReplacements.supplierId))
    .leftJoin(recalls, eq(recalls._id, stockReplacements.recallId));
}
export type ReplacementRow = Awaited<ReturnType<ReturnType<typeof selectReplacements>['execute']>>[number];
export type LockedReplacement = typeof stockReplacements.$inferSelect;

/** A member sees the replacements of its stocks, a supplier those of its products' stocks, the administrator all. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'member') return eq(stockReplacements.memberId, viewer._id);
  if (viewer.type === 'supplier') return eq(stockReplacements.supplierId, viewer._id);
  if (viewer.type === 'healthpro') return undefined;
  return sql`false`;
}

/** The list as a query (scope, search, order; not paged): every condition on `stock_replacements`, so the count joins nothing. */
export function replacementsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search
      ? foundBy(
          stockReplacements._id,
          'stock_replacements',
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
    rows: selectReplacements(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: stockReplacements.createdAt, name: products.name, id: stockReplacements._id }))
      .$dynamic(),
    count: db.select(countAll).from(stockReplacements).where(where),
  };
}

export function listReplacements(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => replacementsQuery(on, scope, query), query);
}

export function findReplacement(db: Executor, id: string, scope?: SQL) {
  return selectReplacements(db)
    .where(and(eq(stockReplacements._id, id), scope))
    .then((rows) => rows[0]);
}

/**
 * Takes a replacement's row lock (the first step of every transition). A recall's replacement locks
 * its recall first, as the recall's dispositions and revert do (recall, then replacement, then
 * stocks), so an approval and a disposition of the same units wait for each other, never deadlock.
 */
export async function lockReplacement(tx: Executor, id: string, scope?: SQL) {
  const [named] = await tx.select({ recallId: stockReplacements.recallId }).from(stockReplacements).where(eq(stockReplacements._id, id));
  if (named?.recallId) await tx.select({ _id: recalls._id }).from(recalls).where(eq(recalls._id, named.recallId)).for('update');
  return tx
    .select()
    .from(stockReplacements)
    .where(and(eq(stockReplacements._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertReplacement(tx: Executor, values: typeof stockReplacements.$inferInsert, lines: { stockUnitId: string; units: number }[]) {
  const [row] = await tx.insert(stockReplacements).values(values).returning();
  await tx.insert(stockReplacementUnits).values(lines.map((line) => ({ ...line, replacementId: row!._id })));
  return row!;
}

export async function saveTransition(tx: Executor, id: string, status: ReplacementStatus, version: number) {
  await tx.update(stockReplacements).set({ status, version, updatedAt: new Date() }).where(eq(stockReplacements._id, id));
}

/** Lots of one stock by id. */
export function lotsOfStock(db: Executor, stockId: string, ids: string[]) {
  return db
    .select({ _id: stockUnits._id })
    .from(stockUnits)
    .where(and(eq(stockUnits.stockId, stockId), inArray(stockUnits._id, ids)));
}

/** The units out of one or more replacements, with their lots and the lots' locations. */
export function unitsOf(db: Executor, replacementIds: string[]) {
  if (replacementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: stockReplacementUnits, lot: stockUnits, Location: locationBrief })
    .from(stockReplacementUnits)
    .innerJoin(stockUnits, eq(stockUnits._id, stockReplacementUnits.stockUnitId))
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(inArray(stockReplacementUnits.replacementId, replacementIds))
    .orderBy(stockUnits.expiry, stockUnits.lotNumber, stockReplacementUnits._id);
}

/** The lots proposed in, of one or more replacements. */
export function lotsOf(db: Executor, replacementIds: string[]) {
  if (replacementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lot: stockReplacementLots, Location: locationBrief })
    .from(stockReplacementLots)
    .innerJoin(locations, eq(locations._id, stockReplacementLots.locationId))
    .where(inArray(stockReplacementLots.replacementId, replacementIds))
    .orderBy(stockReplacementLots.createdAt, stockReplacementLots.lotNumber, stockReplacementLots._id);
}

/** A revision replaces the proposed lots as a whole. */
export async function replaceLots(tx: Executor, replacementId: string, lots: (typeof stockReplacementLots.$inferInsert)[]) {
  await tx.delete(stockReplacementLots).where(eq(stockReplacementLots.replacementId, replacementId));
  if (lots.length > 0) await tx.insert(stockReplacementLots).values(lots);
}

/** How many comments each replacement has: what a list shows of its threads. */
export function commentCountsOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: stockReplacementComments.replacementId, count: sql<number>`count(*)::int` })
    .from(stockReplacementComments)
    .where(inArray(stockReplacementComments.replacementId, ids))
    .groupBy(stockReplacementComments.replacementId);
}

/** The comments of one or more replacements, newest first. */
export function commentsOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ comment: stockReplacementComments, Sender: { _id: users._id, name: users.name, profilePic: users.profilePic, type: users.type } })
    .from(stockReplacementComments)
    .innerJoin(users, eq(users._id, stockReplacementComments.senderId))
    .where(inArray(stockReplacementComments.replacementId, ids))
    .orderBy(desc(stockReplacementComments.createdAt));
}

export async function insertComment(tx: Executor, values: typeof stockReplacementComments.$inferInsert) {
  await tx.insert(stockReplacementComments).values(values);
}

const OPEN = sql.raw(`(${replacementWorkflow.openStatuses.map((status) => `'${status}'`).join(', ')})`);

/** A stock's recalled units of the recall not held (nor disposed: they left the lot), by lot, under the stock's lock: what a replacement takes out. */
export function replaceableLots(db: Executor, recallId: string, stockId: string) {
  return queryRows<{ stockUnitId: string; units: number }>(
    db,
    sql`select id as "stockUnitId", units - reserved_units as units from stock_units
        where stock_id = ${stockId}::uuid and recall_id = ${recallId}::uuid and units > reserved_units
        order by expiry, lot_number, id`,
  );
}

/** The open replacements of a recall, with their members (the revert denies them; the detail names them). */
export function openOfRecall(db: Executor, recallId: string, stockId?: string) {
  return queryRows<{ id: string; stockId: string; memberId: string; member: string; units: number }>(
    db,
    sql`select r.id, r.stock_id as "stockId", r.member_id as "memberId", m.name as member, r.units
        from stock_replacements r join users m on m.id = r.member_id
        where r.recall_id = ${recallId}::uuid and r.status in ${OPEN} ${stockId ? sql`and r.stock_id = ${stockId}::uuid` : sql``}
        order by r.created_at, r.id`,
  );
}

/** The open replacement of a recall holding units of a lot, if any, with what it holds there. */
export function openHoldingLot(db: Executor, recallId: string, stockUnitId: string) {
  return queryRows<{ id: string; member: string; held: number }>(
    db,
    sql`select r.id, m.name as member, ru.units as held
        from stock_replacement_units ru join stock_replacements r on r.id = ru.replacement_id join users m on m.id = r.member_id
        where ru.stock_unit_id = ${stockUnitId}::uuid and r.recall_id = ${recallId}::uuid and r.status in ${OPEN}
        limit 1`,
  ).then((rows) => rows[0]);
}

/** The replacements of a recall on the given stocks (the reader's part of its trace), newest first. */
export function ofRecall(db: Executor, recallId: string, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      _id: stockReplacements._id,
      status: stockReplacements.status,
      stockId: stockReplacements.stockId,
      units: stockReplacements.units,
      createdAt: stockReplacements.createdAt,
      Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
    })
    .from(stockReplacements)
    .innerJoin(member, eq(member._id, stockReplacements.memberId))
    .where(and(eq(stockReplacements.recallId, recallId), inArray(stockReplacements.stockId, stockIds)))
    .orderBy(desc(stockReplacements.createdAt), desc(stockReplacements._id));
}

/** Recalled units not held, per stock of a recall (the detail's `replaceableUnits`). */
export function replaceableByStock(db: Executor, recallId: string, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return queryRows<{ stockId: string; units: number }>(
    db,
    sql`select stock_id as "stockId", sum(units - reserved_units)::int as units from stock_units
        where recall_id = ${recallId}::uuid and stock_id in (${sql.join(
          stockIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by stock_id`,
  );
}

/** A replacement's recall's status (read under its lock). */
export function recallOf(db: Executor, recallId: string) {
  return db
    .select({ status: recalls.status })
    .from(recalls)
    .where(eq(recalls._id, recallId))
    .then((rows) => rows[0]);
}

/** A user's name, for a message. */
export function userName(db: Executor, id: string) {
  return db
    .select({ name: users.name })
    .from(users)
    .where(eq(users._id, id))
    .then((rows) => rows[0]);
}
