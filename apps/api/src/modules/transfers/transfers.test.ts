import { MESSAGES } from '@rds/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { notifications, products, stockLedger, stocks, stockUnits, transfers, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let member2: typeof users.$inferSelect;
let amoxicillin: string; // the member's stock; member2 holds none of this product
let productId: string;
let toronto: typeof stockUnits.$inferSelect;
let mississauga: typeof stockUnits.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
  member2 = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member2)))[0]!;
  productId = (await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001')))[0]!._id;
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, productId)))
  )[0]!._id;
  toronto = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24A17')))[0]!;
  mississauga = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24B03')))[0]!;
});
afterAll(() => ctx.close());

/** Units of the product across every member: a transfer must never change it. */
const productTotal = async () =>
  (await queryRows<{ total: number }>(ctx.db, sql`select coalesce(sum(s.on_hand_units), 0)::int as total from stocks s where s.product_id = ${productId}`))[0]!
    .total;
const lot = async (id: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, id)))[0]!;
const request = (body: object, who: 'member' | 'member2' = 'member', stockId = amoxicillin) =>
  call(ctx, who, 'POST', `/stock/${stockId}/transfer/request`, body);

describe("a transfer, from the request to the units in the recipient's stock", () => {
  let transferId: string;

  it('the sender offers units of two lots; they are held, not available to orders, and everyone concerned is told', async () => {
    const res = await request({
      memberId: member2._id,
      stockUnits: [
        { stockUnitId: toronto._id, units: 40 },
        { stockUnitId: mississauga._id, units: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const transfer = res.json().data;
    transferId = transfer._id;
    expect(transfer).toMatchObject({
      status: 'PENDING',
      units: 50,
      senderMember: { email: DEMO.member },
      recipientMember: { email: DEMO.member2 },
      Stock: { parLevel: 2000, Product: { productId: 'RDS-1001', contractNumber: expect.any(String) } },
      Supplier: { email: DEMO.supplier },
      StockTransferUnits: [
        { units: 40, StockUnit: { lotNumber: 'AMX-24A17', Location: { name: 'Toronto Central Depot' } } },
        { units: 10, StockUnit: { lotNumber: 'AMX-24B03', Location: { name: 'Mississauga Warehouse' } } },
      ],
    });
    expect((await lot(toronto._id)).reservedUnits).toBe(40);
    const shown = (await call(ctx, 'member', 'GET', `/stock/${amoxicillin}`)).json().data.StockUnits.find((u: { _id: string }) => u._id === toronto._id);
    expect(shown).toMatchObject({ assignedUnits: toronto.units, reservedUnits: 40, availableUnits: toronto.units - 40 });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.stockTransferRequestId, transferId));
    expect(told.map((n) => [n.recipientType, n.link]).sort()).toEqual([
      ['distributor', `/stocktransfer/${transferId}`],
      ['healthpro', `/stocktransfer/${transferId}`],
      ['member', `/stocktransfer/${transferId}`],
      ['supplier', `/stocktransfer/${transferId}`],
    ]);
    expect(told.find((n) => n.recipientType === 'member')!.recipientId).toBe(member2._id);
  });

  it('held units cannot be ordered', async () => {
    const res = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: toronto._id, units: toronto.units - 39 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'ledger.tooFewUnits', message: expect.stringMatching(/held for a pending transfer/) });
  });

  it('sender, recipient, supplier, distributor and administrator find it; a third party does not', async () => {
    for (const who of ['member', 'member2', 'supplier', 'distributor', 'healthpro'] as const) {
      expect((await call(ctx, who, 'GET', `/stocktransfer/${transferId}`)).statusCode, who).toBe(200);
      const list = (await call(ctx, who, 'GET', '/stocktransfers')).json().data;
      expect(
        list.transfers.map((t: { _id: string }) => t._id),
        who,
      ).toContain(transferId);
    }
    const prairie = await ctx.signIn('prairie@example.org');
    const other = await ctx.app.inject({ method: 'GET', url: `/api/distributor/stocktransfer/${transferId}`, headers: { authorization: prairie } });
    expect(other.statusCode).toBe(404);
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/distributor/stocktransfers', headers: { authorization: prairie } })).json().data;
    expect(theirs.transfers.map((t: { _id: string }) => t._id)).not.toContain(transferId);
    expect(theirs.total).toBe(theirs.transfers.length);
  });

  it('the sender cannot approve its own transfer', async () => {
    const res = await call(ctx, 'member', 'PATCH', `/stocktransfer/${transferId}/approve`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'auth.forbidden' });
  });

  it('the recipient approves: each lot moves through the ledger into its new stock (par 0), units conserved to the unit', async () => {
    const before = await productTotal();
    const res = await call(ctx, 'member2', 'PATCH', `/stocktransfer/${transferId}/approve`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    expect(await productTotal()).toBe(before);
    const [received] = await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member2._id), eq(stocks.productId, productId)));
    expect(received).toMatchObject({ parLevel: 0, onHandUnits: 50 });
    const lots = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, received!._id));
    expect(lots.map((l) => [l.lotNumber, l.expiry, l.locationId, l.units]).sort()).toEqual(
      [
        ['AMX-24A17', toronto.expiry, toronto.locationId, 40],
        ['AMX-24B03', mississauga.expiry, mississauga.locationId, 10],
      ].sort(),
    );
    expect(await lot(toronto._id)).toMatchObject({ units: toronto.units - 40, reservedUnits: 0 });
    const ledger = await ctx.db.select().from(stockLedger).where(eq(stockLedger.sourceId, transferId));
    expect(ledger.map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['TRANSFER_IN', 10],
      ['TRANSFER_IN', 40],
      ['TRANSFER_OUT', -10],
      ['TRANSFER_OUT', -40],
    ]);
    expect((await call(ctx, 'member2', 'PATCH', `/stocktransfer/${transferId}/deny`)).statusCode).toBe(409);
  });

  it("the sender's stock, now below par, gets its replenishment", async () => {
    const tasks = (await call(ctx, 'member', 'GET', '/stockreplenishments')).json().data.requests;
    expect(tasks.find((t: { Stock: { _id: string } }) => t.Stock._id === amoxicillin)).toMatchObject({ status: 'PENDING', units: 50 });
  });
});

describe('a denied transfer moves nothing and releases the hold', () => {
  it('deny', async () => {
    const before = { total: await productTotal(), lot: await lot(mississauga._id) };
    const created = (await request({ memberId: member2._id, stockUnits: [{ stockUnitId: mississauga._id, units: 5 }] })).json().data;
    expect((await lot(mississauga._id)).reservedUnits).toBe(5);
    const res = await call(ctx, 'member2', 'PATCH', `/stocktransfer/${created._id}/deny`);
    expect(res.json().data.status).toBe('DENIED');
    expect(await productTotal()).toBe(before.total);
    expect(await lot(mississauga._id)).toMatchObject({ units: before.lot.units, reservedUnits: 0 });
  });
});

describe('bad transfers are refused and nothing is written', () => {
  it.each([
    ['nothing selected', () => ({ memberId: member2._id, stockUnits: [] }), 400, MESSAGES.noStockForTransfer],
    ['to oneself', () => ({ memberId: member._id, stockUnits: [{ stockUnitId: toronto._id, units: 1 }] }), 400, /yourself/],
    ['to an unknown member', () => ({ memberId: crypto.randomUUID(), stockUnits: [{ stockUnitId: toronto._id, units: 1 }] }), 404, /member was not found/],
    ['to a supplier', () => ({ memberId: 'SUPPLIER', stockUnits: [{ stockUnitId: toronto._id, units: 1 }] }), 404, /member was not found/],
    ['more than is available', () => ({ memberId: member2._id, stockUnits: [{ stockUnitId: toronto._id, units: 1_000_000 }] }), 409, /available now/],
    ['a lot of another stock', () => ({ memberId: member2._id, stockUnits: [{ stockUnitId: crypto.randomUUID(), units: 1 }] }), 400, /only lots of this stock/],
    ['zero units', () => ({ memberId: member2._id, stockUnits: [{ stockUnitId: toronto._id, units: 0 }] }), 400, /at least one unit/],
  ])('%s', async (_, body, status, message) => {
    const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
    const payload = body() as { memberId: string };
    if (payload.memberId === 'SUPPLIER') payload.memberId = supplier!._id;
    const before = { transfers: (await ctx.db.select().from(transfers)).length, lot: await lot(toronto._id) };
    const res = await request(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().reason).toBe({ 400: 'input.invalid', 404: 'record.notFound', 409: 'ledger.tooFewUnits' }[status]);
    expect(res.json().message).toMatch(message);
    expect({ transfers: (await ctx.db.select().from(transfers)).length, lot: await lot(toronto._id) }).toEqual(before);
  });

  it("an inactive member cannot receive; another member's stock cannot be offered", async () => {
    await ctx.db.update(users).set({ isActive: false }).where(eq(users._id, member2._id));
    expect((await request({ memberId: member2._id, stockUnits: [{ stockUnitId: toronto._id, units: 1 }] })).statusCode).toBe(404);
    await ctx.db.update(users).set({ isActive: true }).where(eq(users._id, member2._id));
    expect((await request({ memberId: member._id, stockUnits: [{ stockUnitId: toronto._id, units: 1 }] }, 'member2')).statusCode).toBe(404);
  });

  it('a third member can neither see nor decide', async () => {
    const created = (await request({ memberId: member2._id, stockUnits: [{ stockUnitId: toronto._id, units: 1 }] })).json().data;
    await ctx.db.insert(users).values({ type: 'member', name: 'Third Clinic', email: 'third@clinic.ca' });
    const third = await ctx.signIn('third@clinic.ca');
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/member/stocktransfer/${created._id}/approve`, headers: { authorization: third } });
    expect(res.statusCode).toBe(404);
    await call(ctx, 'member2', 'PATCH', `/stocktransfer/${created._id}/deny`);
  });
});

describe('races', () => {
  it('two transfers and an order racing for the same 10 units: never more than 10 leave', async () => {
    const { receiveLot } = await import('../stock/ledger.js');
    const fresh = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: amoxicillin, locationId: toronto.locationId, lotNumber: 'AMX-TEN', expiry: toronto.expiry, units: 10 }, { reason: 'SEED' }),
    );
    const answers = await Promise.all([
      request({ memberId: member2._id, stockUnits: [{ stockUnitId: fresh._id, units: 10 }] }),
      request({ memberId: member2._id, stockUnits: [{ stockUnitId: fresh._id, units: 10 }] }),
      call(ctx, 'member', 'POST', `/stock/${amoxicillin}/order`, { orderUnits: [{ stockUnitId: fresh._id, units: 10 }] }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const after = await lot(fresh._id);
    expect(after.units - after.reservedUnits).toBe(0);
    const pending = answers.find((a) => a.statusCode === 200 && a.json().data.status === 'PENDING');
    if (pending) {
      const approvals = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'member2', 'PATCH', `/stocktransfer/${pending.json().data._id}/approve`)));
      expect(approvals.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(approvals.filter((a) => a.statusCode === 409)).toHaveLength(19);
      expect(await lot(fresh._id)).toMatchObject({ units: 0, reservedUnits: 0 });
    }
  });

  it('20 simultaneous approvals move the units once; approve racing deny: one wins', async () => {
    const before = await productTotal();
    const a = (await request({ memberId: member2._id, stockUnits: [{ stockUnitId: mississauga._id, units: 3 }] })).json().data;
    const approvals = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'member2', 'PATCH', `/stocktransfer/${a._id}/approve`)));
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(stockLedger)
        .where(and(eq(stockLedger.sourceId, a._id), eq(stockLedger.reason, 'TRANSFER_IN'))),
    ).toHaveLength(1);
    const b = (await request({ memberId: member2._id, stockUnits: [{ stockUnitId: mississauga._id, units: 2 }] })).json().data;
    const [approve, deny] = await Promise.all([
      call(ctx, 'member2', 'PATCH', `/stocktransfer/${b._id}/approve`),
      call(ctx, 'member2', 'PATCH', `/stocktransfer/${b._id}/deny`),
    ]);
    expect([approve.statusCode, deny.statusCode].sort()).toEqual([200, 409]);
    expect(await productTotal()).toBe(before);
  });
});

describe('the Members page and the member list', () => {
  it('a member sees the other active members, searchable and paged, without their settings', async () => {
    const res = await call(ctx, 'member', 'GET', '/members?sort=name');
    expect(res.statusCode).toBe(200);
    const { members, total } = res.json().data;
    expect(members.map((m: { email: string }) => m.email)).not.toContain(DEMO.member);
    expect(members.map((m: { email: string }) => m.email)).toContain(DEMO.member2);
    expect(members.every((m: { isActive: boolean; expiryLotPreferences: null }) => m.isActive && m.expiryLotPreferences === null)).toBe(true);
    expect(total).toBe(members.length);
    expect((await call(ctx, 'member', 'GET', '/members?search=Third')).json().data.members.map((m: { name: string }) => m.name)).toEqual(['Third Clinic']);
    const names = (await call(ctx, 'member', 'GET', '/memberList')).json().data.map((m: { _id: string }) => m._id);
    expect(names).toContain(member2._id);
    expect(names).not.toContain(member._id);
  });
});

describe('Total Stock', () => {
  it('the supplier sees each of its products at each location with the lots members hold there, in one aggregate', async () => {
    const res = await call(ctx, 'supplier', 'GET', '/stocks/aggregate?search=Amoxicillin&sort=name');
    expect(res.statusCode, res.body).toBe(200);
    const { stocks: rows, total } = res.json().data;
    expect(total).toBe(rows.length);
    const atToronto = rows.find((r: { Location: { name: string } }) => r.Location.name === 'Toronto Central Depot');
    const lots = await ctx.db.select().from(stockUnits).where(eq(stockUnits.locationId, toronto.locationId));
    const expected = (await Promise.all(lots.map(async (l) => ({ l, s: (await ctx.db.select().from(stocks).where(eq(stocks._id, l.stockId)))[0]! }))))
      .filter(({ l, s }) => s.productId === productId && l.units > 0)
      .reduce((sum, { l }) => sum + l.units, 0);
    expect(atToronto.totalUnits).toBe(expected);
    expect(atToronto.stockUnits.map((u: { Member: { name: string } }) => u.Member.name)).toEqual(expect.arrayContaining([member.name, member2.name]));
    expect((await call(ctx, 'healthpro', 'GET', '/stocks/aggregate')).statusCode).toBe(200);
    expect((await call(ctx, 'member', 'GET', '/stocks/aggregate')).statusCode).toBe(403);
  });
});

describe('the transfer lists, a page at a time', () => {
  // By date a page's ids are found before they are joined (repository `listTransfers`): paging one
  // row at a time must walk the same transfers in the same order as one page of them all.
  it.each(['member', 'member2', 'supplier', 'distributor', 'healthpro'] as const)('%s: by date and by name, one row a page', async (who) => {
    for (const sort of ['newest', 'oldest', 'name']) {
      const all = (await call(ctx, who, 'GET', `/stocktransfers?limit=100&sort=${sort}`)).json().data;
      expect(all.transfers.length, `${who} ${sort}`).toBe(all.total);
      const paged: string[] = [];
      for (let skip = 0; skip < all.total; skip++) {
        const one = (await call(ctx, who, 'GET', `/stocktransfers?limit=1&skip=${skip}&sort=${sort}`)).json().data;
        expect(one.total).toBe(all.total);
        paged.push(...one.transfers.map((t: { _id: string }) => t._id));
      }
      expect(paged, `${who} ${sort}`).toEqual(all.transfers.map((t: { _id: string }) => t._id));
      if (sort === 'oldest') {
        const newest = (await call(ctx, who, 'GET', '/stocktransfers?limit=100&sort=newest')).json().data;
        expect(newest.transfers.map((t: { _id: string }) => t._id).reverse()).toEqual(paged);
      }
    }
    // Every viewer but the third party sees at least the transfers this file made.
    expect((await call(ctx, who, 'GET', '/stocktransfers')).json().data.total, who).toBeGreaterThan(1);
  });

  // A distributor's page by date is read from `transfer_distributors` alone: it must hold exactly
  // the transfers with a lot at one of the distributor's locations, in the order of every other list.
  it('distributor: by date, exactly the transfers with a lot at its locations', async () => {
    const [distributor] = await ctx.db.select().from(users).where(eq(users.email, DEMO.distributor));
    const expected = await queryRows<{ id: string }>(
      ctx.db,
      sql`select t.id from transfers t
          where exists (select 1 from transfer_units tu join stock_units u on u.id = tu.stock_unit_id join locations l on l.id = u.location_id
                        where tu.transfer_id = t.id and l.distributor_id = ${distributor!._id})
          order by t.created_at desc, t.id desc`,
    );
    expect(expected.length).toBeGreaterThan(1);
    for (const sort of ['newest', 'oldest']) {
      const { transfers: rows, total } = (await call(ctx, 'distributor', 'GET', `/stocktransfers?limit=100&sort=${sort}`)).json().data;
      const ids = expected.map((row) => row.id);
      expect(rows.map((t: { _id: string }) => t._id)).toEqual(sort === 'newest' ? ids : ids.reverse());
      expect(total).toBe(expected.length);
    }
    // A search takes the other way (through `transfers`) and finds the same ones.
    const search = encodeURIComponent(member.name.slice(0, 8));
    const searched = (await call(ctx, 'distributor', 'GET', `/stocktransfers?limit=100&search=${search}`)).json().data;
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.transfers.every((t: { _id: string }) => expected.some((row) => row.id === t._id))).toBe(true);
  });
});
