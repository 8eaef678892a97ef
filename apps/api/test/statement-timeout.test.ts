/**
 * STATEMENT_TIMEOUT_MS (config.ts): a query that runs past it is cancelled by PostgreSQL and answered
 * with a 503 that says what to do, in the reader's language, never a hang or a stack trace. A lock
 * held by another session makes the list wait for as long as the test needs, so the timeout is
 * certain to fire (the wait for a lock counts toward statement_timeout). A request also waits no
 * longer for a connection of the pool. PostgreSQL only: PGlite has one connection and no statement
 * timeout.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('the statement timeout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Holds an exclusive lock on `table` in a session of its own until `release` is called. */
  async function lock(table: string) {
    // The test file's own database: the lock must be taken where the API reads.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query(`lock table ${table} in access exclusive mode`);
    return async () => {
      await holder.query('rollback');
      await holder.end();
    };
  }

  it('answers a list that waits past it with a 503 and a message, then serves it again once free', async () => {
    const release = await lock('notifications');
    try {
      const started = Date.now();
      const res = await call(ctx, 'member', 'GET', '/notifications');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'TIMEOUT',
        reason: 'db.timeout',
        message: 'That took the database too long; narrow the search or try again in a moment',
        data: null,
      });
      expect(Date.now() - started).toBeLessThan(5_000);

      const french = await ctx.app.inject({
        method: 'GET',
        url: '/api/member/notifications',
        headers: { authorization: `Bearer ${ctx.tokens.member}`, 'accept-language': 'fr-CA' },
      });
      expect(french.statusCode).toBe(503);
      expect(french.json().message).toMatch(/^La base de données a mis trop de temps/);
    } finally {
      await release();
    }
    const again = await call(ctx, 'member', 'GET', '/notifications');
    expect(again.statusCode).toBe(200);
  });

  it('answers a request that finds every connection busy past it with a 503 and a message, then serves it again once free', async () => {
    // Every connection of the pool (10) held by a transaction that idles for a second.
    let holding = 0;
    const held = Array.from({ length: 10 }, () =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }),
    );
    await expect.poll(() => holding).toBe(10);
    const started = Date.now();
    const res = await call(ctx, 'member', 'GET', '/notifications');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, code: 'TIMEOUT', reason: 'db.timeout', message: 'The portal is busy; try again in a moment', data: null });
    expect(Date.now() - started).toBeLessThan(1_500);
    await Promise.all(held);
    expect((await call(ctx, 'member', 'GET', '/notifications')).statusCode).toBe(200);
  });
});
