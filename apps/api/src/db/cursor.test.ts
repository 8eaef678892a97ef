/** The export cursor on both drivers: batches as the select maps them, and every way of stopping ends its transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { queryRows } from './client.js';
import { cursorBatches, CursorIdleError } from './cursor.js';
import { notifications, users } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(() => ctx.close());

const select = (db: TestContext['db']) =>
  db
    .select({ notification: notifications, sender: { name: users.name } })
    .from(notifications)
    .leftJoin(users, eq(users._id, notifications.senderId))
    .orderBy(asc(notifications.createdAt), asc(notifications._id));

/** The database answers a write at once: no export transaction is left holding it (PGlite would wait forever). */
async function databaseIsFree() {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from notifications`);
  await ctx.db
    .update(notifications)
    .set({ isSeen: true })
    .where(sql`false`);
  return row!.n;
}

describe('cursorBatches', () => {
  it('reads every row a batch at a time, mapped as the select maps them (nested objects, dates, null joins)', async () => {
    const expected = await select(ctx.db);
    expect(expected.length).toBeGreaterThan(3);
    const batches: (typeof expected)[] = [];
    for await (const batch of cursorBatches(ctx.db, (tx) => select(tx as never), { batchSize: 2, present: (_, rows) => rows })) batches.push(batch);
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual(expected);
    expect(batches.flat()[0]!.notification.createdAt).toBeInstanceOf(Date);
    await databaseIsFree();
  });

  it('presents each batch on its own transaction, and reads raw SQL too', async () => {
    const rows: { n: number }[] = [];
    const iterator = cursorBatches(ctx.db, () => sql`select g as n from generate_series(1, 7) g order by g`, {
      batchSize: 3,
      present: async (tx, batch: { n: number }[]) => {
        const [inside] = await queryRows<{ readOnly: string }>(tx, sql`select current_setting('transaction_read_only') as "readOnly"`);
        expect(inside!.readOnly).toBe('on');
        return batch;
      },
    });
    for await (const batch of iterator) rows.push(...batch);
    expect(rows.map((r) => Number(r.n))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('ends the transaction when the reader stops early', async () => {
    const iterator = cursorBatches(ctx.db, (tx) => select(tx as never), { batchSize: 1, present: (_, rows) => rows });
    for await (const batch of iterator) {
      expect(batch).toHaveLength(1);
      break; // for-await calls return()
    }
    await databaseIsFree();
  });

  it('stops a reader that does not come back, and says why', async () => {
    const iterator = cursorBatches(ctx.db, (tx) => select(tx as never), { batchSize: 1, idleMs: 50, present: (_, rows) => rows });
    expect((await iterator.next()).done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(iterator.next()).rejects.toBeInstanceOf(CursorIdleError);
    await databaseIsFree();
  });

  it('passes an error of a batch to the reader and rolls back', async () => {
    const iterator = cursorBatches(ctx.db, (tx) => select(tx as never), {
      batchSize: 1,
      present: () => {
        throw new Error('presenting failed');
      },
    });
    await expect(iterator.next()).rejects.toThrow('presenting failed');
    expect((await iterator.next()).done).toBe(true);
    await databaseIsFree();
  });

  it('refuses to write: the transaction is read-only', async () => {
    const iterator = cursorBatches(ctx.db, () => sql`select 1 as n`, {
      present: async (tx) => {
        await tx.execute(sql`update notifications set is_seen = true where false`);
        return [];
      },
    });
    await expect(iterator.next()).rejects.toThrow();
    await databaseIsFree();
  });
});
