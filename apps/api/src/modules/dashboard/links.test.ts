/**
 * `dashboard_links` is sharded (db/definitions/dashboard-links.ts): writers of one pair add to rows of their own
 * transaction's shard under the pair's shared lock, and only a removal, or an addition to a pair at
 * zero, settles whether the pair appeared or went. Writers racing on one pair must still count it
 * once, and never deadlock. They only truly interleave on
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
type Step = { n: number };
/**
 * One writer's transaction: its deltas to the pair, each its own statement (as triggers of
 * separate statements call `dashboard_links_apply`), each held uncommitted for a moment. No retry:
 * writers take the pair's locks in one order (`dashboard_links_apply`), so PostgreSQL never ends one as a
 * deadlock (40P01).
 */
const write = (steps: Step[]) =>
  ctx.db.transaction(async (tx) => {
    for (const { n } of steps) {
      await tx.execute(sql`select dashboard_links_apply(${JSON.stringify([{ owner_id: owner, kind: 'distributor_member', item_id: item, n }])}::jsonb)`);
      await tx.execute(sql`select pg_sleep(0.02)`);
    }
  });
const apply = (n: number) => write([{ n }]);
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

  it('never deadlocks over rounds of settling writers racing ones that add and later remove', async () => {
    // Both windows of decision 011: a transaction that adds and, a statement later, removes, against
    // a writer settling the pair (rounds from 10 records, on many shards, where adders need no lock);
    // and writers whose shard row goes under them as the pair falls to zero (rounds from 0 or 1).
    const deadlocks: number[] = [];
    let sum = 0;
    for (let round = 0; round < 40; round++) {
      const base = [10, 0, 10, 1][round % 4]!;
      await racing(Array<number>(Math.abs(base - sum)).fill(Math.sign(base - sum)));
      sum = base;
      const writers: Step[][] = [
        ...Array.from({ length: 4 }, () => [{ n: 1 }, { n: -1 }]),
        ...Array.from({ length: 3 }, () => [{ n: 1 }]),
        ...Array.from({ length: 3 }, () => [{ n: -1 }]),
      ].sort(() => Math.random() - 0.5);
      const settled = await Promise.allSettled(writers.map((steps) => write(steps)));
      settled.forEach((result, i) => {
        if (result.status === 'fulfilled') sum += writers[i]!.reduce((a, b) => a + b.n, 0);
        else if ((result.reason as { cause?: { code?: string } }).cause?.code === '40P01') deadlocks.push(round);
        else throw result.reason;
      });
      expect(await kept(), `round ${round}`).toMatchObject({ pairs: sum > 0 ? 1 : 0, records: sum, sum });
    }
    if (sum) await apply(-sum);
    expect(await kept()).toEqual({ pairs: 0, records: 0, rows: 0, sum: 0 });
    expect(deadlocks, 'rounds in which PostgreSQL ended a writer as a deadlock').toEqual([]);
  }, 120_000);
});
