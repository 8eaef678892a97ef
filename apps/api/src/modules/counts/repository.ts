import type { CountStatus, ListQuery } from '@rds/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepared, queryRows, type Executor } from '../../db/client.js';
import { countFound, countLines, counts, locations, products, stocks, stockUnits, users } from '../../db/schema.js';
import { countAll, inIds, matches, orderFor, pageThenJoin } from '../../platform/paging.js';
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
 * Counts with how many lines each has and how many are counted (what a list row shows), in the
 * same statement: each count's lines read through `count_lines_count_lot_uq`, for the rows selected only.
 */
function selectCountsWithLines(db: Executor) {
  const lineTotals = db
    .select({ lines: sql<number>`count(*)::int`.as('lines'), counted: sql<number>`count(${countLines.countedUnits})::int`.as('counted') })
    .from(countLines)
    .where(eq(countLines.countId, counts._id))
    .as('line_totals');
  return db
    .select({ ...countColumns, lineCount: lineTotals.lines, countedCount: lineTotals.counted })
    .from(counts)
    .innerJoin(locations, eq(locations._id, counts.locationId))
    .innerJoin(opener, eq(opener._id, counts.openedBy))
    .innerJoinLateral(lineTotals, sql`true`);
}
export type CountListRow = Awaited<ReturnType<ReturnType<typeof selectCountsWithLines>['execute']>>[number];
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
    rows: selectCountsWithLines(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: db.select(countAll).from(counts).where(where),
  };
}

/**
 * A page of counts and the list's total, in two statements: the page's ids from `counts` (and the
 * locations' names, sorted by name), then those counts with their lines counted.
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
          selectCountsWithLines(on)
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

/** Ids as one array parameter: a statement's text, and so its prepared plan, whatever their number. */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The lines of one or more counts with their lots, stocks, products and members. */
export function linesOf(db: Executor, countIds: string[]) {
  if (countIds.length === 0) return Promise.resolve([]);
  return prepared(
    db
      .select({ line: countLines, lot: stockUnits, product: products, Member: memberBrief })
      .from(countLines)
      .innerJoin(stockUnits, eq(stockUnits._id, countLines.stockUnitId))
      .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, stocks.memberId))
      .where(sql`${countLines.countId} = any(${uuids(countIds)})`)
      .orderBy(asc(products.name), asc(stockUnits.expiry), asc(stockUnits.lotNumber), asc(countLines._id)),
  );
}

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
