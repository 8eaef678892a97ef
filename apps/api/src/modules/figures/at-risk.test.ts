/**
 * "At risk" has one rule, the contract's `isAtRisk`, and one SQL of it, `atRiskSql()`: on the
 * edges of the rule (cover at, just under and without the lead time; units at and just under par)
 * the database answers what the contract does.
 */
import { isAtRisk } from '@rds/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { atRiskSql } from './at-risk.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(() => ctx.close());

const stocks = [
  { daysOfCover: 29.9, onHandUnits: 100, parLevel: 10 },
  { daysOfCover: 30, onHandUnits: 100, parLevel: 10 },
  { daysOfCover: 30.1, onHandUnits: 100, parLevel: 10 },
  { daysOfCover: 0, onHandUnits: 0, parLevel: 0 },
  { daysOfCover: 400, onHandUnits: 9, parLevel: 10 },
  { daysOfCover: 400, onHandUnits: 10, parLevel: 10 },
  { daysOfCover: 10, onHandUnits: 5, parLevel: 10 },
  { daysOfCover: null, onHandUnits: 5, parLevel: 10 },
  { daysOfCover: null, onHandUnits: 10, parLevel: 10 },
  { daysOfCover: null, onHandUnits: 0, parLevel: 0 },
];

describe('atRiskSql', () => {
  it.each([1, 30, 365])('agrees with the contract on every edge at a lead time of %i days', async (leadTimeDays) => {
    const rows = sql.join(
      stocks.map((s, i) => sql`(${i}::int, ${s.daysOfCover}::numeric, ${s.onHandUnits}::int, ${s.parLevel}::int)`),
      sql`, `,
    );
    const answered = await queryRows<{ i: number; atRisk: boolean }>(
      ctx.db,
      sql`select s.i, (${atRiskSql('s', leadTimeDays)}) is true as "atRisk"
          from (values ${rows}) s (i, days_of_cover, on_hand_units, par_level) order by s.i`,
    );
    expect(answered.map((r) => r.atRisk)).toEqual(stocks.map((s) => isAtRisk(s, leadTimeDays)));
  });

  it('is true of some stocks and false of others at 30 days', () => {
    // The edges above are only edges if both answers occur.
    expect(new Set(stocks.map((s) => isAtRisk(s, 30)))).toEqual(new Set([true, false]));
  });
});
