import { invoiceTotals, MESSAGES } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, products, stockLedger, stockRequests, stocks, stockUnits, users } from '../../db/schema.js';
import { ledgerMismatches } from '../../../test/ledger.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
const ids = {} as Record<'member' | 'salbutamol' | 'amoxicillin' | 'toronto' | 'mississauga' | 'ottawa' | 'insulinProduct' | 'epiProduct', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  ids.member = member!._id;
  const productId = async (code: string) => (await ctx.db.select().from(products).where(eq(products.productId, code)))[0]!._id;
  const stockOf = async (code: string) =>
    (
      await ctx.db
        .select()
        .from(stocks)
        .where(and(eq(stocks.memberId, ids.member), eq(stocks.productId, await productId(code))))
    )[0]!._id;
  ids.salbutamol = await stockOf('RDS-1002');
  ids.amoxicillin = await stockOf('RDS-1001');
  ids.insulinProduct = await productId('RDS-1003');
  ids.epiProduct = await productId('RDS-1004');
  const locationId = async (name: string) => (await ctx.db.select().from(locations).where(eq(locations.name, name)))[0]!._id;
  ids.toronto = await locationId('Toronto Central Depot');
  ids.mississauga = await locationId('Mississauga Warehouse');
  ids.ottawa = await locationId('Ottawa Cross-dock');
});
afterEach(async () => {
  expect(await ledgerMismatches(ctx.db)).toEqual([]);
});
afterAll(() => ctx.close());

const inMonths = (months: number) => dayjs().add(months, 'month').add(5, 'day').format('YYYY-MM-DD');
const unitsOf = async (stockId: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId))).reduce((sum, u) => sum + u.units, 0);
const parOf = async (stockId: string) => (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.parLevel;
const notificationsFor = (requestOrStock: string) => ctx.db.select().from(notifications).where(eq(notifications.stockRequestId, requestOrStock));

describe('Reserve Drug Supply enrolment', () => {
  it("creates the member's stock of each product once and lists it", async () => {
    const first = await call(ctx, 'member', 'POST', '/suresupply', { productIds: [ids.insulinProduct, ids.epiProduct] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(2);
    const again = await call(ctx, 'member', 'POST', '/suresupply', { productIds: [ids.insulinProduct] });
    expect(again.statusCode).toBe(200);
    const offered = (await call(ctx, 'member', 'GET', '/products?filter=notInReserve')).json().data;
    expect(offered.total).toBe(0);
    const forMember2 = (await call(ctx, 'member2', 'GET', '/products?filter=notInReserve&sort=name')).json().data;
    expect(forMember2.products.map((p: { productId: string }) => p.productId)).toEqual(['RDS-1001', 'RDS-1004', 'RDS-1002']);
    const list = (await call(ctx, 'member', 'GET', '/suresupply?limit=50')).json().data;
    expect(list.total).toBe(4);
    expect(list.stock.filter((s: { Product: { productId: string } }) => s.Product.productId === 'RDS-1003')).toHaveLength(1);
    // A stock just enrolled has no par level assigned and nothing asked: its status is null.
    expect(list.stock.find((s: { Product: { productId: string } }) => s.Product.productId === 'RDS-1004')).toMatchObject({ status: null, parLevel: 0 });
    expect((await call(ctx, 'member', 'POST', '/suresupply', { productIds: [] })).statusCode).toBe(400);
    expect((await call(ctx, 'member', 'POST', '/suresupply', { productIds: [crypto.randomUUID()] })).statusCode).toBe(404);
    expect((await call(ctx, 'supplier', 'POST', '/suresupply', { productIds: [ids.epiProduct] })).statusCode).toBe(403);
  });
});

describe('assigned stock', () => {
  it('shows the member its stock with units by location, lot and expiry', async () => {
    const stock = (await call(ctx, 'member', 'GET', `/stock/${ids.salbutamol}`)).json().data;
    expect(stock).toMatchObject({
      parLevel: 300,
      totalAssignedUnits: 300,
      status: 'ASSIGNED',
      Product: { productId: 'RDS-1002' },
      Supplier: { name: 'Northfield Pharmaceuticals Inc.' },
    });
    expect(stock.StockUnits).toEqual([
      expect.objectContaining({ lotNumber: 'SAL-5521', assignedUnits: 300, Location: expect.objectContaining({ name: 'Toronto Central Depot' }) }),
    ]);
  });

  it('lets the supplier, the distributor of the location and the administrator see it, but not another member', async () => {
    for (const who of ['supplier', 'distributor', 'healthpro'] as const) {
      expect((await call(ctx, who, 'GET', `/stock/${ids.salbutamol}`)).statusCode, who).toBe(200);
    }
    expect((await call(ctx, 'member2', 'GET', `/stock/${ids.salbutamol}`)).statusCode).toBe(404);
    expect((await call(ctx, 'member2', 'GET', '/stocks')).json().data.stocks.every((s: { Member: { email: string } }) => s.Member.email === DEMO.member2)).toBe(
      true,
    );
  });

  it('filters stocks below par', async () => {
    const below = (await call(ctx, 'member', 'GET', '/stocks?filter=belowPar')).json().data;
    expect(below.stocks.every((s: { totalAssignedUnits: number; parLevel: number }) => s.totalAssignedUnits < s.parLevel)).toBe(true);
    expect((await call(ctx, 'member', 'GET', '/stocks?filter=nonsense')).statusCode).toBe(400);
  });
});

describe('a par-level increase, end to end', () => {
  let requestId: string;

  it('the member asks for more', async () => {
    const res = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 500, minimumExpiry: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.stockIncreaseGenerated);
    requestId = res.json().data._id;
    expect(res.json().data).toMatchObject({ status: 'PENDING', kind: 'INCREASE', parLevel: 300, requestedParLevel: 500, minimumExpiry: 6 });
    // The spec's answer to a new request: stockId, requestedParLevel, minimumExpiry and _id at the top of data.
    expect(res.json().data).toMatchObject({ _id: requestId, stockId: ids.salbutamol, distributorId: null });
    // The stock's status follows its open request.
    expect((await call(ctx, 'member', 'GET', `/stock/${ids.salbutamol}`)).json().data.status).toBe('PENDING');
    const told = await notificationsFor(requestId);
    expect(told.map((n) => [n.recipientType, n.link]).sort()).toEqual([
      ['healthpro', `/parlevel/${requestId}`],
      ['supplier', `/parlevel/${requestId}`],
    ]);
  });

  it('a second open request for the same stock is a 409, and nothing is written', async () => {
    const before = (await ctx.db.select().from(stockRequests)).length;
    const res = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 600, minimumExpiry: 6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('stockRequest.openExists');
    expect((await ctx.db.select().from(stockRequests)).length).toBe(before);
  });

  it('the member edits it while pending', async () => {
    const res = await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}`, { requestedParLevel: 450, minimumExpiry: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.stockIncreaseUpdated, data: { requestedParLevel: 450, unitsToAssign: 150 } });
  });

  it('the administrator approves; a second decision is a 409; the member cannot edit any more', async () => {
    const res = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/deny`)).statusCode).toBe(409);
    expect((await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}`, { requestedParLevel: 460, minimumExpiry: 6 })).statusCode).toBe(409);
    const told = (await notificationsFor(requestId)).filter((n) => n.type === 'STOCK_REQUEST_APPROVED');
    expect(told.map((n) => [n.recipientType, n.link])).toEqual([['member', '/stock']]);
  });

  it.each([
    ['an expiry too soon', () => [{ locationId: ids.toronto, lotNumber: 'SAL-9001', expiry: inMonths(2), assignedUnits: 150 }], MESSAGES.expiryTooShort],
    [
      'too few units',
      () => [{ locationId: ids.toronto, lotNumber: 'SAL-9001', expiry: inMonths(12), assignedUnits: 100 }],
      /exactly 150 units; they add 100 units/,
    ],
    ['a location still pending', () => [{ locationId: ids.ottawa, lotNumber: 'SAL-9001', expiry: inMonths(12), assignedUnits: 150 }], /approved locations/],
    ['a missing lot number', () => [{ locationId: ids.toronto, lotNumber: '', expiry: inMonths(12), assignedUnits: 150 }], MESSAGES.fillRequired],
    ['negative units', () => [{ locationId: ids.toronto, lotNumber: 'X', expiry: inMonths(12), assignedUnits: -150 }], MESSAGES.fillRequired],
    ['a malformed expiry', () => [{ locationId: ids.toronto, lotNumber: 'X', expiry: '2027-13-01', assignedUnits: 150 }], /YYYY-MM-DD/],
    ['no lines', () => [], /at least one lot/],
  ])("the supplier's proposal with %s is refused and nothing is written", async (_, lines, message) => {
    const res = await call(ctx, 'supplier', 'POST', `/stock/${ids.salbutamol}/assign`, { stocks: lines() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    const request = (await call(ctx, 'member', 'GET', `/stockrequest/${requestId}`)).json().data;
    expect(request).toMatchObject({ status: 'APPROVED', StockRequestUnits: [], invoiceId: null });
  });

  it('the supplier proposes lots that fill the difference, with an invoice of units x price', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/stock/${ids.salbutamol}/assign`, {
      stocks: [
        { locationId: ids.toronto, lotNumber: 'SAL-9001', expiry: inMonths(12), assignedUnits: 100 },
        { locationId: ids.mississauga, lotNumber: 'SAL-9002', expiry: inMonths(18), assignedUnits: '50' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const request = res.json().data;
    expect(request.status).toBe('ASSIGNED_REQUEST');
    expect(request.StockRequestUnits).toHaveLength(2);
    // The distributor that serves the proposed lots' locations (the first line's: Toronto Central Depot's).
    const [toronto] = await ctx.db.select().from(locations).where(eq(locations._id, ids.toronto));
    expect(toronto!.distributorId).not.toBeNull();
    expect(request.distributorId).toBe(toronto!.distributorId);
    expect(
      (await call(ctx, 'supplier', 'GET', '/stockrequests?limit=100')).json().data.requests.find((r: { _id: string }) => r._id === requestId),
    ).toMatchObject({
      stockId: ids.salbutamol,
      distributorId: toronto!.distributorId,
    });
    expect((await call(ctx, 'member', 'GET', `/stock/${ids.salbutamol}`)).json().data.status).toBe('ASSIGNED_REQUEST');
    const invoice = (await call(ctx, 'member', 'GET', `/invoice/${request.invoiceId}`)).json().data;
    expect(invoice).toMatchObject({
      units: 150,
      finalAmount: 1027.5,
      Product: { name: 'Salbutamol inhaler 100 mcg', price: 6.85 },
      Member: { email: DEMO.member },
    });
    expect(invoiceTotals(invoice.finalAmount)).toEqual({ subtotal: 1027.5, tax: 133.58, balanceDue: 1161.08 });
    expect((await call(ctx, 'member2', 'GET', `/invoice/${request.invoiceId}`)).statusCode).toBe(404);
    const told = (await notificationsFor(requestId)).filter((n) => n.type === 'STOCK_REQUEST_ASSIGNED');
    expect(told.map((n) => [n.recipientType, n.link])).toEqual([['member', `/stockrequests/${requestId}/comments`]]);
  });

  it('the supplier may revise the lots before the member approves; the invoice follows', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/increase/approve`, {
      stocks: [{ locationId: ids.toronto, lotNumber: 'SAL-9001', expiry: inMonths(12), assignedUnits: 150 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.StockRequestUnits).toHaveLength(1);
    const invoice = (await call(ctx, 'supplier', 'GET', `/invoice/${res.json().data.invoiceId}`)).json().data;
    expect(invoice.finalAmount).toBe(1027.5);
  });

  it('comments from both sides, newest first, each telling the other side', async () => {
    await call(ctx, 'member', 'POST', `/stockrequest/${requestId}/comment`, { comment: 'Can lot SAL-9001 go to Toronto?' });
    const res = await call(ctx, 'supplier', 'POST', `/stockrequest/${requestId}/comment`, { comment: 'Yes, it ships Monday.' });
    const request = res.json().data;
    expect(request.commentCount).toBe(2);
    expect(request.StockRequestComments.map((c: { comment: string; senderType: string }) => [c.senderType, c.comment])).toEqual([
      ['SUPPLIER', 'Yes, it ships Monday.'],
      ['MEMBER', 'Can lot SAL-9001 go to Toronto?'],
    ]);
    const told = (await notificationsFor(requestId)).filter((n) => n.type === 'STOCK_REQUEST_COMMENT');
    expect(told.map((n) => n.recipientType).sort()).toEqual(['member', 'supplier']);
    expect((await call(ctx, 'member', 'POST', `/stockrequest/${requestId}/comment`, { comment: '  ' })).statusCode).toBe(400);
    // The request's page carries the thread; a list carries each request's count, not every conversation.
    expect((await call(ctx, 'member', 'GET', `/stockrequest/${requestId}`)).json().data).toMatchObject({
      commentCount: 2,
      StockRequestComments: request.StockRequestComments,
    });
    const listed = (await call(ctx, 'member', 'GET', '/stockrequests?limit=100')).json().data.requests.find((r: { _id: string }) => r._id === requestId);
    expect(listed).toMatchObject({ commentCount: 2, StockRequestComments: [] });
  });

  it('the member approves the proposal, and the supplier is told', async () => {
    expect((await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`)).statusCode).toBe(409);
    const res = await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ASSIGN_APPROVED');
    const told = (await notificationsFor(requestId)).filter((n) => n.type === 'STOCK_REQUEST_PROPOSAL_APPROVED');
    expect(told.map((n) => [n.recipientType, n.link])).toEqual([['supplier', `/stockrequests/${requestId}/comments`]]);
  });

  it('marking paid adds the units once through the ledger and sets the par level', async () => {
    const before = await unitsOf(ids.salbutamol);
    const [a, b] = await Promise.all([
      call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`),
      call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await unitsOf(ids.salbutamol)).toBe(before + 150);
    expect(await parOf(ids.salbutamol)).toBe(450);
    const rows = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, requestId));
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([['STOCK_REQUEST_ASSIGNED', 150]]);
    const stock = (await call(ctx, 'member', 'GET', `/stock/${ids.salbutamol}`)).json().data;
    expect(stock).toMatchObject({ parLevel: 450, totalAssignedUnits: before + 150, openRequest: null, status: 'ASSIGNED' });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'STOCK_ASSIGNED'), eq(notifications.stockRequestId, requestId)));
    expect(told.map((n) => [n.recipientType, n.link]).sort()).toEqual([
      ['distributor', `/stock/${ids.salbutamol}`],
      ['healthpro', `/stock/${ids.salbutamol}`],
      ['member', `/stock/${ids.salbutamol}`],
    ]);
  });
});

describe('a par-level decrease, end to end', () => {
  let requestId: string;
  let lot: { _id: string; assignedUnits: number };

  it('withdraws exactly what the new par leaves over, without an invoice', async () => {
    const stock = (await call(ctx, 'member', 'GET', `/stock/${ids.amoxicillin}`)).json().data;
    expect(stock).toMatchObject({ parLevel: 2000, totalAssignedUnits: 2000 });
    lot = stock.StockUnits[0];
    const created = await call(ctx, 'member', 'POST', '/stock/decrease', { stockId: ids.amoxicillin, requestedParLevel: 1500, minimumExpiry: 6 });
    expect(created.json()).toMatchObject({ message: MESSAGES.stockDecreaseGenerated, data: { kind: 'DECREASE', unitsToAssign: 500 } });
    requestId = created.json().data._id;
    await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/approve`);

    const tooMuch = await call(ctx, 'supplier', 'POST', `/stock/${ids.amoxicillin}/assign`, { stocks: [{ stockUnitId: lot._id, assignedUnits: 600 }] });
    expect(tooMuch.statusCode).toBe(400);
    const foreign = await call(ctx, 'supplier', 'POST', `/stock/${ids.amoxicillin}/assign`, {
      stocks: [{ stockUnitId: crypto.randomUUID(), assignedUnits: 500 }],
    });
    expect(foreign.json().message).toBe('Withdraw only from lots of this stock');

    const proposed = await call(ctx, 'supplier', 'POST', `/stock/${ids.amoxicillin}/assign`, { stocks: [{ stockUnitId: lot._id, assignedUnits: 500 }] });
    expect(proposed.json().data).toMatchObject({
      status: 'ASSIGNED_REQUEST',
      invoiceId: null,
      StockRequestUnits: [{ stockUnitId: lot._id, assignedUnits: 500 }],
    });
    await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}/approve`);
    const done = await call(ctx, 'supplier', 'PATCH', `/stockrequest/${requestId}/paid`);
    expect(done.json().data.status).toBe('ASSIGNED');
    expect(await unitsOf(ids.amoxicillin)).toBe(1500);
    expect(await parOf(ids.amoxicillin)).toBe(1500);
    const rows = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, requestId));
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([['STOCK_REQUEST_WITHDRAWN', -500]]);
  });
});

describe('bad input and the wrong caller', () => {
  it.each([
    [{ requestedParLevel: 0, minimumExpiry: 6 }, /positive whole number/],
    [{ requestedParLevel: -5, minimumExpiry: 6 }, /positive whole number/],
    [{ requestedParLevel: 2.5, minimumExpiry: 6 }, /whole number/],
    [{ requestedParLevel: '600', minimumExpiry: 6 }, /whole number/],
    [{ requestedParLevel: 450, minimumExpiry: 6 }, /already 450/],
    [{ requestedParLevel: 100, minimumExpiry: 6 }, /more than the current par level of 450/],
    [{ requestedParLevel: 600, minimumExpiry: 0 }, /from 1 to 120 months/],
    [{ requestedParLevel: 600, minimumExpiry: 121 }, /from 1 to 120 months/],
  ])('an increase with %o is refused and nothing is written', async (body, message) => {
    const before = (await ctx.db.select().from(stockRequests)).length;
    const res = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await ctx.db.select().from(stockRequests)).length).toBe(before);
  });

  it("someone else's stock or request is a 404", async () => {
    expect((await call(ctx, 'member2', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 900, minimumExpiry: 6 })).statusCode).toBe(404);
    const [request] = await ctx.db.select().from(stockRequests).limit(1);
    expect((await call(ctx, 'member2', 'GET', `/stockrequest/${request!._id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'member2', 'PATCH', `/stockrequest/${request!._id}/approve`)).statusCode).toBe(404);
    expect((await call(ctx, 'distributor', 'GET', `/stockrequest/${request!._id}`)).statusCode).toBe(403);
  });

  it('another supplier cannot propose for a request that is not theirs', async () => {
    await ctx.db.insert(users).values({ type: 'supplier', name: 'Rival Pharma', email: 'rival@pharma.ca' });
    const token = await ctx.signIn('rival@pharma.ca');
    const created = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.amoxicillin, requestedParLevel: 1600, minimumExpiry: 3 });
    await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${created.json().data._id}/approve`);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/supplier/stockrequest/${created.json().data._id}/increase/approve`,
      headers: { authorization: token },
      payload: { stocks: [{ locationId: ids.toronto, lotNumber: 'X', expiry: inMonths(12), assignedUnits: 100 }] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('races', () => {
  it('20 simultaneous approvals of one request give exactly one success and 409s', async () => {
    const created = await call(ctx, 'member2', 'POST', '/stock/increase', {
      stockId: (await call(ctx, 'member2', 'GET', '/stocks')).json().data.stocks[0]._id,
      requestedParLevel: 400,
      minimumExpiry: 4,
    });
    const id = created.json().data._id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'healthpro', 'PATCH', `/stockrequest/${id}/approve`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().reason))).toEqual(new Set(['transition.wrongStatus']));
    const approvals = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'STOCK_REQUEST_APPROVED'), eq(notifications.stockRequestId, id)));
    expect(approvals).toHaveLength(1);
  });

  it('simultaneous new requests for one stock leave exactly one open', async () => {
    const stockId = (await call(ctx, 'member', 'POST', '/suresupply', { productIds: [ids.epiProduct] })).json().data[0]._id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(ctx, 'member', 'POST', '/stock/increase', { stockId, requestedParLevel: 10 + i, minimumExpiry: 6 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await ctx.db.select().from(stockRequests).where(eq(stockRequests.stockId, stockId))).toHaveLength(1);
  });
});
