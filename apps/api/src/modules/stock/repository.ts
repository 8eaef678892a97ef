import type { ListQuery, STOCK_FILTERS, STOCK_SORTS } from '@rds/contract';

type StockSort = (typeof STOCK_SORTS)[number];
type StockFilter = (typeof STOCK_FILTERS)[number];
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { locations, products, recalls, stockRequests, stocks, stockUnits, users } from '../../db/schema.js';
import { atRiskSql } from '../figures/at-risk.js';
import {
  countAll,
  foundBy,
  inIds,
  keptTotal,
  matches,
  orderFor,
  page,
  pageThenJoin,
  allRowsSql,
  pageSql,
  productsMatching,
  statusIn,
  usersMatching,
  type SqlListSource,
} from '../../platform/paging.js';
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

/** The lots at one distributor's locations (`stock_units_location_idx`). */
const lotsAtDistributor = (distributorId: string) =>
  sql`${stockUnits.locationId} = any(array(select ${locations._id} from ${locations} where ${locations.distributorId} = ${distributorId}))`;

/**
 * A member sees its own stock; a supplier the stock of its products; a distributor stock held at
 * its locations. Each is a condition on `stocks` alone, served by one of its indexes; the
 * distributor's is checked row by row (a stock's lots by `stock_units_lot_uq`), so that its list
 * walks `stocks_created_idx` and stops at a page, instead of gathering a tenth of the programme.
 */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return eq(stocks.memberId, viewer._id);
    case 'supplier':
      return inIds(stocks.productId, sql`select ${products._id} from ${products} where ${products.supplierId} = ${viewer._id}`);
    case 'distributor':
      return sql`exists (select 1 from ${stockUnits} where ${stockUnits.stockId} = ${stocks._id} and ${lotsAtDistributor(viewer._id)})`;
    default:
      return undefined;
  }
}

/**
 * What a viewer sees, for a list that a search or filter narrows or that is sorted by name: the
 * distributor's stocks gathered first from its lots (one index range), then checked against the
 * search, because a rare search would otherwise walk the whole programme by date looking for
 * matches at its locations. The others' scopes are the same as `visibleTo`.
 */
function visibleSet(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type !== 'distributor') return visibleTo(viewer);
  return inIds(stocks._id, sql`select distinct ${stockUnits.stockId} from ${stockUnits} where ${lotsAtDistributor(viewer._id)}`);
}

/**
 * How many stocks a viewer sees, when no search or filter narrows the list: the administrator's
 * total is kept by triggers (`list_totals`); the others are counted through an index.
 */
function visibleTotal(db: Executor, viewer: { type: string; _id: string }) {
  switch (viewer.type) {
    case 'distributor':
      // The distinct stocks of its lots, from stock_units_location_idx (location, stock) alone.
      return db
        .select({ total: sql<number>`count(distinct ${stockUnits.stockId})::int` })
        .from(stockUnits)
        .where(lotsAtDistributor(viewer._id));
    case 'healthpro':
      return keptTotal(db, ['stocks']);
    default:
      return db.select(countAll).from(stocks).where(visibleTo(viewer));
  }
}

/** `leadTimeDays` (LEAD_TIME_DAYS) draws the line of the "at risk" filter. */
export type StockListQuery = Omit<ListQuery, 'sort'> & { sort: StockSort; filter?: StockFilter; leadTimeDays: number };

/**
 * The stock list a viewer sees as a query (scope, search, filter, order; not paged): the paging
 * step of `listStocks` pages it, an export may stream it. Every condition is on `stocks` alone, so
 * the count needs no join.
 */
export function stocksQuery(db: Executor, viewer: { type: string; _id: string }, query: Omit<StockListQuery, 'limit' | 'skip'>) {
  const narrowed = query.search !== '' || query.filter !== undefined;
  // Only a plain list by date walks an index in its order and stops at a page.
  const scope = narrowed || query.sort === 'name' || query.sort === 'cover' ? visibleSet(viewer) : visibleTo(viewer);
  const where = and(
    scope,
    query.search
      ? foundBy(
          stocks._id,
          'stocks',
          [
            ['product_id', productsMatching(query.search)],
            ['member_id', usersMatching('member', query.search)],
          ],
          scope,
        )
      : undefined,
    // The same expression as the partial index stocks_below_par_idx, so the planner uses it.
    query.filter === 'belowPar' ? sql`${stocks.onHandUnits} < ${stocks.parLevel}` : undefined,
    // Open requests come from the partial unique index stock_requests_one_open_uq.
    query.filter === 'openRequest'
      ? inIds(stocks._id, sql`select ${stockRequests.stockId} from ${stockRequests} where ${statusIn(stockRequests.status, openRequestStatuses)}`)
      : undefined,
    query.filter === 'atRisk' ? atRiskSql('stocks', query.leadTimeDays) : undefined,
  );
  const order =
    query.sort === 'cover'
      ? [sql`${stocks.daysOfCover} asc nulls last`, desc(stocks.createdAt), desc(stocks._id)]
      : orderFor(query.sort, { createdAt: stocks.createdAt, name: products.name, id: stocks._id });
  return {
    rows: selectStocks(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: narrowed ? db.select(countAll).from(stocks).where(where) : visibleTotal(db, viewer),
    where,
    order,
  };
}

/**
 * A page of stocks. A distributor's scope, gathered from its lots, can hold thousands of stocks:
 * unless it sorts by name (a product's), its page's ids are sorted from `stocks` alone and only
 * they are joined to products and members (at scale 1, its at-risk stocks by cover under 10
 * connections: p50 248 ms when all 6,000 were joined before the sort kept 20, 178 ms now; what
 * remains is finding them, 62k stocks under par in the generated programme).
 */
export function listStocks(db: Executor, viewer: { type: string; _id: string }, query: StockListQuery) {
  if (viewer.type !== 'distributor' || query.sort === 'name') return page(db, (on) => stocksQuery(on, viewer, query), query);
  return pageThenJoin(
    db,
    (on) => {
      const list = stocksQuery(on, viewer, query);
      return {
        ids: on
          .select({ id: stocks._id })
          .from(stocks)
          .where(list.where)
          .orderBy(...list.order)
          .$dynamic(),
        rowsOf: (ids) =>
          selectStocks(on)
            .where(inIds(stocks._id, ids))
            .orderBy(...list.order)
            .$dynamic(),
        count: list.count,
      };
    },
    query,
  );
}

export function findStock(db: Executor, id: string, scope?: SQL) {
  return selectStocks(db)
    .where(and(eq(stocks._id, id), scope))
    .then((rows) => rows[0]);
}

/** The lots still holding units, with their locations and the recall that froze them, oldest expiry first. */
export function unitsOf(db: Executor, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      unit: stockUnits,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
      operators: { supplierId: locations.supplierId, distributorId: locations.distributorId },
      recall: { _id: recalls._id, recallNumber: recalls.recallNumber },
    })
    .from(stockUnits)
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .leftJoin(recalls, eq(recalls._id, stockUnits.recallId))
    .where(and(inArray(stockUnits.stockId, stockIds), gt(stockUnits.units, 0)))
    .orderBy(asc(stockUnits.expiry));
}

/**
 * The active recall of the product with this GTIN (14 digits) that names the lot (letter case aside),
 * or every lot when it names none: through the products' GTIN index and the active recalls' partial index.
 */
export async function activeRecallOfLot(db: Executor, gtin: string, lotNumber: string) {
  const [recall] = await db
    .select({ _id: recalls._id, recallNumber: recalls.recallNumber })
    .from(recalls)
    .innerJoin(products, eq(products._id, recalls.productId))
    .where(
      and(
        eq(products.gtin, gtin),
        eq(recalls.status, 'ACTIVE'),
        sql`(${recalls.lotNumbers} is null or upper(${lotNumber}) = any(array(select upper(n) from unnest(${recalls.lotNumbers}) n)))`,
      ),
    )
    .orderBy(asc(recalls.recallNumber))
    .limit(1);
  return recall ?? null;
}

export function openRequestsOf(db: Executor, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stockRequests)
    .where(and(inArray(stockRequests.stockId, stockIds), statusIn(stockRequests.status, openRequestStatuses)));
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

export async function setReplacable(tx: Executor, stockId: string, isReplacable: boolean) {
  await tx.update(stocks).set({ isReplacable, updatedAt: new Date() }).where(eq(stocks._id, stockId));
}

/* ---------- Total Stock: a product at a location, across members ---------- */

export interface AggregateRow {
  product: { _id: string; productId: string; name: string; brand: string; image: string | null; price: string; contractNumber: string; gtin: string | null };
  location: { _id: string; name: string; line1: string; line2: string; postalCode: string };
  totalUnits: number;
  recalledUnits: number;
  lots: { _id: string; assignedUnits: number; lotNumber: string; expiry: string; recalled: boolean; Member: { _id: string; name: string } }[];
}

/**
 * Product-by-location rows of the lots members hold, for one supplier's products or all; searched
 * by product or location, sorted by product name or by the newest (or oldest) lot, paged by rows.
 */
export function aggregateByProductAndLocation(db: Executor, supplierId: string | undefined, query: ListQuery) {
  return pageSql<AggregateRow>(db, aggregateQuery(supplierId, query), query);
}

/** Every row of Total Stock as a page shows them (lots included), unpaged: what an export streams. */
export function aggregateRows(supplierId: string | undefined, query: Pick<ListQuery, 'search' | 'sort'>): SQL {
  return allRowsSql(aggregateQuery(supplierId, query));
}

/**
 * Total Stock as a query (not paged), for `aggregateByProductAndLocation` and an export. The pairs
 * come from `stock_totals` (units, lots, first and last lot, kept by triggers on the lots), so a
 * page reads its rows through an index; each row's lots are read afterwards, for that row only,
 * through the lots' (location, stock) index. A row's "newest" is the last lot received there.
 */
export function aggregateQuery(supplierId: string | undefined, query: Pick<ListQuery, 'search' | 'sort'>): SqlListSource {
  const conditions = [
    supplierId ? sql`t.product_id = any(array(select id from products where supplier_id = ${supplierId}))` : undefined,
    query.search
      ? sql`(t.product_id = any(array(${productsMatching(query.search)}))
          or t.location_id = any(array(select id from locations where ${matches(sql`name`, query.search)} or ${matches(sql`postal_code`, query.search)})))`
      : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order =
    query.sort === 'name'
      ? sql`lower(p.name), lower(l.name), t.product_id, t.location_id`
      : query.sort === 'oldest'
        ? sql`t.first_lot_at, t.product_id, t.location_id`
        : sql`t.last_lot_at desc, t.product_id, t.location_id`;
  // A search's pairs are found first (the product and location indexes, as the count finds them),
  // then ordered: walking every pair in order and testing each would read them all when few match.
  const pairs = query.search ? sql`with found as materialized (select * from stock_totals t ${where}) ` : sql``;
  return {
    rows: sql`${pairs}select json_build_object('_id', p.id, 'productId', p.product_id, 'name', p.name, 'brand', p.brand, 'image', p.image, 'price', p.price::text, 'contractNumber', p.contract_number, 'gtin', p.gtin) as product,
            json_build_object('_id', l.id, 'name', l.name, 'line1', l.line1, 'line2', l.line2, 'postalCode', l.postal_code) as location,
            t.units as "totalUnits", t.recalled_units as "recalledUnits", t.product_id, t.location_id
          from ${query.search ? sql`found` : sql`stock_totals`} t join products p on p.id = t.product_id join locations l on l.id = t.location_id
          ${query.search ? sql`` : where}
          order by ${order}`,
    // The lots of the page's rows only: a sub-query per row of the page, through the lots' (location, stock) index.
    decorate: (page) => sql`select page.product, page.location, page."totalUnits", page."recalledUnits",
        (select json_agg(json_build_object('_id', u.id, 'assignedUnits', u.units, 'lotNumber', u.lot_number, 'expiry', u.expiry::text,
                  'recalled', u.recall_id is not null,
                  'Member', json_build_object('_id', m.id, 'name', m.name)) order by u.expiry, m.name)
           from stock_units u join stocks s on s.id = u.stock_id join users m on m.id = s.member_id
          where u.location_id = page.location_id and s.product_id = page.product_id and u.units > 0) as lots
      from (${page}) page`,
    count:
      conditions.length > 0
        ? sql`select count(*)::int as total from stock_totals t ${where}`
        : sql`select coalesce(sum(n), 0)::int as total from list_totals where name = 'stock_totals'`,
  };
}
