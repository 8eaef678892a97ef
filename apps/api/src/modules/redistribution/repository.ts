import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { prepared, type Executor } from '../../db/client.js';
import { lotRisks, products, stocks, stockUnits, transfers, transferUnits, users } from '../../db/schema.js';
import { inIds } from '../../platform/paging.js';

/** A uuid[] parameter. */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The possible recipients: stocks of the products of the lots at risk (the member's own lots, or
 * the programme's) that are at risk (days of cover under the lead time, or on hand under par) and
 * have usage, of active members. The products come from `lot_risks` (`lot_risks_member_idx` for a
 * member), their stocks through `stocks_product_idx`; only those few are read.
 */
export function recipients(db: Executor, holderId: string | undefined, leadTimeDays: number) {
  const productsAtRisk = holderId
    ? sql`select distinct ${lotRisks.productId} from ${lotRisks} where ${lotRisks.memberId} = ${holderId}`
    : sql`select distinct ${lotRisks.productId} from ${lotRisks}`;
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
      })
      .from(stocks)
      .innerJoin(users, eq(users._id, stocks.memberId))
      .where(
        and(
          inIds(stocks.productId, productsAtRisk),
          gt(stocks.averageMonthlyUsage, '0'),
          or(lt(stocks.daysOfCover, sql`${leadTimeDays}::numeric`), lt(stocks.onHandUnits, stocks.parLevel)),
          eq(users.isActive, true),
        ),
      ),
  );
}

/**
 * Units that pending transfers already offer these members, per member and product (a recipient
 * would use them first): their transfers through `transfers_recipient_idx`, a handful each.
 */
export function incomingUnits(db: Executor, memberIds: string[], productIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return prepared(
    db
      .select({ memberId: transfers.recipientMemberId, productId: stocks.productId, units: sql<number>`sum(${transferUnits.units})::int` })
      .from(transfers)
      .innerJoin(stocks, eq(stocks._id, transfers.stockId))
      .innerJoin(transferUnits, eq(transferUnits.transferId, transfers._id))
      .where(
        and(
          sql`${transfers.recipientMemberId} = any(${uuids(memberIds)})`,
          eq(transfers.status, 'PENDING'),
          sql`${stocks.productId} = any(${uuids(productIds)})`,
        ),
      )
      .groupBy(transfers.recipientMemberId, stocks.productId),
  );
}

/** Every lot at risk of these products, whoever holds it (`lot_risks_product_idx`), with its product's price. */
export function lotsAtRisk(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return prepared(
    db
      .select({
        stockUnitId: lotRisks.stockUnitId,
        stockId: lotRisks.stockId,
        memberId: lotRisks.memberId,
        productId: lotRisks.productId,
        expiry: lotRisks.expiry,
        unitsAtRisk: lotRisks.unitsAtRisk,
        price: products.price,
      })
      .from(lotRisks)
      .innerJoin(products, eq(products._id, lotRisks.productId))
      .where(sql`${lotRisks.productId} = any(${uuids(productIds)})`),
  );
}

/** What a page of suggestions shows of its lots: the lot number and the product. */
export function lotsOf(db: Executor, stockUnitIds: string[]) {
  if (stockUnitIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      _id: stockUnits._id,
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
