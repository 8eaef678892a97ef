import { sql, type SQL } from 'drizzle-orm';

/**
 * The contract's `isAtRisk` as SQL, on the `stocks` row that `stocks` names (the table, or its
 * alias in the query): days of cover under `leadTimeDays` (LEAD_TIME_DAYS), or units on hand under
 * par. Every "at risk" a repository counts or filters is this one expression, in this shape, so
 * the planner reads it as a range of stocks_cover_idx or'd with the rows of the partial
 * stocks_below_par_idx. A stock without usage (no days of cover) is at risk only under par: SQL's
 * null is not true. `at-risk.test.ts` holds it to the contract's rule.
 */
export function atRiskSql(stocks: string, leadTimeDays: number): SQL {
  const column = (name: string) => sql`${sql.identifier(stocks)}.${sql.identifier(name)}`;
  return sql`(${column('days_of_cover')} < ${leadTimeDays}::numeric or ${column('on_hand_units')} < ${column('par_level')})`;
}
