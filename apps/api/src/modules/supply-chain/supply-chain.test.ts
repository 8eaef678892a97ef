import { MESSAGES } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, supplyChainItems, users } from '../../db/schema.js';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let amoxicillin: { _id: string };
beforeAll(async () => {
  ctx = await createTestContext();
  amoxicillin = (await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001')))[0]!;
});
afterAll(() => ctx.close());

const partner = { name: 'Hetero Labs API plant', line1: 'Plot 22, IDA Jeedimetla', line2: 'Hyderabad, India', postalCode: '500055', type: 'MATERIAL_SUPPLIER' };
const itemCount = async () => (await ctx.db.select().from(supplyChainItems)).length;
let chainId: string;
let itemId: string;

describe("the supplier's supply chain", () => {
  it('lists a card per own product, empty at first', async () => {
    const data = (await call(ctx, 'supplier', 'GET', '/supplychain?sort=name')).json().data;
    expect(data.total).toBe(4);
    expect(data.supplychain[0]).toMatchObject({
      _id: null,
      status: 'DRAFT',
      materialSuppliers: [],
      warehouses: [],
      Product: { name: 'Amoxicillin 500 mg capsules' },
    });
  });

  it('adds a partner, creating the chain', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/product/${amoxicillin._id}/supplychain`, partner);
    expect(res.statusCode).toBe(200);
    const { supplyChainInfo, supplyChainId } = res.json().data.data;
    expect(supplyChainInfo).toMatchObject({ name: partner.name, type: 'MATERIAL_SUPPLIER', flag: null });
    chainId = supplyChainId;
    itemId = supplyChainInfo._id;
    await call(ctx, 'supplier', 'POST', `/product/${amoxicillin._id}/supplychain`, {
      ...partner,
      name: 'Toronto DC',
      type: 'WAREHOUSES',
      postalCode: 'M9W 5L3',
    });
    const chain = (await call(ctx, 'supplier', 'GET', `/supplychain/${chainId}`)).json().data;
    expect(chain).toMatchObject({
      _id: chainId,
      materialSuppliers: [{ name: partner.name }],
      warehouses: [{ name: 'Toronto DC' }],
      manufacturingFacilities: [],
    });
  });

  it.each([
    [{ ...partner, line2: '' }, MESSAGES.fillRequired],
    [{ ...partner, name: undefined }, MESSAGES.fillRequired],
    [{ ...partner, type: 'FACTORY' }, /type must be one of/],
  ])('refuses %o and writes nothing', async (body, message) => {
    const before = await itemCount();
    const res = await call(ctx, 'supplier', 'POST', `/product/${amoxicillin._id}/supplychain`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await itemCount()).toBe(before);
  });

  it('flags a partner RED and tells the administrators; an unknown flag is refused', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { flag: 'RED', notify: true, supplyChainId: chainId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.flag).toBe('RED');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.type, 'SUPPLY_CHAIN_FLAG_CHANGED'));
    expect(told).toEqual([
      expect.objectContaining({ recipientType: 'healthpro', link: `/supplychain/${chainId}`, messageMain: 'Supply chain risk: RED flag' }),
    ]);
    const bad = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { flag: 'PURPLE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/flag must be one of GREEN, YELLOW, RED/);
  });

  it("honours an edit's notify: false tells nobody, even of a new flag; true tells the administrators the partner's flag", async () => {
    const flagNews = () => ctx.db.select().from(notifications).where(eq(notifications.type, 'SUPPLY_CHAIN_FLAG_CHANGED'));
    const before = (await flagNews()).length;
    for (const flag of ['YELLOW', 'RED']) {
      const quiet = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { id: itemId, flag, notify: false, supplyChainId: chainId });
      expect(quiet.statusCode, quiet.body).toBe(200);
      expect(quiet.json().data.flag).toBe(flag);
    }
    expect(await flagNews()).toHaveLength(before);

    // The flag stays RED; the supplier asks for the administrators to be told of it.
    const told = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { name: partner.name, notify: true, supplyChainId: chainId });
    expect(told.statusCode, told.body).toBe(200);
    const after = await flagNews();
    expect(after).toHaveLength(before + 1);
    const newest = [...after].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(newest).toMatchObject({
      recipientType: 'healthpro',
      link: `/supplychain/${chainId}`,
      message: `Amoxicillin 500 mg capsules: material supplier ${partner.name} is now flagged RED`,
    });
  });

  it('submits: the product reads Pending for Approval and the administrators are asked', async () => {
    const res = await call(ctx, 'supplier', 'POST', `/supplychain/${chainId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PENDING', Product: { isApproved: false } });
    const product = (await call(ctx, 'supplier', 'GET', `/product/${amoxicillin._id}`)).json().data;
    expect(product.isApproved).toBe(false);
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${chainId}`)).statusCode).toBe(409);
  });

  it('freezes the partners while the chain awaits review (409, nothing changes)', async () => {
    const before = await ctx.db.select().from(supplyChainItems).where(eq(supplyChainItems.supplyChainId, chainId));
    const added = await call(ctx, 'supplier', 'POST', `/product/${amoxicillin._id}/supplychain`, { ...partner, name: 'Late partner' });
    expect(added.statusCode).toBe(409);
    expect(added.json().reason).toBe('transition.wrongStatus');
    expect((await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { flag: 'RED' })).statusCode).toBe(409);
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${itemId}/delete`, { type: 'MATERIAL_SUPPLIER' })).statusCode).toBe(409);
    expect(await ctx.db.select().from(supplyChainItems).where(eq(supplyChainItems.supplyChainId, chainId))).toEqual(before);
  });

  it('refuses a decision on a version the administrator was not shown', async () => {
    const shown = (await call(ctx, 'healthpro', 'GET', `/supplychain/${chainId}`)).json().data;
    const stale = await call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/approve`, { version: shown.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', reason: 'version.stale' });
    expect((await call(ctx, 'healthpro', 'GET', `/supplychain/${chainId}`)).json().data.status).toBe('PENDING');
  });

  it('the administrator approves once; the supplier is told and the product is active', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/approve`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const chain = (await call(ctx, 'supplier', 'GET', `/supplychain/${chainId}`)).json().data;
    expect(chain).toMatchObject({ status: 'APPROVED', isApproved: true, Product: { isApproved: true } });
    const notes = (await call(ctx, 'supplier', 'GET', '/notifications')).json().data.notifications;
    expect(notes[0]).toMatchObject({ type: 'SUPPLY_CHAIN_APPROVED', link: `/supplychain/${chainId}` });
  });

  it('sends an approved chain back for review when a partner changes, and the product waits for approval again', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { flag: 'YELLOW' });
    expect(res.statusCode).toBe(200);
    const chain = (await call(ctx, 'supplier', 'GET', `/supplychain/${chainId}`)).json().data;
    expect(chain).toMatchObject({ status: 'PENDING', Product: { isApproved: false } });
    const asked = await ctx.db.select().from(notifications).where(eq(notifications.supplyChainId, chainId));
    expect(asked.filter((n) => n.type === 'SUPPLY_CHAIN_SUBMITTED').at(-1)).toMatchObject({ recipientType: 'healthpro', askForApproval: true });
    expect((await call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/approve`, { version: chain.version })).statusCode).toBe(200);
  });

  it('an update with nothing to change is a 400', async () => {
    const res = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to change: send the name, address or flag');
  });

  it('deletes a partner when the type matches', async () => {
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${itemId}/delete`, { type: 'WAREHOUSES' })).statusCode).toBe(400);
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${itemId}/delete`, { type: 'MATERIAL_SUPPLIER' })).statusCode).toBe(200);
    expect((await call(ctx, 'supplier', 'GET', `/supplychain/${chainId}`)).json().data.materialSuppliers).toEqual([]);
  });
});

describe("another supplier's supply chain", () => {
  it('cannot be read or touched (404, nothing changes)', async () => {
    const [rival] = await ctx.db.insert(users).values({ type: 'supplier', name: 'Rival Pharma', email: 'rival@pharma.ca' }).returning();
    const rivalToken = await ctx.signIn('rival@pharma.ca');
    const as = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/supplier${path}`, headers: { authorization: rivalToken }, ...(payload ? { payload } : {}) });
    const warehouse = (await ctx.db.select().from(supplyChainItems).where(eq(supplyChainItems.type, 'WAREHOUSES')))[0]!;
    expect((await as('GET', `/supplychain/${chainId}`)).statusCode).toBe(404);
    expect((await as('POST', `/product/${amoxicillin._id}/supplychain`, partner)).statusCode).toBe(404);
    expect((await as('PATCH', `/supplychain/${warehouse._id}`, { flag: 'GREEN' })).statusCode).toBe(404);
    expect((await as('POST', `/supplychain/${warehouse._id}/delete`, { type: 'WAREHOUSES' })).statusCode).toBe(404);
    expect((await as('POST', `/supplychain/${chainId}`)).statusCode).toBe(404);
    expect((await as('GET', '/supplychain')).json().data.total).toBe(0);
    const [after] = await ctx.db.select().from(supplyChainItems).where(eq(supplyChainItems._id, warehouse._id));
    expect(after).toEqual(warehouse);
    expect(rival).toBeDefined();
  });
});
