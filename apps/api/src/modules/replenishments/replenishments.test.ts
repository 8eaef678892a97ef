import { DECISION_REASON_MAX, MESSAGES, invoiceTotals } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, products, replenishments, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let salbutamol: string;
let lot: string;
let toronto: string;
let mississauga: string;
let ottawa: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1002'));
  salbutamol = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
  lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'SAL-5521')))[0]!._id;
  const location = async (name: string) => (await ctx.db.select().from(locations).where(eq(locations.name, name)))[0]!._id;
  toronto = await location('Toronto Central Depot');
  mississauga = await location('Mississauga Warehouse');
  ottawa = await location('Ottawa Cross-dock');
});
afterAll(() => ctx.close());

const inMonths = (months: number) => dayjs().add(months, 'month').add(5, 'day').format('YYYY-MM-DD');
const onHand = async (stockId: string) => (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.onHandUnits;
const openTasks = (stockId: string) =>
  ctx.db
    .select()
    .from(replenishments)
    .where(and(eq(replenishments.stockId, stockId), inArray(replenishments.status, ['PENDING', 'ASSIGNED_REQUEST', 'APPROVED'])));
/** The member's call, as a reader of French (the demo member has not chosen a language). */
const inFrench = (method: 'PATCH' | 'POST', path: string, payload: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/member${path}`,
    headers: { authorization: `Bearer ${ctx.tokens.member}`, 'accept-language': 'fr-CA' },
    payload: payload as object,
  });
const order = (units: number, who: 'member' = 'member', stockUnitId = lot) =>
  call(ctx, who, 'POST', `/stock/${salbutamol}/order`, { orderUnits: [{ stockUnitId, units }] });

describe('a replenishment, from the order that starts it to the stock back at par', () => {
  let taskId: string;

  it('an order that leaves the stock below par opens a PENDING task for the shortfall; the supplier and administrators are told', async () => {
    expect(await onHand(salbutamol)).toBe(300);
    expect((await order(30)).statusCode).toBe(200);
    const [task] = await openTasks(salbutamol);
    expect(task).toMatchObject({ status: 'PENDING', units: 30 });
    taskId = task!._id;
    const told = await ctx.db.select().from(notifications).where(eq(notifications.stockReplenishId, taskId));
    expect(told.map((n) => [n.type, n.recipientType, n.link]).sort()).toEqual([
      ['REPLENISHMENT_CREATED', 'healthpro', '/replenishment'],
      ['REPLENISHMENT_CREATED', 'supplier', '/replenishment'],
    ]);
  });

  it('a second order grows the pending task to the new shortfall; there is still one', async () => {
    await order(10);
    const open = await openTasks(salbutamol);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ _id: taskId, units: 40, version: 2 });
  });

  it("each party lists it; another member does not; the spec's shape", async () => {
    for (const who of ['member', 'supplier', 'healthpro'] as const) {
      const list = (await call(ctx, who, 'GET', '/stockreplenishments?search=salbutamol')).json().data;
      expect(
        list.requests.map((r: { _id: string }) => r._id),
        who,
      ).toContain(taskId);
    }
    expect((await call(ctx, 'member2', 'GET', '/stockreplenishments')).json().data.total).toBe(0);
    expect((await call(ctx, 'member2', 'GET', `/stockreplenishment/${taskId}`)).statusCode).toBe(404);
    expect((await call(ctx, 'distributor', 'GET', '/stockreplenishments')).statusCode).toBe(403);
    const task = (await call(ctx, 'member', 'GET', `/stockreplenishment/${taskId}`)).json().data;
    expect(task).toMatchObject({
      status: 'PENDING',
      units: 40,
      invoiceId: null,
      Stock: { minimumExpiry: 6, parLevel: 300, totalAssignedUnits: 260, Product: { productId: 'RDS-1002' } },
      Member: { email: DEMO.member },
      Supplier: { email: DEMO.supplier },
      StockRequestUnits: [],
      StockRequestComments: [],
    });
  });

  it.each([
    ['lots that do not add up', () => [{ locationId: toronto, lotNumber: 'R-1', expiry: inMonths(12), assignedUnits: 30 }], /exactly 40 units/],
    ['an unapproved location', () => [{ locationId: ottawa, lotNumber: 'R-1', expiry: inMonths(12), assignedUnits: 40 }], /approved locations/],
    ['an expiry too soon', () => [{ locationId: toronto, lotNumber: 'R-1', expiry: inMonths(2), assignedUnits: 40 }], MESSAGES.expiryTooShort],
    ['an expired lot', () => [{ locationId: toronto, lotNumber: 'R-1', expiry: '2020-01-31', assignedUnits: 40 }], MESSAGES.expiryTooShort],
    ['zero units', () => [{ locationId: toronto, lotNumber: 'R-1', expiry: inMonths(12), assignedUnits: 0 }], MESSAGES.fillRequired],
    ['negative units', () => [{ locationId: toronto, lotNumber: 'R-1', expiry: inMonths(12), assignedUnits: -40 }], MESSAGES.fillRequired],
    ['no lot number', () => [{ locationId: toronto, lotNumber: '', expiry: inMonths(12), assignedUnits: 40 }], MESSAGES.fillRequired],
    ['no lines', () => [], /at least one lot/],
  ])("the supplier's lots with %s are refused and nothing is written", async (_, lines, message) => {
    const res = await call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/replenish`, { stocks: lines() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await call(ctx, 'member', 'GET', `/stockreplenishment/${taskId}`)).json().data).toMatchObject({
      status: 'PENDING',
      invoiceId: null,
      StockRequestUnits: [],
      version: 2,
    });
  });

  it('the member cannot decide before there is a proposal (409), nor send another status (400)', async () => {
    expect((await call(ctx, 'member', 'PATCH', `/stockreplenish/${taskId}/status`, { status: 'APPROVED' })).statusCode).toBe(409);
    expect((await call(ctx, 'member', 'PATCH', `/stockreplenish/${taskId}/status`, { status: 'COMPLETED' })).statusCode).toBe(400);
    expect((await call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/paid`)).statusCode).toBe(409);
  });

  it('the supplier replenishes 40 in two lots, with an invoice; the member is asked', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/replenish`, {
      stocks: [
        { locationId: toronto, lotNumber: 'SAL-R1', expiry: inMonths(12), assignedUnits: 25 },
        { locationId: mississauga, lotNumber: 'SAL-R2', expiry: inMonths(14), assignedUnits: 15 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const task = res.json().data;
    expect(task).toMatchObject({ status: 'ASSIGNED_REQUEST', StockRequestUnits: [{ lotNumber: 'SAL-R1' }, { lotNumber: 'SAL-R2' }] });
    const invoice = (await call(ctx, 'member', 'GET', `/invoice/${task.invoiceId}`)).json().data;
    expect(invoice).toMatchObject({ units: 40, finalAmount: 274 });
    expect(invoiceTotals(invoice.finalAmount)).toEqual({ subtotal: 274, tax: 35.62, balanceDue: 309.62 });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplenishId, taskId), eq(notifications.type, 'REPLENISHMENT_ASSIGNED')));
    expect(told.map((n) => [n.recipientType, n.link])).toEqual([['member', `/stockreplenishment/${taskId}/comments`]]);
  });

  it('comments from both sides, each telling the other', async () => {
    await call(ctx, 'member', 'POST', `/stockreplenish/${taskId}/comment`, { comment: 'Toronto please' });
    const res = await call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/comment`, { comment: 'Both ship Monday' });
    expect(res.json().data.StockRequestComments.map((c: { senderType: string }) => c.senderType)).toEqual(['SUPPLIER', 'MEMBER']);
    // The task's page carries the thread; a list carries each task's count, not every conversation.
    expect((await call(ctx, 'supplier', 'GET', `/stockreplenishment/${taskId}`)).json().data).toMatchObject({ commentCount: 2 });
    const listed = (await call(ctx, 'supplier', 'GET', '/stockreplenishments?limit=100')).json().data.requests.find((r: { _id: string }) => r._id === taskId);
    expect(listed).toMatchObject({ commentCount: 2, StockRequestComments: [] });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplenishId, taskId), eq(notifications.type, 'REPLENISHMENT_COMMENT')));
    expect(told.map((n) => n.recipientType).sort()).toEqual(['member', 'supplier']);
  });

  it('the member approves what it was shown; a stale version is refused', async () => {
    const shown = (await call(ctx, 'member', 'GET', `/stockreplenishment/${taskId}`)).json().data;
    expect((await call(ctx, 'member', 'PATCH', `/stockreplenish/${taskId}/status`, { status: 'APPROVED', version: shown.version - 1 })).statusCode).toBe(409);
    // A reason over the limit is refused in the reader's language, and nothing is decided.
    const tooLong = { status: 'DENIED', reason: 'x'.repeat(DECISION_REASON_MAX + 1), version: shown.version };
    const refused = await call(ctx, 'member', 'PATCH', `/stockreplenish/${taskId}/status`, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Keep the reason under ${DECISION_REASON_MAX} characters`);
    const refusedInFrench = await inFrench('PATCH', `/stockreplenish/${taskId}/status`, tooLong);
    expect(refusedInFrench.statusCode).toBe(400);
    expect(refusedInFrench.json().message).toBe(`Gardez le motif sous ${DECISION_REASON_MAX} caractères`);
    expect((await inFrench('PATCH', `/stockreplenish/${taskId}/status`, { status: 'DENIED', reason: 7 })).json().message).toBe('reason doit être un texte');
    // Approved, in French: the answer's message comes from the catalogue.
    const res = await inFrench('POST', `/stockreplenish/${taskId}/status`, { status: 'APPROVED', version: shown.version });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    expect(res.json().message).toBe('Réapprovisionnement approuvé');
    expect((await call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/replenish`, { stocks: [] })).statusCode).toBe(409);
  });

  it('marking paid adds the lots once through the ledger: the stock is back at par and the task completes', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'supplier', 'POST', `/stockreplenish/${taskId}/paid`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await onHand(salbutamol)).toBe(300);
    const ledger = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, taskId));
    expect(ledger.map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['REPLENISHMENT_COMPLETED', 15],
      ['REPLENISHMENT_COMPLETED', 25],
    ]);
    expect(await openTasks(salbutamol)).toEqual([]);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplenishId, taskId), eq(notifications.type, 'STOCK_REPLENISHED')));
    expect(told.map((n) => [n.recipientType, n.link]).sort()).toEqual([
      ['distributor', `/stock/${salbutamol}`],
      ['healthpro', `/stock/${salbutamol}`],
      ['member', `/stock/${salbutamol}`],
    ]);
  });
});

describe('a denied replenishment closes, and a new one opens while the stock is still short', () => {
  it('deny racing approve: one wins; after a denial a new PENDING task for the shortfall opens', async () => {
    await order(20);
    const [task] = await openTasks(salbutamol);
    await call(ctx, 'supplier', 'POST', `/stockreplenish/${task!._id}/replenish`, {
      stocks: [{ locationId: toronto, lotNumber: 'SAL-R3', expiry: inMonths(12), assignedUnits: 20 }],
    });
    const [approve, deny] = await Promise.all([
      call(ctx, 'member', 'PATCH', `/stockreplenish/${task!._id}/status`, { status: 'APPROVED' }),
      call(ctx, 'member', 'PATCH', `/stockreplenish/${task!._id}/status`, { status: 'DENIED' }),
    ]);
    expect([approve.statusCode, deny.statusCode].sort()).toEqual([200, 409]);
    if (approve.statusCode === 200) expect(approve.json().message).toBe('Replenishment approved');
    else expect(deny.json().message).toBe('Replenishment denied');
    const open = await openTasks(salbutamol);
    expect(open).toHaveLength(1);
    if (deny.statusCode === 200) expect(open[0]).toMatchObject({ status: 'PENDING', units: 20 });
    else expect(open[0]).toMatchObject({ _id: task!._id, status: 'APPROVED' });
  });
});

describe('racing orders', () => {
  it('10 simultaneous orders on one stock leave exactly one open task with the whole shortfall', async () => {
    const [member2] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member2));
    const [insulin] = await ctx.db.select().from(stocks).where(eq(stocks.memberId, member2!._id));
    const [insulinLot] = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, insulin!._id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ctx, 'member2', 'POST', `/stock/${insulin!._id}/order`, { orderUnits: [{ stockUnitId: insulinLot!._id, units: 3 }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const open = await openTasks(insulin!._id);
    expect(open).toHaveLength(1);
    expect(open[0]!.units).toBe(30);
  });
});
