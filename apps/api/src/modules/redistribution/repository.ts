import type { SharedUnits } from '@rds/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { prepared, queryRows, type Executor } from '../../db/client.js';
import { atRiskSql } from '../figures/at-risk.js';
import {
  lotRisks,
  products,
  PROGRAMME_OWNER,
  redistributionStale,
  redistributionSuggestions,
  redistributionTotals,
  stocks,
  stockUnits,
  transfers,
  transferUnits,
  users,
} from '../../db/schema.js';

/** A uuid[] parameter. */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/* ---------- keeping the suggestions (decision 021) ---------- */

/** Whether some product's suggestions may be out of date (the log is usually empty). */
export async function anyStale(db: Executor) {
  const rows = await db.select({ productId: redistributionStale.productId }).from(redistributionStale).limit(1);
  return rows.length > 0;
}

/**
 * Takes the products the log names, under a lock that one recomputer holds at a time: another
 * waits for it, then finds the log emptied of what it recomputed. What writers log meanwhile stays
 * for the next one (a log row commits with the change it reports).
 */
export async function takeStale(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redistribution_suggestions'))`);
  const rows = await queryRows<{ product_id: string }>(tx, sql`delete from ${redistributionStale} returning product_id`);
  return [...new Set(rows.map((r) => r.product_id))].sort();
}

const INSERT_BATCH = 1000;

/** Replaces these products' kept suggestions with the given ones. */
export async function replace(tx: Executor, productIds: string[], shared: SharedUnits[]) {
  await tx.delete(redistributionSuggestions).where(sql`${redistributionSuggestions.productId} = any(${uuids(productIds)})`);
  for (let at = 0; at < shared.length; at += INSERT_BATCH) {
    await tx.insert(redistributionSuggestions).values(
      shared.slice(at, at + INSERT_BATCH).map((s) => ({
        stockUnitId: s.stockUnitId,
        toMemberId: s.toMemberId,
        fromMemberId: s.fromMemberId,
        productId: s.productId,
        expiry: s.expiry,
        units: s.units,
        valueSaved: s.valueSaved.toFixed(2),
      })),
    );
  }
}
/**
 * The possible recipients among these products' stocks (`stocks_product_idx`): at risk (days of
 * cover under the lead time, or on hand under par), with usage, of active members, with the
 * product's price.
 */
export function recipients(db: Executor, productIds: string[], leadTimeDays: number) {
  return prepared(
    db
      .select({
        memberId: stocks.memberId,
        productId: stocks.productId,
        onHandUnits: stocks.onHandUnits,
        heldUnits: stocks.heldUnits,
        recalledUnits: stocks.recalledUnits,
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
          sql`${stocks.productId} = any(${uuids(productIds)})`,
          atRiskSql('stocks', leadTimeDays),
          gt(stocks.averageMonthlyUsage, '0'),
          eq(users.isActive, true),
        ),
      ),
  );
}

/**
 * Units that pending transfers already offer these members of these products (a recipient would
 * use them first): their transfers through `transfers_recipient_idx`, a handful each.
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
          sql`${stocks.productId} = any(${uuids(productIds)})`,
          eq(transfers.status, 'PENDING'),
        ),
      )
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

/* ---------- reading them ---------- */

/** The lists' order, most value saved first (`desc nulls last` as the indexes are made). */
const listOrder = [
  sql`${redistributionSuggestions.valueSaved} desc nulls last`,
  asc(redistributionSuggestions.expiry),
  asc(redistributionSuggestions.stockUnitId),
  asc(redistributionSuggestions.toMemberId),
];
const mine = (holderId: string | undefined) => (holderId ? eq(redistributionSuggestions.fromMemberId, holderId) : undefined);

/** A page of the programme's suggestions (`redistribution_suggestions_value_idx`) or a holder's (`_holder_idx`). */
export function suggestionsPage(db: Executor, holderId: string | undefined, limit: number, skip: number): Promise<SharedUnits[]> {
  return db
    .select({
      stockUnitId: redistributionSuggestions.stockUnitId,
      fromMemberId: redistributionSuggestions.fromMemberId,
      toMemberId: redistributionSuggestions.toMemberId,
      productId: redistributionSuggestions.productId,
      expiry: redistributionSuggestions.expiry,
      units: redistributionSuggestions.units,
      valueSaved: sql<number>`${redistributionSuggestions.valueSaved}::float8`,
    })
    .from(redistributionSuggestions)
    .where(mine(holderId))
    .orderBy(...listOrder)
    .limit(limit)
    .offset(skip);
}

/** How many suggestions the caller sees and the value they would save: one kept row (`redistribution_totals`). */
export async function suggestionsTotal(db: Executor, holderId: string | undefined) {
  const [row] = await prepared(
    db
      .select({ total: redistributionTotals.suggestions, valueSaved: redistributionTotals.valueSaved })
      .from(redistributionTotals)
      .where(eq(redistributionTotals.ownerId, holderId ?? PROGRAMME_OWNER)),
  );
  return { total: row?.total ?? 0, valueSaved: Number(row?.valueSaved ?? 0) };
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
        gtin: products.gtin,
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
