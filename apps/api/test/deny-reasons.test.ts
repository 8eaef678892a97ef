/**
 * A denial may say why: the reason is stored on the record, shown to the requester with it, and
 * written into the deny notification. Too long, or with a NUL, is a 400 and nothing changes.
 */
import { DECISION_REASON_MAX } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, products, replenishments, stocks, stockUnits, users } from '../src/db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from './harness.js';

let ctx: TestContext;
const ids = {} as Record<'salbutamol' | 'amoxicillin' | 'insulinProduct' | 'lot' | 'toronto', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  const productId = async (code: string) => (await ctx.db.select().from(products).where(eq(products.productId, code)))[0]!._id;
  const stockOf = async (code: string) =>
    (
      await ctx.db
        .select()
        .from(stocks)
        .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, await productId(code))))
    )[0]!._id;
  ids.salbutamol = await stockOf('RDS-1002');
  ids.amoxicillin = await stockOf('RDS-1001');
  ids.insulinProduct = await productId('RDS-1003');
  ids.lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'SAL-5521')))[0]!._id;
  ids.toronto = (await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot')))[0]!._id;
});
afterAll(() => ctx.close());

const told = async (column: 'stockRequestId' | 'locationId' | 'supplyChainId' | 'stockReplenishId', id: string, type: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications[column], id))).filter((n) => n.type === type);

describe('denying a par-level request with a reason', () => {
  let requestId: string;

  it('refuses a reason that is too long or holds a NUL, and leaves the request pending', async () => {
    const res = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 500, minimumExpiry: 6 });
    requestId = res.json().data._id;
    const tooLong = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/deny`, { reason: 'x'.repeat(DECISION_REASON_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(new RegExp(`under ${DECISION_REASON_MAX} characters`));
    expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/deny`, { reason: 'bad\u0000' })).statusCode).toBe(400);
    expect((await call(ctx, 'member', 'GET', `/stockrequest/${requestId}`)).json().data).toMatchObject({ status: 'PENDING', decisionReason: null });
  });

  it('stores the reason, shows it to the member on the request and in the deny notification', async () => {
    const shown = (await call(ctx, 'healthpro', 'GET', `/stockrequest/${requestId}`)).json().data;
    const reason = '  Par above the programme cap for this product; ask for 400 at most.  ';
    const res = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/deny`, { version: shown.version, reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'DENIED', decisionReason: reason.trim() });
    expect((await call(ctx, 'member', 'GET', `/stockrequest/${requestId}`)).json().data.decisionReason).toBe(reason.trim());
    const list = (await call(ctx, 'member', 'GET', '/stockrequests?limit=100')).json().data.requests;
    expect(list.find((r: { _id: string }) => r._id === requestId).decisionReason).toBe(reason.trim());
    const [denied] = await told('stockRequestId', requestId, 'STOCK_REQUEST_DENIED');
    expect(denied!.recipientType).toBe('member');
    expect(denied!.message).toContain(`Reason: ${reason.trim()}`);
  });

  it('a denial without a reason (or a blank one) stores none; an approval ignores one', async () => {
    const a = (await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 450, minimumExpiry: 6 })).json().data;
    const denied = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${a._id}/deny`, { reason: '   ' });
    expect(denied.json().data).toMatchObject({ status: 'DENIED', decisionReason: null });
    expect((await told('stockRequestId', a._id, 'STOCK_REQUEST_DENIED'))[0]!.message).not.toContain('Reason');
    const b = (await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 450, minimumExpiry: 6 })).json().data;
    const approved = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${b._id}/approve`, { reason: 'Looks fine' });
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', decisionReason: null });
  });
});

describe('denying a location, a supply chain and a replenishment with a reason', () => {
  it('a location: the distributor sees why on the location and in the notification', async () => {
    const created = await call(ctx, 'distributor', 'POST', '/location', {
      name: 'Reason Depot',
      line1: '9 Bay St',
      line2: 'Toronto, ON',
      postalCode: 'M5J 2N8',
    });
    const id = created.json().data._id;
    expect((await call(ctx, 'healthpro', 'POST', `/location/${id}/deny`, { reason: 'x'.repeat(DECISION_REASON_MAX + 1) })).statusCode).toBe(400);
    const res = await call(ctx, 'healthpro', 'POST', `/location/${id}/deny`, { reason: 'The postal code is a PO box' });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, 'distributor', 'GET', `/location/${id}`)).json().data).toMatchObject({
      status: 'DENIED',
      decisionReason: 'The postal code is a PO box',
    });
    const [denied] = await told('locationId', id, 'LOCATION_DENIED');
    expect(denied!.message).toContain('The postal code is a PO box');
  });

  it('a supply chain: the supplier sees why on the chain and in the notification', async () => {
    const added = await call(ctx, 'supplier', 'POST', `/product/${ids.insulinProduct}/supplychain`, {
      name: 'Reason Labs',
      line1: '5 Lab Way',
      line2: 'Ottawa, ON',
      postalCode: 'K1P 5G4',
      type: 'MANUFACTURING_FACILITIES',
    });
    const chainId: string = added.json().data.supplyChainId ?? added.json().data.data?.supplyChainId;
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${chainId}`)).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/deny`, { reason: 'x'.repeat(DECISION_REASON_MAX + 1) })).statusCode).toBe(400);
    expect((await call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/deny`, { reason: 'No GMP certificate on file' })).statusCode).toBe(200);
    expect((await call(ctx, 'supplier', 'GET', `/supplychain/${chainId}`)).json().data).toMatchObject({
      status: 'DENIED',
      decisionReason: 'No GMP certificate on file',
    });
    const [denied] = await told('supplyChainId', chainId, 'SUPPLY_CHAIN_DENIED');
    expect(denied!.message).toContain('No GMP certificate on file');
  });

  it('a replenishment: the supplier sees why the member denied the proposed lots', async () => {
    expect((await call(ctx, 'member', 'POST', `/stock/${ids.salbutamol}/order`, { orderUnits: [{ stockUnitId: ids.lot, units: 30 }] })).statusCode).toBe(200);
    const [task] = await ctx.db
      .select()
      .from(replenishments)
      .where(and(eq(replenishments.stockId, ids.salbutamol), inArray(replenishments.status, ['PENDING'])));
    const expiry = dayjs().add(12, 'month').format('YYYY-MM-DD');
    const proposed = await call(ctx, 'supplier', 'POST', `/stockreplenish/${task!._id}/replenish`, {
      stocks: [{ locationId: ids.toronto, lotNumber: 'WHY-1', expiry, assignedUnits: task!.units }],
    });
    expect(proposed.statusCode).toBe(200);
    const path = `/stockreplenish/${task!._id}/status`;
    expect((await call(ctx, 'member', 'PATCH', path, { status: 'DENIED', reason: 'x'.repeat(DECISION_REASON_MAX + 1) })).statusCode).toBe(400);
    const res = await call(ctx, 'member', 'PATCH', path, { status: 'DENIED', reason: 'Toronto cannot receive this month' });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, 'supplier', 'GET', `/stockreplenishment/${task!._id}`)).json().data).toMatchObject({
      status: 'DENIED',
      decisionReason: 'Toronto cannot receive this month',
    });
    const [denied] = await told('stockReplenishId', task!._id, 'REPLENISHMENT_DENIED');
    expect(denied!.message).toContain('Reason: Toronto cannot receive this month');
    // The proposal no longer asks the member for a decision.
    expect((await ctx.db.select().from(notifications).where(eq(notifications.stockReplenishId, task!._id))).filter((n) => n.askForApproval)).toEqual([]);
  });
});
