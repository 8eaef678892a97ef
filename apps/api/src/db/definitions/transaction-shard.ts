import type { Code } from './definition.js';

/**
 * The shard a transaction writes its deltas to (`lot_risk_months`): one per
 * transaction at a time, claimed by an advisory lock and remembered for the transaction, so that
 * concurrent writers add to rows of their own and a figure is the sum of its shards.
 */
export const transactionShard: Code = {
  name: 'transaction_shard',
  functions: [
    `CREATE OR REPLACE FUNCTION transaction_shard() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  claimed smallint := nullif(current_setting('rds.transaction_shard', true), '')::smallint;
  k int;
BEGIN
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  -- This backend's usual shard first, so that a figure's key keeps few rows; past 16 concurrent writers, more.
  FOR k IN 0..32767 LOOP
    claimed := CASE WHEN k < 16 THEN (pg_backend_pid() + k) % 16 ELSE k END;
    IF pg_try_advisory_xact_lock(hashtextextended('transaction shard ' || claimed, 0)) THEN
      PERFORM set_config('rds.transaction_shard', claimed::text, true);
      RETURN claimed;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free transaction shard';
END $$`,
  ],
  triggers: [],
};
