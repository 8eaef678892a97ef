import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { prepared, queryRows, type Executor } from '../../db/client.js';
import { lotRisks, products, stocks, stockUnits, transfers, transferUnits, users } from '../../db/schema.js';
import { inIds } from '../../platform/paging.js';

/** A uuid[] parameter. */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The possible recipients: stocks at risk (days of cover under the lead time, or on hand under par)
 * with usage, of active members, with their product's price; and only those whose days of cover
 * end before the last lot at risk expires (one probe of `lot_risks_expiry_idx`): one that covers
 * longer could use none of any lot before it expires. For a member, only the products of its own
 * lots at risk (`lot_risks_member_idx`), their stocks read through `stocks_product_idx`; for the
 * programme, the stocks at risk through `stocks_cover_idx` and `stocks_below_par_idx`.
 */
export function recipients(db: Executor, holderId: string | undefined, leadTimeDays: number, day: string) {
  return prepared(
    db
      .select({
        memberId: stocks.memberId,
        productId: stocks.productId,
        onHandUnits: stocks.onHandUnits,
        heldUnits: stocks.heldUnits,
        parLevel: stocks.parLevel,
        averageMonthlyUsage: stocks.averageMonthlyUsage,
        daysOfCover: stocks.daysOfCover,
        price: products.price,
      })
      .from(stocks)
      .innerJoin(users, eq(users._id, stocks.memberId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .where(
        and(
          holderId ? inIds(stocks.productId, sql`select distinct ${lotRisks.productId} from ${lotRisks} where ${lotRisks.memberId} = ${holderId}`) : undefined,
          or(lt(stocks.daysOfCover, sql`${leadTimeDays}::numeric`), lt(stocks.onHandUnits, stocks.parLevel)),
          gt(stocks.averageMonthlyUsage, '0'),
          sql`${stocks.daysOfCover} < (select max(${lotRisks.expiry}) - ${day}::date + 1 from ${lotRisks})`,
          eq(users.isActive, true),
        ),
      ),
  );
}

/**
 * Units that pending transfers already offer these members, per member and product (a recipient
 * would use them first): their transfers through `transfers_recipient_idx`, a handful each.
 */
export function incomingUnits(db: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return prepared(
    db
      .select({ memberId: transfers.recipientMemberId, productId: stocks.productId, units: sql<number>`sum(${transferUnits.units})::int` })
      .from(transfers)
      .innerJoin(stocks, eq(stocks._id, transfers.stockId))
      .innerJoin(transferUnits, eq(transferUnits.transferId, transfers._id))
      .where(and(sql`${transfers.recipientMemberId} = any(${uuids(memberIds)})`, eq(transfers.status, 'PENDING')))
      .groupBy(transfers.recipientMemberId, stocks.productId),
  );
}

/**
 * The lots at risk of these products, whoever holds them, that expire on or after the given day
 * of each product (before it, no recipient of the product could use a unit): one range of
 * `lot_risks_product_idx` per product; the few columns the sharing-out needs, as plain rows.
 */
export function lotsAtRisk(db: Executor, from: { productId: string; day: string }[]) {
  if (from.length === 0) return Promise.resolve([]);
  return queryRows<{ stockUnitId: string; memberId: string; productId: string; expiry: string; unitsAtRisk: number }>(
    db,
    sql`select r.stock_unit_id as "stockUnitId", r.member_id as "memberId", r.product_id as "productId", r.expiry::text as expiry,
               r.units_at_risk as "unitsAtRisk"
          from unnest(${uuids(from.map((f) => f.productId))}, ${`{${from.map((f) => f.day).join(',')}}`}::date[]) as f(product_id, day)
          join ${lotRisks} r on r.product_id = f.product_id and r.expiry >= f.day`,
  );
}

/** What a page of suggestions shows of its lots: the stock, the lot number and the product. */
export function lotsOf(db: Executor, stockUnitIds: string[]) {
  if (stockUnitIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      _id: stockUnits._id,
      stockId: stockUnits.stockId,
      lotNumber: stockUnits.lotNumber,
      product: {
        _id: products._id,
        productId: products.productId,
        name: products.name,
        brand: products.brand,
        image: products.image,
        price: products.price,
        contractNumber: products.contractNumber,
      },
    })
    .from(stockUnits)
    .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
    .innerJoin(products, eq(products._id, stocks.productId))
    .where(inArray(stockUnits._id, stockUnitIds));
}

/** The members a page of suggestions names. */
export function membersOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ _id: users._id, name: users.name, email: users.email, address: users.address, profilePic: users.profilePic })
    .from(users)
    .where(inArray(users._id, ids));
}
