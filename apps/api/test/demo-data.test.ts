/**
 * The demo data shows every decision figure on first start (decisions 020, 021): stocks with months of
 * orders (averages and days of cover; some at risk, some not), a lot of the demo member's at risk
 * of expiring, which the other member could use first, an expiring-lot order, and products with
 * every kind of supply-chain risk. Read through the API as a newcomer would, today.
 */
import { DAYS_PER_MONTH, daysBetween, unitsUsableBy, type Stock, type SupplyRisk } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotRisks, stockUnits } from '../src/db/schema.js';
import { call, createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const data = async (who: 'member' | 'member2' | 'healthpro', path: string) => {
  const answer = await call(ctx, who, 'GET', path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const stocksOf = async (who: 'member' | 'member2') => (await data(who, '/stocks?limit=100')).stocks as Stock[];
const byProduct = (stocks: Stock[], productId: string) => stocks.find((s) => s.Product.productId === productId)!;

describe('the demo data', () => {
  it('has stocks with usage from the orders of the last three whole months, some at risk and some not', async () => {
    const mine = await stocksOf('member');
    // Amoxicillin: 280, 300 and 320 units in the last three whole months; 2,000 units last 2,000 x 30.44 / 300 days.
    expect(byProduct(mine, 'RDS-1001')).toMatchObject({ averageMonthlyUsage: 300, daysOfCover: 202.9, atRisk: false });
    // Salbutamol: 390, 360 and 330 a month for 300 units: under the 30 days of lead time.
    expect(byProduct(mine, 'RDS-1002')).toMatchObject({ averageMonthlyUsage: 360, daysOfCover: 25.4, atRisk: true });
    expect(byProduct(mine, 'RDS-1003')).toMatchObject({ averageMonthlyUsage: 10, atRisk: false });
    expect(byProduct(await stocksOf('member2'), 'RDS-1003')).toMatchObject({ averageMonthlyUsage: 170, daysOfCover: 26.9, atRisk: true });
  });

  it("has a lot of the demo member's at risk of expiring that the other member, short of insulin, could use first", async () => {
    const [lot] = await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'INS-0815'));
    const [risk] = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lot!._id));
    // 290 units in two lots before it runs out, at 10 a month: most of INS-0815 expires unused.
    const { day } = (await ctx.db.query.figuresState.findFirst())!;
    const usedBefore = Math.floor((daysBetween(day, lot!.expiry) * 10) / DAYS_PER_MONTH);
    expect(risk).toMatchObject({ expiry: lot!.expiry });
    expect(risk!.unitsAtRisk).toBeGreaterThan(200);
    expect(risk!.unitsAtRisk).toBeLessThanOrEqual(290 - usedBefore);
    const short = byProduct(await stocksOf('member2'), 'RDS-1003');
    expect(unitsUsableBy({ availableUnits: 150, averageMonthlyUsage: short.averageMonthlyUsage }, lot!.expiry, day)).toBeGreaterThan(risk!.unitsAtRisk);
  });

  it("has an expiring-lot order waiting for the demo member's approval", async () => {
    const { orders } = await data('member', '/orders/expiring');
    expect(orders).toEqual([expect.objectContaining({ lotNumber: 'INS-0730', units: 30, isApproved: false, status: 'CREATED' })]);
  });

  it('has every kind of supply-chain risk, most at risk first', async () => {
    const { products } = (await data('healthpro', '/supplyrisk')) as { products: SupplyRisk[] };
    expect(products.map((p) => [p.Product.productId, p.reasons])).toEqual([
      ['RDS-1002', ['SINGLE_LOCATION', 'RED_FLAG', 'LOW_COVER']],
      ['RDS-1001', ['SINGLE_DISTRIBUTOR']],
      ['RDS-1004', ['NO_UNITS']],
      ['RDS-1003', []],
    ]);
    expect(products[0]).toMatchObject({
      units: 300,
      daysOfCover: 25.4,
      flags: [expect.objectContaining({ flag: 'RED' }), expect.objectContaining({ flag: 'GREEN' })],
    });
  });

  it("has each record's History: an order created, dispatched and received; a depot approved; the expiring-lot order made by the portal", async () => {
    const { orders } = (await data('member', '/orders?limit=100')) as { orders: { _id: string; type: string; status: string }[] };
    const received = orders.find((order) => order.type === 'STANDARD' && order.status === 'COMPLETED')!;
    const history = await data('member', `/timeline/order/${received._id}`);
    expect(
      history.events.map((e: { event: string; actor: { name: string } | null; from: string | null; to: string | null }) => [
        e.event,
        e.actor?.name,
        e.from,
        e.to,
      ]),
    ).toEqual([
      ['order.complete', "St. Michael's Community Hospital", 'PACKAGED', 'COMPLETED'],
      ['order.dispatch', expect.any(String), 'CREATED', 'PACKAGED'],
      ['order.create', "St. Michael's Community Hospital", null, 'CREATED'],
    ]);
    const expiring = (await data('member', '/orders/expiring')).orders[0];
    expect((await data('member', `/timeline/order/${expiring._id}`)).events).toEqual([expect.objectContaining({ event: 'order.create', actor: null })]);
    // A record's creation in its History is when the record says it was created.
    const { locations } = (await data('healthpro', '/locations?limit=100')) as { locations: { _id: string; name: string; createdAt: string }[] };
    for (const location of locations.filter((l) => l.name !== 'Winnipeg Distribution Centre')) {
      const events = (await data('healthpro', `/timeline/location/${location._id}`)).events as { event: string; at: string }[];
      expect(events.at(-1), location.name).toEqual(expect.objectContaining({ event: 'location.create', at: location.createdAt }));
    }
    const depot = locations.find((location) => location.name === 'Toronto Central Depot')!;
    expect((await data('healthpro', `/timeline/location/${depot._id}`)).events.map((e: { event: string }) => e.event)).toEqual([
      'location.approve',
      'location.create',
    ]);
    const { products } = (await data('healthpro', '/products?limit=100')) as { products: { _id: string; name: string; createdAt: string }[] };
    for (const product of products) {
      const events = (await data('healthpro', `/timeline/product/${product._id}`)).events as { event: string; at: string }[];
      expect(events, product.name).toEqual([expect.objectContaining({ event: 'product.create', at: product.createdAt })]);
    }
  });
});
