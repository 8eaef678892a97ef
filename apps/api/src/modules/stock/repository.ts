import type { ListQuery } from '@rds/contract';
import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { locations, products, stockRequests, stocks, stockUnits, users } from '../../db/schema.js';
import { likePattern, orderFor } from '../../platform/paging.js';
import { stockRequestWorkflow } from '../stock-requests/workflow.js';

const openRequestStatuses = [...stockRequestWorkflow.openStatuses];

/* ---------- stocks as the screens see them ---------- */

const member = alias(users, 'member');
const supplier = alias(users, 'supplier');

function selectStocks(db: Executor) {
  return db
    .select({
      stock: stocks,
      product: products,
      Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
      Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
      totalAssignedUnits: stocks.onHandUnits,
    })
    .from(stocks)
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(member, eq(member._id, stocks.memberId))
    .innerJoin(supplier, eq(supplier._id, products.supplierId));
}
export type StockRow = Awaited<ReturnType<ReturnType<typeof selectStocks>['execute']>>[number];

/** A member sees its own stock; a supplier the stock of its products; a distributor stock held at its locations. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return eq(stocks.memberId, viewer._id);
    case 'supplier':
      return eq(products.supplierId, viewer._id);
    case 'distributor':
      return sql`exists (select 1 from ${stockUnits} join ${locations} on ${locations._id} = ${stockUnits.locationId}
        where ${stockUnits.stockId} = ${stocks._id} and ${locations.distributorId} = ${viewer._id})`;
    default:
      return undefined;
  }
}

export async function listStocks(db: Executor, scope: SQL | undefined, query: ListQuery & { filter?: 'belowPar' | 'openRequest' }) {
  const pattern = likePattern(query.search);
  const where = and(
    scope,
    query.search
      ? or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.productId, pattern), ilike(member.name, pattern))
      : undefined,
    query.filter === 'belowPar' ? sql`${stocks.onHandUnits} < ${stocks.parLevel}` : undefined,
    query.filter === 'openRequest'
      ? sql`exists (select 1 from ${stockRequests} where ${stockRequests.stockId} = ${stocks._id} and ${inArray(stockRequests.status, openRequestStatuses)})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectStocks(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: stocks.createdAt, name: products.name }))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(stocks)
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, stocks.memberId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function findStock(db: Executor, id: string, scope?: SQL) {
  return selectStocks(db)
    .where(and(eq(stocks._id, id), scope))
    .then((rows) => rows[0]);
}

/** The lots still holding units, with their locations, oldest expiry first. */
export function unitsOf(db: Executor, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      unit: stockUnits,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
    })
    .from(stockUnits)
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(and(inArray(stockUnits.stockId, stockIds), gt(stockUnits.units, 0)))
    .orderBy(asc(stockUnits.expiry));
}

export function openRequestsOf(db: Executor, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stockRequests)
    .where(and(inArray(stockRequests.stockId, stockIds), inArray(stockRequests.status, openRequestStatuses)));
}

/** Creates the member's stock of each product once. */
export async function enrol(db: Executor, memberId: string, productIds: string[]) {
  await db
    .insert(stocks)
    .values(productIds.map((productId) => ({ memberId, productId })))
    .onConflictDoNothing();
  return db
    .select({ _id: stocks._id })
    .from(stocks)
    .where(and(eq(stocks.memberId, memberId), inArray(stocks.productId, productIds)))
    .then((rows) => rows.map((r) => r._id));
}

export function approvedProductIds(db: Executor, ids: string[]) {
  return db
    .select({ _id: products._id })
    .from(products)
    .where(and(inArray(products._id, ids), eq(products.isApproved, true)))
    .then((rows) => rows.map((r) => r._id));
}

/** Locks a stock row (not its product) for a change of its par level or units; answers it with its supplier. */
export function lockStock(tx: Executor, stockId: string) {
  return tx
    .select({ stock: stocks, supplierId: products.supplierId })
    .from(stocks)
    .innerJoin(products, eq(products._id, stocks.productId))
    .where(eq(stocks._id, stockId))
    .for('update', { of: stocks })
    .then((rows) => rows[0]);
}

export async function setParLevel(tx: Executor, stockId: string, parLevel: number, minimumExpiry: number) {
  await tx.update(stocks).set({ parLevel, minimumExpiry, updatedAt: new Date() }).where(eq(stocks._id, stockId));
}

/* ---------- Total Stock: a product at a location, across members ---------- */

interface AggregateRow {
  product: { _id: string; productId: string; name: string; brand: string; image: string | null; price: string; contractNumber: string };
  location: { _id: string; name: string; line1: string; line2: string; postalCode: string };
  totalUnits: number;
  lots: { _id: string; assignedUnits: number; lotNumber: string; expiry: string; Member: { _id: string; name: string } }[];
}

/**
 * Product-by-location rows of the lots members hold (one aggregate query, its lots as JSON),
 * for one supplier's products or all; searched by product or location, sorted by product name or
 * by the newest lot, paged by rows.
 */
export async function aggregateByProductAndLocation(db: Executor, supplierId: string | undefined, query: ListQuery) {
  const pattern = likePattern(query.search);
  const where = sql.join(
    [
      sql`u.units > 0`,
      supplierId ? sql`p.supplier_id = ${supplierId}` : undefined,
      query.search
        ? sql`(p.name ilike ${pattern} or p.brand ilike ${pattern} or p.product_id ilike ${pattern} or l.name ilike ${pattern} or l.postal_code ilike ${pattern})`
        : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const order =
    query.sort === 'name'
      ? sql`lower(p.name), lower(l.name)`
      : query.sort === 'oldest'
        ? sql`min(u.created_at), p.id, l.id`
        : sql`max(u.created_at) desc, p.id, l.id`;
  const from = sql`from stock_units u join stocks s on s.id = u.stock_id join products p on p.id = s.product_id
    join locations l on l.id = u.location_id join users m on m.id = s.member_id where ${where}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<AggregateRow>(
      db,
      sql`select json_build_object('_id', p.id, 'productId', p.product_id, 'name', p.name, 'brand', p.brand, 'image', p.image, 'price', p.price::text, 'contractNumber', p.contract_number) as product,
            json_build_object('_id', l.id, 'name', l.name, 'line1', l.line1, 'line2', l.line2, 'postalCode', l.postal_code) as location,
            sum(u.units)::int as "totalUnits",
            json_agg(json_build_object('_id', u.id, 'assignedUnits', u.units, 'lotNumber', u.lot_number, 'expiry', u.expiry::text,
              'Member', json_build_object('_id', m.id, 'name', m.name)) order by u.expiry, m.name) as lots
          ${from}
          group by p.id, l.id
          order by ${order}
          limit ${query.limit} offset ${query.skip}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (select 1 ${from} group by p.id, l.id) pairs`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
