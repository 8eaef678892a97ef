/**
 * The expiring-lots job and the expiring-lot order: which lots qualify (with a fixed clock),
 * idempotence here and across processes, the member's approval that takes the lot out and opens
 * its replacement, and the shipping rules.
 */
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { locations, notifications, orders, replenishments, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { receiveLot } from '../stock/ledger.js';
import { createOrderService } from './service.js';

let ctx: TestContext;
let jobs: ReturnType<typeof createOrderService>;
let member: typeof users.$inferSelect;
let stockId: string;
let depot: string;
const NOW = new Date('2026-11-22T15:00:00Z'); // 22 Nov 2026 in Toronto

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = createOrderService({ db: ctx.db, stock: { lockOwnStock: async () => ({}) as never }, replenishments: { openForShortfall: async () => {} } });
  member = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
  stockId = (await ctx.db.select().from(stocks).where(eq(stocks.memberId, member._id)))[0]!._id;
  depot = (await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot')))[0]!._id;
});
afterAll(() => ctx.close());

const receive = (lotNumber: string, expiry: string, units = 10, onStock = stockId) =>
  ctx.db.transaction((tx) => receiveLot(tx, { stockId: onStock, locationId: depot, lotNumber, expiry, units }, { reason: 'SEED' }));
const expiringOrderOf = async (stockUnitId: string) =>
  ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.stockUnitId, stockUnitId), eq(orders.type, 'EXPIRING')));

describe('which lots the job picks', () => {
  it("a lot expiring on the last day of the member's window qualifies; the day after does not; an empty lot never", async () => {
    await ctx.db.update(users).set({ expiryLotPreferences: 2 }).where(eq(users._id, member._id));
    const edge = await receive('EDGE', '2027-01-22');
    const after = await receive('AFTER', '2027-01-23');
    const empty = await receive('EMPTY', '2026-12-01');
    await ctx.db.transaction(async (tx) => (await import('../stock/ledger.js')).withdrawUnits(tx, empty._id, 10, { reason: 'SEED' }));

    const first = await jobs.runExpiringLotsJob({ now: NOW, force: true });
    expect(first.ran).toBe(true);
    expect(await expiringOrderOf(edge._id)).toEqual([expect.objectContaining({ status: 'CREATED', isApproved: false, units: 10, unitsExpiry: '2027-01-22' })]);
    expect(await expiringOrderOf(after._id)).toEqual([]);
    expect(await expiringOrderOf(empty._id)).toEqual([]);
    expect(first.created).toBe(1);

    const [order] = await expiringOrderOf(edge._id);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.orderId, order!._id));
    expect(told).toEqual([expect.objectContaining({ type: 'EXPIRING_ORDER_CREATED', recipientType: 'member', link: '/order', askForApproval: true })]);
    // Its History starts with its creation, by the portal (no person).
    const history = (await call(ctx, 'member', 'GET', `/timeline/order/${order!._id}`)).json().data;
    expect(history).toEqual({ events: [expect.objectContaining({ event: 'order.create', actor: null, actingAs: null, from: null, to: 'CREATED' })], total: 1 });
  });

  it('a member without a preference gets the default window of 3 months', async () => {
    await ctx.db.update(users).set({ expiryLotPreferences: null }).where(eq(users._id, member._id));
    const inside = await receive('DEFAULT-IN', '2027-02-22');
    const outside = await receive('DEFAULT-OUT', '2027-02-23');
    await jobs.runExpiringLotsJob({ now: NOW, force: true });
    expect(await expiringOrderOf(inside._id)).toHaveLength(1);
    expect(await expiringOrderOf(outside._id)).toHaveLength(0);
  });

  it('running it again creates nothing twice; a run inside the period does nothing at all', async () => {
    const again = await jobs.runExpiringLotsJob({ now: NOW, force: true });
    expect(again).toEqual({ ran: true, created: 0 });
    const soon = await jobs.runExpiringLotsJob({ now: dayjs(NOW).add(10, 'minute').toDate(), periodMinutes: 60 });
    expect(soon).toEqual({ ran: false, created: 0 });
    const later = await jobs.runExpiringLotsJob({ now: dayjs(NOW).add(2, 'hour').toDate(), periodMinutes: 60 });
    expect(later).toEqual({ ran: true, created: 0 });
  });

  it('two processes running it at once: one creates the orders, the other finds nothing to do', async () => {
    if (process.env.TEST_DB !== 'postgres') return; // PGlite allows one process per database
    const lot = await receive('TWO-PROCS', '2026-12-15');
    const other = await openDatabase({ databaseUrl: ctx.databaseUrl });
    try {
      const second = createOrderService({
        db: other.db,
        stock: { lockOwnStock: async () => ({}) as never },
        replenishments: { openForShortfall: async () => {} },
      });
      const at = dayjs(NOW).add(1, 'day').toDate();
      const results = await Promise.all([jobs.runExpiringLotsJob({ now: at }), second.runExpiringLotsJob({ now: at })]);
      const [winner, loser] = results[0]!.ran ? results : [results[1]!, results[0]!];
      expect(winner!.ran).toBe(true);
      expect(winner!.created).toBeGreaterThanOrEqual(1);
      expect(loser).toEqual({ ran: false, created: 0 });
      expect(await expiringOrderOf(lot._id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the expiring-lot order', () => {
  let orderId: string;
  let lotId: string;

  it("the administrator's Run now answers how many it made; the member sees it in Orders and in Expiring Lots", async () => {
    await ctx.db.update(users).set({ expiryLotPreferences: 24 }).where(eq(users._id, member._id));
    const res = await call(ctx, 'healthpro', 'POST', '/expiringlots/run');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.created).toBeGreaterThanOrEqual(2); // the demo lots AMX-24A17 and AMX-24B03 now fall inside 24 months
    const lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24A17')))[0]!;
    lotId = lot._id;
    orderId = (await expiringOrderOf(lotId))[0]!._id;
    const mine = (await call(ctx, 'member', 'GET', '/orders?search=AMX-24A17')).json().data.orders;
    expect(mine.map((o: { _id: string }) => o._id)).toContain(orderId);
    const expiring = (await call(ctx, 'member', 'GET', '/orders/expiring')).json().data;
    expect(expiring.orders.every((o: { type: string }) => o.type === 'EXPIRING')).toBe(true);
    const supplierStandard = (await call(ctx, 'supplier', 'GET', '/orders')).json().data.orders;
    expect(supplierStandard.every((o: { type: string }) => o.type === 'STANDARD')).toBe(true);
    expect((await call(ctx, 'supplier', 'GET', '/orders/expiring')).json().data.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect((await call(ctx, 'member2', 'GET', `/order/${orderId}`)).statusCode).toBe(404);
  });

  it('cannot be shipped before the member approves; only the member approves, once', async () => {
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${orderId}/dispatch`, { type: 'EXPIRING' })).statusCode).toBe(409);
    expect((await call(ctx, 'member2', 'PATCH', `/order/${orderId}/approve`)).statusCode).toBe(404);
    expect((await call(ctx, 'supplier', 'PATCH', `/order/${orderId}/approve`)).statusCode).toBe(403);
  });

  it("the member approves: the lot's units leave through the ledger, the replenishment opens, supplier and distributor are told", async () => {
    const held = (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, lotId)))[0]!.units;
    const res = await call(ctx, 'member', 'PATCH', `/order/${orderId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CREATED', isApproved: true, units: held });
    expect((await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, lotId)))[0]!.units).toBe(0);
    const ledger = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, orderId));
    expect(ledger.map((r) => [r.reason, r.delta])).toEqual([['EXPIRING_ORDER_APPROVED', -held]]);
    const [task] = await ctx.db
      .select()
      .from(replenishments)
      .where(and(eq(replenishments.stockId, stockId), eq(replenishments.status, 'PENDING')));
    expect(task).toBeDefined();
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'ORDER_APPROVED')));
    expect(told.map((n) => [n.recipientType, n.link]).sort()).toEqual([
      ['distributor', '/expiringlots'],
      ['supplier', '/expiringlots'],
    ]);
    expect((await call(ctx, 'member', 'PATCH', `/order/${orderId}/approve`)).statusCode).toBe(409);
  });

  it('ships as EXPIRING only, by the distributor holding the lot; the member confirms receipt', async () => {
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${orderId}/dispatch`, { type: 'STANDARD' })).statusCode).toBe(400);
    expect((await call(ctx, 'supplier', 'PATCH', `/order/${orderId}/dispatch`, { type: 'EXPIRING' })).statusCode).toBe(403);
    expect((await call(ctx, 'distributor', 'PATCH', `/order/${orderId}/dispatch`, { type: 'EXPIRING' })).json().data.status).toBe('PACKAGED');
    expect((await call(ctx, 'member', 'PATCH', `/order/${orderId}/complete`)).json().data.status).toBe('COMPLETED');
  });

  it('a standard order cannot be approved', async () => {
    const lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24B03')))[0]!;
    const standard = (await call(ctx, 'member', 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 1 }] })).json().data.orders[0];
    expect((await call(ctx, 'member', 'PATCH', `/order/${standard._id}/approve`)).statusCode).toBe(400);
  });
});

describe("the job's setting", () => {
  it.each(['0', '-5', 'soon', ''])('EXPIRING_LOTS_INTERVAL_MINUTES=%j is refused at start-up with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: ctx.dataDir, EXPIRING_LOTS_INTERVAL_MINUTES: value })).toThrow(
      /EXPIRING_LOTS_INTERVAL_MINUTES must be a positive number of minutes/,
    );
  });

  it('refuses an interval longer than a Node timer holds (it would fire every millisecond), and takes the longest it holds', () => {
    expect(() => loadConfig({ DATA_DIR: ctx.dataDir, EXPIRING_LOTS_INTERVAL_MINUTES: '100000' })).toThrow(
      /EXPIRING_LOTS_INTERVAL_MINUTES must be at most 35791 minutes \(about 24 days\)/,
    );
    expect(loadConfig({ DATA_DIR: ctx.dataDir, EXPIRING_LOTS_INTERVAL_MINUTES: '35791' }).expiringLotsIntervalMinutes).toBe(35_791);
  });

  it('defaults to 60 minutes', () => {
    expect(loadConfig({ DATA_DIR: ctx.dataDir }).expiringLotsIntervalMinutes).toBe(60);
  });
});
