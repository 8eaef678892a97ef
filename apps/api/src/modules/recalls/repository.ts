import type { RecallListQuery, RecallStatus, RecallTaskStatus } from '@rds/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { products, recalls, recallTasks, users } from '../../db/schema.js';
import { countAll, matches, page } from '../../platform/paging.js';
import { operatedLocations } from '../adjustments/operated.js';

const supplier = alias(users, 'supplier');
const maker = alias(users, 'maker');

function selectRecalls(db: Executor) {
  return db
    .select({
      recall: recalls,
      product: products,
      Supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
      User: { _id: maker._id, name: maker.name, type: maker.type },
    })
    .from(recalls)
    .innerJoin(products, eq(products._id, recalls.productId))
    .innerJoin(supplier, eq(supplier._id, recalls.supplierId))
    .innerJoin(maker, eq(maker._id, recalls.createdBy));
}
export type RecallRow = Awaited<ReturnType<ReturnType<typeof selectRecalls>['execute']>>[number];
export type LockedRecall = typeof recalls.$inferSelect;

type Viewer = { type: string; _id: string };

/**
 * Who sees a recall: the administrator all; a supplier its products' and those with lots at its
 * locations; a distributor those with lots at its locations; a member those it has a task in.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.type === 'healthpro') return undefined;
  if (viewer.type === 'member') return sql`${recalls._id} in (select recall_id from recall_tasks where member_id = ${viewer._id}::uuid)`;
  const here = sql`${recalls._id} in (select recall_id from recall_lots where location_id in (${operatedLocations(viewer)}))`;
  return viewer.type === 'supplier' ? sql`(${recalls.supplierId} = ${viewer._id}::uuid or ${here})` : here;
}

/**
 * The lots of a recall's trace the viewer sees (`rl` the trace, `r` the recall): the whole for the
 * administrator and the product's supplier; a member its own; an operator those at its locations.
 */
export function traceScope(viewer: Viewer): SQL {
  if (viewer.type === 'healthpro') return sql`true`;
  if (viewer.type === 'member') return sql`rl.member_id = ${viewer._id}::uuid`;
  const here = sql`rl.location_id in (${operatedLocations(viewer)})`;
  return viewer.type === 'supplier' ? sql`(r.supplier_id = ${viewer._id}::uuid or ${here})` : here;
}

/** Product name, lot number and recall number. */
function searched(search: string): SQL | undefined {
  if (!search) return undefined;
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return sql`(${recalls.productId} in (select ${products._id} from ${products} where ${matches(products.name, search)})
    or exists (select 1 from unnest(${recalls.lotNumbers}) as lot where ${matches(sql`lot`, search)})
    ${number === null ? sql`` : sql`or ${recalls.recallNumber} = ${number}`})`;
}

function orderOf(sort: RecallListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(recalls.createdAt), asc(recalls._id)];
    case 'name':
      return [sql`lower(${products.name}) asc`, desc(recalls.createdAt), desc(recalls._id)];
    case 'status':
      return [asc(recalls.status), desc(recalls.createdAt), desc(recalls._id)];
    case 'respondBy':
      return [asc(recalls.respondBy), desc(recalls.createdAt), desc(recalls._id)];
    default:
      return [desc(recalls.createdAt), desc(recalls._id)];
  }
}

export function recallsQuery(db: Executor, scope: SQL | undefined, query: Pick<RecallListQuery, 'search' | 'sort'>) {
  const where = and(scope, searched(query.search));
  return {
    rows: selectRecalls(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .$dynamic(),
    count: db.select(countAll).from(recalls).where(where),
  };
}

export function listRecalls(db: Executor, scope: SQL | undefined, query: RecallListQuery) {
  return page(db, (on) => recallsQuery(on, scope, query), query);
}

export function findRecall(db: Executor, id: string, scope?: SQL) {
  return selectRecalls(db)
    .where(and(eq(recalls._id, id), scope))
    .then((rows) => rows[0]);
}

/** Takes a recall's row lock (the first step of every transition). */
export function lockRecall(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(recalls)
    .where(and(eq(recalls._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertRecall(tx: Executor, values: typeof recalls.$inferInsert) {
  const [row] = await tx.insert(recalls).values(values).returning();
  return row!;
}

export async function saveTransition(
  tx: Executor,
  id: string,
  status: RecallStatus,
  version: number,
  changes: Partial<
    Pick<typeof recalls.$inferInsert, 'lotNumbers' | 'class' | 'reason' | 'action' | 'respondBy' | 'activatedAt' | 'closedAt' | 'revertedAt' | 'revertNote'>
  > = {},
) {
  await tx
    .update(recalls)
    .set({ status, version, updatedAt: new Date(), ...changes })
    .where(eq(recalls._id, id));
}

/** The product, with its supplier, when it exists (and, for a supplier, is its own). */
export function productFor(db: Executor, productId: string, viewer: Viewer) {
  return db
    .select({ _id: products._id, name: products.name, supplierId: products.supplierId })
    .from(products)
    .where(and(eq(products._id, productId), viewer.type === 'supplier' ? eq(products.supplierId, viewer._id) : undefined))
    .then((rows) => rows[0]);
}

/** An ACTIVE recall of the same product covering one of the same lots, if any. */
export async function overlappingActive(db: Executor, recall: LockedRecall) {
  const [row] = await queryRows<{ id: string; number: number }>(
    db,
    sql`select id, recall_number as number from recalls
        where product_id = ${recall.productId}::uuid and status = 'ACTIVE' and id <> ${recall._id}::uuid
          and (lot_numbers is null or ${recall.lotNumbers ? sql`lot_numbers && ${sql.param(recall.lotNumbers)}::text[]` : sql`true`})
        limit 1`,
  );
  return row;
}

/** Who holds what: each member's and each location operator's units on the recall's lots. */
export function holdersOf(db: Executor, recallId: string) {
  return queryRows<{ memberId: string; locationId: string; supplierId: string | null; distributorId: string | null; units: number }>(
    db,
    sql`select rl.member_id as "memberId", rl.location_id as "locationId", l.supplier_id as "supplierId", l.distributor_id as "distributorId",
               rl.located_units as units
        from recall_lots rl join locations l on l.id = rl.location_id where rl.recall_id = ${recallId}::uuid`,
  );
}

/**
 * The trace's figures for the viewer's part: members, locations and units located, and the units
 * on their way: in orders not completed from a matching lot (they left the lot's books but not the
 * programme), plus units held on the traced lots for pending transfers and open replacements.
 */
export async function summaryOf(db: Executor, recall: LockedRecall, viewer: Viewer) {
  const [row] = await queryRows<{ members: number; locations: number; units: number; held: number; ordered: number }>(
    db,
    sql`select count(distinct rl.member_id)::int as members, count(distinct rl.location_id)::int as locations,
               coalesce(sum(rl.located_units), 0)::int as units, coalesce(sum(u.reserved_units), 0)::int as held,
               (select coalesce(sum(o.units), 0)::int from orders o join stock_units u on u.id = o.stock_unit_id
                where o.stock_id in (select id from stocks where product_id = ${recall.productId}::uuid)
                  ${recall.lotNumbers ? sql`and u.lot_number = any(${sql.param(recall.lotNumbers)}::text[])` : sql``}
                  and o.status in ('CREATED', 'PACKAGED') and o.is_approved and ${orderScope(viewer, recall)}) as ordered
        from recall_lots rl join recalls r on r.id = rl.recall_id join stock_units u on u.id = rl.stock_unit_id
        where rl.recall_id = ${recall._id}::uuid and ${traceScope(viewer)}`,
  );
  return { members: row!.members, locations: row!.locations, units: row!.units, inTransit: row!.held + row!.ordered };
}

/** The orders of the viewer's part of a trace (`o`): as traceScope, by the order's member and location. */
function orderScope(viewer: Viewer, recall: LockedRecall): SQL {
  if (viewer.type === 'healthpro' || (viewer.type === 'supplier' && recall.supplierId === viewer._id)) return sql`true`;
  if (viewer.type === 'member') return sql`o.member_id = ${viewer._id}::uuid`;
  return sql`o.location_id in (${operatedLocations(viewer)})`;
}

/** Units per recall, for the viewer's part of each (a list's page: one grouped query). */
export function unitsOf(db: Executor, recallIds: string[], scope: SQL) {
  if (recallIds.length === 0) return Promise.resolve([]);
  return queryRows<{ id: string; lots: number; located: number; returned: number; destroyed: number; lost: number; remaining: number }>(
    db,
    sql`select rl.recall_id as id, count(*)::int as lots, sum(rl.located_units)::int as located, sum(rl.returned_units)::int as returned,
               sum(rl.destroyed_units)::int as destroyed, sum(rl.lost_units)::int as lost,
               sum(rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units)::int as remaining
        from recall_lots rl join recalls r on r.id = rl.recall_id
        where rl.recall_id in (${sql.join(
          recallIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${scope}
        group by rl.recall_id`,
  );
}

/** Remaining units per recall on the lots the viewer operates (all for the administrator): what its dispose ability reads. */
export function remainingHereOf(db: Executor, recallIds: string[], viewer: Viewer) {
  if (recallIds.length === 0 || viewer.type === 'member') return Promise.resolve([]);
  const operated = operatedLocations(viewer);
  return queryRows<{ id: string; remaining: number }>(
    db,
    sql`select rl.recall_id as id, sum(rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units)::int as remaining
        from recall_lots rl
        where rl.recall_id in (${sql.join(
          recallIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ${operated ? sql`and rl.location_id in (${operated})` : sql``}
        group by rl.recall_id`,
  );
}

/** Remaining units on every lot of a recall, for the whole recall (close) and per lot (its message). */
export function remainingLots(db: Executor, recallId: string) {
  return queryRows<{ lotNumber: string; location: string; remaining: number }>(
    db,
    sql`select u.lot_number as "lotNumber", l.name as location, rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units as remaining
        from recall_lots rl join stock_units u on u.id = rl.stock_unit_id join locations l on l.id = rl.location_id
        where rl.recall_id = ${recallId}::uuid and rl.located_units > rl.returned_units + rl.destroyed_units + rl.lost_units
        order by u.lot_number, l.name`,
  );
}

export interface TraceLot {
  stockUnitId: string;
  stockId: string;
  lotNumber: string;
  expiry: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  memberAddress: string;
  memberPic: string | null;
  locationId: string;
  locationName: string;
  line1: string;
  line2: string;
  postalCode: string;
  supplierId: string | null;
  distributorId: string | null;
  located: number;
  returned: number;
  destroyed: number;
  lost: number;
}

const TRACE_COLUMNS = sql`rl.stock_unit_id as "stockUnitId", rl.stock_id as "stockId", u.lot_number as "lotNumber", u.expiry::text as expiry,
  m.id as "memberId", m.name as "memberName", m.email as "memberEmail", m.address as "memberAddress", m.profile_pic as "memberPic",
  l.id as "locationId", l.name as "locationName", l.line1, l.line2, l.postal_code as "postalCode",
  l.supplier_id as "supplierId", l.distributor_id as "distributorId",
  rl.located_units as located, rl.returned_units as returned, rl.destroyed_units as destroyed, rl.lost_units as lost`;

const traceFrom = sql`from recall_lots rl join recalls r on r.id = rl.recall_id join stock_units u on u.id = rl.stock_unit_id
  join users m on m.id = rl.member_id join locations l on l.id = rl.location_id`;

/** The viewer's part of the trace, by member, location and lot. */
export function traceOf(db: Executor, recallId: string, scope: SQL) {
  return queryRows<TraceLot>(
    db,
    sql`select ${TRACE_COLUMNS} ${traceFrom} where rl.recall_id = ${recallId}::uuid and ${scope}
        order by m.name, l.name, u.lot_number, u.expiry, rl.stock_unit_id`,
  );
}

/** One lot of the trace, locked (after the recall and the lot's stock, through the ledger's order). */
export function traceLot(db: Executor, recallId: string, stockUnitId: string) {
  return queryRows<TraceLot>(
    db,
    sql`select ${TRACE_COLUMNS} ${traceFrom} where rl.recall_id = ${recallId}::uuid and rl.stock_unit_id = ${stockUnitId}::uuid`,
  ).then((rows) => rows[0]);
}

export interface TaskRow {
  _id: string;
  recallId: string;
  status: RecallTaskStatus;
  memberId: string;
  memberName: string;
  memberEmail: string;
  memberAddress: string;
  memberPic: string | null;
  createdAt: Date;
  acknowledgedAt: Date | null;
  doneAt: Date | null;
  version: number;
}

const TASK_COLUMNS = sql`t.id as "_id", t.recall_id as "recallId", t.status, m.id as "memberId", m.name as "memberName", m.email as "memberEmail",
  m.address as "memberAddress", m.profile_pic as "memberPic", t.created_at as "createdAt", t.acknowledged_at as "acknowledgedAt",
  t.done_at as "doneAt", t.version`;

/** The tasks of the members whose lots the viewer sees. */
export async function tasksOf(db: Executor, recallId: string, scope: SQL) {
  const rows = await queryRows<TaskRow>(
    db,
    sql`select ${TASK_COLUMNS} from recall_tasks t join users m on m.id = t.member_id
        where t.recall_id = ${recallId}::uuid
          and t.member_id in (select rl.member_id from recall_lots rl join recalls r on r.id = rl.recall_id where rl.recall_id = ${recallId}::uuid and ${scope})
        order by m.name, t.id`,
  );
  return rows.map(withDates);
}

// Raw rows answer timestamps as the driver reads them (a Date on node-postgres, text on PGlite's execute).
const asDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));
const withDates = (row: TaskRow): TaskRow => ({
  ...row,
  createdAt: asDate(row.createdAt)!,
  acknowledgedAt: asDate(row.acknowledgedAt),
  doneAt: asDate(row.doneAt),
});

/** A member's task in each of the recalls (a member's list shows its own). */
export function memberTasks(db: Executor, recallIds: string[], memberId: string) {
  if (recallIds.length === 0) return Promise.resolve([]);
  return db
    .select({ _id: recallTasks._id, recallId: recallTasks.recallId, status: recallTasks.status })
    .from(recallTasks)
    .where(and(inArray(recallTasks.recallId, recallIds), eq(recallTasks.memberId, memberId)));
}

/** Takes a task's row lock, when it is the member's. */
export function lockTask(tx: Executor, id: string, memberId: string) {
  return tx
    .select()
    .from(recallTasks)
    .where(and(eq(recallTasks._id, id), eq(recallTasks.memberId, memberId)))
    .for('update')
    .then((rows) => rows[0]);
}

export async function saveTask(
  tx: Executor,
  id: string,
  status: RecallTaskStatus,
  version: number,
  changes: Partial<Pick<typeof recallTasks.$inferInsert, 'acknowledgedAt' | 'acknowledgedBy' | 'doneAt'>> = {},
) {
  await tx
    .update(recallTasks)
    .set({ status, version, updatedAt: new Date(), ...changes })
    .where(eq(recallTasks._id, id));
}

/** The member's task, locked, with the units of the member still remaining on the recall's lots. */
export async function lockMemberTask(tx: Executor, recallId: string, memberId: string) {
  const task = await tx
    .select()
    .from(recallTasks)
    .where(and(eq(recallTasks.recallId, recallId), eq(recallTasks.memberId, memberId)))
    .for('update')
    .then((rows) => rows[0]);
  const [left] = await queryRows<{ remaining: number }>(
    tx,
    sql`select coalesce(sum(located_units - returned_units - destroyed_units - lost_units), 0)::int as remaining
        from recall_lots where recall_id = ${recallId}::uuid and member_id = ${memberId}::uuid`,
  );
  return task ? { task, remaining: left!.remaining } : undefined;
}

/** The tasks of a member not yet done, of active recalls, newest first (at most `limit`), each with how many there are in all: its dashboard's recalls. */
export function openTasksOf(db: Executor, memberId: string, limit: number) {
  return queryRows<{ taskId: string; recallId: string; recallNumber: number; status: RecallTaskStatus; respondBy: string; product: string; open: number }>(
    db,
    sql`select t.id as "taskId", r.id as "recallId", r.recall_number as "recallNumber", t.status, r.respond_by::text as "respondBy", p.name as product,
               count(*) over ()::int as open
        from recall_tasks t join recalls r on r.id = t.recall_id join products p on p.id = r.product_id
        where t.member_id = ${memberId}::uuid and t.status in ('OPEN', 'ACKNOWLEDGED') and r.status = 'ACTIVE'
        order by t.created_at desc, t.id desc limit ${limit}`,
  );
}
