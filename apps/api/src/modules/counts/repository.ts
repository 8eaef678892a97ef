import type { CountLinesQuery, CountStatus, ListQuery } from '@rds/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepared, queryRows, type Executor } from '../../db/client.js';
import { countFound, countLines, counts, locations, products, stocks, stockUnits, users } from '../../db/schema.js';
import { countAll, inIds, inline, matches, orderFor, page, pageThenJoin } from '../../platform/paging.js';
import { operatedLocations } from '../adjustments/operated.js';

const opener = alias(users, 'opener');
const member = alias(users, 'member');
const locationBrief = { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode };
const memberBrief = { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic };

const countColumns = {
  count: counts,
  Location: locationBrief,
  operators: { supplierId: locations.supplierId, distributorId: locations.distributorId },
  User: { _id: opener._id, name: opener.name, type: opener.type },
};

function selectCounts(db: Executor) {
  return db.select(countColumns).from(counts).innerJoin(locations, eq(locations._id, counts.locationId)).innerJoin(opener, eq(opener._id, counts.openedBy));
}
export type CountRow = Awaited<ReturnType<ReturnType<typeof selectCounts>['execute']>>[number];

/**
 * Counts with their figures (`CountFigures`: what a list row shows), in the same statement: each
 * selected count's lines summed from `count_lines_count_counted_idx` alone, its found lots from
 * theirs, for the rows selected only.
 */
function selectCountsWithFigures(db: Executor) {
  const figures = db
    .select({
      lines: sql<number>`count(*)::int`.as('lines'),
      counted: sql<number>`count(${countLines.countedUnits})::int`.as('counted'),
      variances: sql<number>`(count(*) filter (where ${countLines.countedUnits} <> ${countLines.expectedUnits}))::int`.as('variances'),
      units: sql<number | null>`sum(${countLines.countedUnits} - ${countLines.expectedUnits})`.as('units'),
      // Spelled out: inside a subquery's field drizzle drops the table names, and `id` would be count_found's.
      found: sql<number | null>`(select sum(f.counted_units) from count_found f where f.count_id = counts.id)`.as('found'),
    })
    .from(countLines)
    .where(eq(countLines.countId, counts._id))
    .as('figures');
  return db
    .select({
      ...countColumns,
      figures: {
        lines: figures.lines,
        counted: figures.counted,
        variances: figures.variances,
        varianceUnits: sql<number | null>`case when ${figures.counted} = 0 and ${figures.found} is null then null
          else (coalesce(${figures.units}, 0) + coalesce(${figures.found}, 0))::int end`,
        // Null when the count found no lot: a count read alone then reads no found lots.
        foundUnits: figures.found,
      },
    })
    .from(counts)
    .innerJoin(locations, eq(locations._id, counts.locationId))
    .innerJoin(opener, eq(opener._id, counts.openedBy))
    .innerJoinLateral(figures, sql`true`);
}
export type CountListRow = Awaited<ReturnType<ReturnType<typeof selectCountsWithFigures>['execute']>>[number];
export type LockedCount = typeof counts.$inferSelect;

/** An operator sees the counts of the locations it operates, the administrator all; a member none. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'healthpro') return undefined;
  if (viewer.type === 'member') return sql`false`;
  return sql`${counts.locationId} in (${operatedLocations(viewer)})`;
}

/** The list as a query: every condition on `counts`, so the count joins nothing. */
export function countsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search ? sql`${counts.locationId} in (select ${locations._id} from ${locations} where ${matches(locations.name, query.search)})` : undefined,
  );
  const order = orderFor(query.sort, { createdAt: counts.createdAt, name: locations.name, id: counts._id });
  return {
    where,
    order,
    rows: selectCountsWithFigures(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: db.select(countAll).from(counts).where(where),
  };
}

/**
 * A page of counts and the list's total, in two statements: the page's ids from `counts` (and the
 * locations' names, sorted by name), then those counts with their figures.
 */
export async function listCounts(db: Executor, scope: SQL | undefined, query: ListQuery) {
  const { rows, total } = await pageThenJoin(
    db,
    (on) => {
      const list = countsQuery(on, scope, query);
      const ids = on
        .select({ id: counts._id })
        .from(counts)
        .innerJoin(locations, eq(locations._id, counts.locationId))
        .where(list.where)
        .orderBy(...list.order)
        .$dynamic();
      return {
        ids,
        rowsOf: (page: SQL) =>
          selectCountsWithFigures(on)
            .where(inIds(counts._id, page))
            .orderBy(...list.order)
            .$dynamic(),
        count: list.count,
      };
    },
    query,
  );
  return { rows: rows as CountListRow[], total };
}

/** One count with its figures (as its list row has them), prepared: what a count's page starts from. */
export function findCountWithFigures(db: Executor, id: string, scope?: SQL) {
  return prepared(selectCountsWithFigures(db).where(and(eq(counts._id, id), scope))).then((rows) => rows[0]);
}

export function findCount(db: Executor, id: string, scope?: SQL) {
  return prepared(selectCounts(db).where(and(eq(counts._id, id), scope))).then((rows) => rows[0]);
}

/** Takes a count's row lock (the first step of every transition). */
export function lockCount(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(counts)
    .where(and(eq(counts._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}

/** The location to count, when the viewer operates it (any for the administrator), locked so two opens queue. */
export function lockLocation(tx: Executor, locationId: string, viewer: { type: string; _id: string }) {
  const scope = operatedLocations(viewer);
  return tx
    .select({ _id: locations._id, name: locations.name, status: locations.status, supplierId: locations.supplierId, distributorId: locations.distributorId })
    .from(locations)
    .where(and(eq(locations._id, locationId), scope ? sql`${locations._id} in (${scope})` : undefined))
    .for('update')
    .then((rows) => rows[0]);
}

/** The count open or waiting at a location, if any. */
export function openCountAt(db: Executor, locationId: string) {
  return db
    .select()
    .from(counts)
    .where(and(eq(counts.locationId, locationId), inArray(counts.status, ['OPEN', 'AWAITING_APPROVAL'])))
    .then((rows) => rows[0]);
}

/** Opens a count with a line for every lot at the location that holds units (held units are within them). */
export async function insertCount(tx: Executor, values: typeof counts.$inferInsert) {
  const [row] = await tx.insert(counts).values(values).returning();
  await tx.execute(sql`insert into count_lines (count_id, stock_unit_id)
    select ${row!._id}::uuid, id from stock_units where location_id = ${values.locationId}::uuid and units > 0`);
  return row!;
}

export async function saveTransition(
  tx: Executor,
  id: string,
  status: CountStatus,
  version: number,
  changes: Partial<Pick<typeof counts.$inferInsert, 'submittedAt' | 'decidedAt'>> = {},
) {
  await tx
    .update(counts)
    .set({ status, version, updatedAt: new Date(), ...changes })
    .where(eq(counts._id, id));
}

/**
 * Saves counted lines: each records the lot's units as this statement reads them (its expected
 * units) and when. Answers the lots it saved; a lot not on the count is left out of the answer.
 */
export async function saveLines(
  tx: Executor,
  countId: string,
  lines: { stockUnitId: string; countedUnits: number; reason: string | null; note: string | null }[],
) {
  if (lines.length === 0) return [];
  return queryRows<{ stockUnitId: string }>(
    tx,
    sql`update count_lines l
        set counted_units = v.counted, reason = v.reason::ledger_reason, note = v.note, counted_at = now(),
            expected_units = (select u.units from stock_units u where u.id = l.stock_unit_id)
        from (select unnest(${sql.param(lines.map((l) => l.stockUnitId))}::uuid[]) as lot,
                     unnest(${sql.param(lines.map((l) => l.countedUnits))}::int[]) as counted,
                     unnest(${sql.param(lines.map((l) => l.reason))}::text[]) as reason,
                     unnest(${sql.param(lines.map((l) => l.note))}::text[]) as note) v
        where l.count_id = ${countId}::uuid and l.stock_unit_id = v.lot
        returning l.stock_unit_id as "stockUnitId"`,
  );
}

/** The found lots replace those saved before, as a whole. */
export async function replaceFound(tx: Executor, countId: string, found: (typeof countFound.$inferInsert)[]) {
  await tx.delete(countFound).where(eq(countFound.countId, countId));
  if (found.length > 0) await tx.insert(countFound).values(found);
}

function selectLines(db: Executor) {
  return db
    .select({ line: countLines, lot: stockUnits, product: products, Member: memberBrief })
    .from(countLines)
    .innerJoin(stockUnits, eq(stockUnits._id, countLines.stockUnitId))
    .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(member, eq(member._id, stocks.memberId));
}
const lineOrder = [asc(products.name), asc(stockUnits.expiry), asc(stockUnits.lotNumber), asc(countLines._id)];

/** Ids as one array parameter: a statement's text, and so its prepared plan, whatever their number. */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Every line of one or more counts with their lots, stocks, products and members (what a submit checks and applies). */
export function linesOf(db: Executor, countIds: string[]) {
  if (countIds.length === 0) return Promise.resolve([]);
  return prepared(
    selectLines(db)
      .where(sql`${countLines.countId} = any(${uuids(countIds)})`)
      .orderBy(...lineOrder),
  );
}

/**
 * One page of a count's lines, those whose lot number or product name holds the search. Unsearched,
 * the page alone, prepared: its total is the count's `lines` figure. Searched, the page and how many
 * the search finds, as a list's are (`page`: on the searches' pool).
 */
export async function linesPage(db: Executor, countId: string, query: CountLinesQuery): Promise<{ rows: LinePageRow[]; total?: number }> {
  if (!query.search) {
    return {
      rows: await prepared(
        selectLines(db)
          .where(eq(countLines.countId, countId))
          .orderBy(...lineOrder)
          .limit(inline(query.limit))
          .offset(inline(query.skip)),
      ),
    };
  }
  const search = query.search;
  return page(
    db,
    (on) => {
      // On the lines' own joined rows: one location's lots, each reached by primary key, never a
      // scan of every lot in the programme for its number (which an OR with another table's name invites).
      const where = and(eq(countLines.countId, countId), or(matches(stockUnits.lotNumber, search), matches(products.name, search)));
      return {
        rows: selectLines(on)
          .where(where)
          .orderBy(...lineOrder)
          .$dynamic(),
        count: on
          .select(countAll)
          .from(countLines)
          .innerJoin(stockUnits, eq(stockUnits._id, countLines.stockUnitId))
          .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
          .innerJoin(products, eq(products._id, stocks.productId))
          .where(where),
      };
    },
    query,
  );
}
type LinePageRow = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

/** The found lots of one or more counts. */
export function foundOf(db: Executor, countIds: string[]) {
  if (countIds.length === 0) return Promise.resolve([]);
  return prepared(
    db
      .select({ found: countFound, product: products, Member: memberBrief })
      .from(countFound)
      .innerJoin(stocks, eq(stocks._id, countFound.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, stocks.memberId))
      .where(sql`${countFound.countId} = any(${uuids(countIds)})`)
      .orderBy(asc(countFound.createdAt), asc(countFound._id)),
  );
}

export interface CountFigures {
  id: string;
  lines: number;
  counted: number;
  variances: number;
  /** Null before any line is counted or lot found. */
  varianceUnits: number | null;
}

/**
 * Of the named stocks, those whose units may lie at the location: a stock of a product whose
 * supplier is the location's, or uses it through one of its distributors.
 */
export function stocksStorableAt(db: Executor, locationId: string, stockIds: string[]) {
  if (stockIds.length === 0) return Promise.resolve([]);
  return queryRows<{ id: string }>(
    db,
    sql`select s.id from stocks s join products p on p.id = s.product_id, locations l
        where l.id = ${locationId}::uuid and s.id in (${sql.join(
          stockIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and (l.supplier_id = p.supplier_id
               or l.distributor_id in (select distributor_id from supplier_distributors where supplier_id = p.supplier_id))`,
  );
}

/** Locks the lots of a count (after their stocks), in id order. */
export async function lockLots(tx: Executor, stockUnitIds: string[]) {
  const ids = [...new Set(stockUnitIds)].sort();
  if (ids.length === 0) return;
  await tx.select({ _id: stockUnits._id }).from(stockUnits).where(inArray(stockUnits._id, ids)).orderBy(asc(stockUnits._id)).for('update');
}
