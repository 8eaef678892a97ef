/**
 * Usage and days of cover (decision 020), worked by hand on a small programme. Orders are placed
 * through the member's real order route on fixed days of past months (the test's clock dates them),
 * the figures are refreshed as the daily job does, and every figure is read back through the API.
 *
 * The months are counted from the month after the real one (month 0 below): the window of three
 * whole months before it (months -3, -2, -1) then holds today, so that what the API does now (a
 * transfer, an expiring-lot order, a decrease) lands inside the window and would count if it were
 * usage. Each stock is created on a set day (its creation is back-dated; nothing else is).
 *
 * The stocks are of the test's own products (of the demo supplier), so that the demo's order
 * history is in none of them:
 *
 *   stock                       created    standard orders (month: units)                 lots
 *   member's insulin (steady)   -7, 15th   -6: 20, -4: 100, -3: 6, -2: 9 + 3, -1: 15,     1000 at Toronto
 *                                          0: 50 (the current month)
 *   member's epinephrine        -2, 10th   -2: 30 (a partial month), -1: 8                45 at Toronto
 *   member2's epinephrine       -1, 20th   -1: 5, 0: 3                                    20 at Toronto
 *   member2's amoxicillin       -10, 1st   none                                           50 at Toronto
 *   member2's salbutamol        -10, 1st   -3: 30, -2: 30, -1: 30                         100 at Winnipeg (another distributor)
 *   member's salbutamol         0, 1st     0: 1 (puts it under its par of 300)            300 at Toronto
 *   member's amoxicillin        -10, 1st   -3: 60 (par 2000)                              2060 at Toronto
 *
 * The lists and counts also hold the demo's four stocks, seeded with standard orders on the 12th of
 * the six real months before today, that is months -7 to -2 here (the seed's "n months ago" is month
 * -n-1). In the window of months -3, -2, -1 (real months -2, -1 and the real current one, where the
 * seed ordered nothing) they average, with days of cover = units × 30.44 / average (the average kept
 * to 2 decimals), none at risk:
 *
 *   member's salbutamol     (360 + 390 + 0) / 3 = 250      300 units:   9132 / 250    = 36.53   → 36.5
 *   member2's insulin       (170 + 180 + 0) / 3 = 116.67   150 units:   4566 / 116.67 = 39.14   → 39.1
 *   member's amoxicillin    (300 + 280 + 0) / 3 = 193.33   2000 units: 60880 / 193.33 = 314.90  → 314.9
 *   member's insulin        (12 + 8 + 0) / 3 = 6.67        350 units:  10654 / 6.67   = 1597.30 → 1597.3
 *     (290 + 30 + 60 received, 30 ordered; the seed's expiring-lot order of INS-0730 is not approved)
 */
import { today } from '@rds/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { locations, orders, products, stocks, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { createFiguresService } from '../figures/service.js';
import { receiveLot } from './ledger.js';

let ctx: TestContext;
/** The time as new orders and the figures see it. */
let now = new Date();
const clock = () => now;

/** Noon (UTC) on `day` of the month `offset` months from month 0, the month after the real one. */
const real = new Date();
const on = (offset: number, day: number) => new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1 + offset, day, 12));
/** The figures' day: the 20th of month 0. */
const TODAY = on(0, 20);

type Who = keyof typeof DEMO;
interface Listed {
  _id: string;
  parLevel: number;
  totalAssignedUnits: number;
  averageMonthlyUsage: number | null;
  daysOfCover: number | null;
  atRisk: boolean;
  StockUnits: { _id: string; lotNumber: string; availableUnits: number }[];
}

const ids = {} as Record<
  | 'member'
  | 'member2'
  | 'steady'
  | 'midMonth'
  | 'tooNew'
  | 'noUsage'
  | 'short'
  | 'underPar'
  | 'decreased'
  | 'seedSalbutamol'
  | 'seedAmoxicillin'
  | 'seedInsulin'
  | 'seedInsulin2'
  | 'toronto'
  | 'winnipeg',
  string
>;
const lots = {} as Record<'steady' | 'midMonth' | 'tooNew' | 'noUsage' | 'short' | 'underPar' | 'decreased', string>;

const stockOf = async (who: Who, id: string) => {
  const res = await call(ctx, who, 'GET', `/stock/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed;
};
const figuresOf = async (who: Who, id: string) => {
  const { averageMonthlyUsage, daysOfCover, atRisk } = await stockOf(who, id);
  return { averageMonthlyUsage, daysOfCover, atRisk };
};
const list = async (who: Who, path: string) => {
  const res = await call(ctx, who, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { stocks?: Listed[]; stock?: Listed[]; total: number };
  return { rows: (data.stocks ?? data.stock)!, total: data.total };
};
/** Places a standard order through the member's order route, dated `when` by the clock. */
async function order(who: 'member' | 'member2', stockId: string, stockUnitId: string, units: number, when: Date) {
  now = when;
  const res = await call(ctx, who, 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId, units }] });
  expect(res.statusCode, res.body).toBe(200);
}
/** The daily refresh, as of the 20th of month 0, over a window of `months`. */
async function refresh(months = 3) {
  now = TODAY;
  await createFiguresService({ db: ctx.db, clock, settings: { usageWindowMonths: months, leadTimeDays: 30 } }).refresh();
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const userId = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;
  const productId = async (code: string) => (await ctx.db.select().from(products).where(eq(products.productId, code)))[0]!._id;
  const locationId = async (name: string) => (await ctx.db.select().from(locations).where(eq(locations.name, name)))[0]!._id;
  ids.member = await userId(DEMO.member);
  ids.member2 = await userId(DEMO.member2);
  ids.toronto = await locationId('Toronto Central Depot');
  ids.winnipeg = await locationId('Winnipeg Distribution Centre');
  const seedStock = async (memberId: string, code: string) =>
    (
      await ctx.db
        .select()
        .from(stocks)
        .where(and(eq(stocks.memberId, memberId), eq(stocks.productId, await productId(code))))
    )[0]!._id;
  ids.seedAmoxicillin = await seedStock(ids.member, 'RDS-1001');
  ids.seedSalbutamol = await seedStock(ids.member, 'RDS-1002');
  ids.seedInsulin = await seedStock(ids.member, 'RDS-1003');
  ids.seedInsulin2 = await seedStock(ids.member2, 'RDS-1003');

  // The test's own products, of the demo supplier.
  const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
  const [amoxicillin, salbutamol, insulin, epinephrine] = (
    await ctx.db
      .insert(products)
      .values(
        [
          ['USE-AMX', 'Usage amoxicillin'],
          ['USE-SAL', 'Usage salbutamol'],
          ['USE-INS', 'Usage insulin'],
          ['USE-EPI', 'Usage epinephrine'],
        ].map(([code, name]) => ({ productId: code!, name: name!, brand: 'Usage', contractNumber: `CN-${code}`, price: '1.00', supplierId: supplier!._id })),
      )
      .returning()
  ).map((p) => p._id);

  const enrol = async (who: 'member' | 'member2', productIds: string[]) => {
    const res = await call(ctx, who, 'POST', '/suresupply', { productIds });
    expect(res.statusCode, res.body).toBe(200);
    const enrolled = res.json().data as { _id: string; Product: { _id: string } }[];
    return productIds.map((p) => enrolled.find((s) => s.Product._id === p)!._id);
  };
  [ids.steady, ids.midMonth, ids.underPar, ids.decreased] = (await enrol('member', [insulin!, epinephrine!, salbutamol!, amoxicillin!])) as [
    string,
    string,
    string,
    string,
  ];
  [ids.tooNew, ids.noUsage, ids.short] = (await enrol('member2', [epinephrine!, amoxicillin!, salbutamol!])) as [string, string, string];

  // When each stock began (the one thing set by hand: a stock's creation is not clocked).
  const created: [string, Date][] = [
    [ids.steady, on(-7, 15)],
    [ids.midMonth, on(-2, 10)],
    [ids.tooNew, on(-1, 20)],
    [ids.noUsage, on(-10, 1)],
    [ids.short, on(-10, 1)],
    [ids.underPar, on(0, 1)],
    [ids.decreased, on(-10, 1)],
  ];
  for (const [id, at] of created) await ctx.db.update(stocks).set({ createdAt: at }).where(eq(stocks._id, id));
  await ctx.db.update(stocks).set({ parLevel: 300 }).where(eq(stocks._id, ids.underPar));
  await ctx.db.update(stocks).set({ parLevel: 2000 }).where(eq(stocks._id, ids.decreased));

  const receive = async (stockId: string, locationId: string, lotNumber: string, units: number, expiry = '2030-06-30') =>
    (await ctx.db.transaction((tx) => receiveLot(tx, { stockId, locationId, lotNumber, expiry, units }, { reason: 'SEED' })))._id as string;
  lots.steady = await receive(ids.steady, ids.toronto, 'USE-INS-1', 1000);
  lots.midMonth = await receive(ids.midMonth, ids.toronto, 'USE-EPI-1', 45);
  lots.tooNew = await receive(ids.tooNew, ids.toronto, 'USE-EPI-2', 20);
  lots.noUsage = await receive(ids.noUsage, ids.toronto, 'USE-AMX-2', 50);
  lots.short = await receive(ids.short, ids.winnipeg, 'USE-SAL-2', 100);
  lots.underPar = await receive(ids.underPar, ids.toronto, 'USE-SAL-1', 300);
  lots.decreased = await receive(ids.decreased, ids.toronto, 'USE-AMX-1', 2060);

  for (const [units, when] of [
    [20, on(-6, 10)],
    [100, on(-4, 10)],
    [6, on(-3, 10)],
    [9, on(-2, 5)],
    [3, on(-2, 25)],
    [15, on(-1, 10)],
    [50, on(0, 3)],
  ] as const) {
    await order('member', ids.steady, lots.steady, units, when);
  }
  await order('member', ids.midMonth, lots.midMonth, 30, on(-2, 20));
  await order('member', ids.midMonth, lots.midMonth, 8, on(-1, 8));
  await order('member2', ids.tooNew, lots.tooNew, 5, on(-1, 25));
  await order('member2', ids.tooNew, lots.tooNew, 3, on(0, 2));
  for (const month of [-3, -2, -1]) await order('member2', ids.short, lots.short, 30, on(month, 10));
  await order('member', ids.decreased, lots.decreased, 60, on(-3, 10));
  await order('member', ids.underPar, lots.underPar, 1, on(0, 5));

  await refresh();
});
afterAll(() => ctx.close());

describe('average monthly usage', () => {
  it('averages the last 3 whole months and leaves the current month out', async () => {
    // Months -3, -2, -1: (6 + (9 + 3) + 15) / 3 = 33 / 3 = 11; month 0's 50 and the older months are not in it.
    // 1000 - (20 + 100 + 6 + 12 + 15 + 50) = 797 units last 797 × 30.44 / 11 = 24260.68 / 11 = 2205.52 → 2205.5 days.
    expect(await figuresOf('member', ids.steady)).toEqual({ averageMonthlyUsage: 11, daysOfCover: 2205.5, atRisk: false });
  });

  it('counts a stock created mid-month from its first whole month, and says null with less than one', async () => {
    // Created on the 10th of month -2: month -2's 30 units are of a partial month; month -1's 8 over 1 month.
    // 45 - 38 = 7 units last 7 × 30.44 / 8 = 26.635 → 26.6 days.
    expect(await figuresOf('member', ids.midMonth)).toEqual({ averageMonthlyUsage: 8, daysOfCover: 26.6, atRisk: true });
    // Created on the 20th of month -1: its first whole month is month 0, not over yet. No figure, no cover.
    expect(await figuresOf('member2', ids.tooNew)).toEqual({ averageMonthlyUsage: null, daysOfCover: null, atRisk: false });
  });

  it('follows the window: 1 month, then 12 (only the months the stock existed), then 3 again', async () => {
    await refresh(1);
    // Month -1 alone: 15; 797 × 30.44 / 15 = 1617.38 → 1617.4 days.
    expect(await figuresOf('member', ids.steady)).toMatchObject({ averageMonthlyUsage: 15, daysOfCover: 1617.4 });
    expect((await figuresOf('member', ids.midMonth)).averageMonthlyUsage).toBe(8);
    expect((await call(ctx, 'member', 'GET', '/stocks/figures')).json().data).toMatchObject({ usageWindowMonths: 1 });

    await refresh(12);
    // Months -12 to -1, but the stock began on the 15th of month -7: months -6 to -1 are 6 months,
    // (20 + 0 + 100 + 6 + 12 + 15) / 6 = 153 / 6 = 25.5; not divided by 12.
    expect((await figuresOf('member', ids.steady)).averageMonthlyUsage).toBe(25.5);
    // Created on the 1st of month -10 at noon: months -9 to -1, 9 months: 90 / 9 = 10.
    expect((await figuresOf('member2', ids.short)).averageMonthlyUsage).toBe(10);
    expect((await figuresOf('member', ids.midMonth)).averageMonthlyUsage).toBe(8);
    expect((await call(ctx, 'healthpro', 'GET', '/stocks/figures')).json().data).toMatchObject({ usageWindowMonths: 12 });

    await refresh(3);
    expect((await figuresOf('member', ids.steady)).averageMonthlyUsage).toBe(11);
  });

  it('is not moved by transfers, expiring-lot orders or decreases, made now, inside the window', async () => {
    // The amoxicillin's 60 units of month -3: 60 / 3 = 20 a month; 2060 - 60 = 2000 units at its par.
    expect(await stockOf('member', ids.decreased)).toMatchObject({ parLevel: 2000, totalAssignedUnits: 2000, averageMonthlyUsage: 20 });

    // A transfer of 40 units to member2, accepted (into a stock of member2's the transfer makes, created now: no figures).
    const transfer = await call(ctx, 'member', 'POST', `/stock/${ids.steady}/transfer/request`, {
      memberId: ids.member2,
      stockUnits: [{ stockUnitId: lots.steady, units: 40 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const accepted = await call(ctx, 'member2', 'PATCH', `/stocktransfer/${transfer.json().data._id}/approve`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A lot expiring in 20 days: the expiring-lots job orders it back, and the member approves.
    const expiry = today(new Date(Date.now() + 20 * 86_400_000));
    const expiring = (
      await ctx.db.transaction((tx) =>
        receiveLot(tx, { stockId: ids.steady, locationId: ids.toronto, lotNumber: 'USE-INS-EXP', expiry, units: 30 }, { reason: 'SEED' }),
      )
    )._id as string;
    expect((await call(ctx, 'healthpro', 'POST', '/expiringlots/run')).statusCode).toBe(200);
    const [returned] = await ctx.db.select().from(orders).where(eq(orders.stockUnitId, expiring));
    expect(returned).toMatchObject({ type: 'EXPIRING', units: 30 });
    const approved = await call(ctx, 'member', 'PATCH', `/order/${returned!._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    // A par-level decrease of the amoxicillin from 2000 to 1500: 500 units withdrawn.
    const asked = await call(ctx, 'member', 'POST', '/stock/decrease', { stockId: ids.decreased, requestedParLevel: 1500, minimumExpiry: 6 });
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().data._id;
    expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/approve`)).statusCode).toBe(200);
    const proposed = await call(ctx, 'supplier', 'POST', `/stock/${ids.decreased}/assign`, {
      stocks: [{ stockUnitId: lots.decreased, assignedUnits: 500 }],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}/approve`)).statusCode).toBe(200);
    expect((await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`)).statusCode).toBe(200);

    await refresh();
    // Usage unchanged; only the units moved: 757 × 30.44 / 11 = 2094.83 → 2094.8 days; 1500 × 30.44 / 20 = 2283 days.
    expect(await figuresOf('member', ids.steady)).toEqual({ averageMonthlyUsage: 11, daysOfCover: 2094.8, atRisk: false });
    expect(await figuresOf('member', ids.decreased)).toEqual({ averageMonthlyUsage: 20, daysOfCover: 2283, atRisk: false });
    const [kept] = await queryRows<{ units: number }>(
      ctx.db,
      sql`select coalesce(sum(units), 0)::int as units from stock_usage_months where stock_id = ${ids.steady}`,
    );
    expect(kept!.units).toBe(203);
  });
});

describe('days of cover', () => {
  it('leaves out the units held for a pending transfer, at once', async () => {
    const pending = await call(ctx, 'member', 'POST', `/stock/${ids.steady}/transfer/request`, {
      memberId: ids.member2,
      stockUnits: [{ stockUnitId: lots.steady, units: 57 }],
    });
    expect(pending.statusCode, pending.body).toBe(200);
    // 757 on hand, 57 held: 700 × 30.44 / 11 = 21308 / 11 = 1937.09 → 1937.1 days, without a refresh.
    const stock = await stockOf('member', ids.steady);
    expect(stock.totalAssignedUnits).toBe(757);
    expect(stock).toMatchObject({ averageMonthlyUsage: 11, daysOfCover: 1937.1 });
  });

  it('is null without usage', async () => {
    // Nine whole months of history and no order: usage 0, nothing to divide by.
    expect(await figuresOf('member2', ids.noUsage)).toEqual({ averageMonthlyUsage: 0, daysOfCover: null, atRisk: false });
  });
});

describe('stocks at risk', () => {
  it('are those with fewer days of cover than the lead time, or fewer units than par', async () => {
    // 10 units left at 30 a month: 10 × 30.44 / 30 = 10.15 → 10.1 days, under 30.
    expect(await figuresOf('member2', ids.short)).toEqual({ averageMonthlyUsage: 30, daysOfCover: 10.1, atRisk: true });
    // 299 units under a par of 300; no usage history (created on the 1st of month 0: no whole month yet).
    const salbutamol = await stockOf('member', ids.underPar);
    expect(salbutamol).toMatchObject({ parLevel: 300, totalAssignedUnits: 299, averageMonthlyUsage: null, daysOfCover: null, atRisk: true });
  });

  it("filter=atRisk and sort=cover on the member's Assigned Stock and Reserve Drug Supply", async () => {
    for (const path of ['/stocks', '/suresupply']) {
      const atRisk = await list('member', `${path}?filter=atRisk&limit=100`);
      expect(atRisk.total, path).toBe(2);
      expect(atRisk.rows.map((s) => s._id).sort(), path).toEqual([ids.midMonth, ids.underPar].sort());
      // Fewest days first, stocks without a figure last; the demo's three stocks of the member's among them (worked above).
      const byCover = await list('member', `${path}?sort=cover&limit=100`);
      expect(
        byCover.rows.map((s) => [s._id, s.daysOfCover]),
        path,
      ).toEqual([
        [ids.midMonth, 26.6],
        [ids.seedSalbutamol, 36.5],
        [ids.seedAmoxicillin, 314.9],
        [ids.seedInsulin, 1597.3],
        [ids.steady, 1937.1],
        [ids.decreased, 2283],
        [ids.underPar, null],
      ]);
      const both = await list('member', `${path}?filter=atRisk&sort=cover&limit=1&skip=1`);
      expect([both.total, both.rows.map((s) => s._id)], path).toEqual([2, [ids.underPar]]);
    }
  });

  it("filter=atRisk and sort=cover on the administrator's, the supplier's and the distributor's lists", async () => {
    const atRisk = await list('healthpro', '/stocks?filter=atRisk&sort=cover&limit=100');
    expect(atRisk.rows.map((s) => [s._id, s.daysOfCover])).toEqual([
      [ids.short, 10.1],
      [ids.midMonth, 26.6],
      [ids.underPar, null],
    ]);
    expect(atRisk.total).toBe(3);

    const all = await list('healthpro', '/stocks?sort=cover&limit=100');
    const covers = all.rows.map((s) => s.daysOfCover);
    const known = covers.filter((c): c is number => c !== null);
    expect(covers.slice(0, known.length)).toEqual([...known].sort((a, b) => a - b));
    expect(covers.slice(known.length).every((c) => c === null)).toBe(true);
    // The demo's four (36.5, 39.1, 314.9, 1597.3) among the test's.
    expect(known).toEqual([10.1, 26.6, 36.5, 39.1, 314.9, 1597.3, 1937.1, 2283]);
    expect(all.rows.find((s) => s._id === ids.seedInsulin2)?.daysOfCover).toBe(39.1);
    // The demo's 4, the test's 7, and member2's insulin the accepted transfer made (no figures: created this real month).
    expect(all.total).toBe(12);

    // The supplier's products are all of them; the distributor does not see the lot at Winnipeg.
    expect((await list('supplier', '/stocks?filter=atRisk&limit=100')).total).toBe(3);
    const distributor = await list('distributor', '/stocks?filter=atRisk&sort=cover&limit=100');
    expect(distributor.rows.map((s) => s._id)).toEqual([ids.midMonth, ids.underPar]);
    expect(distributor.total).toBe(2);
  });

  it("each portal's dashboard counts the stocks at risk it sees", async () => {
    const counted = async (who: Who) => (await call(ctx, who, 'GET', '/dashboard')).json().data.stocksAtRisk;
    expect(await counted('member')).toBe(2);
    expect(await counted('member2')).toBe(1);
    expect(await counted('supplier')).toBe(3);
    expect(await counted('distributor')).toBe(2);
    expect(await counted('healthpro')).toBe(3);

    // One more under par (member2's amoxicillin gets a par of 60 over its 50 units): each who sees it counts one more.
    await ctx.db.update(stocks).set({ parLevel: 60 }).where(eq(stocks._id, ids.noUsage));
    expect(await counted('member')).toBe(2);
    expect(await counted('member2')).toBe(2);
    expect(await counted('supplier')).toBe(4);
    expect(await counted('distributor')).toBe(3);
    expect(await counted('healthpro')).toBe(4);
    await ctx.db.update(stocks).set({ parLevel: 0 }).where(eq(stocks._id, ids.noUsage));
  });
});

describe('the lists in CSV and bad input', () => {
  const csv = async (who: Who, path: string, language: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/${who === 'member2' ? 'member' : who}${path}`,
      headers: { authorization: `Bearer ${ctx.tokens[who]}`, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
  };

  it('export monthly usage, days of cover and at risk, filtered and sorted as the list', async () => {
    for (const path of ['/stocks.csv', '/suresupply.csv']) {
      const [header, ...rows] = await csv('member', `${path}?filter=atRisk&sort=cover`, 'en');
      expect(header, path).toContain('Units held,Units recalled,Monthly usage,Days of cover,At risk,');
      expect(rows, path).toHaveLength(2);
      expect(rows[0], path).toMatch(/^Usage epinephrine,Usage,Northfield Pharmaceuticals Inc\.,0,7,0,8,26\.6,true,/);
      // No usage history: empty cells, as the screen says "Not enough history".
      expect(rows[1], path).toMatch(/^Usage salbutamol,Usage,Northfield Pharmaceuticals Inc\.,300,299,0,,,true,/);
    }
    const [french] = await csv('healthpro', '/stocks.csv?sort=cover', 'fr-CA,fr;q=0.9');
    expect(french).toContain('Unités détenues,Unités rappelées,Usage mensuel,Jours de couverture,À risque,');
  });

  it('a bad filter or sort is a 400 that names the choices', async () => {
    for (const who of ['member', 'healthpro'] as const) {
      for (const path of who === 'member' ? ['/stocks', '/suresupply', '/stocks.csv'] : ['/stocks', '/stocks.csv']) {
        const filter = await call(ctx, who, 'GET', `${path}?filter=risky`);
        expect([filter.statusCode, filter.json().message], `${who} ${path}`).toEqual([400, 'filter must be one of belowPar, openRequest, atRisk']);
        const sort = await call(ctx, who, 'GET', `${path}?sort=days`);
        expect([sort.statusCode, sort.json().message], `${who} ${path}`).toEqual([400, 'sort must be one of newest, oldest, name, cover']);
      }
    }
  });

  it('says what the figures are computed from', async () => {
    for (const who of ['member', 'supplier', 'distributor', 'healthpro'] as const) {
      expect((await call(ctx, who, 'GET', '/stocks/figures')).json().data, who).toEqual({
        usageWindowMonths: 3,
        leadTimeDays: 30,
        daysPerMonth: 30.44,
        asOf: today(TODAY),
      });
    }
  });
});
