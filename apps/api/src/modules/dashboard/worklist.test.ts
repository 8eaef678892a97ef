import { WORKLIST_KINDS, WORKLIST_ITEMS_PER_GROUP, type Worklist } from '@rds/contract';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, products, recalls, stocks, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { countWorkflow } from '../counts/workflow.js';
import { locationWorkflow } from '../locations/workflow.js';
import { orderWorkflow } from '../orders/workflow.js';
import { replenishmentWorkflow } from '../replenishments/workflow.js';
import { stockRequestWorkflow } from '../stock-requests/workflow.js';
import { supplyChainWorkflow } from '../supply-chain/workflow.js';
import { transferWorkflow } from '../transfers/workflow.js';
import { receiveLot } from '../stock/ledger.js';
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

const worklist = async (who: keyof typeof DEMO = 'healthpro'): Promise<Worklist> => {
  const res = await call(ctx, who, 'GET', '/worklist');
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
    expect([...Object.keys(ADMINISTRATOR_DECISIONS), 'RECALL_OVERDUE']).toEqual([...WORKLIST_KINDS]);
  });
});

describe('GET {usertype}/worklist', () => {
  let first: string;
  let second: string;

  it('gives every other user type its overdue recalls alone, and no one another type’s path', async () => {
    for (const who of ['member', 'supplier', 'distributor'] as const) {
      expect(
        (await worklist(who)).groups.map((g) => g.kind),
        who,
      ).toEqual(['RECALL_OVERDUE']);
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

describe('recalls past their respond-by date with units remaining', () => {
  const overdue = async (who: keyof typeof DEMO) => group(await worklist(who), 'RECALL_OVERDUE');
  const listed = async (who: keyof typeof DEMO, id: string) => (await overdue(who)).items.find((i) => i._id === id);
  let recallId: string;
  let lots: { _id: string }[];
  let before: Record<'healthpro' | 'supplier' | 'distributor' | 'member' | 'member2', number>;

  it('appears for each holder once its respond-by date is past, with the units remaining in their part', async () => {
    const user = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
    const [member, member2, supplier, distributor] = await Promise.all([user(DEMO.member), user(DEMO.member2), user(DEMO.supplier), user(DEMO.distributor)]);
    const [product] = await ctx.db
      .insert(products)
      .values({ productId: 'WL-RCL', name: 'Overdue Recall 5 mg', brand: 'Recall', contractNumber: 'CN-WL', price: '1.00', supplierId: supplier._id })
      .returning();
    const [byDistributor, bySupplier] = await ctx.db
      .insert(locations)
      .values([
        { name: 'Worklist Shelf D', line1: '1 Test St', line2: 'Toronto, ON', postalCode: 'M5V 1A1', status: 'APPROVED', distributorId: distributor._id },
        { name: 'Worklist Shelf S', line1: '2 Test St', line2: 'Toronto, ON', postalCode: 'M5V 1A2', status: 'APPROVED', supplierId: supplier._id },
      ])
      .returning();
    const [stockA, stockB] = await ctx.db
      .insert(stocks)
      .values([
        { memberId: member._id, productId: product!._id, parLevel: 0 },
        { memberId: member2._id, productId: product!._id, parLevel: 0 },
      ])
      .returning();
    const lot = (stockId: string, locationId: string, units: number) =>
      ctx.db.transaction((tx) =>
        receiveLot(tx, { stockId, locationId, lotNumber: 'WL-1', expiry: dayjs().add(1, 'year').format('YYYY-MM-DD'), units }, { reason: 'SEED' }),
      );
    // The member's units at the distributor's shelf and the supplier's; the other member's at the supplier's alone.
    lots = [await lot(stockA!._id, byDistributor!._id, 30), await lot(stockA!._id, bySupplier!._id, 12), await lot(stockB!._id, bySupplier!._id, 8)];
    const created = await call(ctx, 'supplier', 'POST', '/recalls', {
      productId: product!._id,
      lotNumbers: ['WL-1'],
      class: 'I',
      reason: 'Particles in vials',
      action: 'RETURN',
      respondBy: dayjs().add(7, 'day').format('YYYY-MM-DD'),
    });
    expect(created.statusCode, created.body).toBe(200);
    recallId = created.json().data._id;
    expect((await call(ctx, 'supplier', 'POST', `/recall/${recallId}/activate`)).statusCode).toBe(200);

    // Active, but its date is still ahead: nothing waits yet.
    before = {
      healthpro: (await overdue('healthpro')).count,
      supplier: (await overdue('supplier')).count,
      distributor: (await overdue('distributor')).count,
      member: (await overdue('member')).count,
      member2: (await overdue('member2')).count,
    };
    for (const who of ['healthpro', 'supplier', 'distributor', 'member', 'member2'] as const) expect(await listed(who, recallId), who).toBeUndefined();

    const past = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    await ctx.db.update(recalls).set({ respondBy: past }).where(eq(recalls._id, recallId));
    const admin = await overdue('healthpro');
    expect(admin.count).toBe(before.healthpro + 1);
    expect(await listed('healthpro', recallId)).toMatchObject({ since: past, link: `/recall/${recallId}`, requestedBy: supplier.name });
    expect((await listed('healthpro', recallId))!.title).toMatch(/^Recall #\d+ of Overdue Recall 5 mg: 50 units remain$/);
    expect((await listed('supplier', recallId))!.title).toMatch(/50 units remain$/);
    // Each holder reads its own part: the distributor its shelf's 30, the members their own units.
    expect((await listed('distributor', recallId))!.title).toMatch(/30 units remain$/);
    expect((await listed('member', recallId))!.title).toMatch(/42 units remain$/);
    expect((await listed('member2', recallId))!.title).toMatch(/8 units remain$/);
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/worklist',
      headers: { authorization: `Bearer ${ctx.tokens.member}`, 'accept-language': 'fr-CA' },
    });
    expect(group(french.json().data, 'RECALL_OVERDUE').items.find((i) => i._id === recallId)!.title).toMatch(/ : 42 unités restent$/);
  });

  it('leaves each holder’s list once its units are accounted for, and everyone’s once none remain', async () => {
    const dispose = (who: 'distributor' | 'supplier', stockUnitId: string, units: number) =>
      call(ctx, who, 'POST', `/recall/${recallId}/dispose`, { stockUnitId, units, disposition: 'RETURNED', reference: 'WB-9' });
    expect((await dispose('distributor', lots[0]!._id, 30)).statusCode).toBe(200);
    expect(await listed('distributor', recallId)).toBeUndefined();
    expect((await overdue('distributor')).count).toBe(before.distributor);
    expect((await listed('member', recallId))!.title).toMatch(/12 units remain$/);

    expect((await dispose('supplier', lots[1]!._id, 12)).statusCode).toBe(200);
    expect(await listed('member', recallId)).toBeUndefined();
    expect((await listed('member2', recallId))!.title).toMatch(/8 units remain$/);
    expect((await listed('healthpro', recallId))!.title).toMatch(/8 units remain$/);

    expect((await dispose('supplier', lots[2]!._id, 8)).statusCode).toBe(200);
    for (const who of ['healthpro', 'supplier', 'distributor', 'member', 'member2'] as const) {
      expect(await listed(who, recallId), who).toBeUndefined();
      expect((await overdue(who)).count, who).toBe(before[who]);
    }
  });
});
