/**
 * Counts (stocktakes) through the API, worked by hand: a count with a loss, a gain and a found lot;
 * an order between the counting and the submit kept; a variance over the threshold waiting and
 * applied once on approval (with a movement between kept too); a variance that would go below the
 * units held refused whole; one open count per location; races of submits and approvals (real ones
 * on PostgreSQL); cancelling an abandoned count; the administrator's own count; a big count paged;
 * the History. The books balance after each (and the harness checks at the end).
 */
import dayjs from 'dayjs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustments, auditEvents, counts, locations, notifications, products, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { balances, receiveLot, reconcile } from '../stock/ledger.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let member2: typeof users.$inferSelect;
let distributor: typeof users.$inferSelect;
let admin: typeof users.$inferSelect;
let amoxicillin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
  member = await user(DEMO.member);
  member2 = await user(DEMO.member2);
  distributor = await user(DEMO.distributor);
  admin = await user(DEMO.healthpro);
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, product!._id)))
  )[0]!._id;
});
afterAll(() => ctx.close());

let shelves = 0;
/** A location of the distributor's own with the given lots of the member's amoxicillin, for one test. */
async function shelfWith(...units: number[]) {
  const [location] = await ctx.db
    .insert(locations)
    .values({
      name: `Count Shelf ${++shelves}`,
      line1: '1 Test St',
      line2: 'Toronto, ON',
      postalCode: 'M5V 1A1',
      status: 'APPROVED',
      distributorId: distributor._id,
    })
    .returning();
  const lots = [];
  for (const [i, n] of units.entries()) {
    lots.push(
      await ctx.db.transaction((tx) =>
        receiveLot(
          tx,
          {
            stockId: amoxicillin,
            locationId: location!._id,
            lotNumber: `CNT-${shelves}-${i + 1}`,
            expiry: dayjs()
              .add(9 + i, 'month')
              .format('YYYY-MM-DD'),
            units: n,
          },
          { reason: 'SEED' },
        ),
      ),
    );
  }
  return { locationId: location!._id, lots };
}
const lotUnits = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!.units;
const open = (locationId: string, extra: object = {}, who: keyof typeof DEMO = 'distributor') => call(ctx, who, 'POST', '/counts', { locationId, ...extra });
const save = (id: string, body: object, who: keyof typeof DEMO = 'distributor') => call(ctx, who, 'PATCH', `/count/${id}`, body);
const submit = (id: string, who: keyof typeof DEMO = 'distributor') => call(ctx, who, 'POST', `/count/${id}/submit`);
const decide = (id: string, decision: 'approve' | 'deny') => call(ctx, 'healthpro', 'POST', `/count/${id}/${decision}`);
const cancel = (id: string, who: keyof typeof DEMO = 'distributor', body: object = {}) => call(ctx, who, 'POST', `/count/${id}/cancel`, body);
const statusOf = async (id: string) => (await ctx.db.select().from(counts).where(eq(counts._id, id)))[0]!.status;
const order = (stockUnitId: string, units: number) => call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId, units }] });
const expectBalanced = async () => expect(balances(await reconcile(ctx.db))).toBe(true);
const countLedger = (countId: string) => ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, countId)).orderBy(asc(stockLedger._id));

describe('a count with a loss, a gain and a found lot', () => {
  let shelf: Awaited<ReturnType<typeof shelfWith>>;
  let id: string;

  it('the distributor opens a count of its location: a line per lot, expected units shown', async () => {
    shelf = await shelfWith(100, 50);
    const res = await open(shelf.locationId);
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json().data;
    id = count._id;
    expect(count).toMatchObject({
      status: 'OPEN',
      blind: false,
      version: 1,
      Location: { _id: shelf.locationId },
      User: { _id: distributor._id },
      found: [],
      lineCount: 2,
      countedCount: 0,
      abilities: { save: true, submit: true, approve: false, deny: false },
      submittedAt: null,
    });
    expect(
      count.lines.map((l: { stockUnitId: string; expectedUnits: number; countedUnits: null; variance: null }) => [
        l.stockUnitId,
        l.expectedUnits,
        l.countedUnits,
        l.variance,
      ]),
    ).toEqual([
      [shelf.lots[0]!._id, 100, null, null],
      [shelf.lots[1]!._id, 50, null, null],
    ]);
  });

  it('a second count of the location is a 409 naming the first; a supplier that does not operate it gets 404', async () => {
    const again = await open(shelf.locationId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'count.openExists', message: expect.stringContaining(id) });
    expect(again.json().message).toContain('Count Shelf');
    expect((await open(shelf.locationId, {}, 'supplier')).statusCode).toBe(404);
    expect((await call(ctx, 'supplier', 'GET', `/count/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'member', 'GET', `/count/${id}`, undefined, 'distributor')).statusCode).toBe(403);
  });

  it('saves a loss of 4 (damaged), a gain of 2 and a found lot of 7; each line keeps the units it was counted against', async () => {
    const res = await save(id, {
      lines: [
        { stockUnitId: shelf.lots[0]!._id, countedUnits: 96, reason: 'DAMAGED', note: 'Crushed' },
        { stockUnitId: shelf.lots[1]!._id, countedUnits: 52, reason: 'COUNT_CORRECTION' },
      ],
      found: [{ stockId: amoxicillin, lotNumber: 'FOUND-1', expiry: dayjs().add(14, 'month').format('YYYY-MM-DD'), countedUnits: 7 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json().data;
    expect(count).toMatchObject({ version: 2, countedCount: 2, found: [{ stockId: amoxicillin, lotNumber: 'FOUND-1', countedUnits: 7 }] });
    expect(
      count.lines.map((l: { expectedUnits: number; countedUnits: number; variance: number; reason: string }) => [
        l.expectedUnits,
        l.countedUnits,
        l.variance,
        l.reason,
      ]),
    ).toEqual([
      [100, 96, -4, 'DAMAGED'],
      [50, 52, 2, 'COUNT_CORRECTION'],
    ]);
  });

  it('submitted, the found lot (units the books never had) waits for the administrator, who is asked; nothing moves yet', async () => {
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'AWAITING_APPROVAL', abilities: { save: false, submit: false, approve: false, deny: false } });
    expect(res.json().data.submittedAt).not.toBeNull();
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(100);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(50);
    expect(await countLedger(id)).toEqual([]);
    const asked = await ctx.db.select().from(notifications).where(eq(notifications.countId, id));
    expect(asked.map((n) => [n.type, n.recipientId, n.link, n.askForApproval])).toEqual([['COUNT_AWAITING_APPROVAL', admin._id, `/count/${id}`, true]]);
    expect((await call(ctx, 'healthpro', 'GET', `/count/${id}`)).json().data.abilities).toEqual({
      save: false,
      submit: false,
      approve: true,
      deny: true,
      cancel: false,
    });
    const waiting = (await call(ctx, 'healthpro', 'GET', '/worklist')).json().data.groups.find((g: { kind: string }) => g.kind === 'COUNT');
    expect(waiting).toMatchObject({ count: 1, items: [{ _id: id, link: `/count/${id}`, requestedBy: distributor.name }] });
    expect(waiting.items[0].title).toContain('Count Shelf');
    expect((await call(ctx, 'distributor', 'POST', `/count/${id}/approve`, undefined, 'distributor')).statusCode).toBe(403);
  });

  it('approved, the loss, the gain and the found lot are three adjustments of the count; the member is told of each', async () => {
    const before = (await ctx.db.select().from(stocks).where(eq(stocks._id, amoxicillin)))[0]!.onHandUnits;
    const res = await decide(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('APPLIED');
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(96);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(52);
    const [found] = await ctx.db
      .select()
      .from(stockUnits)
      .where(and(eq(stockUnits.locationId, shelf.locationId), eq(stockUnits.lotNumber, 'FOUND-1')));
    expect(found).toMatchObject({ stockId: amoxicillin, units: 7 });
    expect((await ctx.db.select().from(stocks).where(eq(stocks._id, amoxicillin)))[0]!.onHandUnits).toBe(before - 4 + 2 + 7);
    expect((await countLedger(id)).map((l) => [l.stockUnitId, l.delta, l.reason, l.actorId])).toEqual([
      [shelf.lots[0]!._id, -4, 'DAMAGED', admin._id],
      [shelf.lots[1]!._id, 2, 'COUNT_CORRECTION', admin._id],
      [found!._id, 7, 'FOUND', admin._id],
    ]);
    const listed = (await call(ctx, 'member', 'GET', `/adjustments?countId=${id}`)).json().data;
    expect(listed.total).toBe(3);
    expect(listed.adjustments.every((a: { source: string; countId: string }) => a.source === 'count' && a.countId === id)).toBe(true);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.countId, id), eq(notifications.type, 'STOCK_ADJUSTED')));
    expect(told.map((n) => n.recipientId)).toEqual([member._id, member._id, member._id]);
    expect((await call(ctx, 'healthpro', 'GET', '/worklist')).json().data.groups.find((g: { kind: string }) => g.kind === 'COUNT')).toMatchObject({
      count: 0,
      items: [],
    });
    // The administrator's question is settled.
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.countId, id), eq(notifications.askForApproval, true))),
    ).toEqual([]);
    await expectBalanced();
  });

  it('its History: opened, saved, submitted and approved, each with who acted', async () => {
    const entries = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(asc(auditEvents.createdAt));
    expect(entries.map((e) => [e.action, e.userId, e.actorId])).toEqual([
      ['count.open', distributor._id, distributor._id],
      ['count.save', distributor._id, distributor._id],
      ['count.submit', distributor._id, distributor._id],
      ['count.approve', admin._id, admin._id],
    ]);
    const story = await call(ctx, 'distributor', 'GET', `/timeline/count/${id}`);
    expect(story.statusCode, story.body).toBe(200);
    expect(
      story
        .json()
        .data.events.map((e: { event: string }) => e.event)
        .sort(),
    ).toEqual(['count.approve', 'count.open', 'count.save', 'count.submit']);
    expect((await call(ctx, 'supplier', 'GET', `/timeline/count/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'distributor', 'GET', '/counts')).json().data.counts.map((c: { _id: string }) => c._id)).toContain(id);
    expect((await call(ctx, 'healthpro', 'GET', '/counts?search=count shelf')).json().data.counts.map((c: { _id: string }) => c._id)).toContain(id);
    expect((await call(ctx, 'supplier', 'GET', '/counts')).json().data).toEqual({ counts: [], total: 0 });
  });

  it('a new count of the location may open once it is applied', async () => {
    const again = await open(shelf.locationId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.lineCount).toBe(3);
  });
});

describe('a count never loses a movement', () => {
  it('an order placed on a counted lot between the count and the submit is kept: units = expected - order + variance', async () => {
    const shelf = await shelfWith(100, 40);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 97, reason: 'LOST' }] });
    const ordered = await order(shelf.lots[0]!._id, 10);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(90);
    // The second lot is counted after an order on it: its expected units are the units after the order.
    expect((await order(shelf.lots[1]!._id, 5)).statusCode).toBe(200);
    await save(id, { lines: [{ stockUnitId: shelf.lots[1]!._id, countedUnits: 35 }] });
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('APPLIED');
    expect(res.json().data.lines.map((l: { expectedUnits: number; variance: number }) => [l.expectedUnits, l.variance])).toEqual([
      [100, -3],
      [35, 0],
    ]);
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(100 - 10 - 3);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(35);
    expect((await countLedger(id)).map((l) => [l.delta, l.reason])).toEqual([[-3, 'LOST']]);
    await expectBalanced();
  });

  it('a variance over the threshold waits; a movement before the approval is kept, and it applies once', async () => {
    const shelf = await shelfWith(200);
    const lot = shelf.lots[0]!._id;
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: lot, countedUnits: 150, reason: 'STOLEN' }] });
    expect((await submit(id)).json().data.status).toBe('AWAITING_APPROVAL');
    expect(await lotUnits(lot)).toBe(200);
    expect((await order(lot, 5)).statusCode).toBe(200);
    const approved = await decide(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await lotUnits(lot)).toBe(200 - 5 - 50);
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('transition.wrongStatus');
    expect(await lotUnits(lot)).toBe(145);
    expect(await countLedger(id)).toHaveLength(1);
    await expectBalanced();
  });

  it('at the thresholds it applies at once: 10% of expected and 100 units are within', async () => {
    const shelf = await shelfWith(1000, 50);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, {
      lines: [
        { stockUnitId: shelf.lots[0]!._id, countedUnits: 900, reason: 'LOST' },
        { stockUnitId: shelf.lots[1]!._id, countedUnits: 55, reason: 'FOUND' },
      ],
    });
    expect((await submit(id)).json().data.status).toBe('APPLIED');
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(900);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(55);
  });

  it('denied, nothing moves and the location may be counted again', async () => {
    const shelf = await shelfWith(30);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 10, reason: 'LOST' }] });
    expect((await submit(id)).json().data.status).toBe('AWAITING_APPROVAL');
    const denied = await decide(id, 'deny');
    expect(denied.json().data).toMatchObject({ status: 'DENIED' });
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(30);
    expect(await countLedger(id)).toEqual([]);
    expect((await open(shelf.locationId)).statusCode).toBe(200);
  });

  it('a variance that would go below the units held at approval is a 409 naming the lot; nothing of the count moves', async () => {
    const shelf = await shelfWith(20, 20);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, {
      lines: [
        { stockUnitId: shelf.lots[0]!._id, countedUnits: 19, reason: 'DAMAGED' },
        { stockUnitId: shelf.lots[1]!._id, countedUnits: 5, reason: 'LOST' },
      ],
    });
    expect((await submit(id)).json().data.status).toBe('AWAITING_APPROVAL');
    const transfer = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/transfer/request`, {
      memberId: member2._id,
      stockUnits: [{ stockUnitId: shelf.lots[1]!._id, units: 10 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'ledger.belowHeld', message: expect.stringContaining(shelf.lots[1]!.lotNumber) });
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(20);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(20);
    expect((await ctx.db.select().from(counts).where(eq(counts._id, id)))[0]!.status).toBe('AWAITING_APPROVAL');
    expect(await ctx.db.select().from(adjustments).where(eq(adjustments.countId, id))).toEqual([]);
    await call(ctx, 'member2', 'PATCH', `/stocktransfer/${transfer.json().data._id}/deny`);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(await lotUnits(shelf.lots[1]!._id)).toBe(5);
    await expectBalanced();
  });
});

describe('refusals of a count', () => {
  it('a submit with a line not counted, or a variance without a reason, is a 400 naming the lots', async () => {
    const shelf = await shelfWith(10, 10);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 8 }] });
    const uncounted = await submit(id);
    expect(uncounted.statusCode).toBe(400);
    expect(uncounted.json().message).toContain(shelf.lots[1]!.lotNumber);
    await save(id, { lines: [{ stockUnitId: shelf.lots[1]!._id, countedUnits: 10 }] });
    const unexplained = await submit(id);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toContain(shelf.lots[0]!.lotNumber);
    expect(unexplained.json().message).not.toContain(shelf.lots[1]!.lotNumber);
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 12, reason: 'DAMAGED' }] });
    expect((await submit(id)).statusCode).toBe(400);
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 8, reason: 'EXPIRED' }] });
    const notExpired = await submit(id);
    expect(notExpired.statusCode).toBe(409);
    expect(notExpired.json().reason).toBe('adjustment.notExpired');
    expect((await call(ctx, 'distributor', 'GET', `/count/${id}`)).json().data.status).toBe('OPEN');
  });

  it('a lot not on the count, a found lot of a stock that cannot lie here, negative units: 400', async () => {
    const shelf = await shelfWith(10);
    const other = await shelfWith(10);
    const id = (await open(shelf.locationId)).json().data._id;
    expect((await save(id, { lines: [{ stockUnitId: other.lots[0]!._id, countedUnits: 1 }] })).statusCode).toBe(400);
    expect((await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: -1 }] })).statusCode).toBe(400);
    // A location of a distributor the stock's supplier does not use: the administrator counts it, and amoxicillin cannot be found there.
    const [stranger] = await ctx.db.insert(users).values({ type: 'distributor', name: 'Unlinked Distributor', email: 'unlinked@example.org' }).returning();
    const [far] = await ctx.db
      .insert(locations)
      .values({ name: 'Unlinked Shelf', line1: '2 Test St', line2: 'Toronto, ON', postalCode: 'M5V 1A1', status: 'APPROVED', distributorId: stranger!._id })
      .returning();
    const farCount = await open(far!._id, {}, 'healthpro');
    expect(farCount.statusCode, farCount.body).toBe(200);
    const refused = await save(
      farCount.json().data._id,
      { found: [{ stockId: amoxicillin, lotNumber: 'X', expiry: '2030-01-01', countedUnits: 1 }] },
      'healthpro',
    );
    expect(refused.statusCode).toBe(400);
    expect((await save(id, { found: [{ stockId: amoxicillin, lotNumber: 'X', expiry: '2030-01-01', countedUnits: 1 }] })).statusCode).toBe(200);
    expect((await save(id, { found: [{ stockId: amoxicillin, lotNumber: 'X', expiry: '2030-01-01', countedUnits: 0 }] })).statusCode).toBe(400);
  });

  it('a blind count hides the expected units and variances while open, and shows them once submitted', async () => {
    const shelf = await shelfWith(10);
    const res = await open(shelf.locationId, { blind: true });
    const id = res.json().data._id;
    expect(res.json().data.lines[0]).toMatchObject({ expectedUnits: null, variance: null });
    const saved = await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 9, reason: 'LOST' }] });
    expect(saved.json().data.lines[0]).toMatchObject({ expectedUnits: null, countedUnits: 9, variance: null });
    const submitted = await submit(id);
    expect(submitted.json().data).toMatchObject({ status: 'APPLIED', lines: [{ expectedUnits: 10, countedUnits: 9, variance: -1 }] });
  });
});

describe('races', () => {
  it('racing submits of one count apply it once', async () => {
    const shelf = await shelfWith(50);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 48, reason: 'DAMAGED' }] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(48);
    expect(await countLedger(id)).toHaveLength(1);
    await expectBalanced();
  });

  it('racing approvals of one count apply it once', async () => {
    const shelf = await shelfWith(50);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 20, reason: 'LOST' }] });
    expect((await submit(id)).json().data.status).toBe('AWAITING_APPROVAL');
    const answers = await Promise.all(Array.from({ length: 6 }, () => decide(id, 'approve')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(20);
    expect(await countLedger(id)).toHaveLength(1);
    await expectBalanced();
  });

  it('racing opens of one location open one count', async () => {
    const shelf = await shelfWith(5);
    const answers = await Promise.all(Array.from({ length: 4 }, () => open(shelf.locationId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(
      await ctx.db
        .select()
        .from(counts)
        .where(inArray(counts.locationId, [shelf.locationId])),
    ).toHaveLength(1);
  });
});

describe('cancelling an abandoned count', () => {
  it('its operator cancels an open count: nothing moves, it is in the History with the note, and the location may be counted again', async () => {
    const shelf = await shelfWith(40);
    const opened = (await open(shelf.locationId)).json().data;
    expect(opened.abilities).toEqual({ save: true, submit: true, approve: false, deny: false, cancel: true });
    await save(opened._id, { lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 30, reason: 'LOST' }] });
    const res = await cancel(opened._id, 'distributor', { note: 'Started on the wrong shelf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('cancelled') });
    expect(res.json().data).toMatchObject({
      status: 'CANCELLED',
      abilities: { save: false, submit: false, approve: false, deny: false, cancel: false },
    });
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(40);
    expect(await countLedger(opened._id)).toEqual([]);
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, opened._id), eq(auditEvents.action, 'count.cancel')));
    expect(entry).toMatchObject({ userId: distributor._id, detail: { from: 'OPEN', to: 'CANCELLED', note: 'Started on the wrong shelf' } });
    const story = (await call(ctx, 'distributor', 'GET', `/timeline/count/${opened._id}`)).json().data.events;
    expect(story.map((e: { event: string }) => e.event)).toContain('count.cancel');
    const again = await open(shelf.locationId);
    expect(again.statusCode, again.body).toBe(200);
    await expectBalanced();
  });

  it("the administrator cancels an operator's open count; another operator gets 404, a member 403", async () => {
    const shelf = await shelfWith(10);
    const id = (await open(shelf.locationId)).json().data._id;
    expect((await cancel(id, 'supplier')).statusCode).toBe(404);
    expect((await call(ctx, 'member', 'POST', `/count/${id}/cancel`, {}, 'distributor')).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('OPEN');
    const res = await cancel(id, 'healthpro');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('CANCELLED');
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'count.cancel')));
    expect(entry).toMatchObject({ userId: admin._id, detail: { note: null } });
  });

  it('a count no longer open is a 409: waiting, applied, cancelled', async () => {
    const shelf = await shelfWith(30, 30);
    const id = (await open(shelf.locationId)).json().data._id;
    await save(id, {
      lines: [
        { stockUnitId: shelf.lots[0]!._id, countedUnits: 10, reason: 'LOST' },
        { stockUnitId: shelf.lots[1]!._id, countedUnits: 30 },
      ],
    });
    expect((await submit(id)).json().data.status).toBe('AWAITING_APPROVAL');
    for (const who of ['distributor', 'healthpro'] as const) {
      const refused = await cancel(id, who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().reason).toBe('transition.wrongStatus');
    }
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await cancel(id)).statusCode).toBe(409);
    const other = (await open(shelf.locationId)).json().data._id;
    expect((await cancel(other)).statusCode).toBe(200);
    expect((await cancel(other)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('APPLIED');
  });

  it('a cancel racing a submit of one count: exactly one wins, and nothing is half applied', async () => {
    for (let round = 0; round < 4; round++) {
      const shelf = await shelfWith(50, 20);
      const id = (await open(shelf.locationId)).json().data._id;
      await save(id, {
        lines: [
          { stockUnitId: shelf.lots[0]!._id, countedUnits: 48, reason: 'DAMAGED' },
          { stockUnitId: shelf.lots[1]!._id, countedUnits: 19, reason: 'LOST' },
        ],
      });
      // Half the rounds send the cancel first.
      const [submitted, cancelled] = round % 2 ? (await Promise.all([cancel(id), submit(id)])).reverse() : await Promise.all([submit(id), cancel(id)]);
      expect([submitted!.statusCode, cancelled!.statusCode].sort()).toEqual([200, 409]);
      const loser = submitted!.statusCode === 409 ? submitted! : cancelled!;
      expect(loser.json().reason).toBe('transition.wrongStatus');
      const status = await statusOf(id);
      if (submitted!.statusCode === 200) {
        expect(status).toBe('APPLIED');
        expect((await countLedger(id)).map((l) => l.delta)).toEqual([-2, -1]);
        expect([await lotUnits(shelf.lots[0]!._id), await lotUnits(shelf.lots[1]!._id)]).toEqual([48, 19]);
      } else {
        expect(status).toBe('CANCELLED');
        expect(await countLedger(id)).toEqual([]);
        expect([await lotUnits(shelf.lots[0]!._id), await lotUnits(shelf.lots[1]!._id)]).toEqual([50, 20]);
      }
    }
    await expectBalanced();
  });
});

describe("the administrator's own count", () => {
  it('opens and submits a count at any location; over the thresholds, and with a found lot, it applies at once in its name', async () => {
    const shelf = await shelfWith(100);
    const res = await open(shelf.locationId, {}, 'healthpro');
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data._id;
    expect(res.json().data.abilities).toEqual({ save: true, submit: true, approve: false, deny: false, cancel: true });
    await save(
      id,
      {
        lines: [{ stockUnitId: shelf.lots[0]!._id, countedUnits: 50, reason: 'STOLEN' }],
        found: [{ stockId: amoxicillin, lotNumber: `ADM-FOUND-${shelves}`, expiry: dayjs().add(12, 'month').format('YYYY-MM-DD'), countedUnits: 3 }],
      },
      'healthpro',
    );
    const submitted = await submit(id, 'healthpro');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('APPLIED');
    expect(await lotUnits(shelf.lots[0]!._id)).toBe(50);
    expect((await countLedger(id)).map((l) => [l.delta, l.reason, l.actorId])).toEqual([
      [-50, 'STOLEN', admin._id],
      [3, 'FOUND', admin._id],
    ]);
    // Nobody is asked, and nothing waits.
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.countId, id), eq(notifications.type, 'COUNT_AWAITING_APPROVAL'))),
    ).toEqual([]);
    await expectBalanced();
  });

  it("an open count is not on the administrator's worklist, though it may submit or cancel it", async () => {
    const shelf = await shelfWith(5);
    const id = (await open(shelf.locationId)).json().data._id;
    const waiting = (await call(ctx, 'healthpro', 'GET', '/worklist')).json().data.groups.find((g: { kind: string }) => g.kind === 'COUNT');
    expect(waiting.items.map((i: { _id: string }) => i._id)).not.toContain(id);
    expect((await call(ctx, 'healthpro', 'GET', `/count/${id}`)).json().data.abilities).toMatchObject({ submit: true, cancel: true });
  });
});

describe('a count of a big location', () => {
  let shelf: Awaited<ReturnType<typeof shelfWith>>;
  let id: string;
  let name: string;
  const get = (query = '', who: keyof typeof DEMO = 'distributor') => call(ctx, who, 'GET', `/count/${id}${query}`);

  beforeAll(async () => {
    shelf = await shelfWith(...Array.from({ length: 60 }, () => 10));
    name = `Count Shelf ${shelves}`;
    id = (await open(shelf.locationId)).json().data._id;
  });

  it('answers 50 lines by default, the page asked for, and how many there are', async () => {
    const first = (await get()).json().data;
    expect(first).toMatchObject({ lineCount: 60, linesTotal: 60, summary: { counted: 0, uncounted: 60, variances: 0, varianceUnits: null } });
    expect(first.lines).toHaveLength(50);
    const last = (await get('?limit=20&skip=50')).json().data;
    expect(last.lines).toHaveLength(10);
    expect(last.linesTotal).toBe(60);
    // By product, then expiry: the page follows on from the first.
    const all = [...first.lines, ...last.lines].map((l: { stockUnitId: string }) => l.stockUnitId);
    expect(new Set(all).size).toBe(60);
    expect(all).toEqual(shelf.lots.map((l) => l._id));
    expect((await get('?limit=101')).statusCode).toBe(400);
    expect((await get('?skip=-1')).statusCode).toBe(400);
  });

  it('searches the lines by lot number or product name', async () => {
    const lot = shelf.lots[41]!;
    const byLot = (await get(`?search=${lot.lotNumber.toLowerCase()}`)).json().data;
    expect(byLot.lines.map((l: { stockUnitId: string }) => l.stockUnitId)).toEqual([lot._id]);
    expect(byLot).toMatchObject({ linesTotal: 1, lineCount: 60 });
    const byProduct = (await get('?search=amoxicillin&limit=5')).json().data;
    expect(byProduct.linesTotal).toBe(60);
    expect(byProduct.lines).toHaveLength(5);
    expect((await get('?search=no-such-lot')).json().data).toMatchObject({ lines: [], linesTotal: 0, lineCount: 60 });
  });

  it('sums the whole count in its summary and in the list and its export, whatever the page', async () => {
    await save(id, {
      lines: [
        { stockUnitId: shelf.lots[0]!._id, countedUnits: 10 },
        { stockUnitId: shelf.lots[1]!._id, countedUnits: 8, reason: 'LOST' },
        { stockUnitId: shelf.lots[55]!._id, countedUnits: 13, reason: 'COUNT_CORRECTION' },
      ],
      found: [{ stockId: amoxicillin, lotNumber: 'BIG-FOUND', expiry: dayjs().add(14, 'month').format('YYYY-MM-DD'), countedUnits: 4 }],
    });
    const summary = { counted: 3, uncounted: 57, variances: 2, varianceUnits: -2 + 3 + 4 };
    expect((await get('?search=no-such-lot')).json().data.summary).toEqual(summary);
    expect((await get('?limit=1')).json().data).toMatchObject({ countedCount: 3, summary });
    const listed = (await call(ctx, 'distributor', 'GET', `/counts?search=${encodeURIComponent(name)}`)).json().data.counts;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: id, lines: [], linesTotal: 0, lineCount: 60, countedCount: 3, summary });
    const csv = await call(ctx, 'distributor', 'GET', `/counts.csv?search=${encodeURIComponent(name)}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [head, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    const column = (label: string) => cells(head!).indexOf(label);
    expect(column('Variance (units)')).toBeGreaterThan(-1);
    expect(cells(row!)[column('Variance (units)')]).toBe('5');
    expect(cells(row!)[column('Lots')]).toBe('60');
    expect(cells(row!)[column('Counted')]).toBe('3');
  });

  it('hides the variances of a blind count while open, in its summary and its list row', async () => {
    const blindShelf = await shelfWith(10, 10);
    const blind = (await open(blindShelf.locationId, { blind: true })).json().data._id;
    await save(blind, { lines: [{ stockUnitId: blindShelf.lots[0]!._id, countedUnits: 7, reason: 'LOST' }] });
    const seen = (await call(ctx, 'distributor', 'GET', `/count/${blind}`)).json().data;
    expect(seen.summary).toEqual({ counted: 1, uncounted: 1, variances: null, varianceUnits: null });
    const listed = (await call(ctx, 'distributor', 'GET', `/counts?search=${encodeURIComponent(`Count Shelf ${shelves}`)}`)).json().data.counts;
    expect(listed[0].summary).toEqual({ counted: 1, uncounted: 1, variances: null, varianceUnits: null });
  });
});
