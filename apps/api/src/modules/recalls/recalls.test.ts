/**
 * Recalls through the API, on a product of their own: a draft made, edited and listed; its
 * activation's trace equal to a hand count (units on the lots, orders on their way, units held for
 * a transfer); every movement of a recalled lot refused with the recall's reason, a found lot
 * received frozen; dispositions by the location's operator through the ledger, the member's task
 * done, a close refused while units remain and allowed once none do; a revert that unfreezes; the
 * activation racing ten orders on the lot (PostgreSQL); the books balance after each.
 */
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustments, auditEvents, notifications, orders, recallTasks, stockUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { expectBalanced as expectBalancedBooks, expiry, recallProgramme } from './test-programme.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let member2: typeof users.$inferSelect;
let supplier: typeof users.$inferSelect;
let distributor: typeof users.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
  member = await user(DEMO.member);
  member2 = await user(DEMO.member2);
  supplier = await user(DEMO.supplier);
  distributor = await user(DEMO.distributor);
});
afterAll(() => ctx.close());

const respondBy = dayjs().add(14, 'day').format('YYYY-MM-DD');
const expectBalanced = () => expectBalancedBooks(ctx);
const lotUnits = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!;

const programme = () => recallProgramme(ctx, { member, member2, supplier, distributor }, { prefix: 'RCL' });

const create = (body: object, who: keyof typeof DEMO = 'supplier') => call(ctx, who, 'POST', '/recalls', body);
const activate = (id: string, who: keyof typeof DEMO = 'supplier') => call(ctx, who, 'POST', `/recall/${id}/activate`);
const detail = (id: string, who: keyof typeof DEMO = 'supplier') => call(ctx, who, 'GET', `/recall/${id}`);
const dispose = (id: string, body: object, who: keyof typeof DEMO = 'distributor') => call(ctx, who, 'POST', `/recall/${id}/dispose`, body);
const order = (stockId: string, stockUnitId: string, units: number, who: 'member' | 'member2' = 'member') =>
  call(ctx, who, 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId, units }] });

describe('a recall from draft to close', () => {
  let p: Awaited<ReturnType<typeof programme>>;
  let lots: Awaited<ReturnType<Awaited<ReturnType<typeof programme>>['lot']>>[];
  let id: string;

  it('the supplier makes a draft of two lots of its product: nothing is frozen yet', async () => {
    p = await programme();
    lots = [
      await p.lot(p.stockA, p.locations.byDistributor, 'RC-A', 100),
      await p.lot(p.stockA, p.locations.bySupplier, 'RC-A', 40),
      await p.lot(p.stockB, p.locations.byDistributor, 'RC-B', 30),
      await p.lot(p.stockB, p.locations.byDistributor, 'RC-KEEP', 25),
    ];
    const res = await create({ productId: p.product._id, lotNumbers: ['RC-A', 'RC-B'], class: 'I', reason: 'Particles in vials', action: 'RETURN', respondBy });
    expect(res.statusCode, res.body).toBe(200);
    const recall = res.json().data;
    id = recall._id;
    expect(recall).toMatchObject({
      status: 'DRAFT',
      class: 'I',
      action: 'RETURN',
      lotNumbers: ['RC-A', 'RC-B'],
      respondBy,
      Product: { _id: p.product._id },
      Supplier: { _id: supplier._id },
      User: { _id: supplier._id },
      lots: [],
      summary: null,
      abilities: { edit: true, activate: true, dispose: false, close: false, revert: false },
    });
    expect((await lotUnits(lots[0]!._id)).recallId).toBeNull();
  });

  it('refuses a respond-by date in the past, a product of another supplier, a wrong class', async () => {
    const past = await create({ productId: p.product._id, class: 'I', reason: 'x', action: 'RETURN', respondBy: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/2020-01-01/);
    const wrongClass = await create({ productId: p.product._id, class: 'IV', reason: 'x', action: 'RETURN', respondBy });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().message).toBe('Choose the class: I, II or III');
    const member = await create({ productId: p.product._id, class: 'I', reason: 'x', action: 'RETURN', respondBy }, 'member');
    expect(member.statusCode).toBe(403);
  });

  it('the draft is edited as shown; a member and the distributor do not see it', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/recall/${id}`, { class: 'II', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ class: 'II', version: 2 });
    const stale = await call(ctx, 'supplier', 'PATCH', `/recall/${id}`, { class: 'I', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().reason).toBe('version.stale');
    expect((await detail(id, 'member')).statusCode).toBe(404);
    expect((await detail(id, 'distributor')).statusCode).toBe(404);
  });

  it('activation freezes the matching lots and answers a trace equal to a hand count, with the units on their way', async () => {
    // On their way before the recall: an order of 10 from RC-A (member) and a transfer holding 5 of RC-B (member2).
    const ordered = await order(p.stockA, lots[0]!._id, 10);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const held = await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/transfer/request`, {
      memberId: member._id,
      stockUnits: [{ stockUnitId: lots[2]!._id, units: 5 }],
    });
    expect(held.statusCode, held.body).toBe(200);

    const res = await activate(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    // Hand count: members A and B; the distributor's shelf and the supplier's; 90 + 40 + 30 located; 10 ordered + 5 held.
    expect({ members: answer.members, locations: answer.locations, units: answer.units, inTransit: answer.inTransit }).toEqual({
      members: 2,
      locations: 2,
      units: 160,
      inTransit: 15,
    });
    expect(answer.recall).toMatchObject({ status: 'ACTIVE', locatedUnits: 160, remainingUnits: 160, lots: expect.any(Array) });
    expect(answer.recall.lots).toHaveLength(3);
    for (const lot of lots.slice(0, 3)) expect((await lotUnits(lot._id)).recallId).toBe(id);
    expect((await lotUnits(lots[3]!._id)).recallId).toBeNull();
    const tasks = await ctx.db.select().from(recallTasks).where(eq(recallTasks.recallId, id));
    expect(tasks.map((t) => t.memberId).sort()).toEqual([member._id, member2._id].sort());
    expect(tasks.every((t) => t.status === 'OPEN')).toBe(true);
    await expectBalanced();
  });

  it('every holder is told: each member (RECALL_ISSUED, to the recall) and each location operator (RECALL_AT_LOCATION)', async () => {
    const told = await ctx.db.select().from(notifications).where(eq(notifications.recallId, id));
    const byType = (type: string) =>
      told
        .filter((n) => n.type === type)
        .map((n) => n.recipientId)
        .sort();
    expect(byType('RECALL_ISSUED')).toEqual([member._id, member2._id].sort());
    expect(byType('RECALL_AT_LOCATION')).toEqual([distributor._id]);
    expect(told.find((n) => n.type === 'RECALL_ISSUED' && n.recipientId === member._id)).toMatchObject({ link: `/recall/${id}` });
    expect(told.find((n) => n.recipientId === member._id)!.message).toMatch(/130 units/);
  });

  it('a member sees its part only, and its task', async () => {
    const res = await detail(id, 'member');
    expect(res.statusCode, res.body).toBe(200);
    const recall = res.json().data;
    expect(recall.lots.map((l: { Member: { _id: string } }) => l.Member._id)).toEqual([member._id, member._id]);
    expect(recall).toMatchObject({ locatedUnits: 130, taskStatus: 'OPEN', abilities: { dispose: false, close: false } });
    expect(recall.tasks).toHaveLength(1);
    const open = (await call(ctx, 'member', 'GET', '/recalltasks/open')).json().data;
    expect(open).toMatchObject({ open: 1, newest: [{ recallId: id, status: 'OPEN', product: p.product.name }] });
    const list = await call(ctx, 'member', 'GET', '/recalls');
    expect(list.json().data.recalls.map((r: { _id: string }) => r._id)).toContain(id);
  });

  it('every movement of a recalled lot is refused with the recall named: order, transfer, replacement, approving a held transfer', async () => {
    const number = (await detail(id)).json().data.recallNumber;
    const refusals = [
      await order(p.stockA, lots[0]!._id, 1),
      await call(ctx, 'member', 'POST', `/stock/${p.stockA}/transfer/request`, {
        memberId: member2._id,
        stockUnits: [{ stockUnitId: lots[0]!._id, units: 1 }],
      }),
      await call(ctx, 'member', 'POST', `/stock/${p.stockA}/replace`, { stockUnits: [{ stockUnitId: lots[0]!._id, units: 1 }] }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().reason).toBe('recall.frozen');
      expect(res.json().message).toBe(`Lot RC-A is frozen by recall ${number}: its units may only be returned, destroyed or recorded as not found`);
    }
    const [pending] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'TRANSFER_CREATED'), eq(notifications.recipientId, member._id)));
    const approve = await call(ctx, 'member', 'PATCH', `/stocktransfer/${pending!.stockTransferRequestId}/approve`);
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json().reason).toBe('recall.frozen');
    // A receipt of a recalled lot number is refused too (a delivery of RC-A to another location).
    await expect(p.lot(p.stockA, p.locations.bySupplier, 'RC-B', 5)).rejects.toMatchObject({ reason: 'recall.frozen' });
    // The lot outside the recall moves.
    expect((await order(p.stockB, lots[3]!._id, 1, 'member2')).statusCode).toBe(200);
    await expectBalanced();
  });

  it('a close with units left is a 409 saying what remains', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/recall/${id}/close`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().reason).toBe('recall.unitsRemain');
    expect(res.json().message).toMatch(/^160 located units are not yet returned, destroyed or recorded as lost: RC-A/);
  });

  it("dispositions by the location's operator leave through the ledger; others get 404; too many is a 409", async () => {
    // The supplier's shelf is not the distributor's.
    const notHers = await dispose(id, { stockUnitId: lots[1]!._id, units: 1, disposition: 'RETURNED', reference: 'WB-1' });
    expect(notHers.statusCode).toBe(404);
    const tooMany = await dispose(id, { stockUnitId: lots[0]!._id, units: 91, disposition: 'RETURNED', reference: 'WB-1' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().reason).toBe('recall.overRemaining');

    const res = await dispose(id, { stockUnitId: lots[0]!._id, units: 85, disposition: 'RETURNED', reference: 'WB-1' });
    expect(res.statusCode, res.body).toBe(200);
    const lost = await dispose(id, { stockUnitId: lots[0]!._id, units: 5, disposition: 'LOST', reference: 'Count 12 Nov' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect((await lotUnits(lots[0]!._id)).units).toBe(0);
    const recall = lost.json().data;
    expect(recall.lots.find((l: { stockUnitId: string }) => l.stockUnitId === lots[0]!._id)).toMatchObject({
      locatedUnits: 90,
      returnedUnits: 85,
      lostUnits: 5,
      remainingUnits: 0,
    });
    expect(
      recall.dispositions.map((d: { units: number; reason: string; note: string; recallId: string; source: string }) => [d.units, d.reason, d.note, d.source]),
    ).toEqual([
      [-85, 'RECALL_RETURNED', 'WB-1', 'recall'],
      [-5, 'LOST', 'Count 12 Nov', 'recall'],
    ]);
    const rows = await ctx.db.select().from(adjustments).where(eq(adjustments.recallId, id));
    expect(rows).toHaveLength(2);
    // The adjustments list filtered by the recall counts its own two, for the operator and the administrator alike.
    for (const who of ['distributor', 'healthpro'] as const) {
      const listed = await call(ctx, who, 'GET', `/adjustments?recallId=${id}&limit=10`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect([listed.json().data.total, listed.json().data.adjustments.length]).toEqual([2, 2]);
    }
    await expectBalanced();
  });

  it("the member's task is done once none of its units remain; the other member's stays open", async () => {
    const supplierShelf = await dispose(id, { stockUnitId: lots[1]!._id, units: 40, disposition: 'DESTROYED', reference: 'CERT-9' }, 'supplier');
    expect(supplierShelf.statusCode, supplierShelf.body).toBe(200);
    const tasks = await ctx.db.select().from(recallTasks).where(eq(recallTasks.recallId, id));
    expect(tasks.find((t) => t.memberId === member._id)).toMatchObject({ status: 'DONE' });
    expect(tasks.find((t) => t.memberId === member2._id)).toMatchObject({ status: 'OPEN' });
  });

  it('the member acknowledges its task once; another member cannot', async () => {
    const [task] = await ctx.db
      .select()
      .from(recallTasks)
      .where(and(eq(recallTasks.recallId, id), eq(recallTasks.memberId, member2._id)));
    const wrong = await call(ctx, 'member', 'POST', `/recalltask/${task!._id}/acknowledge`);
    expect(wrong.statusCode).toBe(404);
    const res = await call(ctx, 'member2', 'POST', `/recalltask/${task!._id}/acknowledge`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tasks[0]).toMatchObject({ status: 'ACKNOWLEDGED', secondsToAcknowledge: expect.any(Number) });
    const again = await call(ctx, 'member2', 'POST', `/recalltask/${task!._id}/acknowledge`);
    expect(again.statusCode).toBe(409);
  });

  it('once every unit is accounted for (the held transfer denied first), the supplier closes it and the lots unfreeze', async () => {
    const [pending] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'TRANSFER_CREATED'), eq(notifications.recipientId, member._id)));
    expect((await call(ctx, 'member', 'PATCH', `/stocktransfer/${pending!.stockTransferRequestId}/deny`)).statusCode).toBe(200);
    const last = await dispose(id, { stockUnitId: lots[2]!._id, units: 30, disposition: 'RETURNED', reference: 'WB-2' });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.abilities).toMatchObject({ close: false, dispose: false });
    expect((await detail(id)).json().data.abilities).toMatchObject({ close: true, dispose: false, revert: false });
    const res = await call(ctx, 'supplier', 'POST', `/recall/${id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CLOSED', locatedUnits: 160, accountedUnits: 160, remainingUnits: 0 });
    expect((await lotUnits(lots[2]!._id)).recallId).toBeNull();
    const closed = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recallId, id), eq(notifications.type, 'RECALL_CLOSED')));
    expect(closed.map((n) => n.recipientId).sort()).toEqual([member._id, member2._id, distributor._id].sort());
    const history = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(history.map((e) => e.action)).toEqual(
      expect.arrayContaining(['recall.create', 'recall.edit', 'recall.activate', 'recall.dispose', 'recall.acknowledge', 'recall.close']),
    );
    await expectBalanced();
  });
});

describe('revert, overlap and found lots', () => {
  it('a second active recall on the same lot is a 409 naming the first; the administrator reverts and the lot moves again', async () => {
    const p = await programme();
    const lot = await p.lot(p.stockA, p.locations.byDistributor, 'RV-1', 20);
    const first = (await create({ productId: p.product._id, class: 'III', reason: 'Label misprint', action: 'DESTROY', respondBy })).json().data;
    expect((await activate(first._id)).statusCode).toBe(200);
    const second = (
      await create({ productId: p.product._id, lotNumbers: ['RV-1'], class: 'II', reason: 'Again', action: 'RETURN', respondBy }, 'healthpro')
    ).json().data;
    const overlap = await activate(second._id, 'healthpro');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ reason: 'recall.alreadyActive' });
    expect(overlap.json().message).toContain(String(first.recallNumber));

    expect((await order(p.stockA, lot._id, 1)).statusCode).toBe(409);
    expect((await call(ctx, 'supplier', 'POST', `/recall/${first._id}/revert`, { note: 'x' })).statusCode).toBe(403);
    const noNote = await call(ctx, 'healthpro', 'POST', `/recall/${first._id}/revert`, { note: '' });
    expect(noNote.statusCode).toBe(400);
    const res = await call(ctx, 'healthpro', 'POST', `/recall/${first._id}/revert`, { note: 'Wrong product chosen' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REVERTED', revertNote: 'Wrong product chosen', tasks: [{ status: 'OPEN' }] });
    expect((await lotUnits(lot._id)).recallId).toBeNull();
    expect((await order(p.stockA, lot._id, 1)).statusCode).toBe(200);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recallId, first._id), eq(notifications.type, 'RECALL_REVERTED')));
    expect(told.map((n) => n.recipientId).sort()).toEqual([member._id, distributor._id].sort());
    await expectBalanced();
  });

  it('a lot of the recall found by a count is received frozen and joins the trace as located; a write-off of recalled units counts as destroyed', async () => {
    const p = await programme();
    const lot = await p.lot(p.stockA, p.locations.byDistributor, 'FD-1', 10);
    const recall = (await create({ productId: p.product._id, lotNumbers: ['FD-1'], class: 'I', reason: 'Sterility', action: 'DESTROY', respondBy })).json()
      .data;
    expect((await activate(recall._id)).json().data.units).toBe(10);
    // A count at the supplier's shelf finds 4 units of FD-1 there.
    const count = (await call(ctx, 'supplier', 'POST', '/counts', { locationId: p.locations.bySupplier })).json().data;
    const saved = await call(ctx, 'supplier', 'PATCH', `/count/${count._id}`, {
      lines: [],
      found: [{ stockId: p.stockA, lotNumber: 'FD-1', expiry: expiry(12), countedUnits: 4 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(ctx, 'supplier', 'POST', `/count/${count._id}/submit`)).statusCode).toBe(200);
    const approved = await call(ctx, 'healthpro', 'POST', `/count/${count._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await detail(recall._id)).json().data;
    expect(after).toMatchObject({ locatedUnits: 14, remainingUnits: 14 });
    const found = after.lots.find((l: { Location: { _id: string } }) => l.Location._id === p.locations.bySupplier);
    expect(found).toMatchObject({ locatedUnits: 4, remainingUnits: 4 });
    expect((await lotUnits(found.stockUnitId)).recallId).toBe(recall._id);
    // The distributor writes off 3 damaged units of the recalled lot: they leave the trace as destroyed.
    const writeOff = await call(ctx, 'distributor', 'POST', `/stockunit/${lot._id}/adjust`, { units: -3, reason: 'DAMAGED' });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    expect(writeOff.json().data).toMatchObject({ recallId: recall._id, source: 'recall' });
    expect((await detail(recall._id)).json().data).toMatchObject({ destroyedUnits: 3, remainingUnits: 11 });
    await expectBalanced();
  });
});

describe('the activation racing orders on the lot', () => {
  it('ten orders racing the activation: each is refused with the recall, or committed and in the trace', async () => {
    const p = await programme();
    const lot = await p.lot(p.stockA, p.locations.byDistributor, 'RACE-1', 100);
    const recall = (await create({ productId: p.product._id, lotNumbers: ['RACE-1'], class: 'I', reason: 'Race', action: 'RETURN', respondBy })).json().data;
    const [activation, ...placed] = await Promise.all([activate(recall._id), ...Array.from({ length: 10 }, () => order(p.stockA, lot._id, 3))]);
    expect(activation!.statusCode, activation!.body).toBe(200);
    for (const res of placed) {
      if (res.statusCode !== 200) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().reason).toBe('recall.frozen');
      }
    }
    const committed = placed.filter((res) => res.statusCode === 200).length;
    const onLot = await ctx.db.select().from(orders).where(eq(orders.stockUnitId, lot._id));
    expect(onLot).toHaveLength(committed);
    const { units, inTransit } = activation!.json().data;
    // Every committed order is in the trace: on its way, and its units no longer located on the lot.
    expect(inTransit).toBe(committed * 3);
    expect(units).toBe(100 - committed * 3);
    expect((await lotUnits(lot._id)).units).toBe(units);
    await expectBalanced();
  });
});
