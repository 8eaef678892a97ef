/**
 * The ledger as the database enforces it: append-only rows, one identity per lot, counts that
 * cannot go negative or drift without the reconciliation (and `npm run ledger:check`) saying so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.js';
import { locations, stockLedger, stocks, stockUnits } from '../../db/schema.js';
import { seedDemoData } from '../../db/seed.js';
import { registerErrorHandler } from '../../platform/errors.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { reconcile, receiveLot, withdrawUnits } from './ledger.js';

let ctx: TestContext;
let lot: typeof stockUnits.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
  lot = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'SAL-5521')))[0]!;
});
afterAll(() => ctx.close());

const onHand = async (stockId: string) => (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.onHandUnits;
const cause = { reason: 'SEED' as const };

describe('the ledger in the database', () => {
  it('refuses to change or delete a ledger row', async () => {
    const [row] = await ctx.db.select().from(stockLedger).limit(1);
    // eslint-disable-next-line house/ledger-only -- proves the database refuses it
    await expect(ctx.db.update(stockLedger).set({ delta: 999 }).where(eq(stockLedger._id, row!._id))).rejects.toThrow();
    // eslint-disable-next-line house/ledger-only -- proves the database refuses it
    await expect(ctx.db.delete(stockLedger).where(eq(stockLedger._id, row!._id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate stock_ledger cascade`)).rejects.toThrow();
    const [still] = await ctx.db.select().from(stockLedger).where(eq(stockLedger._id, row!._id));
    expect(still!.delta).toBe(row!.delta);
  });

  it("keeps one row per lot: receiving more of a lot adds to it, and the stock's on-hand units follow", async () => {
    const before = await onHand(lot.stockId);
    const again = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: lot.stockId, locationId: lot.locationId, lotNumber: lot.lotNumber, expiry: lot.expiry, units: 5 }, cause),
    );
    expect(again._id).toBe(lot._id);
    expect(again.units).toBe(lot.units + 5);
    expect(await onHand(lot.stockId)).toBe(before + 5);
    await ctx.db.transaction((tx) => withdrawUnits(tx, lot._id, 5, cause));
    expect(await onHand(lot.stockId)).toBe(before);
    expect(await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, lot.lotNumber))).toHaveLength(1);
  });

  it('a different expiry or location is another lot', async () => {
    const [other] = await ctx.db.select().from(locations).where(eq(locations.name, 'Mississauga Warehouse'));
    const moved = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: lot.stockId, locationId: other!._id, lotNumber: lot.lotNumber, expiry: lot.expiry, units: 3 }, cause),
    );
    expect(moved._id).not.toBe(lot._id);
    await ctx.db.transaction((tx) => withdrawUnits(tx, moved._id, 3, cause));
  });

  it('refuses to take more than a lot holds, naming the lot, and writes nothing', async () => {
    const rows = (await ctx.db.select().from(stockLedger)).length;
    await expect(ctx.db.transaction((tx) => withdrawUnits(tx, lot._id, lot.units + 1, cause))).rejects.toMatchObject({
      status: 409,
      reason: 'ledger.tooFewUnits',
      message: expect.stringContaining(`Lot ${lot.lotNumber} has ${lot.units} units available now`),
    });
    expect((await ctx.db.select().from(stockLedger)).length).toBe(rows);
  });

  it('never lets racing withdrawals take more than the lot holds', async () => {
    const fresh = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: lot.stockId, locationId: lot.locationId, lotNumber: 'RACE-25', expiry: lot.expiry, units: 25 }, cause),
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => ctx.db.transaction((tx) => withdrawUnits(tx, fresh._id, 5, cause))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const [after] = await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, fresh._id));
    expect(after!.units).toBe(0);
  });

  it("reconciliation reports a lot or a stock whose count was changed behind the ledger's back", async () => {
    expect(await reconcile(ctx.db)).toEqual({ lots: [], stocks: [], misfiled: [], holds: [], totals: [], figures: [] });
    // eslint-disable-next-line house/ledger-only -- tampers on purpose: the reconciliation must report it
    await ctx.db
      .update(stockUnits)
      .set({ units: lot.units + 7 })
      .where(eq(stockUnits._id, lot._id));
    const found = await reconcile(ctx.db);
    expect(found.lots).toEqual([expect.objectContaining({ id: lot._id, lotNumber: lot.lotNumber, units: lot.units + 7, ledger: lot.units })]);
    expect(found.stocks).toEqual([expect.objectContaining({ id: lot.stockId })]);
    // eslint-disable-next-line house/ledger-only -- undoes the tampering above
    await ctx.db.update(stockUnits).set({ units: lot.units }).where(eq(stockUnits._id, lot._id));
    expect(await reconcile(ctx.db)).toEqual({ lots: [], stocks: [], misfiled: [], holds: [], totals: [], figures: [] });
  });

  it('keeps Total Stock (stock_totals) with the lots through the triggers, and reports a row that drifted', async () => {
    const pairs = await queryRows<{ units: number; lots: number }>(ctx.db, sql`select units, lots from stock_totals`);
    expect(pairs.length).toBeGreaterThan(0);
    await ctx.db.execute(
      sql`update stock_totals set units = units + 1 where (product_id, location_id) in (select product_id, location_id from stock_totals order by 1, 2 limit 1)`,
    );
    const found = await reconcile(ctx.db);
    expect(found.totals).toHaveLength(1);
    expect(found.totals[0]!.keptUnits).toBe(found.totals[0]!.units + 1);
    await ctx.db.execute(
      sql`update stock_totals set units = units - 1 where (product_id, location_id) in (select product_id, location_id from stock_totals order by 1, 2 limit 1)`,
    );
    expect((await reconcile(ctx.db)).totals).toEqual([]);
  });
});

describe('values the columns cannot hold', () => {
  it('become a 400 with a message, never a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/overflow', async () => ctx.db.execute(sql`select (99999999999999.99::numeric * 200)::numeric(16,2)`));
    app.get('/date', async () => ctx.db.execute(sql`select '2027-02-30'::date`));
    for (const [url, message] of [
      ['/overflow', /number is too large/],
      ['/date', /date is out of range|date is not valid/],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', reason: 'input.invalid', message: expect.stringMatching(message) });
    }
    await app.close();
  });
});

/** INS-0921 as the seed leaves it: 150 units, all received through the ledger. */
const INSULIN_LOT = { lotNumber: 'INS-0921', units: 150 };

/**
 * A seeded database that `npm run ledger:check` can open from its own process, and a way to set
 * the insulin lot's count behind the ledger's back. On PostgreSQL that is this file's own database
 * (the count is put back after, for the file's closing reconciliation); PGlite's lives inside this
 * process, so there it is a seeded folder of its own, opened only while nobody else has it.
 */
async function databaseForTheCli() {
  const setUnits = (db: TestContext['db'], units: number) =>
    // eslint-disable-next-line house/ledger-only -- tampers on purpose: ledger:check must report it
    db.update(stockUnits).set({ units }).where(eq(stockUnits.lotNumber, INSULIN_LOT.lotNumber));
  if (process.env.TEST_DB === 'postgres') {
    return {
      env: { DATABASE_URL: ctx.databaseUrl },
      tamper: (units: number) => setUnits(ctx.db, units),
      done: () => setUnits(ctx.db, INSULIN_LOT.units),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-ledger-check-'));
  const handle = await openDatabase({ dataDir });
  await seedDemoData(handle.db);
  await handle.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    tamper: async (units: number) => {
      const other = await openDatabase({ dataDir });
      await setUnits(other.db, units);
      await other.close();
    },
    done: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('npm run ledger:check', () => {
  it('exits 0 on balanced books and 1, naming the lot, when a count was tampered with', async () => {
    const cli = await databaseForTheCli();
    try {
      const run = () =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/ledger-check.ts'], {
          cwd: path.resolve(import.meta.dirname, '../../..'),
          env: { ...process.env, ...cli.env },
          encoding: 'utf8',
        });
      const clean = run();
      expect(clean.stdout).toMatch(/balances/);
      expect(clean.status).toBe(0);

      await cli.tamper(1);
      const dirty = run();
      expect(dirty.status).toBe(1);
      expect(dirty.stdout).toMatch(new RegExp(`lot ${INSULIN_LOT.lotNumber} .* holds 1 units, its ledger sums to ${INSULIN_LOT.units}`));
    } finally {
      await cli.done();
    }
  }, 180_000); // on PGlite, two processes that each start the embedded database
});
