/**
 * A write-off is not usage (decision 020): average monthly usage counts what the member ordered,
 * so units written off as expired or damaged leave it where it was, even inside the usage window;
 * days of cover and the lots at risk follow the units that remain, as they follow any change of units.
 */
import { averageMonthlyUsage, daysOfCover, expiryRisk, today } from '@rds/contract';
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, lotRisks, products, stocks, stockUnits, stockUsageMonths, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { ledgerMismatches, writeOffDated } from '../../../test/ledger.js';
import { receiveLot } from '../stock/ledger.js';
import { createFiguresService } from './service.js';

let ctx: TestContext;
let now = new Date('2026-11-26T15:00:00Z');
const clock = () => now;
let stockId: string;
const lots: Record<'EXPIRED' | 'EARLY' | 'MIDDLE' | 'LATE', string> = { EXPIRED: '', EARLY: '', MIDDLE: '', LATE: '' };

/** `days` after the clock's day, as YYYY-MM-DD. */
const day = (days: number) => {
  const date = new Date(`${today(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const order = async (stockUnitId: string, units: number, at: string) => {
  const before = now;
  now = new Date(at);
  try {
    const res = await call(ctx, 'member', 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId, units }] });
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    now = before;
  }
};

const refresh = () => createFiguresService({ db: ctx.db, clock }).refresh();
/** The stock as the member reads it, with its on-hand units as the ledger keeps them. */
const stock = async () => ({
  ...(await call(ctx, 'member', 'GET', `/stock/${stockId}`)).json().data,
  onHandUnits: (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.onHandUnits,
});
const risks = async () =>
  Object.fromEntries((await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockId, stockId))).map((r) => [r.stockUnitId, r.unitsAtRisk]));
/** The contract's expiry risk of the stock's lots as they are now, at `usage` a month. */
const reference = async (usage: number) => {
  const rows = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
  const atRisk = expiryRisk(
    rows.map((l) => ({ _id: l._id, lotNumber: l.lotNumber, expiry: l.expiry, availableUnits: l.units - l.reservedUnits })),
    usage,
    today(now),
  );
  return Object.fromEntries([...atRisk].filter(([, units]) => units > 0));
};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  // A product the member does not hold yet: its stock has only this test's lots and orders.
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(
      notExists(
        ctx.db
          .select()
          .from(stocks)
          .where(and(eq(stocks.productId, products._id), eq(stocks.memberId, member!._id))),
      ),
    )
    .limit(1);
  const [location] = await ctx.db.select().from(locations).where(eq(locations.status, 'APPROVED')).limit(1);
  // Made on 2026-07-10: August, September and October are the whole months of November's window.
  const [made] = await ctx.db
    .insert(stocks)
    .values({ memberId: member!._id, productId: product!._id, parLevel: 10, createdAt: new Date('2026-07-10T12:00:00Z') })
    .returning();
  stockId = made!._id;
  for (const [name, expiry, units] of [
    ['EXPIRED', day(-5), 15],
    ['EARLY', day(10), 40],
    ['MIDDLE', day(60), 100],
    ['LATE', day(400), 200],
  ] as const) {
    lots[name] = (
      await ctx.db.transaction((tx) => receiveLot(tx, { stockId, locationId: location!._id, lotNumber: `WO-${name}`, expiry, units }, { reason: 'SEED' }))
    )._id;
  }
  // 30 units in each of August, September and October: 30 a month.
  await order(lots.LATE, 30, '2026-08-15T12:00:00Z');
  await order(lots.LATE, 30, '2026-09-15T12:00:00Z');
  await order(lots.LATE, 30, '2026-10-15T12:00:00Z');
  await refresh();
});
afterAll(() => ctx.close());

describe('a write-off and the figures', () => {
  it('before: 30 a month, and the lots at risk by hand', async () => {
    // 15 + 40 + 100 + (200 - 90) = 265 available (the expired lot counts until it is written off): 265 x 30.44 / 30 = 268.9 days.
    expect(await stock()).toMatchObject({ onHandUnits: 265, averageMonthlyUsage: 30, daysOfCover: 268.9 });
    // At 30/30.44 a day, EARLY can use 9 of its 40 by day 10 (31 at risk); by day 60 the stock uses 59,
    // 50 of them from MIDDLE (50 of 100 at risk); LATE none. The expired lot is lost, not at risk.
    expect(await risks()).toEqual({ [lots.EARLY]: 31, [lots.MIDDLE]: 50 });
    expect(await risks()).toEqual(await reference(30));
  });

  it('after writing off 15 expired units and 20 damaged ones inside the usage window: usage unchanged, cover and risk follow the units', async () => {
    await writeOffDated(ctx.db, lots.EXPIRED, 15, 'EXPIRED', '2026-10-20T12:00:00Z');
    await writeOffDated(ctx.db, lots.MIDDLE, 20, 'DAMAGED', '2026-09-10T12:00:00Z');
    // The months of usage are the orders' only.
    expect(await ctx.db.select().from(stockUsageMonths).where(eq(stockUsageMonths.stockId, stockId)).orderBy(stockUsageMonths.month)).toEqual([
      { stockId, month: '2026-08-01', units: 30 },
      { stockId, month: '2026-09-01', units: 30 },
      { stockId, month: '2026-10-01', units: 30 },
    ]);
    // At once (the ledger's write): on hand 230, cover 230 x 30.44 / 30 = 233.4 days at the same usage.
    expect(await stock()).toMatchObject({ onHandUnits: 230, averageMonthlyUsage: 30, daysOfCover: 233.4 });
    // MIDDLE holds 80: the stock still uses 59 by day 60, 50 of them from MIDDLE, so 30 are at risk.
    expect(await risks()).toEqual({ [lots.EARLY]: 31, [lots.MIDDLE]: 30 });
    // And after the figures' refresh, which recounts the usage from the months: still 30 (35 units
    // ordered in September and October would have made it 41.67).
    await refresh();
    expect(await stock()).toMatchObject({ onHandUnits: 230, averageMonthlyUsage: 30, daysOfCover: 233.4 });
    expect(averageMonthlyUsage(new Date('2026-07-10T12:00:00Z'), { '2026-08-01': 30, '2026-09-01': 30, '2026-10-01': 30 }, today(now), 3)).toBe(30);
    expect(daysOfCover(230, 30)).toBe(233.4);
    expect(await risks()).toEqual(await reference(30));
    expect(await risks()).toEqual({ [lots.EARLY]: 31, [lots.MIDDLE]: 30 });
  });

  it('leaves the books balanced', async () => {
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
