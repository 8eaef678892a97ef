import type { ListQuery, TransferStatus } from '@rds/contract';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { locations, products, stocks, stockUnits, transfers, transferUnits, users } from '../../db/schema.js';
import { likePattern, orderFor } from '../../platform/paging.js';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
const supplier = alias(users, 'supplier');
const brief = {
  sender: { _id: sender._id, name: sender.name, email: sender.email, address: sender.address, profilePic: sender.profilePic },
  recipient: { _id: recipient._id, name: recipient.name, email: recipient.email, address: recipient.address, profilePic: recipient.profilePic },
  supplier: { _id: supplier._id, name: supplier.name, email: supplier.email, address: supplier.address, profilePic: supplier.profilePic },
};

function selectTransfers(db: Executor) {
  return db
    .select({
      transfer: transfers,
      stock: stocks,
      product: products,
      senderMember: brief.sender,
      recipientMember: brief.recipient,
      Supplier: brief.supplier,
      units: sql<number>`(select coalesce(sum(${transferUnits.units}), 0) from ${transferUnits} where ${transferUnits.transferId} = ${transfers._id})::int`,
    })
    .from(transfers)
    .innerJoin(stocks, eq(stocks._id, transfers.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(sender, eq(sender._id, transfers.senderMemberId))
    .innerJoin(recipient, eq(recipient._id, transfers.recipientMemberId))
    .innerJoin(supplier, eq(supplier._id, products.supplierId));
}
export type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

/**
 * Who sees a transfer: its sender and its recipient, the supplier of its product, a distributor
 * holding one of its lots, the administrator.
 */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return or(eq(transfers.senderMemberId, viewer._id), eq(transfers.recipientMemberId, viewer._id));
    case 'supplier':
      return sql`${transfers.stockId} in (select ${stocks._id} from ${stocks} join ${products} on ${products._id} = ${stocks.productId} where ${products.supplierId} = ${viewer._id})`;
    case 'distributor':
      return sql`exists (select 1 from ${transferUnits} join ${stockUnits} on ${stockUnits._id} = ${transferUnits.stockUnitId}
        join ${locations} on ${locations._id} = ${stockUnits.locationId}
        where ${transferUnits.transferId} = ${transfers._id} and ${locations.distributorId} = ${viewer._id})`;
    default:
      return undefined;
  }
}

export async function listTransfers(db: Executor, scope: SQL | undefined, query: ListQuery) {
  const pattern = likePattern(query.search);
  const search = query.search
    ? or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(sender.name, pattern), ilike(recipient.name, pattern))
    : undefined;
  const where = and(scope, search);
  const [rows, [counted]] = await Promise.all([
    selectTransfers(db)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: transfers.createdAt, name: products.name }))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(transfers)
      .innerJoin(stocks, eq(stocks._id, transfers.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(sender, eq(sender._id, transfers.senderMemberId))
      .innerJoin(recipient, eq(recipient._id, transfers.recipientMemberId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function findTransfer(db: Executor, id: string, scope?: SQL) {
  return selectTransfers(db)
    .where(and(eq(transfers._id, id), scope))
    .then((rows) => rows[0]);
}

export function lockTransfer(tx: Executor, id: string, scope?: SQL) {
  return tx
    .select()
    .from(transfers)
    .where(and(eq(transfers._id, id), scope))
    .for('update')
    .then((rows) => rows[0]);
}
export type LockedTransfer = typeof transfers.$inferSelect;

export async function saveTransition(tx: Executor, id: string, status: TransferStatus, version: number) {
  await tx.update(transfers).set({ status, version, updatedAt: new Date() }).where(eq(transfers._id, id));
}

/** The lines of one or more transfers, with their lots and the lots' locations. */
export function unitsOf(db: Executor, transferIds: string[]) {
  if (transferIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      line: transferUnits,
      lot: stockUnits,
      Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
      distributorId: locations.distributorId,
    })
    .from(transferUnits)
    .innerJoin(stockUnits, eq(stockUnits._id, transferUnits.stockUnitId))
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(inArray(transferUnits.transferId, transferIds))
    .orderBy(stockUnits.expiry, stockUnits.lotNumber);
}

/** Lots of one stock by id, with the distributor whose location holds each. */
export function lotsOfStock(db: Executor, stockId: string, ids: string[]) {
  return db
    .select({ lot: stockUnits, distributorId: locations.distributorId })
    .from(stockUnits)
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(and(eq(stockUnits.stockId, stockId), inArray(stockUnits._id, ids)));
}

export async function insertTransfer(tx: Executor, values: typeof transfers.$inferInsert, lines: { stockUnitId: string; units: number }[]) {
  const [row] = await tx.insert(transfers).values(values).returning();
  await tx.insert(transferUnits).values(lines.map((line) => ({ ...line, transferId: row!._id })));
  return row!;
}

/** An active member, by id (the recipient of a transfer). */
export function activeMember(db: Executor, id: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users._id, id), eq(users.type, 'member'), eq(users.isActive, true)))
    .then((rows) => rows[0]);
}
