/**
 * GET member/stock/{id}/allocation: first expiry, first out over a stock made for the test, whose
 * lots were worked out by hand (expiries relative to the programme's today).
 */
import { MAX_UNITS, today } from '@rds/contract';
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, products, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { receiveLot } from './ledger.js';

let ctx: TestContext;
let stockId: string;
let member2: string;
const lots: Record<string, typeof stockUnits.$inferSelect> = {};

/** Today plus `days`, as YYYY-MM-DD. */
const day = (days: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const allocate = (units: string | number | undefined, who: 'member' | 'member2' = 'member', id = stockId) =>
  call(ctx, who, 'GET', `/stock/${id}/allocation${units === undefined ? '' : `?units=${units}`}`);
const planned = async (units: number) => {
  const res = await allocate(units);
  expect(res.statusCode, res.body).toBe(200);
  const { lines, shortBy } = res.json().data as { lines: { stockUnitId: string; lotNumber: string; expiry: string; units: number }[]; shortBy: number };
  return { lines: lines.map((l) => [l.lotNumber, l.units]), shortBy, raw: lines };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  member2 = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member2)))[0]!._id;
  // A product the member does not hold yet: its stock has only the test's lots.
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isApproved, true),
        notExists(
          ctx.db
            .select()
            .from(stocks)
            .where(and(eq(stocks.productId, products._id), eq(stocks.memberId, member!._id))),
        ),
      ),
    )
    .limit(1);
  const enrolled = await call(ctx, 'member', 'POST', '/suresupply', { productIds: [product!._id] });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  stockId = enrolled.json().data[0]._id;
  const [here, there] = await ctx.db.select().from(locations).orderBy(locations._id).limit(2);
  const receive = (key: string, lotNumber: string, expiry: string, units: number, locationId = here!._id) =>
    ctx.db
      .transaction((tx) => receiveLot(tx, { stockId, locationId, lotNumber, expiry, units }, { reason: 'SEED' }))
      .then((unit) => {
        lots[key] = unit;
      });
  await receive('expired', 'X-01', day(-1), 50); // expired yesterday: never planned
  await receive('today', 'E-05', day(0), 10); // still good on its expiry day
  await receive('b12', 'B-12', day(200), 20);
  await receive('a20', 'A-20', day(200), 15); // same expiry as B-12: its lot number comes first
  await receive('c30', 'C-30', day(400), 40);
  await receive('d40here', 'D-40', day(500), 5, here!._id); // same lot and expiry at two locations: by id
  await receive('d40there', 'D-40', day(500), 5, there!._id);
});
afterAll(() => ctx.close());

describe('first expiry, first out', () => {
  it('plans from the earliest lot that is not expired, and stops when the units are met', async () => {
    expect(await planned(10)).toMatchObject({ lines: [['E-05', 10]], shortBy: 0 });
    const { lines, raw } = await planned(30);
    expect(lines).toEqual([
      ['E-05', 10],
      ['A-20', 15],
      ['B-12', 5],
    ]);
    expect(raw[0]).toEqual({ stockUnitId: lots.today!._id, lotNumber: 'E-05', expiry: day(0), units: 10 });
  });

  it('takes every lot in order when exactly enough, and breaks a tie of lot and expiry by id', async () => {
    const d40 = [lots.d40here!, lots.d40there!].sort((a, b) => (a._id < b._id ? -1 : 1));
    const { lines, shortBy, raw } = await planned(95);
    expect(lines).toEqual([
      ['E-05', 10],
      ['A-20', 15],
      ['B-12', 20],
      ['C-30', 40],
      ['D-40', 5],
      ['D-40', 5],
    ]);
    expect(raw.slice(4).map((l) => l.stockUnitId)).toEqual(d40.map((l) => l._id));
    expect(shortBy).toBe(0);
  });

  it('says by how many units the lots fall short', async () => {
    expect(await planned(120)).toMatchObject({ shortBy: 25 });
    expect(await planned(MAX_UNITS)).toMatchObject({ shortBy: MAX_UNITS - 95 });
  });

  it('skips units held for a pending transfer, as an order does', async () => {
    const offered = await call(ctx, 'member', 'POST', `/stock/${stockId}/transfer/request`, {
      memberId: member2,
      stockUnits: [
        { stockUnitId: lots.c30!._id, units: 25 },
        { stockUnitId: lots.today!._id, units: 10 },
      ],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const { lines, shortBy } = await planned(95);
    expect(lines).toEqual([
      ['A-20', 15],
      ['B-12', 20],
      ['C-30', 15],
      ['D-40', 5],
      ['D-40', 5],
    ]);
    expect(shortBy).toBe(35);
  });

  it('plans lines an order accepts as they are', async () => {
    const { raw } = await planned(40);
    const ordered = await call(ctx, 'member', 'POST', `/stock/${stockId}/order`, {
      orderUnits: raw.map((l) => ({ stockUnitId: l.stockUnitId, units: l.units })),
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    // The order took A-20 15, B-12 20 and C-30 5; left: C-30 10 (25 held), D-40 5 and 5.
    expect(await planned(40)).toMatchObject({
      lines: [
        ['C-30', 10],
        ['D-40', 5],
        ['D-40', 5],
      ],
      shortBy: 20,
    });
  });
});

describe('the allocation refuses', () => {
  it.each([['0'], ['-3'], ['1.5'], ['ten'], [''], [String(MAX_UNITS + 1)], [undefined]])('units=%s with a 400 that says what to send', async (units) => {
    const res = await allocate(units);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('units must be a whole number from 1 to 10,000,000') });
  });

  it("another member's stock, or an unknown one, with a 404", async () => {
    expect((await allocate(5, 'member2')).statusCode).toBe(404);
    expect((await allocate(5, 'member', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await allocate(5, 'member', 'not-a-stock')).statusCode).toBe(400);
  });
});
