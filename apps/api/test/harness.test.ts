/**
 * Every test file starts from the seed, whatever the file before it in the same worker wrote: on
 * PGlite the worker's one database is put back (rows, sequences, settings); on PostgreSQL each file
 * has a database of its own.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { createTestContext, DEMO, type TestContext } from './harness.js';

const first = async <T>(ctx: TestContext, query: SQL) => (await queryRows<T>(ctx.db, query))[0]!;

async function traces(ctx: TestContext) {
  const [member] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, DEMO.member));
  const { setting } = await first<{ setting: string }>(ctx, sql`select setting from pg_settings where name = 'random_page_cost'`);
  return { memberName: member!.name, setting };
}

const nextOrderNumber = async (ctx: TestContext) => (await first<{ next: number }>(ctx, sql`select nextval('orders_order_number_seq')::int as next`)).next;

it('a file after one that changed rows, used a sequence and changed a setting starts from the seed', async () => {
  const earlier = await createTestContext({ signInAll: false });
  const seeded = await traces(earlier);
  const next = await nextOrderNumber(earlier);
  await earlier.db.update(users).set({ name: 'Renamed by an earlier file' }).where(eq(users.email, DEMO.member));
  await earlier.db.execute(sql`set random_page_cost = 4`);
  expect(await traces(earlier)).not.toEqual(seeded);
  await earlier.close();

  const later = await createTestContext({ signInAll: false });
  try {
    expect(await traces(later)).toEqual(seeded);
    expect(await nextOrderNumber(later)).toBe(next);
  } finally {
    await later.close();
  }
});

it.runIf(process.env.TEST_DB !== 'postgres')('on PGlite, a second context while the first is open is refused, not given the same database', async () => {
  const open = await createTestContext({ signInAll: false });
  try {
    await expect(createTestContext({ signInAll: false })).rejects.toThrow(/one database: close this file's test context/);
  } finally {
    await open.close();
  }
});
