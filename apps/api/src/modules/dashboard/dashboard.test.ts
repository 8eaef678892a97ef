import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserType } from '@rds/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';
import { reconcile } from '../stock/ledger.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dashboard = async (who: 'member' | 'member2' | 'supplier' | 'distributor' | 'healthpro') => (await call(ctx, who, 'GET', '/dashboard')).json().data;
const picture = () => ({
  data: readFileSync(path.join(import.meta.dirname, '../../db/demo-assets/avatar-supplier.png')),
  filename: 'logo.png',
  type: 'image/png',
});
async function form(method: 'POST' | 'PATCH', url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return ctx.app.inject({ method, url: `/api/healthpro${url}`, headers: { ...body.headers, authorization: ctx.tokens.healthpro }, payload: body.payload });
}

describe('GET {type}/dashboard on the demo data', () => {
  it('gives the administrator the programme-wide totals', async () => {
    expect(await dashboard('healthpro')).toMatchObject({
      totalOrders: 15,
      totalMembers: 2,
      totalProducts: 4,
      totalSureSupply: 4,
      totalSuppliers: 1,
      totalDistributors: 2,
      totalLocations: 4,
    });
  });

  it('scopes a member to its own stock and orders', async () => {
    expect(await dashboard('member')).toMatchObject({ totalOrders: 12, totalSureSupply: 3, totalLocations: 3, totalSuppliers: 1 });
    expect(await dashboard('member2')).toMatchObject({ totalOrders: 3, totalSureSupply: 1, totalLocations: 1 });
  });

  it('scopes a supplier to its products and a distributor to its locations', async () => {
    expect(await dashboard('supplier')).toMatchObject({ totalProducts: 4, totalSureSupply: 4, totalMembers: 2, totalDistributors: 1, totalLocations: 3 });
    expect(await dashboard('distributor')).toMatchObject({ totalOrders: 15, totalLocations: 3, totalMembers: 2, totalSuppliers: 1 });
  });

  it('charts six months of orders, oldest first, ending this month', async () => {
    const { orders, totalOrders } = await dashboard('healthpro');
    expect(orders).toHaveLength(6);
    // Calendar months in UTC, as the database keeps them.
    expect(orders.at(-1).month).toBe(new Date().toISOString().slice(0, 7));
    expect([...orders].map((o: { month: string }) => o.month).sort()).toEqual(orders.map((o: { month: string }) => o.month));
    expect(orders.reduce((sum: number, o: { count: number }) => sum + o.count, 0)).toBe(totalOrders);
  });
});

/*
 * The figures the database keeps (db/definitions) against a straightforward count of the records:
 * the queries below are what the dashboard counted before it kept its figures, and the worklist's
 * counts are counted afresh too. After every kind of write, through the real API, each portal's
 * dashboard must equal them, and reconcile() must find no kept figure that differs.
 */
type Who = 'member' | 'member2' | 'supplier' | 'distributor' | 'healthpro';
const PORTALS: Who[] = ['member', 'member2', 'supplier', 'distributor', 'healthpro'];

async function userOf(email: string) {
  return (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
}

function straightCount(type: UserType, me: string): SQL {
  const activeMembers = sql`(select count(*) from users where type = 'member' and is_active)`;
  const approvedProducts = sql`(select count(*) from products where is_approved)`;
  const totals: Record<UserType, SQL[]> = {
    member: [
      sql`(select count(*) from orders where member_id = ${me})`,
      activeMembers,
      approvedProducts,
      sql`(select count(*) from stocks where member_id = ${me})`,
      sql`(select count(distinct p.supplier_id) from stocks s join products p on p.id = s.product_id where s.member_id = ${me})`,
      sql`(select count(distinct l.distributor_id) from stock_units u join stocks s on s.id = u.stock_id join locations l on l.id = u.location_id where s.member_id = ${me} and u.units > 0)`,
      sql`(select count(distinct u.location_id) from stock_units u join stocks s on s.id = u.stock_id where s.member_id = ${me} and u.units > 0)`,
    ],
    supplier: [
      sql`(select count(*) from orders where supplier_id = ${me})`,
      sql`(select count(distinct s.member_id) from stocks s join products p on p.id = s.product_id where p.supplier_id = ${me})`,
      sql`(select count(*) from products where supplier_id = ${me})`,
      sql`(select count(*) from stocks s join products p on p.id = s.product_id where p.supplier_id = ${me})`,
      sql`1`,
      sql`(select count(*) from supplier_distributors where supplier_id = ${me})`,
      sql`(select count(*) from locations l where l.supplier_id = ${me} or l.distributor_id in (select distributor_id from supplier_distributors where supplier_id = ${me}))`,
    ],
    distributor: [
      sql`(select count(*) from orders where distributor_id = ${me})`,
      sql`(select count(distinct member_id) from orders where distributor_id = ${me})`,
      approvedProducts,
      sql`(select count(distinct u.stock_id) from stock_units u join locations l on l.id = u.location_id where l.distributor_id = ${me})`,
      sql`(select count(*) from supplier_distributors where distributor_id = ${me})`,
      sql`1`,
      sql`(select count(*) from locations where distributor_id = ${me})`,
    ],
    healthpro: [
      sql`(select count(*) from orders)`,
      activeMembers,
      sql`(select count(*) from products)`,
      sql`(select count(*) from stocks)`,
      sql`(select count(*) from users where type = 'supplier' and is_active)`,
      sql`(select count(*) from users where type = 'distributor' and is_active)`,
      sql`(select count(*) from locations)`,
    ],
  };
  const names = ['totalOrders', 'totalMembers', 'totalProducts', 'totalSureSupply', 'totalSuppliers', 'totalDistributors', 'totalLocations'];
  return sql`select ${sql.join(
    totals[type].map((total, i) => sql`${total}::int as ${sql.identifier(names[i]!)}`),
    sql`, `,
  )}`;
}

/** The dashboard counted straight from the records: totals, and orders per UTC month (all of them, for the chart's months). */
async function countedDashboard(who: Who) {
  const user = await userOf(DEMO[who]);
  const [totals] = await queryRows<Record<string, number>>(ctx.db, straightCount(user.type, user._id));
  const scope = user.type === 'healthpro' ? sql`true` : sql`${sql.identifier(`${user.type}_id`)} = ${user._id}`;
  const months = await queryRows<{ month: string; count: number }>(
    ctx.db,
    sql`select to_char(date_trunc('month', order_date at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as count from orders where ${scope} group by 1`,
  );
  return { totals: totals!, months: new Map(months.map((m) => [m.month, m.count])) };
}

/** Each portal's dashboard and the administrator's worklist equal a fresh count, and every kept figure balances. */
async function expectKeptFiguresToMatch(when: string) {
  for (const who of PORTALS) {
    const shown = await dashboard(who);
    const { totals, months } = await countedDashboard(who);
    expect(shown, `${who}'s dashboard ${when}`).toMatchObject(totals);
    expect(
      shown.orders.map((o: { month: string; count: number }) => [o.month, o.count]),
      `${who}'s chart ${when}`,
    ).toEqual(shown.orders.map((o: { month: string }) => [o.month, months.get(o.month) ?? 0]));
  }
  const worklist = (await call(ctx, 'healthpro', 'GET', '/worklist')).json().data;
  const waiting = await queryRows<{ kind: string; n: number }>(
    ctx.db,
    sql`select 'PAR_LEVEL' as kind, count(*)::int as n from stock_requests where status = 'PENDING'
        union all select 'LOCATION', count(*)::int from locations where status = 'PENDING'
        union all select 'SUPPLY_CHAIN', count(*)::int from supply_chains where status = 'PENDING'
        union all select 'COUNT', count(*)::int from counts where status = 'AWAITING_APPROVAL'
        union all select 'RECALL_OVERDUE', count(*)::int from recalls r
          where r.status = 'ACTIVE' and r.respond_by < (now() at time zone 'America/Toronto')::date
            and exists (select 1 from recall_lots rl where rl.recall_id = r.id and rl.located_units > rl.returned_units + rl.destroyed_units + rl.lost_units)`,
  );
  expect(
    worklist.groups.map((g: { kind: string; count: number }) => [g.kind, g.count]),
    `the worklist ${when}`,
  ).toEqual(waiting.map((w) => [w.kind, w.n]));
  expect((await reconcile(ctx.db)).figures, `the kept figures ${when}`).toEqual([]);
}

describe('the figures the database keeps equal a fresh count after every kind of write', () => {
  let memberStock: { _id: string; StockUnits: { _id: string; availableUnits: number }[] };

  it('on the demo data', async () => {
    await expectKeptFiguresToMatch('on the demo data');
  });

  it('after a member enrols products, orders from its lots and asks for a higher par level', async () => {
    const notInReserve = (await call(ctx, 'member2', 'GET', '/products?filter=notInReserve&limit=100')).json().data.products;
    expect(notInReserve.length).toBeGreaterThan(0);
    expect((await call(ctx, 'member2', 'POST', '/suresupply', { productIds: [notInReserve[0]._id] })).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after enrolling a product');

    const held = (await call(ctx, 'member', 'GET', '/suresupply?limit=100')).json().data.stock;
    memberStock = held.find((s: { StockUnits: { availableUnits: number }[] }) => s.StockUnits.filter((u) => u.availableUnits > 2).length >= 2);
    const lots = memberStock.StockUnits.filter((u) => u.availableUnits > 2).slice(0, 2);
    const ordered = await call(ctx, 'member', 'POST', `/stock/${memberStock._id}/order`, {
      orderUnits: lots.map((u) => ({ stockUnitId: u._id, units: 1 })),
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    await expectKeptFiguresToMatch('after an order of two lines');

    const asked = await call(ctx, 'member2', 'POST', '/stock/increase', {
      stockId: (await call(ctx, 'member2', 'GET', '/suresupply?limit=1')).json().data.stock[0]._id,
      requestedParLevel: 5000,
      minimumExpiry: 6,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await expectKeptFiguresToMatch('after a par-level request');
    expect((await call(ctx, 'healthpro', 'PATCH', `/stockrequest/${asked.json().data._id}/deny`, { reason: 'Not this quarter' })).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after the administrator denied it');
  });

  it('after locations are added, decided and deleted, and lots move between members', async () => {
    const valid = { name: 'Kept Figures Depot', line1: '1 King St W', line2: 'Hamilton, ON', postalCode: 'L8P 4X1', comment: '' };
    const first = (await call(ctx, 'distributor', 'POST', '/location', valid)).json().data;
    const second = (await call(ctx, 'distributor', 'POST', '/location', { ...valid, name: 'Kept Figures Annex' })).json().data;
    await expectKeptFiguresToMatch('after two new locations');
    expect((await call(ctx, 'healthpro', 'POST', `/location/${first._id}/approve`)).statusCode).toBe(200);
    expect((await call(ctx, 'distributor', 'DELETE', `/location/${second._id}`)).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after one was approved and the other deleted');

    // A transfer to member2 of a product it does not hold: a new stock and new lots at the same locations.
    const lot = memberStock.StockUnits.find((u) => u.availableUnits > 5)!;
    const member2 = await userOf(DEMO.member2);
    const offered = await call(ctx, 'member', 'POST', `/stock/${memberStock._id}/transfer/request`, {
      memberId: member2._id,
      stockUnits: [{ stockUnitId: lot._id, units: 2 }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await call(ctx, 'member2', 'PATCH', `/stocktransfer/${offered.json().data._id}/approve`)).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after a transfer');
  });

  it('after the expiring-lots job opens orders in bulk', async () => {
    // The member's preference reaches every lot it holds: the job opens an order for each.
    const member = await userOf(DEMO.member);
    await ctx.db.update(users).set({ expiryLotPreferences: 1200 }).where(eq(users._id, member._id));
    const run = await call(ctx, 'healthpro', 'POST', '/expiringlots/run');
    expect(run.statusCode, run.body).toBe(200);
    expect((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from orders where type = 'EXPIRING'`))[0]!.n).toBeGreaterThan(0);
    await expectKeptFiguresToMatch('after the expiring-lots job');
  });

  it('after products and users are created, moved to another supplier, deactivated and deleted', async () => {
    const supplier = await form('POST', '/supplier/register', {
      name: 'Kept Figures Generics',
      email: 'kept@figures.example.org',
      phone: '613-555-0199',
      address: '50 Elgin St, Ottawa, ON K1P 5K6',
      profilePic: picture(),
    });
    expect(supplier.statusCode, supplier.body).toBe(200);
    const distributor = await form('POST', '/distributor/register', {
      name: 'Kept Figures Logistics',
      email: 'logistics@figures.example.org',
      phone: '613-555-0198',
      address: '51 Elgin St, Ottawa, ON K1P 5K6',
      profilePic: picture(),
    });
    expect(distributor.statusCode, distributor.body).toBe(200);
    await expectKeptFiguresToMatch('after a supplier and a distributor were created');

    // The member's stocked product moves to the new supplier, then back: its stocks' members follow.
    const product = (await call(ctx, 'member', 'GET', `/stock/${memberStock._id}`)).json().data.Product ?? null;
    const productId = product?._id ?? (await queryRows<{ id: string }>(ctx.db, sql`select product_id as id from stocks where id = ${memberStock._id}`))[0]!.id;
    const original = (await queryRows<{ id: string }>(ctx.db, sql`select supplier_id as id from products where id = ${productId}`))[0]!.id;
    expect((await form('PATCH', `/product/${productId}`, { supplierId: supplier.json().data._id })).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after a product moved to another supplier');
    expect((await form('PATCH', `/product/${productId}`, { supplierId: original })).statusCode).toBe(200);

    // (Not a demo account: a deactivated account's sessions end.)
    expect((await form('PATCH', `/distributor/${distributor.json().data._id}`, { isActive: 'false' })).statusCode).toBe(200);
    await expectKeptFiguresToMatch('after a distributor was deactivated');

    expect((await call(ctx, 'healthpro', 'DELETE', `/distributor/${distributor.json().data._id}`)).json().data).toEqual({ deleted: true });
    expect((await call(ctx, 'healthpro', 'DELETE', `/supplier/${supplier.json().data._id}`)).json().data).toEqual({ deleted: true });
    await expectKeptFiguresToMatch('after they were deleted');
  });

  it('after orders and stocks change whom they name, and are deleted (rolled back: the API never does it)', async () => {
    const rollback = new Error('rollback');
    const distributor = await userOf(DEMO.distributor);
    const prairie = await userOf('prairie@example.org');
    await expect(
      ctx.db.transaction(async (tx) => {
        const [newcomer] = await tx.insert(users).values({ type: 'member', name: 'Kept Figures Clinic', email: 'clinic@figures.example.org' }).returning();
        await tx.execute(
          sql`update orders set distributor_id = ${prairie._id}, order_date = order_date - interval '40 days' where distributor_id = ${distributor._id}`,
        );
        expect((await reconcile(tx)).figures, 'after orders moved to another distributor and month').toEqual([]);
        await tx.execute(sql`update stocks set member_id = ${newcomer!._id} where id = ${memberStock._id}`);
        await tx.execute(sql`update locations set distributor_id = ${prairie._id} where distributor_id = ${distributor._id}`);
        expect((await reconcile(tx)).figures, 'after a stock and locations moved').toEqual([]);
        await tx.execute(sql`delete from orders where id in (select id from orders order by created_at limit 2)`);
        expect((await reconcile(tx)).figures, 'after orders were deleted').toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectKeptFiguresToMatch('after the rollback');
  });
});
