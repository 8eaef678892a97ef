/**
 * Transitions that keep their status (a revision) race like any other: they lock the request
 * first, so concurrent revisions serialise and the units that move are exactly the par difference.
 * These only truly interleave on PostgreSQL (PGlite runs one transaction at a time).
 */
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, products, stockRequests, stockRequestUnits, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let toronto: string;
let mississauga: string;
let productIds: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  toronto = (await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot')))[0]!._id;
  mississauga = (await ctx.db.select().from(locations).where(eq(locations.name, 'Mississauga Warehouse')))[0]!._id;
  const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
  const extra = Array.from({ length: 6 }, (_, i) => ({
    productId: `RACE-${i}`,
    name: `Race product ${i}`,
    brand: 'Racers',
    contractNumber: `C-RACE-${i}`,
    price: '2.50',
    supplierId: supplier!._id,
  }));
  await ctx.db.insert(products).values(extra);
  productIds = (await ctx.db.select().from(products).where(eq(products.supplierId, supplier!._id))).map((p) => p._id);
});
afterAll(() => ctx.close());

const inMonths = (months: number) => dayjs().add(months, 'month').add(5, 'day').format('YYYY-MM-DD');
const heldBy = async (stockId: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId))).reduce((sum, u) => sum + u.units, 0);

/** A fresh stock of member2 (par 0) with an approved request to raise it to `par`. */
async function approvedIncrease(par: number) {
  const [member2] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member2));
  const enrolled = new Set((await ctx.db.select().from(stocks).where(eq(stocks.memberId, member2!._id))).map((s) => s.productId));
  const free = productIds.find((p) => !enrolled.has(p));
  if (!free) throw new Error('no product left to enrol member2 in');
  const stockId = (await call(ctx, 'member2', 'POST', '/suresupply', { productIds: [free] })).json().data[0]._id as string;
  const created = await call(ctx, 'member2', 'POST', '/stock/increase', { stockId, requestedParLevel: par, minimumExpiry: 3 });
  expect(created.statusCode).toBe(200);
  const requestId = created.json().data._id as string;
  expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/approve`)).statusCode).toBe(200);
  return { stockId, requestId };
}

const lot = (lotNumber: string, units: number, locationId = toronto) => ({ locationId, lotNumber, expiry: inMonths(12), assignedUnits: units });

describe('racing proposal revisions', () => {
  it('four revisions at once leave one set of lines, and mark-paid adds exactly the par difference', async () => {
    const { stockId, requestId } = await approvedIncrease(100);
    expect((await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot('FIRST', 100)] })).statusCode).toBe(200);

    const revisions = await Promise.all(
      ['R1', 'R2', 'R3', 'R4'].map((n) => call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot(n, 60), lot(`${n}-B`, 40, mississauga)] })),
    );
    expect(revisions.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const lines = await ctx.db.select().from(stockRequestUnits).where(eq(stockRequestUnits.stockRequestId, requestId));
    expect(lines).toHaveLength(2);
    expect(lines.reduce((sum, l) => sum + l.assignedUnits, 0)).toBe(100);
    expect(new Set(lines.map((l) => l.lotNumber.slice(0, 2))).size).toBe(1);

    const shown = (await call(ctx, 'member2', 'GET', `/stockrequest/${requestId}`)).json().data;
    expect((await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`, { version: shown.version })).statusCode).toBe(200);
    expect((await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`)).statusCode).toBe(200);
    expect(await heldBy(stockId)).toBe(100);
    const invoice = (await call(ctx, 'member2', 'GET', `/invoice/${shown.invoiceId}`)).json().data;
    expect(invoice.units).toBe(100);
  });

  it('20 racing mark-paid calls move the units once', async () => {
    const { stockId, requestId } = await approvedIncrease(70);
    await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot('PAID-1', 70)] });
    await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await heldBy(stockId)).toBe(70);
  });

  it("the member's approval of a proposal that changed since it was shown is a 409, and nothing moves", async () => {
    const { stockId, requestId } = await approvedIncrease(50);
    await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot('SEEN', 50)] });
    const shown = (await call(ctx, 'member2', 'GET', `/stockrequest/${requestId}`)).json().data;
    await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot('REVISED', 50, mississauga)] });

    const stale = await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`, { version: shown.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', reason: 'version.stale' });
    const [request] = await ctx.db.select().from(stockRequests).where(eq(stockRequests._id, requestId));
    expect(request!.status).toBe('ASSIGNED_REQUEST');

    const fresh = (await call(ctx, 'member2', 'GET', `/stockrequest/${requestId}`)).json().data;
    expect(fresh.version).toBeGreaterThan(shown.version);
    expect(fresh.StockRequestUnits.map((l: { lotNumber: string }) => l.lotNumber)).toEqual(['REVISED']);
    expect((await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`, { version: fresh.version })).statusCode).toBe(200);
  });

  it("the administrator's decision on a request edited since it was shown is a 409", async () => {
    const [member2] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member2));
    const [stock] = await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member2!._id)));
    const created = (
      await call(ctx, 'member2', 'POST', '/stock/increase', { stockId: stock!._id, requestedParLevel: stock!.parLevel + 10, minimumExpiry: 3 })
    ).json().data;
    await call(ctx, 'member2', 'PATCH', `/stockrequest/${created._id}`, { requestedParLevel: stock!.parLevel + 900, minimumExpiry: 3 });
    const stale = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${created._id}/approve`, { version: created.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const denied = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${created._id}/deny`, { version: created.version + 1 });
    expect(denied.statusCode).toBe(200);
  });

  it('a version that is not a whole number is a 400', async () => {
    const { requestId } = await approvedIncrease(10);
    const res = await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`, { version: 'latest' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the invariant re-checked before units move', () => {
  it('refuses to mark a decrease assigned when the stock changed since the proposal (409), and moves nothing', async () => {
    const { stockId, requestId } = await approvedIncrease(80);
    await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [lot('DEC-1', 80)] });
    await call(ctx, 'member2', 'PATCH', `/stockrequest/${requestId}/approve`);
    await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`);

    const decrease = (await call(ctx, 'member2', 'POST', '/stock/decrease', { stockId, requestedParLevel: 50, minimumExpiry: 3 })).json().data;
    await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${decrease._id}/approve`);
    const [held] = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
    expect((await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [{ stockUnitId: held!._id, assignedUnits: 30 }] })).statusCode).toBe(200);
    await call(ctx, 'member2', 'PATCH', `/stockrequest/${decrease._id}/approve`);

    // Units leave the stock another way meanwhile (an order, in later work): 10 fewer are left over above the new par.
    const { withdrawUnits } = await import('../stock/ledger.js');
    await ctx.db.transaction((tx) => withdrawUnits(tx, held!._id, 10, { reason: 'ORDER_CREATED' }));

    const res = await call(ctx, 'supplier', 'PATCH', `/stockrequest/${decrease._id}/paid`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'proposal.noLongerFits',
      message: expect.stringContaining('withdraw 30 units, but the stock now needs 20 units'),
    });
    expect(await heldBy(stockId)).toBe(70);
    const [request] = await ctx.db.select().from(stockRequests).where(eq(stockRequests._id, decrease._id));
    expect(request!.status).toBe('ASSIGN_APPROVED');

    // The supplier revises (back to the member), the member approves again, and the stock lands on the new par.
    const revised = await call(ctx, 'supplier', 'POST', `/stock/${stockId}/assign`, { stocks: [{ stockUnitId: held!._id, assignedUnits: 20 }] });
    expect(revised.json().data.status).toBe('ASSIGNED_REQUEST');
    await call(ctx, 'member2', 'PATCH', `/stockrequest/${decrease._id}/approve`, { version: revised.json().data.version });
    expect((await call(ctx, 'supplier', 'PATCH', `/stockrequest/${decrease._id}/paid`)).statusCode).toBe(200);
    expect(await heldBy(stockId)).toBe(50);
  });
});
