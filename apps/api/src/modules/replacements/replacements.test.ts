/**
 * Replacements (stock rotation), through the API: the member's and the supplier's journeys, the
 * hold on the units going out, the swap through the ledger, refusals, races (real ones on
 * PostgreSQL; serialised on PGlite, where the answers must be the same), the expiring-lots job and
 * the expiry risk following the swap. Every file ends with the ledger reconciled (harness.ts).
 */
import { MESSAGES } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, locations, notifications, orders, products, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';
import { balances, holdUnits, receiveLot, reconcile, withdrawUnits } from '../stock/ledger.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let amoxicillin: string; // the member's stock of RDS-1001, supplied by the demo supplier
let productId: string;
let toronto: string;
let ottawa: string;

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
  productId = product!._id;
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
  const location = async (name: string) => (await ctx.db.select().from(locations).where(eq(locations.name, name)))[0]!._id;
  toronto = await location('Toronto Central Depot');
  ottawa = await location('Ottawa Cross-dock');
});
afterAll(() => ctx.close());

const inMonths = (months: number) => dayjs().add(months, 'month').add(5, 'day').format('YYYY-MM-DD');
const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');
const lotRow = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!;
const stockRow = async (id = amoxicillin) => (await ctx.db.select().from(stocks).where(eq(stocks._id, id)))[0]!;
const ledgerOf = (sourceId: string) => ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, sourceId)).orderBy(stockLedger._id);
/** A lot of its own for one test, received through the ledger. */
let lotCount = 0;
const freshLot = (units: number, expiry = inMonths(9), stockId = amoxicillin) =>
  ctx.db.transaction((tx) => receiveLot(tx, { stockId, locationId: toronto, lotNumber: `RPL-${++lotCount}`, expiry, units }, { reason: 'SEED' }));
const replace = (who: 'member' | 'member2' | 'supplier', lines: { stockUnitId: string; units: number }[], extra: object = {}, stockId = amoxicillin) =>
  call(ctx, who, 'POST', `/stock/${stockId}/replace`, { stockUnits: lines, ...extra });
const assign = (id: string, lots: object[]) => call(ctx, 'supplier', 'POST', `/stockreplacement/${id}/assign`, { stocks: lots });
const newLot = (units: number, lotNumber = `NEW-${++lotCount}`, expiry = inMonths(30)) => ({ locationId: toronto, lotNumber, expiry, assignedUnits: units });
const decide = (id: string, decision: 'approve' | 'deny', body?: object, who: 'member' | 'member2' = 'member') =>
  call(ctx, who, 'PATCH', `/stockreplacement/${id}/${decision}`, body);
const setReplacable = (isReplacable: boolean, who: 'member' | 'member2' | 'supplier' = 'member') =>
  call(ctx, who, 'PATCH', `/stock/${amoxicillin}`, { isReplacable });

describe("a member's replacement, from the request to the fresher lot in its stock", () => {
  let lot: typeof stockUnits.$inferSelect;
  let id: string;
  let before: typeof stocks.$inferSelect;

  it('the member names 30 units of an older lot: they are held, not available to orders, and the supplier is told', async () => {
    lot = await freshLot(50, inMonths(8));
    before = await stockRow();
    const res = await replace('member', [{ stockUnitId: lot._id, units: 30 }], { note: 'Rotate before summer' });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data;
    id = shown._id;
    expect(shown).toMatchObject({
      status: 'PENDING',
      version: 1,
      requestedBy: 'member',
      note: 'Rotate before summer',
      units: 30,
      Stock: { _id: amoxicillin, parLevel: 2000, minimumExpiry: 6, isReplacable: true, Product: { productId: 'RDS-1001' } },
      Member: { email: DEMO.member },
      Supplier: { email: DEMO.supplier },
      StockReplacementUnits: [{ units: 30, StockUnit: { _id: lot._id, lotNumber: lot.lotNumber, Location: { name: 'Toronto Central Depot' } } }],
      StockReplacementLots: [],
      comments: [],
      commentCount: 0,
      abilities: { assign: false, approve: false, deny: true, comment: true },
    });
    expect(await lotRow(lot._id)).toMatchObject({ units: 50, reservedUnits: 30 });
    expect((await stockRow()).heldUnits).toBe(before.heldUnits + 30);
    const order = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 21 }] });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({
      reason: 'ledger.tooFewUnits',
      message: `Lot ${lot.lotNumber} has 20 units available now (30 more are held for a pending transfer or replacement); 21 cannot be taken from it`,
    });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.stockReplacementId, id));
    expect(told.map((n) => [n.type, n.recipientType, n.link])).toEqual([['REPLACEMENT_CREATED', 'supplier', `/stockreplacement/${id}`]]);
  });

  it('the member, its supplier and the administrator read it and find it in their lists; another member gets 404', async () => {
    for (const who of ['member', 'supplier', 'healthpro'] as const) {
      expect((await call(ctx, who, 'GET', `/stockreplacement/${id}`)).statusCode, who).toBe(200);
      const list = (await call(ctx, who, 'GET', '/stockreplacements?limit=100')).json().data;
      expect(
        list.requests.map((r: { _id: string }) => r._id),
        who,
      ).toContain(id);
      expect(list.total).toBeGreaterThanOrEqual(list.requests.length);
    }
    expect((await call(ctx, 'member2', 'GET', `/stockreplacement/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'member2', 'GET', '/stockreplacements')).json().data).toMatchObject({ requests: [], total: 0 });
    expect((await call(ctx, 'distributor', 'GET', '/stockreplacements')).statusCode).toBe(403);
    expect((await call(ctx, 'member', 'GET', '/stockreplacements?search=amoxi')).json().data.requests.map((r: { _id: string }) => r._id)).toContain(id);
    expect((await call(ctx, 'member', 'GET', '/stockreplacements?search=salbutamol')).json().data.requests.map((r: { _id: string }) => r._id)).not.toContain(
      id,
    );
  });

  it.each([
    ['lots that add fewer units than go out', () => [newLot(20)], /exactly 30 units.*they add 20 units/],
    ['lots that add more', () => [newLot(20), newLot(20)], /exactly 30 units.*they add 40 units/],
    ['an expiry short of the minimum', () => [newLot(30, 'SHORT-1', inMonths(2))], MESSAGES.expiryTooShort],
    ['an expired lot', () => [newLot(30, 'OLD-1', '2020-01-31')], MESSAGES.expiryTooShort],
    ['no lot number', () => [newLot(30, '')], MESSAGES.fillRequired],
    ['no location', () => [{ lotNumber: 'X-1', expiry: inMonths(30), assignedUnits: 30 }], MESSAGES.fillRequired],
    ['zero units', () => [newLot(0)], MESSAGES.fillRequired],
    ['no lines', () => [], MESSAGES.fillRequired],
    ['an unapproved location', () => [{ ...newLot(30), locationId: ottawa }], /approved locations/],
  ])("the supplier's lots with %s are refused with 400 and nothing is written", async (_, lots, message) => {
    const res = await assign(id, lots());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await call(ctx, 'member', 'GET', `/stockreplacement/${id}`)).json().data).toMatchObject({
      status: 'PENDING',
      version: 1,
      StockReplacementLots: [],
    });
  });

  it('the member cannot approve before the lots are assigned (409)', async () => {
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('transition.wrongStatus');
  });

  it('the supplier assigns 30 units in two lots, and revises them while the member has not decided; the member is asked', async () => {
    const first = await assign(id, [newLot(30, 'FIRST-1')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'ASSIGNED_REQUEST', version: 2 });
    const revised = await assign(id, [newLot(10, 'FRESH-A', inMonths(30)), newLot(20, 'FRESH-B', inMonths(36))]);
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data).toMatchObject({
      status: 'ASSIGNED_REQUEST',
      version: 3,
      StockReplacementLots: [
        { lotNumber: 'FRESH-A', assignedUnits: 10, Location: { name: 'Toronto Central Depot' } },
        { lotNumber: 'FRESH-B', assignedUnits: 20 },
      ],
    });
    const asking = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplacementId, id), eq(notifications.type, 'REPLACEMENT_ASSIGNED')));
    expect(asking.map((n) => [n.recipientId, n.askForApproval]).sort()).toEqual([
      [member._id, false],
      [member._id, true],
    ]);
    const shown = (await call(ctx, 'member', 'GET', `/stockreplacement/${id}`)).json().data;
    expect(shown.abilities).toEqual({ assign: false, approve: true, deny: true, comment: true });
    expect((await call(ctx, 'supplier', 'GET', `/stockreplacement/${id}`)).json().data.abilities).toEqual({
      assign: true,
      approve: false,
      deny: false,
      comment: true,
    });
  });

  it('both parties comment; the thread is on the record, its count in the list, and the other party is told', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/stockreplacement/${id}/comment`, { comment: 'Both lots ship Monday' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comments).toMatchObject([{ comment: 'Both lots ship Monday', senderType: 'SUPPLIER' }]);
    await call(ctx, 'member', 'POST', `/stockreplacement/${id}/comment`, { comment: 'Thanks' });
    const listed = (await call(ctx, 'member', 'GET', '/stockreplacements?limit=100')).json().data.requests.find((r: { _id: string }) => r._id === id);
    expect(listed).toMatchObject({ comments: [], commentCount: 2 });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplacementId, id), eq(notifications.type, 'REPLACEMENT_COMMENT')));
    expect(told.map((n) => n.recipientType).sort()).toEqual(['member', 'supplier']);
    expect((await call(ctx, 'member2', 'POST', `/stockreplacement/${id}/comment`, { comment: 'Hi' })).statusCode).toBe(404);
  });

  it('a decision on a version the member was not shown is refused (409)', async () => {
    const res = await decide(id, 'approve', { version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('version.stale');
  });

  it('the member approves: the old units leave, the fresh lots enter the same stock, units conserved, the ledger says why', async () => {
    const res = await decide(id, 'approve', { version: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Replacement approved; the fresher lots are in your stock', data: { status: 'APPROVED', version: 4 } });
    const after = await stockRow();
    expect(after.onHandUnits).toBe(before.onHandUnits);
    expect(after.heldUnits).toBe(before.heldUnits);
    expect(await lotRow(lot._id)).toMatchObject({ units: 20, reservedUnits: 0 });
    const fresh = await ctx.db
      .select()
      .from(stockUnits)
      .where(and(eq(stockUnits.stockId, amoxicillin), sql`${stockUnits.lotNumber} in ('FRESH-A', 'FRESH-B')`))
      .orderBy(stockUnits.lotNumber);
    expect(fresh.map((l) => [l.lotNumber, l.units, l.locationId])).toEqual([
      ['FRESH-A', 10, toronto],
      ['FRESH-B', 20, toronto],
    ]);
    expect((await ledgerOf(id)).map((row) => [row.reason, row.delta])).toEqual([
      ['REPLACEMENT_OUT', -30],
      ['REPLACEMENT_IN', 10],
      ['REPLACEMENT_IN', 20],
    ]);
    expect(balances(await reconcile(ctx.db))).toBe(true);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplacementId, id), eq(notifications.type, 'REPLACEMENT_APPROVED')));
    expect(told.map((n) => [n.recipientType, n.link])).toEqual([['supplier', `/stockreplacement/${id}`]]);
    // Nothing asks the member any more.
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.stockReplacementId, id), eq(notifications.askForApproval, true))),
    ).toEqual([]);
  });

  it('a second approval, a denial and a revision after it are refused (409); nothing moves again', async () => {
    for (const res of [await decide(id, 'approve'), await decide(id, 'deny'), await assign(id, [newLot(30)])]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().reason).toBe('transition.wrongStatus');
    }
    expect(await ledgerOf(id)).toHaveLength(3);
  });

  it('History keeps every step, for the parties', async () => {
    const res = await call(ctx, 'member', 'GET', `/timeline/replacement/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.events.map((e: { event: string }) => e.event)
        .reverse(),
    ).toEqual(['replacement.request', 'replacement.assign', 'replacement.assign', 'replacement.comment', 'replacement.comment', 'replacement.approve']);
    expect((await call(ctx, 'member2', 'GET', `/timeline/replacement/${id}`)).statusCode).toBe(404);
  });

  it('the CSV export lists it with its lots out and in, in words', async () => {
    const res = await call(ctx, 'member', 'GET', '/stockreplacements.csv');
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFProduct,Brand,Member,Supplier,Units,Lots out,Lots in,Requested,Status');
    const row = lines.find((line) => line.includes('FRESH-A'));
    expect(row).toContain(`${lot.lotNumber} (${lot.expiry}): 30`);
    expect(row).toMatch(/,Approved$/);
  });
});

describe('refusals of a request', () => {
  it('another member gets 404 on the stock; the distributor and the administrator may not ask', async () => {
    const lot = await freshLot(5);
    expect((await replace('member2', [{ stockUnitId: lot._id, units: 1 }])).statusCode).toBe(404);
    for (const who of ['distributor', 'healthpro'] as const) {
      const res = await call(ctx, who, 'POST', `/stock/${amoxicillin}/replace`, { stockUnits: [{ stockUnitId: lot._id, units: 1 }] });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await lotRow(lot._id)).reservedUnits).toBe(0);
  });

  it.each([
    ['no lines', () => [], 400, /No stock selected for replacement/],
    [
      'a lot of another stock',
      async () => [{ stockUnitId: (await freshLot(5, inMonths(9), (await otherStock()) as string))._id, units: 1 }],
      400,
      /only lots of this stock/,
    ],
    [
      'a lot named twice',
      async () => {
        const lot = await freshLot(5);
        return [
          { stockUnitId: lot._id, units: 1 },
          { stockUnitId: lot._id, units: 1 },
        ];
      },
      400,
      /Name each lot once/,
    ],
    [
      'more units than the lot has available',
      async () => [{ stockUnitId: (await freshLot(5))._id, units: 6 }],
      409,
      /Lot RPL-\d+ has 5 units available now; 6 cannot be replaced/,
    ],
    ['zero units', async () => [{ stockUnitId: (await freshLot(5))._id, units: 0 }], 400, /.+/],
  ] as const)('%s: refused, nothing held', async (_, lines, status, message) => {
    const named = await lines();
    const res = await replace('member', named);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    if (status === 409) expect(res.json().reason).toBe('ledger.tooFewUnits');
    for (const { stockUnitId } of named) expect((await lotRow(stockUnitId)).reservedUnits).toBe(0);
  });

  it('a note over 1000 characters is refused (400)', async () => {
    const lot = await freshLot(5);
    const res = await replace('member', [{ stockUnitId: lot._id, units: 1 }], { note: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect((await lotRow(lot._id)).reservedUnits).toBe(0);
  });
});

/** The member's salbutamol stock, also the demo supplier's product. */
async function otherStock() {
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1002'));
  return (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
}

describe("the member's consent, and the supplier's replacements", () => {
  it('only the member who holds the stock sets isReplacable; History keeps it; the supplier may then no longer replace', async () => {
    expect((await call(ctx, 'supplier', 'GET', `/stock/${amoxicillin}`)).json().data.abilities).toMatchObject({ replace: true, setReplacable: false });
    expect((await call(ctx, 'member', 'GET', `/stock/${amoxicillin}`)).json().data.abilities).toMatchObject({ replace: true, setReplacable: true });
    expect((await setReplacable(false, 'member2')).statusCode).toBe(404);
    expect((await setReplacable(false, 'supplier')).statusCode).toBe(403);
    const off = await setReplacable(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: "Your supplier may no longer replace this stock's lots", data: { _id: amoxicillin, isReplacable: false } });
    expect((await stockRow()).isReplacable).toBe(false);
    expect((await call(ctx, 'supplier', 'GET', `/stock/${amoxicillin}`)).json().data.abilities).toMatchObject({ replace: false });
    expect((await call(ctx, 'member', 'GET', `/stock/${amoxicillin}`)).json().data.abilities).toMatchObject({ replace: true });
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'stock'), eq(auditEvents.entityId, amoxicillin), eq(auditEvents.action, 'stock.replacable')));
    expect(audit).toMatchObject({ userId: member._id, detail: { from: 'true', to: 'false' } });
    expect((await call(ctx, 'member', 'PATCH', `/stock/${amoxicillin}`, { isReplacable: 'no' })).statusCode).toBe(400);
  });

  it('the supplier is refused on a stock the member does not let it replace: 409 with the reason, nothing held', async () => {
    const lot = await freshLot(10);
    const res = await replace('supplier', [{ stockUnitId: lot._id, units: 5 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'replacement.notReplacable', message: "The member has not agreed to replacements of this stock's lots" });
    expect((await lotRow(lot._id)).reservedUnits).toBe(0);
    // The member itself still may.
    const own = await replace('member', [{ stockUnitId: lot._id, units: 5 }]);
    expect(own.statusCode, own.body).toBe(200);
    expect((await decide(own.json().data._id, 'deny')).statusCode).toBe(200);
  });

  it('on a replaceable stock the supplier opens one, assigns, and the member approves; a supplier of other products gets 404', async () => {
    expect((await setReplacable(true)).json().data.isReplacable).toBe(true);
    const lot = await freshLot(12, inMonths(7));
    const opened = await replace('supplier', [{ stockUnitId: lot._id, units: 12 }]);
    expect(opened.statusCode, opened.body).toBe(200);
    const { _id: id } = opened.json().data;
    expect(opened.json().data).toMatchObject({ requestedBy: 'supplier', status: 'PENDING', abilities: { assign: true, approve: false, deny: false } });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.stockReplacementId, id));
    expect(told.map((n) => [n.recipientId, n.link])).toEqual([[member._id, `/stockreplacement/${id}`]]);
    expect((await assign(id, [newLot(12, 'SUP-FRESH')])).statusCode).toBe(200);
    const before = (await stockRow()).onHandUnits;
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await stockRow()).onHandUnits).toBe(before);
    expect(await lotRow(lot._id)).toMatchObject({ units: 0, reservedUnits: 0 });
    expect(balances(await reconcile(ctx.db))).toBe(true);

    // A supplier that does not supply the product does not find the stock.
    const other = await ctx.db
      .insert(users)
      .values({ type: 'supplier', name: 'Other Pharma', email: 'other-supplier@example.org', isActive: true })
      .returning();
    const token = await ctx.signIn(other[0]!.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/stock/${amoxicillin}/replace`,
      headers: { authorization: `Bearer ${token}` },
      payload: { stockUnits: [{ stockUnitId: lot._id, units: 1 }] },
    });
    expect(res.statusCode).toBe(404);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/supplier/stockreplacement/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(404);
  });
});

describe('a product given to another supplier', () => {
  it('takes its open replacements along: the new supplier reads and assigns them, the old one no longer finds them', async () => {
    const lot = await freshLot(4);
    const id = (await replace('member', [{ stockUnitId: lot._id, units: 4 }])).json().data._id;
    const [demoSupplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
    const [newcomer] = await ctx.db.insert(users).values({ type: 'supplier', name: 'Lakeside Pharma', email: 'lakeside-supplier@example.org' }).returning();
    const token = await ctx.signIn(newcomer!.email);
    const give = async (supplierId: string) => {
      const form = await multipart({ supplierId });
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/healthpro/product/${productId}`,
        headers: { ...form.headers, authorization: `Bearer ${ctx.tokens.healthpro}` },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await give(newcomer!._id);
    try {
      const read = await ctx.app.inject({ method: 'GET', url: `/api/supplier/stockreplacement/${id}`, headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ Supplier: { _id: newcomer!._id }, abilities: { assign: true } });
      expect((await call(ctx, 'supplier', 'GET', `/stockreplacement/${id}`)).statusCode).toBe(404);
      expect(balances(await reconcile(ctx.db))).toBe(true);
    } finally {
      await give(demoSupplier!._id);
    }
    expect((await call(ctx, 'supplier', 'GET', `/stockreplacement/${id}`)).json().data.Supplier._id).toBe(demoSupplier!._id);
    expect((await decide(id, 'deny')).statusCode).toBe(200);
  });
});

describe('a denial', () => {
  it.each(['PENDING', 'ASSIGNED_REQUEST'] as const)('from %s releases the hold and moves nothing', async (status) => {
    const lot = await freshLot(8);
    const before = await stockRow();
    const id = (await replace('member', [{ stockUnitId: lot._id, units: 8 }])).json().data._id;
    if (status === 'ASSIGNED_REQUEST') expect((await assign(id, [newLot(8)])).statusCode).toBe(200);
    expect((await lotRow(lot._id)).reservedUnits).toBe(8);
    const res = await decide(id, 'deny');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DENIED');
    expect(await lotRow(lot._id)).toMatchObject({ units: 8, reservedUnits: 0 });
    expect(await stockRow()).toMatchObject({ onHandUnits: before.onHandUnits, heldUnits: before.heldUnits });
    expect(await ledgerOf(id)).toEqual([]);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplacementId, id), eq(notifications.type, 'REPLACEMENT_DENIED')));
    expect(told.map((n) => n.recipientType)).toEqual(['supplier']);
    // The units are free again: an order may take them.
    expect((await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 8 }] })).statusCode).toBe(200);
  });
});

describe('a lot drained between the assignment and the approval', () => {
  it('the approval is refused with 409 naming the lot, and nothing moves', async () => {
    const lot = await freshLot(10);
    const id = (await replace('member', [{ stockUnitId: lot._id, units: 10 }])).json().data._id;
    expect((await assign(id, [newLot(10, 'NEVER-IN')])).statusCode).toBe(200);
    // Something that takes held units (no route does: this stands for any future path that would) drains the lot.
    await ctx.db.transaction((tx) => withdrawUnits(tx, lot._id, 4, { reason: 'SEED' }, { fromHold: true }));
    const before = await stockRow();
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'ledger.tooFewUnits', message: expect.stringContaining(lot.lotNumber) });
    expect(await ledgerOf(id)).toEqual([]);
    expect(await stockRow()).toMatchObject({ onHandUnits: before.onHandUnits, heldUnits: before.heldUnits });
    expect(await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'NEVER-IN'))).toEqual([]);
    expect((await call(ctx, 'member', 'GET', `/stockreplacement/${id}`)).json().data.status).toBe('ASSIGNED_REQUEST');
    // Put the lot back as it was, and let the member deny: the books balance again.
    await ctx.db.transaction(async (tx) => {
      await receiveLot(tx, { stockId: amoxicillin, locationId: lot.locationId, lotNumber: lot.lotNumber, expiry: lot.expiry, units: 4 }, { reason: 'SEED' });
      await holdUnits(tx, lot._id, 4);
    });
    expect((await decide(id, 'deny')).statusCode).toBe(200);
    expect(await lotRow(lot._id)).toMatchObject({ units: 10, reservedUnits: 0 });
  });
});

describe('races', () => {
  it('an order and a replacement racing for the same 10 units: exactly one gets them', async () => {
    const lot = await freshLot(10);
    const answers = await Promise.all([
      replace('member', [{ stockUnitId: lot._id, units: 10 }]),
      call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 10 }] }),
      replace('supplier', [{ stockUnitId: lot._id, units: 10 }]),
      call(ctx, 'member', 'POST', `/stock/${amoxicillin}/transfer/request`, {
        memberId: (await ctx.db.select().from(users).where(eq(users.email, DEMO.member2)))[0]!._id,
        stockUnits: [{ stockUnitId: lot._id, units: 10 }],
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json().reason).toBe('ledger.tooFewUnits');
    const after = await lotRow(lot._id);
    expect(after.units - after.reservedUnits).toBe(0);
    expect(balances(await reconcile(ctx.db))).toBe(true);
    // Whoever won, its record is released or completed so that later tests start clean.
    const won = answers.find((a) => a.statusCode === 200)!.json().data;
    if ('requestedBy' in won) expect((await decide(won._id, 'deny')).statusCode).toBe(200);
    else if ('recipientMember' in won) expect((await call(ctx, 'member2', 'PATCH', `/stocktransfer/${won._id}/deny`)).statusCode).toBe(200);
  });

  it('20 simultaneous approvals swap the units once; approve racing deny: one wins', async () => {
    const lot = await freshLot(6);
    const id = (await replace('member', [{ stockUnitId: lot._id, units: 6 }])).json().data._id;
    expect((await assign(id, [newLot(6, 'RACE-IN')])).statusCode).toBe(200);
    const before = await stockRow();
    const approvals = await Promise.all(Array.from({ length: 20 }, () => decide(id, 'approve')));
    expect(approvals.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await ledgerOf(id)).map((row) => row.reason)).toEqual(['REPLACEMENT_OUT', 'REPLACEMENT_IN']);
    expect((await stockRow()).onHandUnits).toBe(before.onHandUnits);
    expect(balances(await reconcile(ctx.db))).toBe(true);

    const other = await freshLot(3);
    const second = (await replace('member', [{ stockUnitId: other._id, units: 3 }])).json().data._id;
    expect((await assign(second, [newLot(3)])).statusCode).toBe(200);
    const [approve, deny] = await Promise.all([decide(second, 'approve'), decide(second, 'deny')]);
    expect([approve.statusCode, deny.statusCode].sort()).toEqual([200, 409]);
    expect(await lotRow(other._id)).toMatchObject({ reservedUnits: 0, units: approve.statusCode === 200 ? 0 : 3 });
    expect(balances(await reconcile(ctx.db))).toBe(true);
  });
});

describe('what follows the swap', () => {
  it('the expiring-lots job does not offer units a replacement holds: a lot held whole gets no order, a lot held in part an order for the rest', async () => {
    const whole = await freshLot(9, inDays(20));
    const part = await freshLot(9, inDays(25));
    const wholeId = (await replace('member', [{ stockUnitId: whole._id, units: 9 }])).json().data._id;
    const partId = (await replace('member', [{ stockUnitId: part._id, units: 6 }])).json().data._id;
    const run = await call(ctx, 'healthpro', 'POST', '/expiringlots/run');
    expect(run.statusCode, run.body).toBe(200);
    const offered = async (lotId: string) =>
      ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.stockUnitId, lotId), eq(orders.type, 'EXPIRING')));
    expect(await offered(whole._id)).toEqual([]);
    expect((await offered(part._id)).map((o) => o.units)).toEqual([3]);
    // Denied, the units are the lot's again and the next run offers them.
    expect((await decide(wholeId, 'deny')).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'POST', '/expiringlots/run')).statusCode).toBe(200);
    expect((await offered(whole._id)).map((o) => o.units)).toEqual([9]);
    expect((await decide(partId, 'deny')).statusCode).toBe(200);
  });

  it("the stock's expiry risk and days of cover follow the swap: the old lot's units leave the risk, the fresh lot is not at risk", async () => {
    // The stock uses about 10 units a day: of 1000 expiring in 45 days, most would expire unused.
    const old = await freshLot(1000, inDays(45));
    const risk = async () => {
      const res = await call(ctx, 'member', 'GET', '/expiryrisk?months=12&limit=100');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.lots as { stockUnitId: string; lotNumber: string; units: number; unitsAtRisk: number }[];
    };
    const atRisk = (lots: Awaited<ReturnType<typeof risk>>, id: string) => lots.find((l) => l.stockUnitId === id);
    expect(atRisk(await risk(), old._id)).toMatchObject({ units: 1000, unitsAtRisk: expect.any(Number) });
    expect(atRisk(await risk(), old._id)!.unitsAtRisk).toBeGreaterThan(400);
    const cover = async () => (await call(ctx, 'member', 'GET', `/stock/${amoxicillin}`)).json().data.daysOfCover as number;
    const coverBefore = await cover();
    const id = (await replace('member', [{ stockUnitId: old._id, units: 1000 }])).json().data._id;
    // Held for the replacement: on their way out, no longer counted at risk, nor in the days of cover.
    expect(atRisk(await risk(), old._id)).toBeUndefined();
    expect(await cover()).toBeLessThan(coverBefore);
    expect((await assign(id, [newLot(1000, 'RISK-FRESH', inMonths(30))])).statusCode).toBe(200);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    // Swapped one for one: the cover is what it was.
    expect(await cover()).toBe(coverBefore);
    const after = await risk();
    expect(atRisk(after, old._id)).toBeUndefined();
    expect(after.map((l) => l.lotNumber)).not.toContain('RISK-FRESH');
    const fresh = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'RISK-FRESH')))[0]!;
    expect(fresh).toMatchObject({ stockId: amoxicillin, units: 1000 });
    expect(balances(await reconcile(ctx.db))).toBe(true);
  });
});
