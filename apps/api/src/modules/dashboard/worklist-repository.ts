/**
 * The worklist. The administrator's decisions: for each kind of record that waits for one, how many wait
 * (as `status_totals` keeps them, db/definitions/status-totals.ts) and the oldest few (the names from joins, never a
 * sub-query per row). Each list reads a partial index over the waiting rows, ordered by since when
 * they wait (schema: stock_requests_pending_idx, locations_pending_idx, supply_chains_pending_idx),
 * and stops after the few it shows, so neither costs more when thousands wait. Every portal's
 * recalls past their respond-by date: `overdueRecalls`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { counts, locations, products, statusTotals, stockRequests, stocks, supplyChains, users } from '../../db/schema.js';
import { statusIn } from '../../platform/paging.js';
import { operatedLocations } from '../adjustments/operated.js';

type WaitingTable = 'stock_requests' | 'locations' | 'supply_chains';

/** How many records of each table wait, in one of that table's statuses. */
export async function countWaiting(db: Executor, statuses: Record<WaitingTable, readonly string[]>): Promise<Record<WaitingTable, number>> {
  const pairs = Object.entries(statuses).flatMap(([table, list]) => list.map((status) => sql`(${table}, ${status})`));
  const rows =
    pairs.length === 0
      ? []
      : await db
          .select({ name: statusTotals.name, n: sql<number>`sum(${statusTotals.n})::int` })
          .from(statusTotals)
          .where(sql`(${statusTotals.name}, ${statusTotals.status}) in (${sql.join(pairs, sql`, `)})`)
          .groupBy(statusTotals.name);
  const counted = new Map(rows.map((r) => [r.name, r.n]));
  return { stock_requests: counted.get('stock_requests') ?? 0, locations: counted.get('locations') ?? 0, supply_chains: counted.get('supply_chains') ?? 0 };
}

export async function waitingRequests(db: Executor, statuses: readonly string[], limit: number) {
  const member = alias(users, 'member');
  return db
    .select({
      _id: stockRequests._id,
      parLevel: stockRequests.parLevel,
      requestedParLevel: stockRequests.requestedParLevel,
      since: stockRequests.createdAt,
      productName: products.name,
      memberName: member.name,
    })
    .from(stockRequests)
    .innerJoin(member, eq(member._id, stockRequests.memberId))
    .innerJoin(stocks, eq(stocks._id, stockRequests.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .where(statusIn(stockRequests.status, statuses))
    .orderBy(asc(stockRequests.createdAt), asc(stockRequests._id))
    .limit(limit);
}

export async function waitingLocations(db: Executor, statuses: readonly string[], limit: number) {
  const owner = alias(users, 'owner');
  return db
    .select({
      _id: locations._id,
      name: locations.name,
      line1: locations.line1,
      line2: locations.line2,
      postalCode: locations.postalCode,
      since: locations.updatedAt,
      ownerName: owner.name,
    })
    .from(locations)
    .innerJoin(owner, sql`${owner._id} = coalesce(${locations.distributorId}, ${locations.supplierId})`)
    .where(statusIn(locations.status, statuses))
    .orderBy(asc(locations.updatedAt), asc(locations._id))
    .limit(limit);
}

export async function waitingSupplyChains(db: Executor, statuses: readonly string[], limit: number) {
  const supplier = alias(users, 'supplier');
  return db
    .select({
      _id: supplyChains._id,
      since: sql<Date>`coalesce(${supplyChains.submittedAt}, ${supplyChains.updatedAt})`.mapWith(supplyChains.updatedAt),
      productName: products.name,
      productId: products.productId,
      supplierName: supplier.name,
    })
    .from(supplyChains)
    .innerJoin(products, eq(products._id, supplyChains.productId))
    .innerJoin(supplier, eq(supplier._id, products.supplierId))
    .where(statusIn(supplyChains.status, statuses))
    .orderBy(asc(supplyChains.submittedAt), asc(supplyChains._id))
    .limit(limit);
}

/** Counts waiting for the administrator, oldest submitted first (counts_awaiting_idx: the waiting rows only, so counting them is cheap). */
export async function waitingCounts(db: Executor, statuses: readonly string[], limit: number) {
  const opener = alias(users, 'opener');
  return db
    .select({
      _id: counts._id,
      since: sql<Date>`coalesce(${counts.submittedAt}, ${counts.updatedAt})`.mapWith(counts.updatedAt),
      locationName: locations.name,
      openerName: opener.name,
    })
    .from(counts)
    .innerJoin(locations, eq(locations._id, counts.locationId))
    .innerJoin(opener, eq(opener._id, counts.openedBy))
    .where(statusIn(counts.status, statuses))
    .orderBy(asc(counts.updatedAt), asc(counts._id))
    .limit(limit);
}

export async function countWaitingCounts(db: Executor, statuses: readonly string[]) {
  if (statuses.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(counts)
    .where(statusIn(counts.status, statuses));
  return row?.n ?? 0;
}

type Reader = { type: string; _id: string };

/** The reader's part of a recall's trace (`rl`) and of the recalls (`r`) that concern it. */
function overdueScope(reader: Reader) {
  switch (reader.type) {
    case 'healthpro':
      return { lots: sql``, recalls: sql`` };
    case 'supplier':
      return { lots: sql``, recalls: sql`and r.supplier_id = ${reader._id}::uuid` };
    case 'distributor':
      return { lots: sql`and rl.location_id in (${operatedLocations(reader)})`, recalls: sql`` };
    default:
      return { lots: sql`and rl.member_id = ${reader._id}::uuid`, recalls: sql`` };
  }
}

export interface OverdueRecall {
  id: string;
  recallNumber: number;
  respondBy: string;
  productName: string;
  supplierName: string;
  remaining: number;
  /** How many recalls are overdue for the reader in all (the same on every row). */
  total: number;
}

/**
 * Active recalls past their respond-by date (`before`, YYYY-MM-DD) with units remaining in the
 * reader's part of the trace, oldest respond-by first, and how many in all: one statement. The few
 * active recalls past their date come from recalls_overdue_idx; each one's lots from recall_lots'
 * key (or, for a member or distributor, its own index), summed in one pass.
 */
export function overdueRecalls(db: Executor, reader: Reader, before: string, limit: number) {
  const scope = overdueScope(reader);
  return queryRows<OverdueRecall>(
    db,
    sql`select r.id, r.recall_number as "recallNumber", r.respond_by::text as "respondBy", p.name as "productName", s.name as "supplierName",
               sum(rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units)::int as remaining,
               (count(*) over ())::int as total
          from recalls r
          join recall_lots rl on rl.recall_id = r.id ${scope.lots}
          join products p on p.id = r.product_id
          join users s on s.id = r.supplier_id
         where r.status = 'ACTIVE' and r.respond_by < ${before}::date ${scope.recalls}
         group by r.id, p.name, s.name
        having sum(rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units) > 0
         order by r.respond_by, r.recall_number
         limit ${limit}`,
  );
}
