import { WORKLIST_KINDS, WORKLIST_ITEMS_PER_GROUP, type Worklist } from '@rds/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, products, stocks, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { countWorkflow } from '../counts/workflow.js';
import { locationWorkflow } from '../locations/workflow.js';
import { orderWorkflow } from '../orders/workflow.js';
import { replenishmentWorkflow } from '../replenishments/workflow.js';
import { stockRequestWorkflow } from '../stock-requests/workflow.js';
import { supplyChainWorkflow } from '../supply-chain/workflow.js';
import { transferWorkflow } from '../transfers/workflow.js';
import { ADMINISTRATOR_DECISIONS } from './worklist.js';

let ctx: TestContext;
const ids = {} as Record<'salbutamol' | 'amoxicillin' | 'ottawa' | 'amoxProduct' | 'memberName', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  ids.memberName = member!.name;
  const productId = async (code: string) => (await ctx.db.select().from(products).where(eq(products.productId, code)))[0]!._id;
  const stockOf = async (code: string) =>
    (
      await ctx.db
        .select()
        .from(stocks)
        .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, await productId(code))))
    )[0]!._id;
  ids.salbutamol = await stockOf('RDS-1002');
  ids.amoxicillin = await stockOf('RDS-1001');
  ids.amoxProduct = await productId('RDS-1001');
  ids.ottawa = (await ctx.db.select().from(locations).where(eq(locations.name, 'Ottawa Cross-dock')))[0]!._id;
});
afterAll(() => ctx.close());

const worklist = async (): Promise<Worklist> => {
  const res = await call(ctx, 'healthpro', 'GET', '/worklist');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const group = (list: Worklist, kind: (typeof WORKLIST_KINDS)[number]) => list.groups.find((g) => g.kind === kind)!;
const asking = async (column: 'stockRequestId' | 'locationId' | 'supplyChainId', id: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications[column], id))).filter((n) => n.askForApproval);

describe('the administrator decides in these workflows, and only these', () => {
  it('takes its statuses from the workflow tables', () => {
    expect(stockRequestWorkflow.awaiting('healthpro')).toEqual(['PENDING']);
    expect(locationWorkflow.awaiting('healthpro')).toEqual(['PENDING']);
    expect(supplyChainWorkflow.awaiting('healthpro')).toEqual(['PENDING']);
    expect(countWorkflow.awaiting('healthpro')).toEqual(['AWAITING_APPROVAL']);
    // Growing a pending replenishment keeps its status: not a decision that waits for anyone.
    for (const workflow of [replenishmentWorkflow, orderWorkflow, transferWorkflow]) expect(workflow.awaiting('healthpro')).toEqual([]);
    expect(Object.keys(ADMINISTRATOR_DECISIONS)).toEqual([...WORKLIST_KINDS]);
  });
});

describe('GET healthpro/worklist', () => {
  let first: string;
  let second: string;

  it('is the administrator’s alone: 403 for every other user type', async () => {
    for (const who of ['member', 'supplier', 'distributor'] as const) {
      expect((await call(ctx, who, 'GET', '/worklist')).statusCode, who).toBe(403);
      // Nor with another type's token on the administrator's path.
      expect((await call(ctx, who, 'GET', '/worklist', undefined, 'healthpro')).statusCode, who).toBe(403);
    }
  });

  it('lists the demo data’s pending location, every kind in order, with counts', async () => {
    const list = await worklist();
    expect(list.groups.map((g) => g.kind)).toEqual([...WORKLIST_KINDS]);
    expect(group(list, 'LOCATION')).toMatchObject({ count: 1, items: [{ _id: ids.ottawa, link: `/location/${ids.ottawa}` }] });
    expect(group(list, 'LOCATION').items[0]!.title).toMatch(/^Ottawa Cross-dock, /);
    expect(group(list, 'PAR_LEVEL')).toEqual({ kind: 'PAR_LEVEL', count: 0, items: [] });
    expect(list.total).toBe(list.groups.reduce((sum, g) => sum + g.count, 0));
  });

  it('lists pending par-level requests oldest first, with who asked and where to decide', async () => {
    const a = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: ids.salbutamol, requestedParLevel: 400, minimumExpiry: 6 });
    expect(a.statusCode).toBe(200);
    first = a.json().data._id;
    const b = await call(ctx, 'member', 'POST', '/stock/decrease', { stockId: ids.amoxicillin, requestedParLevel: 100, minimumExpiry: 6 });
    expect(b.statusCode).toBe(200);
    second = b.json().data._id;
    const requests = group(await worklist(), 'PAR_LEVEL');
    expect(requests.count).toBe(2);
    expect(requests.items.map((i) => i._id)).toEqual([first, second]);
    expect(requests.items[0]).toMatchObject({ requestedBy: ids.memberName, link: `/parlevel/${first}` });
    expect(requests.items[0]!.title).toMatch(/par level 300 to 400/);
    // In the reader's language: an administrator whose browser prefers French reads French.
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthpro/worklist',
      headers: { authorization: `Bearer ${ctx.tokens.healthpro}`, 'accept-language': 'fr-CA' },
    });
    expect(group(french.json().data, 'PAR_LEVEL').items[0]!.title).toMatch(/niveau de stock de 300 à 400$/);
    expect(Date.parse(requests.items[0]!.since)).toBeLessThanOrEqual(Date.parse(requests.items[1]!.since));
    // The new request asked the administrators for a decision.
    expect((await asking('stockRequestId', first)).length).toBeGreaterThan(0);
  });

  it('an editing member does not reorder it; a decision by anyone removes it and clears "Needs your approval"', async () => {
    expect((await call(ctx, 'member', 'PATCH', `/stockrequest/${first}`, { requestedParLevel: 410, minimumExpiry: 6 })).statusCode).toBe(200);
    expect(group(await worklist(), 'PAR_LEVEL').items.map((i) => i._id)).toEqual([first, second]);

    expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${first}/approve`)).statusCode).toBe(200);
    const requests = group(await worklist(), 'PAR_LEVEL');
    expect(requests).toMatchObject({ count: 1, items: [{ _id: second }] });
    // Every notification that asked about it (administrators' and the supplier's), seen or not, no longer asks.
    const told = await ctx.db.select().from(notifications).where(eq(notifications.stockRequestId, first));
    expect(told.some((n) => n.type === 'STOCK_REQUEST_CREATED' && !n.isSeen)).toBe(true);
    expect(told.filter((n) => n.askForApproval)).toEqual([]);
    // The other request still asks.
    expect((await asking('stockRequestId', second)).length).toBeGreaterThan(0);
  });

  it('shows the administrator’s notification without its badge once decided', async () => {
    const list = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=100')).json().data;
    const about = (id: string) =>
      list.notifications.filter((n: { stockRequestId: string | null; type: string }) => n.stockRequestId === id && n.type === 'STOCK_REQUEST_CREATED');
    expect(about(first).map((n: { askForApproval: boolean }) => n.askForApproval)).toEqual([false]);
    expect(about(second).map((n: { askForApproval: boolean }) => n.askForApproval)).toEqual([true]);
  });

  it('lists a submitted supply chain and a location sent back for approval; deciding them empties their groups', async () => {
    const chainRes = await call(ctx, 'supplier', 'POST', `/product/${ids.amoxProduct}/supplychain`, {
      name: 'Worklist Mill',
      line1: '1 Mill Road',
      line2: 'Hamilton, ON',
      postalCode: 'L8P 4R5',
      type: 'MATERIAL_SUPPLIER',
    });
    expect(chainRes.statusCode).toBe(200);
    const chainId: string = chainRes.json().data.supplyChainId ?? chainRes.json().data.data?.supplyChainId;
    expect((await call(ctx, 'supplier', 'POST', `/supplychain/${chainId}`)).statusCode).toBe(200);
    let list = await worklist();
    expect(group(list, 'SUPPLY_CHAIN')).toMatchObject({
      count: 1,
      items: [{ _id: chainId, link: `/supplychain/${chainId}`, requestedBy: expect.any(String) }],
    });
    expect(group(list, 'SUPPLY_CHAIN').items[0]!.title).toContain('RDS-1001');

    expect((await call(ctx, 'healthpro', 'POST', `/supplychain/${chainId}/approve`)).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'POST', `/location/${ids.ottawa}/deny`, { reason: 'Not on our routes yet' })).statusCode).toBe(200);
    list = await worklist();
    expect(group(list, 'SUPPLY_CHAIN').count).toBe(0);
    expect(group(list, 'LOCATION').count).toBe(0);
    expect(await asking('supplyChainId', chainId)).toEqual([]);
    expect(await asking('locationId', ids.ottawa)).toEqual([]);
  });

  it(`caps each group at ${WORKLIST_ITEMS_PER_GROUP} items, the count covering them all`, async () => {
    const [distributor] = await ctx.db.select().from(users).where(eq(users.email, DEMO.distributor));
    const many = Array.from({ length: WORKLIST_ITEMS_PER_GROUP + 2 }, (_, i) => ({
      name: `Worklist depot ${i}`,
      line1: `${i} Depot Street`,
      line2: 'Toronto, ON',
      postalCode: 'M5V 2T6',
      status: 'PENDING' as const,
      distributorId: distributor!._id,
      // Oldest first: the first one waits longest.
      updatedAt: new Date(Date.now() - (100 - i) * 60_000),
    }));
    await ctx.db.insert(locations).values(many);
    const places = group(await worklist(), 'LOCATION');
    expect(places.count).toBe(many.length);
    expect(places.items.map((i) => i.title.split(',')[0])).toEqual(many.slice(0, WORKLIST_ITEMS_PER_GROUP).map((l) => l.name));
  });
});
