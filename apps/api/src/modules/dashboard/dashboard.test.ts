import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dashboard = async (who: 'member' | 'member2' | 'supplier' | 'distributor' | 'healthpro') => (await call(ctx, who, 'GET', '/dashboard')).json().data;

describe('GET {type}/dashboard on the demo data', () => {
  it('gives the administrator the programme-wide totals', async () => {
    expect(await dashboard('healthpro')).toMatchObject({
      totalOrders: 3,
      totalMembers: 2,
      totalProducts: 4,
      totalSureSupply: 3,
      totalSuppliers: 1,
      totalDistributors: 2,
      totalLocations: 4,
    });
  });

  it('scopes a member to its own stock and orders', async () => {
    expect(await dashboard('member')).toMatchObject({ totalOrders: 3, totalSureSupply: 2, totalLocations: 2, totalSuppliers: 1 });
    expect(await dashboard('member2')).toMatchObject({ totalOrders: 0, totalSureSupply: 1, totalLocations: 1 });
  });

  it('scopes a supplier to its products and a distributor to its locations', async () => {
    expect(await dashboard('supplier')).toMatchObject({ totalProducts: 4, totalSureSupply: 3, totalMembers: 2, totalDistributors: 1, totalLocations: 3 });
    expect(await dashboard('distributor')).toMatchObject({ totalOrders: 3, totalLocations: 3, totalMembers: 1, totalSuppliers: 1 });
  });

  it('charts six months of orders, oldest first, ending this month', async () => {
    const { orders, totalOrders } = await dashboard('healthpro');
    expect(orders).toHaveLength(6);
    const now = new Date();
    expect(orders.at(-1).month).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
    expect([...orders].map((o: { month: string }) => o.month).sort()).toEqual(orders.map((o: { month: string }) => o.month));
    expect(orders.reduce((sum: number, o: { count: number }) => sum + o.count, 0)).toBe(totalOrders);
  });
});
