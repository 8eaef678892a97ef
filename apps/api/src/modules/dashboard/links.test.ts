/**
 * `dashboard_links` is sharded by backend (migration 0013): writers of one pair add to rows of their
 * own, and only a backend's first row of a pair, or a removal, settles whether the pair appeared or
 * went. Writers racing on one pair must still count it once. They only truly interleave on
 * PostgreSQL (PGlite runs one transaction at a time); each holds its change uncommitted for a moment
 * so that the others write beside it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(() => ctx.close());

// A pair no record links: the file's net change is zero, so the books still balance after it.
const owner = randomUUID();
const item = randomUUID();
/**
 * One writer's transaction. A writer whose shard row of the pair went between its check and its
 * write can deadlock with one settling the pair (decision 011): PostgreSQL ends one of them, nothing
 * of it is kept, and the API answers 409 for the caller to try again, as this writer does.
 */
const apply = async (n: number): Promise<void> => {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select dashboard_links_apply(${JSON.stringify([{ owner_id: owner, kind: 'distributor_member', item_id: item, n }])}::jsonb)`);
      await tx.execute(sql`select pg_sleep(0.05)`);
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== '40P01') throw error;
    await apply(n);
  }
};
const kept = async () => {
  const [totals] = await queryRows<{ pairs: number; records: number }>(
    ctx.db,
    sql`select coalesce(sum(pairs), 0)::int as pairs, coalesce(sum(records), 0)::int as records
        from dashboard_link_totals where owner_id = ${owner} and kind = 'distributor_member'`,
  );
  const [rows] = await queryRows<{ rows: number; sum: number }>(
    ctx.db,
    sql`select count(*)::int as rows, coalesce(sum(n), 0)::int as sum from dashboard_links where owner_id = ${owner} and item_id = ${item}`,
  );
  return { ...totals!, rows: rows!.rows, sum: rows!.sum };
};
const racing = (deltas: number[]) => Promise.all(deltas.map((n) => apply(n)));

describe('a pair of dashboard_links under racing writers', () => {
  it('appears once when eight writers create it at the same time', async () => {
    await racing([1, 1, 1, 1, 1, 1, 1, 1]);
    const now = await kept();
    expect(now).toMatchObject({ pairs: 1, records: 8, sum: 8 });
    // On PostgreSQL the writers held eight connections at once: their counts sit on several shards.
    if (process.env.TEST_DB === 'postgres') expect(now.rows).toBeGreaterThan(1);
  });

  it('goes once, every shard of it, when eight removals bring it to zero at the same time', async () => {
    await racing([-1, -1, -1, -1, -1, -1, -1, -1]);
    expect(await kept()).toEqual({ pairs: 0, records: 0, rows: 0, sum: 0 });
  });

  it('is counted as its sum says when additions and removals race around zero', async () => {
    await apply(1);
    await racing([-1, 1, -1, 1, -1, 1, -1, 1, -1, 1]);
    expect(await kept()).toMatchObject({ pairs: 1, records: 1, sum: 1 });
    await racing([1, -1, -1]);
    expect(await kept()).toEqual({ pairs: 0, records: 0, rows: 0, sum: 0 });
  });

  it('stays right over rounds of mixed writers, and leaves when the last record goes', async () => {
    let sum = 0;
    for (let round = 0; round < 8; round++) {
      // Ten writers, as many removals as the pair's records allow; the order of each round shuffled.
      const removals = Math.min(sum, 3 + (round % 4));
      const deltas = [...Array<number>(removals).fill(-1), ...Array<number>(10 - removals).fill(1)].sort(() => Math.random() - 0.5);
      await racing(deltas);
      sum += deltas.reduce((a, b) => a + b, 0);
      expect(await kept(), `round ${round}`).toMatchObject({ pairs: sum > 0 ? 1 : 0, records: sum, sum });
    }
    await racing(Array<number>(sum).fill(-1));
    expect(await kept()).toEqual({ pairs: 0, records: 0, rows: 0, sum: 0 });
  });
});
