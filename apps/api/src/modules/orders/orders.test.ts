import { MESSAGES } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, orders, products, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { receiveLot } from '../stock/ledger.js';

let ctx: TestContext;
let amoxicillin: string;
let toronto: typeof stockUnits.$inferSelect;
let mississauga: typeof stockUnits.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
  toronto = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24A17')))[0]!;
  mississauga = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24B03')))[0]!;
});
afterAll(() => ctx.close());

const lotUnits = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!.units;
const onHand = async (stockId: string) => (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.onHandUnits;
const orderCount = async () => (await ctx.db.select().from(orders)).length;
const told = (orderId: string, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.type, type as 'ORDER_CREATED')))
    .then((rows) => rows.map((n) => [n.recipientType, n.link]).sort());

describe('an order, from the reserve to the member', () => {
  let created: { _id: string; orderId: number; units: number; lotNumber: string }[];

  it('the member orders from two lots: two orders, the units leave each lot through the ledger', async () => {
    const before = { toronto: await lotUnits(toronto._id), mississauga: await lotUnits(mississauga._id), stock: await onHand(amoxicillin) };
    const res = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, {
      orderUnits: [
        { stockUnitId: toronto._id, units: 30 },
        { stockUnitId: mississauga._id, units: 12 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 orders placed');
    created = res.json().data.orders;
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      type: 'STANDARD',
      status: 'CREATED',
      isApproved: true,
      units: 30,
      lotNumber: 'AMX-24A17',
      unitsExpiry: toronto.expiry,
      Location: { name: 'Toronto Central Depot' },
      Stock: { Product: { productId: 'RDS-1001' } },
      Member: { email: DEMO.member },
      Supplier: { email: DEMO.supplier },
      Distributor: { email: DEMO.distributor },
    });
    expect(await lotUnits(toronto._id)).toBe(before.toronto - 30);
    expect(await lotUnits(mississauga._id)).toBe(before.mississauga - 12);
    expect(await onHand(amoxicillin)).toBe(before.stock - 42);
    const ledger = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, created[0]!._id));
    expect(ledger.map((r) => [r.reason, r.delta])).toEqual([['ORDER_CREATED', -30]]);
    expect(await told(created[0]!._id, 'ORDER_CREATED')).toEqual([
      ['distributor', `/order/${created[0]!._id}/new`],
      ['healthpro', `/order/${created[0]!._id}/new`],
      ['supplier', `/order/${created[0]!._id}/new`],
    ]);
  });

  it('each party finds it in its list; another member does not', async () => {
    for (const who of ['member', 'supplier', 'distributor', 'healthpro'] as const) {
      const list = (await call(ctx, who, 'GET', '/orders?search=AMX-24A17')).json().data;
      expect(
        list.orders.map((o: { _id: string }) => o._id),
        who,
      ).toContain(created[0]!._id);
      expect((await call(ctx, who, 'GET', `/order/${created[0]!._id}`)).statusCode, who).toBe(200);
    }
    const byNumber = (await call(ctx, 'member', 'GET', `/orders?search=${created[1]!.orderId}`)).json().data;
    expect(byNumber.orders.map((o: { _id: string }) => o._id)).toContain(created[1]!._id);
    const member2Orders = (await call(ctx, 'member2', 'GET', '/orders?limit=100')).json().data;
    // The other member's own insulin orders (the demo data's), never this member's.
    expect(member2Orders.total).toBe(3);
    expect(member2Orders.orders.map((o: { lotNumber: string }) => o.lotNumber)).toEqual(['INS-0921', 'INS-0921', 'INS-0921']);
    expect((await call(ctx, 'member2', 'GET', `/order/${created[0]!._id}`)).statusCode).toBe(404);
    const paged = (await call(ctx, 'member', 'GET', '/orders?limit=1&sort=oldest')).json().data;
    expect(paged.orders).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(5);
    // The member's Orders (every type) is counted from the figures kept per owner; they match a fresh count.
    const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
    expect(paged.total).toBe((await ctx.db.select().from(orders).where(eq(orders.memberId, member!._id))).length);
    const programme = (await call(ctx, 'healthpro', 'GET', '/orders?limit=1')).json().data;
    expect(programme.total).toBe((await ctx.db.select().from(orders).where(eq(orders.type, 'STANDARD'))).length);
  });

  it('the supplier cannot dispatch an order its distributor ships; another distributor cannot see it', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/order/${created[0]!._id}/dispatch`, { type: 'STANDARD' });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('auth.forbidden');
    const prairie = await ctx.signIn('prairie@example.org');
    const other = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/distributor/order/${created[0]!._id}/dispatch`,
      headers: { authorization: prairie },
      payload: { type: 'STANDARD' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('the distributor dispatches it (as a standard order), the member and the administrators are told', async () => {
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${created[0]!._id}/dispatch`, { type: 'EXPIRING' })).statusCode).toBe(400);
    expect((await call(ctx, 'member', 'PATCH', `/order/${created[0]!._id}/complete`)).statusCode).toBe(409);
    const res = await call(ctx, 'distributor', 'PATCH', `/order/${created[0]!._id}/dispatch`, { type: 'STANDARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PACKAGED', version: 2 });
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${created[0]!._id}/dispatch`, { type: 'STANDARD' })).statusCode).toBe(409);
    expect(await told(created[0]!._id, 'ORDER_DISPATCHED')).toEqual([
      ['healthpro', `/order/${created[0]!._id}/processed`],
      ['member', `/order/${created[0]!._id}/processed`],
    ]);
  });

  it('the member confirms receipt; supplier, distributor and administrators are told; units stay out', async () => {
    const stockBefore = await onHand(amoxicillin);
    const res = await call(ctx, 'member', 'PATCH', `/order/${created[0]!._id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('COMPLETED');
    expect((await call(ctx, 'member', 'PATCH', `/order/${created[0]!._id}/complete`)).statusCode).toBe(409);
    expect(await onHand(amoxicillin)).toBe(stockBefore);
    expect(await told(created[0]!._id, 'ORDER_COMPLETED')).toEqual([
      ['distributor', `/order/${created[0]!._id}/completed`],
      ['healthpro', `/order/${created[0]!._id}/completed`],
      ['supplier', `/order/${created[0]!._id}/completed`],
    ]);
  });

  it("an order from a lot at the supplier's own location is dispatched by the supplier", async () => {
    const location = (
      await call(ctx, 'supplier', 'POST', '/location', { name: 'Northfield Plant', line1: '5 Plant Rd', line2: 'Guelph, ON', postalCode: 'N1H 6J2' })
    ).json().data;
    await call(ctx, 'healthpro', 'POST', `/location/${location._id}/approve`);
    const lot = await ctx.db.transaction((tx) =>
      receiveLot(
        tx,
        { stockId: amoxicillin, locationId: location._id, lotNumber: 'AMX-OWN', expiry: dayjs().add(12, 'month').format('YYYY-MM-DD'), units: 20 },
        { reason: 'SEED' },
      ),
    );
    const order = (await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 5 }] })).json().data
      .orders[0];
    expect(order).toMatchObject({ distributorId: null, Distributor: null });
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${order._id}/dispatch`, { type: 'STANDARD' })).statusCode).toBe(404);
    expect((await call(ctx, 'supplier', 'PATCH', `/order/${order._id}/dispatch`, { type: 'STANDARD' })).statusCode).toBe(200);
  });
});

describe('bad orders are refused and nothing is written', () => {
  it.each([
    ['no lines', () => ({ orderUnits: [] }), 400, MESSAGES.noStockForOrder],
    ['no body at all', () => ({}), 400, MESSAGES.noStockForOrder],
    ['zero units', () => ({ orderUnits: [{ stockUnitId: toronto._id, units: 0 }] }), 400, /at least one unit/],
    ['negative units', () => ({ orderUnits: [{ stockUnitId: toronto._id, units: -3 }] }), 400, /at least one unit/],
    ['fractional units', () => ({ orderUnits: [{ stockUnitId: toronto._id, units: 1.5 }] }), 400, /whole number/],
    ['units as text', () => ({ orderUnits: [{ stockUnitId: toronto._id, units: 'five' }] }), 400, /whole number/],
    ['more than the lot holds', () => ({ orderUnits: [{ stockUnitId: toronto._id, units: 1_000_000 }] }), 409, /Lot AMX-24A17 has \d+ units available now/],
    [
      'the same lot twice',
      () => ({
        orderUnits: [
          { stockUnitId: toronto._id, units: 1 },
          { stockUnitId: toronto._id, units: 1 },
        ],
      }),
      400,
      /each lot once/,
    ],
    ['a lot of another stock', () => ({ orderUnits: [{ stockUnitId: crypto.randomUUID(), units: 1 }] }), 400, /only from lots of this stock/],
    [
      'a good lot beside one that holds too little',
      () => ({
        orderUnits: [
          { stockUnitId: mississauga._id, units: 1 },
          { stockUnitId: toronto._id, units: 1_000_000 },
        ],
      }),
      409,
      /AMX-24A17/,
    ],
  ])('%s', async (_, body, status, message) => {
    const before = { orders: await orderCount(), toronto: await lotUnits(toronto._id), mississauga: await lotUnits(mississauga._id) };
    const res = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, body());
    expect(res.statusCode, res.body).toBe(status);
    // A 409 here is always a lot holding too few units; the 400s say which line is wrong.
    expect(res.json().reason).toBe(status === 409 ? 'ledger.tooFewUnits' : 'input.invalid');
    expect(res.json().message).toMatch(message);
    expect({ orders: await orderCount(), toronto: await lotUnits(toronto._id), mississauga: await lotUnits(mississauga._id) }).toEqual(before);
  });

  it("another member's stock is a 404", async () => {
    const res = await call(ctx, 'member2', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: toronto._id, units: 1 }] });
    expect(res.statusCode).toBe(404);
  });
});

describe('races', () => {
  it('10 simultaneous orders of 5 against a lot of 25: exactly 5 succeed and the lot ends at 0', async () => {
    const [depot] = await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot'));
    const lot = await ctx.db.transaction((tx) =>
      receiveLot(
        tx,
        { stockId: amoxicillin, locationId: depot!._id, lotNumber: 'AMX-RACE', expiry: dayjs().add(9, 'month').format('YYYY-MM-DD'), units: 25 },
        { reason: 'SEED' },
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 5 }] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(await lotUnits(lot._id)).toBe(0);
    expect(await ctx.db.select().from(orders).where(eq(orders.stockUnitId, lot._id))).toHaveLength(5);
  });

  it('20 simultaneous dispatches of one order: one succeeds', async () => {
    const order = (await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: mississauga._id, units: 2 }] })).json().data
      .orders[0];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(ctx, 'distributor', 'PATCH', `/order/${order._id}/dispatch`, { type: 'STANDARD' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const dispatched = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order._id), eq(notifications.type, 'ORDER_DISPATCHED')));
    expect(dispatched.filter((n) => n.recipientType === 'member')).toHaveLength(1);
  });
});
