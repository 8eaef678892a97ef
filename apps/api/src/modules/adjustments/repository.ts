import type { AdjustmentListQuery, AdjustmentReason } from '@rds/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { adjustments, locations, products, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { countAll, foundBy, inIds, inline, keptTotal, orderFor, pageThenJoin, stocksOfProductsMatching, usersMatching } from '../../platform/paging.js';
import { operatedLocations } from './operated.js';

export { operatedLocations };

const member = alias(users, 'member');
const sessionUser = alias(users, 'session_user');
const actor = alias(users, 'actor');

function selectAdjustments(db: Executor) {
  return (
    db
      .select({
        adjustment: adjustments,
        units: stockLedger.delta,
        reason: stockLedger.reason,
        lot: { _id: stockUnits._id, lotNumber: stockUnits.lotNumber, expiry: stockUnits.expiry },
        product: products,
        Member: { _id: member._id, name: member.name, email: member.email, address: member.address, profilePic: member.profilePic },
        Location: { _id: locations._id, name: locations.name, line1: locations.line1, line2: locations.line2, postalCode: locations.postalCode },
        User: { _id: sessionUser._id, name: sessionUser.name, type: sessionUser.type },
        Actor: { _id: actor._id, name: actor.name, type: actor.type },
      })
      .from(adjustments)
      .innerJoin(stockLedger, eq(stockLedger._id, adjustments.ledgerId))
      .innerJoin(stockUnits, eq(stockUnits._id, adjustments.stockUnitId))
      .innerJoin(stocks, eq(stocks._id, adjustments.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(member, eq(member._id, adjustments.memberId))
      .innerJoin(locations, eq(locations._id, adjustments.locationId))
      .innerJoin(sessionUser, eq(sessionUser._id, adjustments.userId))
      // The ledger keeps who really acted; a row written without one reads as the session's user.
      .innerJoin(actor, eq(actor._id, sql`coalesce(${stockLedger.actorId}, ${adjustments.userId})`))
  );
}
export type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof selectAdjustments>['execute']>>[number] & { reason: AdjustmentReason };

/** A member sees the adjustments of its stocks, an operator those at its locations, the administrator all. */
export function visibleTo(viewer: { type: string; _id: string }): SQL | undefined {
  if (viewer.type === 'healthpro') return undefined;
  if (viewer.type === 'member') return eq(adjustments.memberId, viewer._id);
  return sql`${adjustments.locationId} in (${operatedLocations(viewer)})`;
}

/**
 * The list as a query: every condition on `adjustments`, so the count joins nothing. With `kept`,
 * the whole programme's list (the administrator's), unsearched and unfiltered, reads its total from
 * `list_totals` instead of counting every adjustment; an operator's or a member's is counted from
 * its index, as fast as a kept total is read (decision 026).
 */
export function adjustmentsQuery(db: Executor, scope: SQL | undefined, query: Omit<AdjustmentListQuery, 'limit' | 'skip'>, kept = false) {
  const where = and(
    scope,
    query.stockId ? eq(adjustments.stockId, query.stockId) : undefined,
    query.countId ? eq(adjustments.countId, query.countId) : undefined,
    query.recallId ? eq(adjustments.recallId, query.recallId) : undefined,
    query.search
      ? foundBy(
          adjustments._id,
          'adjustments',
          [
            ['stock_id', stocksOfProductsMatching(query.search)],
            ['member_id', usersMatching('member', query.search)],
          ],
          scope,
        )
      : undefined,
  );
  const order = orderFor(query.sort, { createdAt: adjustments.createdAt, name: products.name, id: adjustments._id });
  return {
    where,
    order,
    rows: selectAdjustments(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count:
      kept && !scope && !query.stockId && !query.countId && !query.recallId && !query.search
        ? keptTotal(db, ['adjustments'])
        : db.select(countAll).from(adjustments).where(where),
  };
}

/**
 * A page of adjustments: the page's ids come from `adjustments` alone (its scope's index, by date;
 * by product name through the stocks and products only), and only they are joined: joined first,
 * the planner read every lot and stock to join an operator's many rows before keeping a page. An
 * operator's page by date is merged from each of its locations' newest (or oldest) `skip + limit`
 * (`adjustments_location_idx`): walking the whole programme's by date, keeping its locations' rows,
 * read every row when it had few or none.
 */
export async function listAdjustments(db: Executor, viewer: { type: string; _id: string }, query: AdjustmentListQuery) {
  const scope = visibleTo(viewer);
  const operated = viewer.type === 'supplier' || viewer.type === 'distributor' ? operatedLocations(viewer) : undefined;
  const { rows, total } = await pageThenJoin(
    db,
    (on) => {
      const list = adjustmentsQuery(on, scope, query, true);
      let ids;
      if (query.sort === 'name') {
        ids = on
          .select({ id: adjustments._id })
          .from(adjustments)
          .innerJoin(stocks, eq(stocks._id, adjustments.stockId))
          .innerJoin(products, eq(products._id, stocks.productId))
          .where(list.where)
          .orderBy(...list.order)
          .$dynamic();
      } else if (operated && !query.stockId && !query.countId) {
        const atLocation = on
          .select({ id: adjustments._id, createdAt: adjustments.createdAt })
          .from(adjustments)
          .where(and(sql`${adjustments.locationId} = ${locations._id}`, list.where))
          .orderBy(...list.order)
          .limit(inline(query.skip + query.limit))
          .as('at_location');
        ids = on
          .select({ id: atLocation.id })
          .from(locations)
          .innerJoinLateral(atLocation, sql`true`)
          .where(sql`${locations._id} in (${operated})`)
          .orderBy(...orderFor(query.sort, { createdAt: atLocation.createdAt, name: atLocation.createdAt, id: atLocation.id }))
          .$dynamic();
      } else {
        ids = on
          .select({ id: adjustments._id })
          .from(adjustments)
          .where(list.where)
          .orderBy(...list.order)
          .$dynamic();
      }
      return {
        ids,
        rowsOf: (page: SQL) =>
          selectAdjustments(on)
            .where(inIds(adjustments._id, page))
            .orderBy(...list.order)
            .$dynamic(),
        count: list.count,
      };
    },
    query,
  );
  return { rows: rows as AdjustmentRow[], total };
}

export async function findAdjustment(db: Executor, id: string) {
  const rows = await selectAdjustments(db).where(eq(adjustments._id, id));
  return rows[0] as AdjustmentRow | undefined;
}

/** A lot with its stock, member, product and location's operators, when `scope` (its location's) lets the viewer see it. */
export function findLot(db: Executor, stockUnitId: string, locationScope: SQL | undefined) {
  return db
    .select({
      lot: stockUnits,
      memberId: stocks.memberId,
      product: products,
      location: { _id: locations._id, name: locations.name, supplierId: locations.supplierId, distributorId: locations.distributorId },
    })
    .from(stockUnits)
    .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .innerJoin(locations, eq(locations._id, stockUnits.locationId))
    .where(and(eq(stockUnits._id, stockUnitId), locationScope ? sql`${stockUnits.locationId} in (${locationScope})` : undefined))
    .then((rows) => rows[0]);
}

export async function insertAdjustment(tx: Executor, values: typeof adjustments.$inferInsert) {
  const [row] = await tx.insert(adjustments).values(values).returning();
  return row!;
}
