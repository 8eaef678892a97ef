/**
 * A recall's replacement through the API: the recall's supplier offers one for a member stock's
 * recalled units still on hand (no consent asked), assigns fresher lots, the member approves and
 * the units leave as the recall's disposition (returned) while the fresh lots come in; a denial
 * leaves them frozen; a second offer, a disposition of the held units and a close are refused
 * while one is open; a revert cancels it; a disposition racing the offer and the approval
 * (PostgreSQL) accounts for the units exactly once. The books balance after each.
 */
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, recallTasks, stockLedger, stocks, stockUnits, users } from '../../db/schema.js';
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
const lotNow = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!;

// The members do not let the supplier replace their lots: a recall's replacement asks no consent.
const programme = () => recallProgramme(ctx, { member, member2, supplier, distributor }, { prefix: 'RPL', consent: false });

async function activeRecall(productId: string, lotNumbers: string[]) {
  const made = await call(ctx, 'supplier', 'POST', '/recalls', { productId, lotNumbers, class: 'II', reason: 'Particles', action: 'RETURN', respondBy });
  expect(made.statusCode, made.body).toBe(200);
  const activated = await call(ctx, 'supplier', 'POST', `/recall/${made.json().data._id}/activate`);
  expect(activated.statusCode, activated.body).toBe(200);
  return activated.json().data.recall as { _id: string; recallNumber: number };
}

type Who = keyof typeof DEMO;
const offer = (recallId: string, stockId: string, who: Who = 'supplier', note?: string) =>
  call(ctx, who, 'POST', `/recall/${recallId}/replace`, { stockId, ...(note ? { note } : {}) });
const detail = (id: string, who: Who = 'supplier') => call(ctx, who, 'GET', `/recall/${id}`);
const dispose = (id: string, stockUnitId: string, units: number, who: Who = 'distributor') =>
  call(ctx, who, 'POST', `/recall/${id}/dispose`, { stockUnitId, units, disposition: 'RETURNED', reference: 'WB-7' });
let fresh = 0;
const assign = (id: string, locationId: string, units: number, lotNumber = `FRESH-${++fresh}`) =>
  call(ctx, 'supplier', 'POST', `/stockreplacement/${id}/assign`, { stocks: [{ locationId, lotNumber, expiry: expiry(30), assignedUnits: units }] });
const decide = (id: string, decision: 'approve' | 'deny', who: 'member' | 'member2' = 'member') =>
  call(ctx, who, 'PATCH', `/stockreplacement/${id}/${decision}`);
type StockRow = { stockId: string; replaceableUnits: number; openReplacementId: string | null; abilities: { replace: boolean } };
const stockRow = (recall: { stocks: StockRow[] }, stockId: string) => recall.stocks.find((s) => s.stockId === stockId)!;

describe("a recall's replacement from offer to close", () => {
  let p: Awaited<ReturnType<typeof programme>>;
  let lots: Awaited<ReturnType<Awaited<ReturnType<typeof programme>>['lot']>>[];
  let recall: { _id: string; recallNumber: number };
  let transferId: string;
  let replacementA: string;
  let replacementB: string;

  it('the recall detail offers `replace` per holding stock to its supplier and the administrator, with the units not held', async () => {
    p = await programme();
    lots = [
      await p.lot(p.stockA, p.locations.byDistributor, 'RP-A', 50),
      await p.lot(p.stockA, p.locations.bySupplier, 'RP-A', 20),
      await p.lot(p.stockB, p.locations.byDistributor, 'RP-A', 30),
    ];
    // Member2 holds 5 of its units for a transfer before the recall: they are not the replacement's to take.
    const held = await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/transfer/request`, {
      memberId: member._id,
      stockUnits: [{ stockUnitId: lots[2]!._id, units: 5 }],
    });
    expect(held.statusCode, held.body).toBe(200);
    transferId = held.json().data._id;
    recall = await activeRecall(p.product._id, ['RP-A']);
    for (const who of ['supplier', 'healthpro'] as const) {
      const seen = (await detail(recall._id, who)).json().data;
      expect(stockRow(seen, p.stockA)).toMatchObject({ replaceableUnits: 70, openReplacementId: null, abilities: { replace: true } });
      expect(stockRow(seen, p.stockB)).toMatchObject({ replaceableUnits: 25, abilities: { replace: true } });
      expect(seen.replacements).toEqual([]);
    }
    for (const who of ['member', 'distributor'] as const) {
      const seen = (await detail(recall._id, who)).json().data;
      expect(seen.stocks.length).toBeGreaterThan(0);
      expect(seen.stocks.every((s: StockRow) => !s.abilities.replace)).toBe(true);
    }
  });

  it('only the recall’s supplier or the administrator offers one: a member or distributor 403, a stock of another product 400, no stock 404', async () => {
    expect((await offer(recall._id, p.stockA, 'member')).statusCode).toBe(403);
    expect((await offer(recall._id, p.stockA, 'distributor')).statusCode).toBe(403);
    const other = await ctx.db.select().from(stocks).where(eq(stocks.memberId, member._id));
    const elsewhere = other.find((s) => s.productId !== p.product._id)!;
    const wrong = await offer(recall._id, elsewhere._id);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().message).toBe('That stock is not of the recalled product');
    expect((await offer(recall._id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await offer(crypto.randomUUID(), p.stockA)).statusCode).toBe(404);
  });

  it("the supplier offers one without the member's consent: every recalled unit on hand held for it, the recall named", async () => {
    expect((await ctx.db.select().from(stocks).where(eq(stocks._id, p.stockA)))[0]!.isReplacable).toBe(false);
    const res = await offer(recall._id, p.stockA, 'supplier', 'Fresh lots ship Monday');
    expect(res.statusCode, res.body).toBe(200);
    const replacement = res.json().data;
    replacementA = replacement._id;
    expect(replacement).toMatchObject({
      status: 'PENDING',
      requestedBy: 'supplier',
      units: 70,
      note: 'Fresh lots ship Monday',
      recall: { _id: recall._id, recallNumber: recall.recallNumber, class: 'II', status: 'ACTIVE' },
      abilities: { assign: true, approve: false },
    });
    expect(replacement.StockReplacementUnits.map((u: { units: number; StockUnit: { _id: string } }) => [u.StockUnit._id, u.units]).sort()).toEqual(
      [
        [lots[0]!._id, 50],
        [lots[1]!._id, 20],
      ].sort(),
    );
    expect((await lotNow(lots[0]!._id)).reservedUnits).toBe(50);
    // The member reads it in its replacements, the recall named.
    const mine = (await call(ctx, 'member', 'GET', '/stockreplacements')).json().data.requests;
    expect(mine.find((r: { _id: string }) => r._id === replacementA)).toMatchObject({ recall: { recallNumber: recall.recallNumber } });
    await expectBalanced();
  });

  it('while it is open: a second offer is a 409 naming it, the detail lists it, a disposition of its units is a 409 naming it', async () => {
    const again = await offer(recall._id, p.stockA, 'healthpro');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'recall.replacementOpen' });
    expect(again.json().message).toBe(
      `A replacement of recall ${recall.recallNumber}'s units is already open for ${member.name} (70 units): the member approves or denies it first`,
    );
    const seen = (await detail(recall._id)).json().data;
    expect(stockRow(seen, p.stockA)).toMatchObject({ replaceableUnits: 0, openReplacementId: replacementA, abilities: { replace: false } });
    expect(seen.replacements).toMatchObject([{ _id: replacementA, status: 'PENDING', units: 70, stockId: p.stockA, Member: { _id: member._id } }]);
    const disposed = await dispose(recall._id, lots[0]!._id, 1);
    expect(disposed.statusCode).toBe(409);
    expect(disposed.json().reason).toBe('recall.replacementOpen');
    expect(disposed.json().message).toMatch(
      new RegExp(`^Lot RP-A: 50 units are held by the replacement offered to ${member.name} for recall ${recall.recallNumber}`),
    );
  });

  it('the frozen lot still moves for nothing else: an order, a transfer, a member’s own replacement are refused', async () => {
    const refusals = [
      await call(ctx, 'member', 'POST', `/stock/${p.stockA}/order`, { orderUnits: [{ stockUnitId: lots[0]!._id, units: 1 }] }),
      await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/order`, { orderUnits: [{ stockUnitId: lots[2]!._id, units: 1 }] }),
      await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/transfer/request`, {
        memberId: member._id,
        stockUnits: [{ stockUnitId: lots[2]!._id, units: 1 }],
      }),
      await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/replace`, { stockUnits: [{ stockUnitId: lots[2]!._id, units: 1 }] }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().reason).toBe('recall.frozen');
    }
  });

  it('a close is refused while its units remain; the recalled lot number cannot be assigned', async () => {
    const close = await call(ctx, 'supplier', 'POST', `/recall/${recall._id}/close`);
    expect(close.statusCode).toBe(409);
    expect(close.json().reason).toBe('recall.unitsRemain');
    const recalled = await assign(replacementA, p.locations.bySupplier, 70, 'RP-A');
    expect(recalled.statusCode).toBe(409);
    expect(recalled.json().reason).toBe('recall.frozen');
  });

  it("the member approves: the units leave as the recall's returned disposition, the fresh lots come in, its task is done", async () => {
    const assigned = await assign(replacementA, p.locations.bySupplier, 70, 'RP-FRESH');
    expect(assigned.statusCode, assigned.body).toBe(200);
    const approved = await decide(replacementA, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED' });
    expect(await lotNow(lots[0]!._id)).toMatchObject({ units: 0, reservedUnits: 0 });
    expect(await lotNow(lots[1]!._id)).toMatchObject({ units: 0, reservedUnits: 0 });
    const stockA = (await ctx.db.select().from(stocks).where(eq(stocks._id, p.stockA)))[0]!;
    expect(stockA.onHandUnits).toBe(70);
    const [freshLot] = await ctx.db
      .select()
      .from(stockUnits)
      .where(and(eq(stockUnits.stockId, p.stockA), eq(stockUnits.lotNumber, 'RP-FRESH')));
    expect(freshLot).toMatchObject({ units: 70, recallId: null });
    const ledger = await ctx.db.select().from(stockLedger).where(eq(stockLedger.stockId, p.stockA));
    expect(ledger.filter((l) => l.reason === 'RECALL_RETURNED').reduce((sum, l) => sum + l.delta, 0)).toBe(-70);
    expect(ledger.filter((l) => l.reason === 'REPLACEMENT_IN').reduce((sum, l) => sum + l.delta, 0)).toBe(70);
    expect(ledger.some((l) => l.reason === 'REPLACEMENT_OUT')).toBe(false);

    const seen = (await detail(recall._id)).json().data;
    expect(seen).toMatchObject({ returnedUnits: 70, accountedUnits: 70, remainingUnits: 25 + 5 });
    expect(
      seen.dispositions.map((d: { units: number; reason: string; recallId: string; source: string }) => [d.units, d.reason, d.recallId, d.source]),
    ).toEqual(
      expect.arrayContaining([
        [-50, 'RECALL_RETURNED', recall._id, 'recall'],
        [-20, 'RECALL_RETURNED', recall._id, 'recall'],
      ]),
    );
    expect(seen.replacements).toMatchObject([{ _id: replacementA, status: 'APPROVED' }]);
    expect(stockRow(seen, p.stockA)).toMatchObject({ replaceableUnits: 0, abilities: { replace: false } });
    const tasks = await ctx.db.select().from(recallTasks).where(eq(recallTasks.recallId, recall._id));
    expect(tasks.find((t) => t.memberId === member._id)).toMatchObject({ status: 'DONE' });
    expect(tasks.find((t) => t.memberId === member2._id)).toMatchObject({ status: 'OPEN' });
    const history = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, recall._id), eq(auditEvents.action, 'recall.dispose')));
    expect(history.map((e) => (e.detail as { replacementId?: string }).replacementId)).toEqual([replacementA, replacementA]);
    await expectBalanced();
  });

  it('a denied one releases its hold: the units stay frozen and still need disposing', async () => {
    const res = await offer(recall._id, p.stockB, 'healthpro');
    expect(res.statusCode, res.body).toBe(200);
    replacementB = res.json().data._id;
    expect(res.json().data.units).toBe(25);
    const denied = await decide(replacementB, 'deny', 'member2');
    expect(denied.statusCode, denied.body).toBe(200);
    expect(await lotNow(lots[2]!._id)).toMatchObject({ units: 30, reservedUnits: 5, recallId: recall._id });
    expect(stockRow((await detail(recall._id)).json().data, p.stockB)).toMatchObject({
      replaceableUnits: 25,
      openReplacementId: null,
      abilities: { replace: true },
    });
    expect((await call(ctx, 'member2', 'POST', `/stock/${p.stockB}/order`, { orderUnits: [{ stockUnitId: lots[2]!._id, units: 1 }] })).statusCode).toBe(409);
    await expectBalanced();
  });

  it('once the rest is disposed of, the close works', async () => {
    expect((await call(ctx, 'member', 'PATCH', `/stocktransfer/${transferId}/deny`)).statusCode).toBe(200);
    const last = await dispose(recall._id, lots[2]!._id, 30);
    expect(last.statusCode, last.body).toBe(200);
    const closed = await call(ctx, 'supplier', 'POST', `/recall/${recall._id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'CLOSED', locatedUnits: 100, returnedUnits: 100, remainingUnits: 0 });
    expect(closed.json().data.stocks.every((s: StockRow) => !s.abilities.replace)).toBe(true);
    await expectBalanced();
  });
});

describe('a revert with a replacement open', () => {
  it('cancels it (DENIED, its hold released, the supplier told) and unfreezes the lot', async () => {
    const p = await programme();
    const lot = await p.lot(p.stockA, p.locations.byDistributor, 'RV-R', 12);
    const recall = await activeRecall(p.product._id, ['RV-R']);
    const opened = await offer(recall._id, p.stockA);
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().data._id;
    expect((await assign(id, p.locations.bySupplier, 12)).statusCode).toBe(200);
    const reverted = await call(ctx, 'healthpro', 'POST', `/recall/${recall._id}/revert`, { note: 'Wrong lot' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data.replacements).toMatchObject([{ _id: id, status: 'DENIED' }]);
    expect(await lotNow(lot._id)).toMatchObject({ units: 12, reservedUnits: 0, recallId: null });
    const after = (await call(ctx, 'member', 'GET', `/stockreplacement/${id}`)).json().data;
    expect(after).toMatchObject({ status: 'DENIED', recall: { status: 'REVERTED' }, abilities: { approve: false, deny: false } });
    const history = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(history.map((e) => e.action)).toContain('replacement.cancel');
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stockReplacementId, id), eq(notifications.type, 'REPLACEMENT_DENIED')));
    expect(told.map((n) => n.recipientId)).toEqual([supplier._id]);
    await expectBalanced();
  });
});

describe('a disposition racing the offer and the approval on the same units', () => {
  it('each round accounts for the units exactly once: returned by the approval or by the disposition, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await programme();
      const lot = await p.lot(p.stockA, p.locations.byDistributor, `RACE-R${round}`, 10);
      const recall = await activeRecall(p.product._id, [`RACE-R${round}`]);
      const [opened, early] = await Promise.all([offer(recall._id, p.stockA), dispose(recall._id, lot._id, 4)]);
      expect([200, 409]).toContain(opened.statusCode);
      expect([200, 409]).toContain(early.statusCode);
      let expected = early.statusCode === 200 ? 4 : 0;
      if (opened.statusCode === 200) {
        const id = opened.json().data._id;
        const units = opened.json().data.units;
        // Either it held every unit (the disposition refused) or the 6 the disposition left.
        expect(units).toBe(10 - expected);
        expect((await assign(id, p.locations.bySupplier, units)).statusCode).toBe(200);
        const [approved, late] = await Promise.all([decide(id, 'approve'), dispose(recall._id, lot._id, units)]);
        expect(approved.statusCode, approved.body).toBe(200);
        expect(late.statusCode).toBe(409);
        expect(['recall.replacementOpen', 'recall.overRemaining']).toContain(late.json().reason);
        expected += units;
      } else {
        expect(['recall.replacementOpen', 'recall.nothingToReplace']).toContain(opened.json().reason);
      }
      const seen = (await detail(recall._id)).json().data;
      expect(seen.accountedUnits).toBe(expected);
      expect(seen.accountedUnits + seen.remainingUnits).toBe(10);
      expect((await lotNow(lot._id)).units).toBe(10 - expected);
    }
    await expectBalanced();
  });
});
