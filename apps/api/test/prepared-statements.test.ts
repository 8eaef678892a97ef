/**
 * How a list's statements run on PostgreSQL (decision 015): `page` prepares a list's page and count
 * once per connection, named by their text, on their generic plan; a list that searches runs on the
 * searches' pool, unprepared, planned for its pattern; a page's size and offset are written into
 * the text. PostgreSQL only: PGlite has no pool and no plan to keep.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle, type Executor } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { countAll, matches, page } from '../src/platform/paging.js';
import { createTestContext, type TestContext } from './harness.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('prepared statements', () => {
  let ctx: TestContext;
  let one: DatabaseHandle;
  const pools: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ signInAll: false });
    // One connection of the test file's own database, so that what it has prepared can be read.
    one = await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 1, onQuery: (_text, _params, pool) => pools.push(pool) });
  });
  afterAll(async () => {
    await one?.close();
    await ctx?.close();
  });

  const prepared = () =>
    queryRows<{ name: string; statement: string; generic: number; custom: number }>(
      one.db,
      sql`select name, statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'rds\_%'`,
    );
  /** A list of products, searched by name when `search` is given. */
  const productList = (search?: string) => (on: Executor) => {
    const where = search ? matches(products.name, search) : undefined;
    return {
      rows: on.select({ id: products._id, name: products.name }).from(products).where(where).orderBy(asc(products._id)).$dynamic(),
      count: on.select(countAll).from(products).where(where),
    };
  };
  const all = () => one.db.select({ id: products._id, name: products.name }).from(products).orderBy(asc(products._id));

  it('prepares a list once per connection, runs it again by name on its generic plan, and counts it', async () => {
    const expected = await all();
    for (let call = 0; call < 3; call++) {
      const { rows, total } = await page(one.db, productList(), { limit: 2, skip: 0 });
      expect(rows).toEqual(expected.slice(0, 2));
      expect(total).toBe(expected.length);
    }
    const pageStatement = (await prepared()).filter((s) => /from "products" order by "products"."id" asc limit 2 offset 0/.test(s.statement));
    expect(pageStatement).toHaveLength(1);
    expect(pageStatement[0]!.name).toMatch(/^rds_[\w-]{27}$/);
    expect(pageStatement[0]).toMatchObject({ generic: 3, custom: 0 });
    expect((await prepared()).filter((s) => s.statement.includes('count(*)'))).toHaveLength(1);
  });

  it('runs a list that searches on the searches’ pool, unprepared, and finds what it searched for', async () => {
    const [first] = await all();
    pools.length = 0;
    const search = first!.name.slice(0, 4);
    const { rows, total } = await page(one.db, productList(search), { limit: 100, skip: 0, search });
    expect(rows).toContainEqual(first);
    expect(total).toBe(rows.length);
    expect(pools).toEqual(['searches', 'searches']);
    expect((await prepared()).filter((s) => s.statement.includes('ilike'))).toEqual([]);
  });

  it("writes a page's size and offset into the statement, one statement per page size and offset", async () => {
    const expected = await all();
    expect((await page(one.db, productList(), { limit: 2, skip: 1 })).rows).toEqual(expected.slice(1, 3));
    expect((await page(one.db, productList(), { limit: 3, skip: 0 })).rows).toEqual(expected.slice(0, 3));
    const paged = (await prepared()).map((s) => s.statement.match(/"products"."id" asc (limit \d+ offset \d+)/)?.[1]).filter(Boolean);
    expect(paged.sort()).toEqual(['limit 2 offset 0', 'limit 2 offset 1', 'limit 3 offset 0']);
  });

  it('refuses a page size that is not a count of rows, before it reaches the statement', async () => {
    await expect(page(one.db, productList(), { limit: 2.5, skip: 0 })).rejects.toThrow(/Not a row count/);
    await expect(page(one.db, productList(), { limit: 2, skip: -1 })).rejects.toThrow(/Not a row count/);
  });
});
