import type { ListQuery, LocationStatus } from '@rds/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { locations, replenishmentUnits, stockRequestUnits, stockUnits, supplierDistributors, users } from '../../db/schema.js';
import { countAll, matches, orderFor, page } from '../../platform/paging.js';

const supplier = alias(users, 'supplier');
const distributor = alias(users, 'distributor');

/** Locations with their owners' names and pictures. */
function selectLocations(db: Executor) {
  return db
    .select({
      location: locations,
      Supplier: { _id: supplier._id, name: supplier.name, profilePic: supplier.profilePic },
      Distributor: { _id: distributor._id, name: distributor.name, profilePic: distributor.profilePic },
    })
    .from(locations)
    .leftJoin(supplier, eq(supplier._id, locations.supplierId))
    .leftJoin(distributor, eq(distributor._id, locations.distributorId));
}
export type LocationWithOwners = Awaited<ReturnType<ReturnType<typeof selectLocations>['execute']>>[number];

/** Who sees which locations: the administrator all, a distributor its own, a supplier its own and its distributors'. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'healthpro':
      return undefined;
    case 'distributor':
      return eq(locations.distributorId, viewer._id);
    case 'supplier':
      return or(
        eq(locations.supplierId, viewer._id),
        inArray(
          locations.distributorId,
          sql`(select ${supplierDistributors.distributorId} from ${supplierDistributors} where ${supplierDistributors.supplierId} = ${viewer._id})`,
        ),
      );
    default:
      return sql`false`;
  }
}

/** Locations as a query (scope, search, order; not paged), for `listLocations` and an export. */
export function locationsQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const search = query.search
    ? or(
        matches(locations.name, query.search),
        matches(locations.line1, query.search),
        matches(locations.line2, query.search),
        matches(locations.postalCode, query.search),
      )
    : undefined;
  const where = and(scope, search);
  return {
    rows: selectLocations(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: locations.createdAt, name: locations.name, id: locations._id }))
      .$dynamic(),
    count: db.select(countAll).from(locations).where(where),
  };
}

export function listLocations(db: Executor, scope: SQL | undefined, query: ListQuery) {
  return page(db, (on) => locationsQuery(on, scope, query), query);
}

export function approvedLocations(db: Executor, scope: SQL | undefined) {
  return selectLocations(db)
    .where(and(scope, eq(locations.status, 'APPROVED')))
    .orderBy(sql`lower(${locations.name})`);
}

export function findLocation(db: Executor, id: string, scope?: SQL) {
  return selectLocations(db)
    .where(and(eq(locations._id, id), scope))
    .then((rows) => rows[0]);
}

export async function insertLocation(db: Executor, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

/** Takes a location's row lock (the first step of every transition); undefined when it does not exist or is not in scope. */
export function lockLocation(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(locations)
    .where(and(eq(locations._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}

export type LockedLocation = typeof locations.$inferSelect;

/** Saves a transition of a location locked by `lockLocation`: status, next version and edited fields. */
export async function saveTransition(tx: Executor, id: string, status: LocationStatus, version: number, changes: Partial<typeof locations.$inferInsert> = {}) {
  await tx
    .update(locations)
    .set({ ...changes, status, version, updatedAt: new Date() })
    .where(eq(locations._id, id));
}

/** Whether stock, an order or a proposed line still refers to the location. */
/** What still refers to a location: lots placed at it, stock request lines or replenishment lines drawn from it. */
export type LocationRecord = 'lots' | 'stockRequests' | 'replenishments';

/**
 * Which of the locations `ids` still have records that refer to them, one look-up of each kind for
 * the whole page (by `stock_units_location_idx`, `stock_request_units_location_idx` and
 * `replenishment_units_location_idx`): those cannot be deleted. An order's location is its lot's
 * (orders/service.ts), and lots are never deleted, so orders need no look-up of their own.
 */
export async function recordsOf(db: Executor, ids: string[]) {
  const records = new Map<string, LocationRecord[]>();
  if (ids.length === 0) return records;
  // One after another: in a transaction (the delete's, an export's) one client runs one query at a time.
  const lots = await db.selectDistinct({ locationId: stockUnits.locationId }).from(stockUnits).where(inArray(stockUnits.locationId, ids));
  const requested = await db
    .selectDistinct({ locationId: stockRequestUnits.locationId })
    .from(stockRequestUnits)
    .where(inArray(stockRequestUnits.locationId, ids));
  const replenished = await db
    .selectDistinct({ locationId: replenishmentUnits.locationId })
    .from(replenishmentUnits)
    .where(inArray(replenishmentUnits.locationId, ids));
  const add = (what: LocationRecord) => (row: { locationId: string }) => records.set(row.locationId, [...(records.get(row.locationId) ?? []), what]);
  lots.forEach(add('lots'));
  requested.forEach(add('stockRequests'));
  replenished.forEach(add('replenishments'));
  return records;
}

export async function deleteLocation(db: Executor, id: string) {
  await db.delete(locations).where(eq(locations._id, id));
}

export async function linkDistributors(db: Executor, supplierId: string, distributorIds: string[]) {
  await db
    .insert(supplierDistributors)
    .values(distributorIds.map((distributorId) => ({ supplierId, distributorId })))
    .onConflictDoNothing();
}

export function activeDistributorIds(db: Executor, ids: string[]) {
  return db
    .select({ _id: users._id })
    .from(users)
    .where(and(inArray(users._id, ids), eq(users.type, 'distributor'), eq(users.isActive, true)))
    .then((rows) => rows.map((r) => r._id));
}
