import { TIMELINE_KINDS, USER_TYPES, type TimelineEvent, type TimelineKind } from '@rds/contract';
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  counts,
  locations,
  orders,
  products,
  recalls,
  replenishments,
  stockReplacements,
  stocks,
  stockUnits,
  supplyChains,
  transfers,
  users,
} from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let member: typeof users.$inferSelect;
let member2: typeof users.$inferSelect;
let admin: typeof users.$inferSelect;
let amoxicillin: string; // the member's stock of RDS-1001

const byEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await byEmail(DEMO.member);
  member2 = await byEmail(DEMO.member2);
  admin = await byEmail(DEMO.healthpro);
  const product = (await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001')))[0]!;
  amoxicillin = (
    await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member._id), eq(stocks.productId, product._id)))
  )[0]!._id;
});
afterAll(() => ctx.close());

type Who = keyof typeof DEMO;
const timeline = async (who: Who, kind: TimelineKind, id: string, query = '') => {
  const res = await call(ctx, who, 'GET', `/timeline/${kind}/${id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { events: TimelineEvent[]; total: number };
};
const party = (user: typeof users.$inferSelect) => ({ id: user._id, name: user.name, type: user.type });

describe("a record's story", () => {
  let requestId: string;

  it('tells a stock request from its creation through an edit to its approval, newest first, with statuses and changed fields', async () => {
    const created = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: amoxicillin, requestedParLevel: 2500, minimumExpiry: 6 });
    expect(created.statusCode, created.body).toBe(200);
    requestId = created.json().data._id;
    const edited = await call(ctx, 'member', 'PATCH', `/stockrequest/${requestId}`, { requestedParLevel: 2600, minimumExpiry: 6 });
    expect(edited.statusCode, edited.body).toBe(200);
    const approved = await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${requestId}/approve`, { version: edited.json().data.version });
    expect(approved.statusCode, approved.body).toBe(200);

    const story = await timeline('member', 'stockrequest', requestId);
    expect(story.total).toBe(3);
    expect(story.events).toEqual([
      expect.objectContaining({ event: 'stockrequest.approve', actor: party(admin), actingAs: null, from: 'PENDING', to: 'APPROVED', changes: [] }),
      expect.objectContaining({
        event: 'stockrequest.update',
        actor: party(member),
        actingAs: null,
        from: null,
        to: null,
        changes: [{ field: 'requestedParLevel', from: '2500', to: '2600' }],
      }),
      expect.objectContaining({ event: 'stockrequest.increase', actor: party(member), from: null, to: 'PENDING', changes: [] }),
    ]);
    const times = story.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The supplier and the administrator read the same story; the other member cannot read the request at all.
    expect((await timeline('supplier', 'stockrequest', requestId)).events).toEqual(story.events);
    expect((await timeline('healthpro', 'stockrequest', requestId)).events).toEqual(story.events);
    expect((await call(ctx, 'member2', 'GET', `/timeline/stockrequest/${requestId}`)).statusCode).toBe(404);
  });

  it('pages newest first: limit and skip cut the same order, and total counts them all', async () => {
    const all = await timeline('member', 'stockrequest', requestId);
    const first = await timeline('member', 'stockrequest', requestId, '?limit=2');
    const second = await timeline('member', 'stockrequest', requestId, '?limit=2&skip=2');
    expect(first).toEqual({ events: all.events.slice(0, 2), total: 3 });
    expect(second).toEqual({ events: all.events.slice(2), total: 3 });
    expect((await call(ctx, 'member', 'GET', `/timeline/stockrequest/${requestId}?limit=101`)).statusCode).toBe(400);
    expect((await call(ctx, 'member', 'GET', `/timeline/stockrequest/not-an-id`)).statusCode).toBe(400);
  });

  it('names the administrator as the actor and the member as acted for when the administrator approves a transfer acting as its recipient', async () => {
    const lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24A17')))[0]!;
    const offered = await call(ctx, 'member', 'POST', `/stock/${amoxicillin}/transfer/request`, {
      memberId: member2._id,
      stockUnits: [{ stockUnitId: lot._id, units: 5 }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const transfer = offered.json().data;
    const token = (await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: member2._id })).json().data as string;
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/member/stocktransfer/${transfer._id}/approve`,
      headers: { authorization: token },
      payload: { version: transfer.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const story = await timeline('member', 'transfer', transfer._id);
    expect(story.events).toEqual([
      expect.objectContaining({ event: 'transfer.approve', actor: party(admin), actingAs: party(member2), from: 'PENDING', to: 'APPROVED' }),
      expect.objectContaining({ event: 'transfer.request', actor: party(member), actingAs: null, from: null, to: 'PENDING' }),
    ]);

    // The member's activity lists the request with its record; member2's lists what the administrator did as them.
    const activity = await call(ctx, 'healthpro', 'GET', `/user/${member2._id}/activity`);
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().data.events[0]).toMatchObject({
      event: 'transfer.approve',
      kind: 'transfer',
      recordId: transfer._id,
      record: 'Amoxicillin 500 mg capsules',
      actingAs: party(member2),
    });
    // The administrator's own activity holds it too (they really acted), once.
    const adminActivity = (await call(ctx, 'healthpro', 'GET', `/user/${admin._id}/activity?limit=100`)).json().data;
    expect(adminActivity.events.filter((e: { recordId: string }) => e.recordId === transfer._id)).toHaveLength(1);
  });

  it("pages a user's activity newest first across both of its sources, and counts each event once", async () => {
    const all = (await call(ctx, 'healthpro', 'GET', `/user/${admin._id}/activity?limit=100`)).json().data;
    expect(all.total).toBe(all.events.length);
    const ids = all.events.map((e: TimelineEvent) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = all.events.map((e: TimelineEvent) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await call(ctx, 'healthpro', 'GET', `/user/${admin._id}/activity?limit=1&skip=1`)).json().data;
    expect(second).toEqual({ events: all.events.slice(1, 2), total: all.total });
    // Only the administrator opens an account's activity; an unknown account is a 404.
    expect((await call(ctx, 'member', 'GET', `/user/${member._id}/activity`, undefined, 'member')).statusCode).toBe(403);
    expect((await call(ctx, 'healthpro', 'GET', `/user/${crypto.randomUUID()}/activity`)).statusCode).toBe(404);
  });

  it("names each activity row's record: an order by its number, a location, an account and a product by name, a supply chain and a stock's requests by their product, a deleted location by the name its event kept", async () => {
    type Row = { event: string; kind: string | null; recordId: string | null; record: string | null };
    const activity = async (userId: string) => (await call(ctx, 'healthpro', 'GET', `/user/${userId}/activity?limit=100`)).json().data.events as Row[];
    const named = (rows: Row[], event: string) => rows.filter((row) => row.event === event).map((row) => row.record);

    const ofAdmin = await activity(admin._id);
    const catalogue = await ctx.db.select().from(products);
    expect(named(ofAdmin, 'product.create').sort()).toEqual(catalogue.map((product) => product.name).sort());
    expect(named(ofAdmin, 'location.approve').sort()).toEqual(['Mississauga Warehouse', 'Toronto Central Depot']);
    expect(named(ofAdmin, 'supplychain.approve')).toEqual(['Salbutamol inhaler 100 mcg']);

    const ofMember = await activity(member._id);
    const placed = ofMember.filter((row) => row.event === 'order.create');
    expect(placed.length).toBeGreaterThan(0);
    const numbers = await ctx.db.select({ id: orders._id, number: orders.orderId }).from(orders);
    for (const row of placed) expect(row.record).toBe(String(numbers.find((order) => order.id === row.recordId)!.number));
    expect(named(ofMember, 'stockrequest.increase')).toContain('Amoxicillin 500 mg capsules');

    // A location created and deleted: the row of its deletion still names it.
    const distributor = await byEmail(DEMO.distributor);
    const body = { name: 'Kingston Annex', line1: '1 Ontario St', line2: 'Kingston, ON', postalCode: 'K7L 2Y2', comment: '' };
    const created = (await call(ctx, 'distributor', 'POST', '/location', body)).json().data;
    expect((await call(ctx, 'distributor', 'DELETE', `/location/${created._id}`)).statusCode).toBe(200);
    const ofDistributor = await activity(distributor._id);
    expect(ofDistributor.filter((row) => row.recordId === created._id).map((row) => [row.event, row.record])).toEqual([
      ['location.delete', 'Kingston Annex'],
      ['location.create', null],
    ]);

    // An account, by its name (the administrator acted as member2 above); events on records without a screen, not at all.
    expect(ofAdmin.find((row) => row.event === 'impersonate.start')).toMatchObject({ kind: 'user', recordId: member2._id, record: member2.name });
    expect(ofMember.filter((row) => row.kind === null).every((row) => row.record === null)).toBe(true);
  });

  it('shows events recorded before the timeline as they are: no statuses, no changes; and an old e-mail change as its field', async () => {
    const orderId = (await ctx.db.select().from(orders).limit(1))[0]!._id;
    await ctx.db.insert(auditEvents).values([
      {
        userId: admin._id,
        actorId: admin._id,
        action: 'order.dispatch',
        entityType: 'order',
        entityId: orderId,
        detail: null,
        createdAt: new Date('2020-01-01'),
      },
      {
        userId: member._id,
        actorId: member._id,
        action: 'profile.email-change',
        entityType: 'user',
        entityId: member._id,
        detail: { from: 'old@example.org', to: 'new@example.org' },
        createdAt: new Date('2020-01-02'),
      },
      {
        userId: null,
        actorId: null,
        action: 'some.retired.action',
        entityType: 'order',
        entityId: orderId,
        detail: { version: 3 },
        createdAt: new Date('2019-12-31'),
      },
    ]);
    const story = await timeline('healthpro', 'order', orderId, '?limit=100');
    expect(story.events.slice(-2)).toEqual([
      expect.objectContaining({ event: 'order.dispatch', actor: party(admin), actingAs: null, from: null, to: null, changes: [] }),
      expect.objectContaining({ event: 'some.retired.action', actor: null, actingAs: null, from: null, to: null, changes: [] }),
    ]);
    const user = await timeline('healthpro', 'user', member._id, '?limit=100');
    expect(user.events.at(-1)).toMatchObject({
      event: 'profile.email-change',
      from: null,
      to: null,
      changes: [{ field: 'email', from: 'old@example.org', to: 'new@example.org' }],
    });
  });

  it('records the old and new values of an edited product, location and account, never the picture itself', async () => {
    const product = (await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001')))[0]!;
    const form = new FormData();
    form.set('price', String(Number(product.price) + 1));
    form.set('name', product.name);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/healthpro/product/${product._id}`,
      headers: { authorization: `Bearer ${ctx.tokens.healthpro}` },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await timeline('member', 'product', product._id)).events;
    expect(latest).toMatchObject({
      event: 'product.update',
      actor: party(admin),
      changes: [{ field: 'price', from: product.price, to: String(Number(product.price) + 1) }],
    });

    const distributor = await byEmail(DEMO.distributor);
    const location = (await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot')))[0]!;
    const moved = await call(ctx, 'distributor', 'PUT', `/location/${location._id}`, {
      name: location.name,
      line1: '99 Moved St',
      line2: location.line2,
      postalCode: location.postalCode,
      comment: location.comment,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [edit] = (await timeline('healthpro', 'location', location._id)).events;
    expect(edit).toMatchObject({
      event: 'location.update',
      actor: party(distributor),
      from: 'APPROVED',
      to: 'PENDING',
      changes: [{ field: 'line1', from: location.line1, to: '99 Moved St' }],
    });

    const account = new FormData();
    account.set('phone', '416-555-0199');
    account.set('name', member2.name);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/healthpro/member/${member2._id}`,
      headers: { authorization: `Bearer ${ctx.tokens.healthpro}` },
      payload: account,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [accountEdit] = (await timeline('healthpro', 'user', member2._id)).events;
    expect(accountEdit).toMatchObject({ event: 'member.update', actor: party(admin), changes: [{ field: 'phone', from: member2.phone, to: '416-555-0199' }] });
  });
});

/** Each kind's own GET, for the parity below. */
const RECORD_PATHS: Record<Exclude<TimelineKind, 'user'>, string> = {
  stockrequest: '/stockrequest',
  replenishment: '/stockreplenishment',
  order: '/order',
  transfer: '/stocktransfer',
  replacement: '/stockreplacement',
  count: '/count',
  recall: '/recall',
  location: '/location',
  supplychain: '/supplychain',
  product: '/product',
};

describe('visibility: a timeline answers exactly as its record does', () => {
  const callers: Who[] = ['member', 'member2', 'supplier', 'distributor', 'healthpro'];

  it("gives each demo user the status code of the record's own GET, for records of several owners and an unknown id", async () => {
    const some = async <T extends { _id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r._id);
    // A recall in force of one of the member's lots: its holder, its supplier and the administrator read it, others do not.
    const supplierOfRecall = alias(users, 'supplier_of_recall');
    const held = await ctx.db
      .select({ lotNumber: stockUnits.lotNumber, productId: stocks.productId })
      .from(stockUnits)
      .innerJoin(stocks, eq(stocks._id, stockUnits.stockId))
      .innerJoin(products, eq(products._id, stocks.productId))
      .innerJoin(supplierOfRecall, eq(supplierOfRecall._id, products.supplierId))
      .where(and(eq(stocks.memberId, member._id), eq(supplierOfRecall.email, DEMO.supplier), gt(stockUnits.units, 0)))
      .orderBy(stockUnits._id)
      .limit(1);
    const recall = await call(ctx, 'supplier', 'POST', '/recalls', {
      productId: held[0]!.productId,
      lotNumbers: [held[0]!.lotNumber],
      class: 'II',
      reason: 'Timeline parity',
      action: 'RETURN',
      respondBy: '2099-01-01',
    });
    expect(recall.statusCode, recall.body).toBe(200);
    const recallId = (recall.json() as { data: { _id: string } }).data._id;
    expect((await call(ctx, 'supplier', 'POST', `/recall/${recallId}/activate`)).statusCode).toBe(200);
    const records: Record<Exclude<TimelineKind, 'user'>, string[]> = {
      stockrequest: await some(
        ctx.db
          .select({ _id: auditEvents.entityId })
          .from(auditEvents)
          .where(eq(auditEvents.entityType, 'stock_request'))
          .then((r) => r.map((x) => ({ _id: x._id! }))),
      ),
      replenishment: await some(ctx.db.select({ _id: replenishments._id }).from(replenishments).limit(4)),
      order: await some(ctx.db.select({ _id: orders._id }).from(orders).limit(6)),
      transfer: await some(ctx.db.select({ _id: transfers._id }).from(transfers).limit(4)),
      replacement: await some(ctx.db.select({ _id: stockReplacements._id }).from(stockReplacements).limit(4)),
      count: await some(ctx.db.select({ _id: counts._id }).from(counts).limit(4)),
      recall: await some(ctx.db.select({ _id: recalls._id }).from(recalls).limit(4)),
      location: await some(ctx.db.select({ _id: locations._id }).from(locations).limit(8)),
      supplychain: await some(ctx.db.select({ _id: supplyChains._id }).from(supplyChains).limit(4)),
      product: await some(ctx.db.select({ _id: products._id }).from(products).limit(2)),
    };
    let seen200 = 0;
    let seenHidden = 0;
    for (const kind of Object.keys(RECORD_PATHS) as (keyof typeof RECORD_PATHS)[]) {
      for (const id of [...new Set(records[kind])].concat(crypto.randomUUID())) {
        for (const who of callers) {
          const own = await call(ctx, who, 'GET', `${RECORD_PATHS[kind]}/${id}`);
          const story = await call(ctx, who, 'GET', `/timeline/${kind}/${id}`);
          expect(story.statusCode, `${who} ${kind} ${id}: ${story.body}`).toBe(own.statusCode);
          if (own.statusCode === 200) seen200++;
          else seenHidden++;
        }
      }
    }
    // The parity is not empty on either side: records were read and records were refused.
    expect(seen200).toBeGreaterThan(20);
    expect(seenHidden).toBeGreaterThan(20);
  });

  it("keeps an account's timeline to the administrator, and a 404 for an unknown account", async () => {
    for (const type of USER_TYPES) {
      const who: Who = type;
      const res = await call(ctx, who, 'GET', `/timeline/user/${member._id}`);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(type === 'healthpro' ? 200 : 403);
    }
    expect((await call(ctx, 'healthpro', 'GET', `/timeline/user/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('covers every kind of the contract', () => {
    expect([...Object.keys(RECORD_PATHS), 'user'].sort()).toEqual([...TIMELINE_KINDS].sort());
  });
});
