/**
 * The figures' refresh (modules/figures): once a day for the scheduled job, again when the usage
 * window changes, always when forced; and, on PostgreSQL, beside orders and transfer holds that
 * change the same stocks, it never leaves a stock's figures behind its units.
 */
import { averageMonthlyUsage, expiryRisk, today } from '@rds/contract';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresState, locations, lotRisks, products, stocks, stockUnits, stockUsageMonths, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { receiveLot } from '../stock/ledger.js';
import { createFiguresService } from './service.js';

let ctx: TestContext;
let now = new Date('2026-11-26T15:00:00Z');
const clock = () => now;
let stockId: string;
let lotIds: string[];

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

const kept = async () => ({
  stocks: await ctx.db.select({ id: stocks._id, average: stocks.averageMonthlyUsage, cover: stocks.daysOfCover }).from(stocks).orderBy(stocks._id),
  risks: await ctx.db.select().from(lotRisks).orderBy(lotRisks.stockUnitId),
});

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  // A product the member does not hold yet: its stock has only the test's lots and orders.
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
  // Made on 2026-07-10: August, September and October are its whole months before November.
  const [made] = await ctx.db
    .insert(stocks)
    .values({ memberId: member!._id, productId: product!._id, parLevel: 10, createdAt: new Date('2026-07-10T12:00:00Z') })
    .returning();
  stockId = made!._id;
  lotIds = [];
  for (const [lotNumber, expiry, units] of [
    ['EARLY', day(10), 40],
    ['MIDDLE', day(60), 100],
    ['LATE', day(400), 200],
  ] as const) {
    lotIds.push((await ctx.db.transaction((tx) => receiveLot(tx, { stockId, locationId: location!._id, lotNumber, expiry, units }, { reason: 'SEED' })))._id);
  }
});
afterAll(() => ctx.close());

describe('refreshing the figures', () => {
  it('averages the whole months of the window, and projects the lots at risk from the clock’s day', async () => {
    // 30 units in each of August, September, October (30 a month), 50 in November (the current month: not counted).
    await order(lotIds[2]!, 30, '2026-08-15T12:00:00Z');
    await order(lotIds[2]!, 30, '2026-09-01T00:00:00Z');
    await order(lotIds[2]!, 30, '2026-10-31T23:59:00Z');
    await order(lotIds[2]!, 50, '2026-11-02T10:00:00Z');
    expect(await ctx.db.select().from(stockUsageMonths).where(eq(stockUsageMonths.stockId, stockId)).orderBy(stockUsageMonths.month)).toEqual([
      { stockId, month: '2026-08-01', units: 30 },
      { stockId, month: '2026-09-01', units: 30 },
      { stockId, month: '2026-10-01', units: 30 },
      { stockId, month: '2026-11-01', units: 50 },
    ]);

    expect(await createFiguresService({ db: ctx.db, clock }).refresh()).toMatchObject({ ran: true });
    const stock = (await call(ctx, 'member', 'GET', `/stock/${stockId}`)).json().data;
    expect(stock.averageMonthlyUsage).toBe(30);
    // 40 + 100 + (200 - 140) = 200 available, at 30 / 30.44 a day: 202.9 days.
    expect(stock.daysOfCover).toBe(202.9);
    expect(stock.atRisk).toBe(false);

    // By hand, at 30/30.44 a day: EARLY can use floor(10 x 0.9855) = 9 of 40 (31 at risk); MIDDLE, by
    // day 60, floor(59.13) = 59 in all, 50 after EARLY's 9... 59 - 9 = 50 of 100 (50 at risk); LATE,
    // by day 400, floor(394.2) = 394 in all, 394 - 59 = 335 > its 60: none at risk.
    const risks = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockId, stockId));
    expect(Object.fromEntries(risks.map((r) => [r.stockUnitId, r.unitsAtRisk]))).toEqual({ [lotIds[0]!]: 31, [lotIds[1]!]: 50 });
    // The same as the contract's reference.
    const lots = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
    const reference = expiryRisk(
      lots.map((l) => ({ _id: l._id, lotNumber: l.lotNumber, expiry: l.expiry, availableUnits: l.units - l.reservedUnits })),
      averageMonthlyUsage(new Date('2026-07-10T12:00:00Z'), { '2026-08-01': 30, '2026-09-01': 30, '2026-10-01': 30 }, today(now), 3),
      today(now),
    );
    expect(reference.get(lotIds[0]!)).toBe(31);
    expect(reference.get(lotIds[1]!)).toBe(50);
    expect(reference.get(lotIds[2]!)).toBe(0);
  });

  it('an order moves the lots at risk in its own transaction', async () => {
    await order(lotIds[0]!, 10, now.toISOString());
    const [early] = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lotIds[0]!));
    // 30 left of EARLY, 9 usable: 21 at risk.
    expect(early!.unitsAtRisk).toBe(21);
  });

  it('a lot’s value at risk is its units at risk at its product’s price, and follows a new price', async () => {
    const [early] = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lotIds[0]!));
    const [stock] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockId));
    const [product] = await ctx.db.select().from(products).where(eq(products._id, stock!.productId));
    expect(Number(early!.valueAtRisk)).toBeCloseTo(21 * Number(product!.price), 2);
    await ctx.db.update(products).set({ price: '12.34' }).where(eq(products._id, product!._id));
    const [repriced] = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lotIds[0]!));
    // 21 units at risk x 12.34 = 259.14.
    expect(repriced!.valueAtRisk).toBe('259.14');
  });

  it('the scheduled job runs once a day and again when the window changes; a forced refresh always runs', async () => {
    const job = createFiguresService({ db: ctx.db, clock });
    expect(await job.refresh({ force: false })).toEqual({ ran: false, stocks: 0 });
    expect(await job.refresh()).toMatchObject({ ran: true });

    const wider = createFiguresService({ db: ctx.db, clock, settings: { usageWindowMonths: 6, leadTimeDays: 30 } });
    expect(await wider.refresh({ force: false })).toMatchObject({ ran: true });
    expect(await ctx.db.select().from(figuresState)).toEqual([expect.objectContaining({ day: '2026-11-26', firstMonth: '2026-05-01', months: 6 })]);
    // Six months back reach May, but the stock was made in July: August to October are its whole months.
    expect(Number((await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.averageMonthlyUsage)).toBe(30);

    const before = now;
    now = new Date('2026-12-01T15:00:00Z');
    try {
      // A new month: November (30 + 50 + 10 ordered... 90 in all) joins the window of three.
      const next = await job.refresh({ force: false });
      expect(next).toMatchObject({ ran: true });
      expect(await job.refresh({ force: false })).toEqual({ ran: false, stocks: 0 });
      const stock = (await call(ctx, 'member', 'GET', `/stock/${stockId}`)).json().data;
      // September 30 + October 30 + November (50 + 10) 60 = 120 over 3 months.
      expect(stock.averageMonthlyUsage).toBe(40);
    } finally {
      now = before;
      await job.refresh();
    }
  });
});

describe('a refresh that stops midway', () => {
  it('is taken over by the next job once it has stalled, from the last stock it refreshed, and finishes', async () => {
    const job = createFiguresService({ db: ctx.db, clock });
    await job.refresh();
    const ids = (await ctx.db.select({ id: stocks._id }).from(stocks).orderBy(stocks._id)).map((s) => s.id);
    const [done, notDone] = [ids[0]!, ids.at(-1)!];
    const averageOf = async (id: string) => (await ctx.db.select().from(stocks).where(eq(stocks._id, id)))[0]!.averageMonthlyUsage;
    const [doneAverage, notDoneAverage] = [await averageOf(done), await averageOf(notDone)];
    // A refresh that died after its first stock: the rest still carry the figures of before (999 here).
    const interrupted = async (minutesAgo: number) => {
      await ctx.db
        .update(stocks)
        .set({ averageMonthlyUsage: '999.00' })
        .where(inArray(stocks._id, [done, notDone]));
      await ctx.db.update(figuresState).set({ doneThrough: done, completedAt: null, progressAt: sql`now() - make_interval(mins => ${minutesAgo}::int)` });
    };

    // Still moving a minute ago: another process is at it, the job leaves it alone.
    await interrupted(1);
    expect(await job.refresh({ force: false })).toEqual({ ran: false, stocks: 0 });

    // Stalled for an hour: the job takes it over after the first stock and finishes it.
    await interrupted(60);
    expect(await job.refresh({ force: false })).toEqual({ ran: true, stocks: ids.length - 1 });
    expect(await averageOf(notDone)).toBe(notDoneAverage);
    expect(await averageOf(done)).toBe('999.00');
    const [state] = await ctx.db.select().from(figuresState);
    expect(state!.completedAt).not.toBeNull();
    expect(state!.doneThrough).toBe(notDone);
    expect(await job.refresh({ force: false })).toEqual({ ran: false, stocks: 0 });

    await job.refresh();
    expect(await averageOf(done)).toBe(doneAverage);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a refresh beside writers', () => {
  it('orders and transfer holds racing a forced refresh leave every stock’s figures as a fresh refresh finds them', async () => {
    const figures = createFiguresService({ db: ctx.db, clock });
    const [member2] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member2));
    for (let round = 0; round < 8; round++) {
      const writes = [
        ...Array.from({ length: 3 }, () => call(ctx, 'member', 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId: lotIds[2]!, units: 1 }] })),
        call(ctx, 'member', 'POST', `/stock/${stockId}/transfer/request`, {
          memberId: member2!._id,
          stockUnits: [{ stockUnitId: lotIds[1]!, units: 1 }],
        }),
      ];
      const [, ...answers] = await Promise.all([figures.refresh(), ...writes]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const racing = await kept();
      await figures.refresh();
      expect(await kept()).toEqual(racing);
    }
  });
});
