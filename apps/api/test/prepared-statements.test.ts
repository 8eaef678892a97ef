/**
 * Prepared statements (issue 13, db/client.ts): on PostgreSQL every statement Drizzle sends is
 * parsed once per connection under a name taken from its text, so that a list's join is planned
 * once, not on every request; a page's size and offset are written into the text, so that the
 * plan kept for a list knows its LIMIT. PostgreSQL only: PGlite has no pool of connections.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, SEARCH_MARK, type DatabaseHandle } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { matches, page } from '../src/platform/paging.js';
import { createTestContext, type TestContext } from './harness.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('prepared statements', () => {
  let ctx: TestContext;
  let one: DatabaseHandle;
  beforeAll(async () => {
    ctx = await createTestContext({ signInAll: false });
    // One connection of the test file's own database, so that what it has prepared can be read.
    one = await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 1 });
  });
  afterAll(async () => {
    await one?.close();
    await ctx?.close();
  });

  const prepared = () =>
    queryRows<{ name: string; statement: string }>(one.db, sql`select name, statement from pg_prepared_statements where name like 'rds\_%'`);

  it('prepares a statement once per connection and runs it again by name, with each call its own values', async () => {
    const byName = (name: string) => one.db.select({ name: products.name }).from(products).where(eq(products.name, name));
    const [first] = await one.db.select({ name: products.name }).from(products).orderBy(products.name).limit(1);
    expect(await byName(first!.name)).toEqual([{ name: first!.name }]);
    expect(await byName('No such product')).toEqual([]);

    const statements = (await prepared()).filter((s) => s.statement.includes('where "products"."name" = $1'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^rds_[\w-]{27}$/);
  });

  it('runs a statement on its generic plan from the first call, and a search on a connection that plans it for its pattern (decision 015)', async () => {
    const byBrand = (brand: string) => one.db.select({ id: products._id }).from(products).where(eq(products.brand, brand));
    await byBrand('No such brand');
    await byBrand('Another brand');
    const [plans] = await queryRows<{ generic: number; custom: number }>(
      one.db,
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%where "products"."brand" = $1%'`,
    );
    expect(plans).toEqual({ generic: 2, custom: 0 });

    const [first] = await one.db.select({ name: products.name }).from(products).orderBy(products.name).limit(1);
    const found = await one.db
      .select({ name: products.name })
      .from(products)
      .where(matches(products.name, first!.name.slice(0, 2)));
    expect(found).toContainEqual({ name: first!.name });
    expect((await prepared()).filter((s) => s.statement.includes(SEARCH_MARK))).toEqual([]);
  });

  it("writes a page's size and offset into the statement, one statement per page size", async () => {
    const list = () => ({ rows: one.db.select({ id: products._id }).from(products).orderBy(products._id).$dynamic(), count: Promise.resolve([{ total: 0 }]) });
    const all = await one.db.select({ id: products._id }).from(products).orderBy(products._id);
    expect((await page(list(), { limit: 2, skip: 1 })).rows).toEqual(all.slice(1, 3));
    expect((await page(list(), { limit: 2, skip: 1 })).rows).toEqual(all.slice(1, 3));
    expect((await page(list(), { limit: 3, skip: 0 })).rows).toEqual(all.slice(0, 3));

    const paged = (await prepared()).filter((s) => /order by "products"."id" limit \d+ offset \d+/.test(s.statement));
    expect(paged.map((s) => s.statement.match(/limit \d+ offset \d+/)![0]).sort()).toEqual(['limit 2 offset 1', 'limit 3 offset 0']);
  });

  it('refuses a page size that is not a count of rows, before it reaches the statement', async () => {
    const list = { rows: one.db.select({ id: products._id }).from(products).$dynamic(), count: Promise.resolve([{ total: 0 }]) };
    await expect(page(list, { limit: 2.5, skip: 0 })).rejects.toThrow(/Not a row count/);
    await expect(page(list, { limit: 2, skip: -1 })).rejects.toThrow(/Not a row count/);
  });
});
