import type { ListQuery, TransferStatus } from '@rds/contract';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { locations, products, stocks, stockUnits, transferDistributors, transfers, transferUnits, users } from '../../db/schema.js';
import { countAll, foundBy, inIds, keptTotal, orderFor, page, pageThenJoin, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';

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
 * Who sees a transfer: its sender and its recipient, the supplier of its product (written on the
 * transfer), a distributor holding one of its lots (`transfer_distributors`), the administrator.
 * Each is a condition on `transfers` read through an index of its own.
 */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return or(eq(transfers.senderMemberId, viewer._id), eq(transfers.recipientMemberId, viewer._id));
    case 'supplier':
      return eq(transfers.supplierId, viewer._id);
    case 'distributor':
      return inIds(
        transfers._id,
        sql`select ${transferDistributors.transferId} from ${transferDistributors} where ${transferDistributors.distributorId} = ${viewer._id}`,
      );
    default:
      return undefined;
  }
}

/** The transfer list as a query (scope, search, order; not paged): every condition on `transfers`, so the count joins nothing. */
export function transfersQuery(db: Executor, scope: SQL | undefined, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = and(
    scope,
    query.search
      ? foundBy(
          transfers._id,
          'transfers',
          [
            ['stock_id', stocksOfProductsMatching(query.search)],
            ['sender_member_id', usersMatching('member', query.search)],
            ['recipient_member_id', usersMatching('member', query.search)],
          ],
          scope,
        )
      : undefined,
  );
  const order = orderFor(query.sort, { createdAt: transfers.createdAt, name: products.name, id: transfers._id });
  return {
    where,
    order,
    rows: selectTransfers(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: where ? db.select(countAll).from(transfers).where(where) : keptTotal(db, ['transfers']),
  };
}

/**
 * A page of transfers. By date, the page's ids come from one table and only they are joined. A
 * distributor's (unless it searches) come from `transfer_distributors` alone, in the order of its
 * index (distributor, date, transfer), and so does their count: found through `transfers` by date,
 * the planner walked every transfer of the programme newest first and looked each up, and counted
 * them with a scan of `transfers`.
 */
export function listTransfers(db: Executor, viewer: { type: string; _id: string }, query: ListQuery) {
  if (query.sort === 'name') return page(db, (on) => transfersQuery(on, visibleTo(viewer), query), query);
  // A distributor's own rows, when it does not search: they keep their transfer's creation time,
  // so their index gives the same order as `transfersQuery`'s.
  const held = viewer.type === 'distributor' && !query.search ? eq(transferDistributors.distributorId, viewer._id) : undefined;
  const byDate = query.sort === 'oldest' ? asc : desc;
  return pageThenJoin(
    db,
    (on) => {
      const list = transfersQuery(on, visibleTo(viewer), query);
      return {
        ids: held
          ? on
              .select({ id: transferDistributors.transferId })
              .from(transferDistributors)
              .where(held)
              .orderBy(byDate(transferDistributors.createdAt), byDate(transferDistributors.transferId))
              .$dynamic()
          : on
              .select({ id: transfers._id })
              .from(transfers)
              .where(list.where)
              .orderBy(...list.order)
              .$dynamic(),
        rowsOf: (ids) =>
          selectTransfers(on)
            .where(inIds(transfers._id, ids))
            .orderBy(...list.order)
            .$dynamic(),
        count: held ? on.select(countAll).from(transferDistributors).where(held) : list.count,
      };
    },
    query,
  );
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
