/**
 * Adjustments through the API: the operator of a lot's location (or the administrator) changes its
 * units with a reason; the ledger keeps every change, the member is told, the History keeps who and
 * as whom. Refusals: another's lot (404), adding with a reason that takes away (400), an EXPIRED
 * write-off of a lot not expired (409), below zero or below the units held (409, nothing moves).
 * Every file ends with the ledger reconciled (harness.ts).
 */
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { adjustments, auditEvents, locations, lotRisks, notifications, products, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { balances, receiveLot, reconcile } from '../stock/ledger.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let distributor: typeof users.$inferSelect;
let admin: typeof users.$inferSelect;
let amoxicillin: string;
let shelf: string; // a location of the distributor's own, for this file's lots

beforeAll(async () => {
  ctx = await createTestContext();
  const user = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
  member = await user(DEMO.member);
  distributor = await user(DEMO.distributor);
  admin = await user(DEMO.healthpro);
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
  const [location] = await ctx.db
    .insert(locations)
    .values({ name: 'Adjustment Shelf', line1: '1 Test St', line2: 'Toronto, ON', postalCode: 'M5V 1A1', status: 'APPROVED', distributorId: distributor._id })
    .returning();
  shelf = location!._id;
});
afterAll(() => ctx.close());

let lotCount = 0;
const freshLot = (units: number, expiry = dayjs().add(9, 'month').format('YYYY-MM-DD')) =>
  ctx.db.transaction((tx) => receiveLot(tx, { stockId: amoxicillin, locationId: shelf, lotNumber: `ADJ-${++lotCount}`, expiry, units }, { reason: 'SEED' }));
const lotRow = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!;
const stockRow = async () => (await ctx.db.select().from(stocks).where(eq(stocks._id, amoxicillin)))[0]!;
const ledgerRows = (stockUnitId: string) => ctx.db.select().from(stockLedger).where(eq(stockLedger.stockUnitId, stockUnitId)).orderBy(stockLedger._id);
const adjust = (who: keyof typeof DEMO, stockUnitId: string, body: object) => call(ctx, who, 'POST', `/stockunit/${stockUnitId}/adjust`, body);
const expectBalanced = async () => expect(balances(await reconcile(ctx.db))).toBe(true);

describe('a direct adjustment', () => {
  let lot: Awaited<ReturnType<typeof freshLot>>;
  let adjustmentId: string;

  it("the distributor writes off 3 damaged units of a lot at its location: one ledger row, the stock's units follow", async () => {
    lot = await freshLot(20);
    const before = await stockRow();
    const res = await adjust('distributor', lot._id, { units: -3, reason: 'DAMAGED', note: 'Dropped case' });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data;
    adjustmentId = shown._id;
    expect(shown).toMatchObject({
      units: -3,
      reason: 'DAMAGED',
      note: 'Dropped case',
      StockUnit: { _id: lot._id, lotNumber: lot.lotNumber },
      Stock: { _id: amoxicillin, Product: { productId: 'RDS-1001' } },
      Member: { email: DEMO.member },
      Location: { _id: shelf, name: 'Adjustment Shelf' },
      User: { _id: distributor._id, type: 'distributor' },
      Actor: { _id: distributor._id, type: 'distributor' },
      source: 'direct',
      countId: null,
    });
    expect((await lotRow(lot._id)).units).toBe(17);
    expect((await stockRow()).onHandUnits).toBe(before.onHandUnits - 3);
    const ledger = await ledgerRows(lot._id);
    expect(ledger.map((l) => [l.delta, l.reason, l.actorId])).toEqual([
      [20, 'SEED', null],
      [-3, 'DAMAGED', distributor._id],
    ]);
    const [row] = await ctx.db.select().from(adjustments).where(eq(adjustments._id, adjustmentId));
    expect(row).toMatchObject({ ledgerId: ledger[1]!._id, memberId: member._id, locationId: shelf, userId: distributor._id });
    await expectBalanced();
  });

  it('the member is told, with a link to its adjustments of that stock', async () => {
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'STOCK_ADJUSTED'), eq(notifications.stockId, amoxicillin)));
    expect(told.map((n) => [n.recipientId, n.recipientType, n.link])).toEqual([[member._id, 'member', `/adjustments?stockId=${amoxicillin}`]]);
    expect(told[0]!.message).toContain(lot.lotNumber);
    expect(told[0]!.message).toContain('Damaged');
  });

  it('the History keeps it with who acted', async () => {
    const entries = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'stock.adjust'), eq(auditEvents.entityId, amoxicillin)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: distributor._id, actorId: distributor._id, entityType: 'stock' });
    expect(entries[0]!.detail).toMatchObject({ adjustmentId, units: -3, reason: 'DAMAGED', lot: lot.lotNumber });
  });

  it('the member sees it in its list (and filtered to the stock), the operator in its, the administrator in all; another member sees none', async () => {
    for (const [who, path] of [
      ['member', '/adjustments'],
      ['member', `/adjustments?stockId=${amoxicillin}`],
      ['member', '/adjustments?search=amoxi'],
      ['distributor', '/adjustments'],
      ['healthpro', '/adjustments'],
    ] as const) {
      const page = (await call(ctx, who, 'GET', path)).json().data;
      expect(
        page.adjustments.map((a: { _id: string }) => a._id),
        `${who} ${path}`,
      ).toContain(adjustmentId);
      expect(page.total).toBeGreaterThanOrEqual(1);
    }
    expect((await call(ctx, 'member2', 'GET', '/adjustments')).json().data).toEqual({ adjustments: [], total: 0 });
    expect((await call(ctx, 'supplier', 'GET', '/adjustments')).json().data).toEqual({ adjustments: [], total: 0 });
    expect((await call(ctx, 'member', 'GET', '/adjustments?search=salbutamol')).json().data.adjustments).toEqual([]);
  });

  it("each list's total is the count of what it lists: kept per location for the administrator and an operator, counted for a member", async () => {
    const counted = async (where: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from adjustments a where ${where}`))[0]!.n;
    const operated = (column: 'supplier_id' | 'distributor_id', id: string) =>
      sql`a.location_id in (select id from locations where ${sql.raw(column)} = ${id}::uuid)`;
    const supplier = (await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier)))[0]!;
    for (const [who, where] of [
      ['healthpro', sql`true`],
      ['distributor', operated('distributor_id', distributor._id)],
      ['supplier', operated('supplier_id', supplier._id)],
      ['member', sql`a.member_id = ${member._id}::uuid`],
    ] as const) {
      const page = (await call(ctx, who, 'GET', '/adjustments?limit=1')).json().data;
      expect(page.total, who).toBe(await counted(where));
    }
    expect((await call(ctx, 'healthpro', 'GET', '/adjustments?limit=1')).json().data.total).toBeGreaterThan(0);
  });

  it("the CSV export writes the reason in the reader's words", async () => {
    const en = await call(ctx, 'member', 'GET', '/adjustments.csv');
    expect(en.statusCode).toBe(200);
    const lines = en.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate,Product,Lot,Expiry,Location,Member,Units,Reason,Note,Count,By,Acting');
    expect(lines.find((line) => line.includes(lot.lotNumber))).toContain(',-3,Damaged,Dropped case,');
    const fr = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/adjustments.csv',
      headers: { authorization: `Bearer ${ctx.tokens.member}`, 'accept-language': 'fr' },
    });
    expect(fr.body.split('\r\n').find((line) => line.includes(lot.lotNumber))).toContain(',-3,Endommagé,');
  });

  it('the stock shows the lot with the adjust action to its operator and the administrator only', async () => {
    const abilitiesOf = async (who: keyof typeof DEMO) => {
      const res = await call(ctx, who, 'GET', `/stock/${amoxicillin}`);
      return res.statusCode === 200 ? res.json().data.StockUnits.find((u: { _id: string }) => u._id === lot._id)?.abilities : res.statusCode;
    };
    expect(await abilitiesOf('distributor')).toEqual({ adjust: true });
    expect(await abilitiesOf('healthpro')).toEqual({ adjust: true });
    expect(await abilitiesOf('member')).toEqual({ adjust: false });
  });
});

describe('who may adjust which lot', () => {
  it('a supplier gets 404 on a lot at a location it does not operate; a member may not call it', async () => {
    const lot = await freshLot(5);
    const res = await adjust('supplier', lot._id, { units: -1, reason: 'LOST' });
    expect(res.statusCode).toBe(404);
    expect(res.json().reason).toBe('record.notFound');
    expect((await adjust('member', lot._id, { units: -1, reason: 'LOST' })).statusCode).toBe(403);
    expect((await call(ctx, 'member', 'POST', `/stockunit/${lot._id}/adjust`, { units: -1, reason: 'LOST' }, 'supplier')).statusCode).toBe(403);
    expect((await lotRow(lot._id)).units).toBe(5);
  });

  it('the administrator adjusts any lot; impersonating the distributor, the adjustment names both', async () => {
    const lot = await freshLot(5);
    expect((await adjust('healthpro', lot._id, { units: -1, reason: 'STOLEN' })).json().data).toMatchObject({
      User: { _id: admin._id },
      Actor: { _id: admin._id },
    });
    const token = (await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: distributor._id })).json().data as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/distributor/stockunit/${lot._id}/adjust`,
      headers: { authorization: token },
      payload: { units: -1, reason: 'LOST' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ User: { _id: distributor._id }, Actor: { _id: admin._id } });
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'stock.adjust'), sql`${auditEvents.detail}->>'adjustmentId' = ${res.json().data._id}`));
    expect(entry).toMatchObject({ userId: distributor._id, actorId: admin._id });
    expect((await lotRow(lot._id)).units).toBe(3);
  });
});

describe('refusals', () => {
  it.each([
    ['zero units', { units: 0, reason: 'FOUND' }],
    ['a fraction', { units: 1.5, reason: 'FOUND' }],
    ['no reason', { units: -1 }],
    ['an unknown reason', { units: -1, reason: 'EATEN' }],
    ['a ledger reason that is not an adjustment', { units: -1, reason: 'ORDER_CREATED' }],
    ['a reason that takes away, adding', { units: 2, reason: 'DAMAGED' }],
  ])('%s is a 400 and moves nothing', async (_, body) => {
    const lot = await freshLot(5);
    const res = await adjust('distributor', lot._id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().reason).toBe('input.invalid');
    expect(await ledgerRows(lot._id)).toHaveLength(1);
  });

  it('FOUND and COUNT_CORRECTION may add', async () => {
    const lot = await freshLot(5);
    expect((await adjust('distributor', lot._id, { units: 2, reason: 'FOUND' })).statusCode).toBe(200);
    expect((await adjust('distributor', lot._id, { units: 1, reason: 'COUNT_CORRECTION' })).statusCode).toBe(200);
    expect((await lotRow(lot._id)).units).toBe(8);
  });

  it('an EXPIRED write-off of a lot not expired is a 409 naming it; of an expired lot it is taken', async () => {
    const good = await freshLot(5);
    const res = await adjust('distributor', good._id, { units: -5, reason: 'EXPIRED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'adjustment.notExpired', message: expect.stringContaining(good.lotNumber) });
    const expired = await freshLot(4, dayjs().subtract(3, 'day').format('YYYY-MM-DD'));
    expect((await adjust('distributor', expired._id, { units: -4, reason: 'EXPIRED' })).statusCode).toBe(200);
    expect((await lotRow(expired._id)).units).toBe(0);
    expect((await lotRow(good._id)).units).toBe(5);
  });

  it('below zero is a 409 naming the lot, and moves nothing', async () => {
    const lot = await freshLot(10);
    const res = await adjust('distributor', lot._id, { units: -11, reason: 'LOST' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'ledger.belowHeld', message: expect.stringContaining(lot.lotNumber) });
    expect((await lotRow(lot._id)).units).toBe(10);
    expect(await ledgerRows(lot._id)).toHaveLength(1);
  });

  it('below the units held for a pending transfer is a 409 naming the lot and the transfer; nothing moves', async () => {
    const lot = await freshLot(10);
    const transfer = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/transfer/request`, {
      memberId: (await ctx.db.select().from(users).where(eq(users.email, DEMO.member2)))[0]!._id,
      stockUnits: [{ stockUnitId: lot._id, units: 8 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const before = await stockRow();
    const res = await adjust('distributor', lot._id, { units: -3, reason: 'DAMAGED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('ledger.belowHeld');
    expect(res.json().message).toContain(lot.lotNumber);
    expect(res.json().message).toContain('8 of them held');
    expect(res.json().message).toContain('1 pending transfer');
    expect(await lotRow(lot._id)).toMatchObject({ units: 10, reservedUnits: 8 });
    expect(await stockRow()).toMatchObject({ onHandUnits: before.onHandUnits, heldUnits: before.heldUnits });
    // Down to what is held is allowed.
    expect((await adjust('distributor', lot._id, { units: -2, reason: 'DAMAGED' })).statusCode).toBe(200);
    await call(ctx, 'member2', 'PATCH', `/stocktransfer/${transfer.json().data._id}/deny`);
    await expectBalanced();
  });
});

describe('the figures follow a write-off', () => {
  it("the lot's units at risk of expiring fall by what was written off; the stock's usage is unchanged", async () => {
    const lot = await freshLot(400, dayjs().add(20, 'day').format('YYYY-MM-DD'));
    const riskOf = async () => (await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lot._id)))[0]?.unitsAtRisk ?? 0;
    const before = await riskOf();
    const usage = (await stockRow()).averageMonthlyUsage;
    expect(before).toBeGreaterThan(15);
    expect((await adjust('distributor', lot._id, { units: -15, reason: 'DAMAGED' })).statusCode).toBe(200);
    expect(await riskOf()).toBe(before - 15);
    expect((await stockRow()).averageMonthlyUsage).toBe(usage);
    await expectBalanced();
  });
});
