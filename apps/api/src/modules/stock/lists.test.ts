/**
 * The stock lists of each portal (decision 011): what each viewer's list holds and the total it
 * answers, against a fresh count. The distributor's plain list walks stocks by date checking each
 * against its lots, and counts its total from its lots (`stock_units_location_idx`); a search, a filter
 * or a sort by name gathers its stocks from its lots first. Both must list the same stocks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { receiveLot } from './ledger.js';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Listed {
  stocks: { _id: string; createdAt: string; Product: { name: string } }[];
  total: number;
}

/** Every stock of a list, a page of `limit` at a time. */
async function everyPage(who: 'member' | 'supplier' | 'distributor' | 'healthpro', query: string, limit = 2) {
  const ids: string[] = [];
  let total = -1;
  for (let skip = 0; skip === 0 || skip < total; skip += limit) {
    const res = await call(ctx, who, 'GET', `/stocks?limit=${limit}&skip=${skip}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as Listed;
    total = page.total;
    ids.push(...page.stocks.map((s) => s._id));
  }
  return { ids, total };
}

/** The stocks with a lot at one of the demo distributor's locations, counted afresh. */
const heldByDistributor = async () =>
  (
    await queryRows<{ id: string }>(
      ctx.db,
      sql`select distinct u.stock_id as id from stock_units u join locations l on l.id = u.location_id
          join users d on d.id = l.distributor_id where d.email = 'distributor@example.org'`,
    )
  ).map((r) => r.id);

describe("the distributor's stock list", () => {
  it('holds every stock with a lot at its locations, once, newest first, and its total counts them', async () => {
    const held = await heldByDistributor();
    expect(held.length).toBeGreaterThan(2);
    const { ids, total } = await everyPage('distributor', '');
    expect(total).toBe(held.length);
    expect([...ids].sort()).toEqual([...held].sort());

    const all = (await call(ctx, 'distributor', 'GET', '/stocks?limit=100')).json().data as Listed;
    const times = all.stocks.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists the same stocks sorted by name, oldest first, and searched (gathered from its lots)', async () => {
    const held = [...(await heldByDistributor())].sort();
    for (const query of ['&sort=name', '&sort=oldest']) {
      const { ids, total } = await everyPage('distributor', query);
      expect(total, query).toBe(held.length);
      expect([...ids].sort(), query).toEqual(held);
    }
    const named = (await call(ctx, 'distributor', 'GET', '/stocks?limit=100&sort=name')).json().data as Listed;
    const first = named.stocks[0]!.Product.name;
    const searched = (await call(ctx, 'distributor', 'GET', `/stocks?limit=100&search=${encodeURIComponent(first)}`)).json().data as Listed;
    expect(searched.stocks.length).toBeGreaterThan(0);
    expect(searched.total).toBe(searched.stocks.length);
    expect(searched.stocks.every((s) => held.includes(s._id) && s.Product.name === first)).toBe(true);
  });

  it('follows a new lot at its locations: the stock joins the list and the total', async () => {
    const before = (await call(ctx, 'distributor', 'GET', '/stocks?limit=1')).json().data as Listed;
    // A new stock (the member enrols a product it does not hold yet), given a lot at one of the distributor's locations.
    const [product] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select p.id from products p where p.is_approved and not exists
            (select 1 from stocks s join users m on m.id = s.member_id where s.product_id = p.id and m.email = 'member@example.org') limit 1`,
    );
    expect(product, 'the demo data has an approved product the member does not hold').toBeDefined();
    const enrolled = await call(ctx, 'member', 'POST', '/suresupply', { productIds: [product!.id] });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const stock = { id: (enrolled.json().data as { _id: string }[])[0]!._id };
    expect(before.stocks.map((s) => s._id)).not.toContain(stock.id);
    const [depot] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select l.id from locations l join users d on d.id = l.distributor_id where d.email = 'distributor@example.org' limit 1`,
    );
    await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: stock.id, locationId: depot!.id, lotNumber: 'LISTS-TEST-1', expiry: '2030-01-01', units: 5 }, { reason: 'SEED' }),
    );
    const after = (await call(ctx, 'distributor', 'GET', '/stocks?limit=100')).json().data as Listed;
    expect(after.total).toBe(before.total + 1);
    expect(after.stocks.map((s) => s._id)).toContain(stock.id);
  });
});

describe('Total Stock (stocks/aggregate)', () => {
  it("answers the spec's product, location, totalUnits and stockUnits beside Product and Location", async () => {
    const res = await call(ctx, 'healthpro', 'GET', '/stocks/aggregate?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.stocks as {
      Product: { _id: string };
      Location: { _id: string };
      product: { _id: string };
      location: { _id: string };
      totalUnits: number;
      stockUnits: { assignedUnits: number }[];
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.product).toEqual(row.Product);
      expect(row.location).toEqual(row.Location);
      expect(row.totalUnits).toBe(row.stockUnits.reduce((sum, u) => sum + u.assignedUnits, 0));
    }
  });
});
