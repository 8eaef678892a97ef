import { differences, type Figure } from './definition.js';

/**
 * List totals: the rows of the big lists' tables (`orders` per type, as `orders:STANDARD`), so that
 * an unfiltered list of the whole programme reads its total instead of counting. Statement triggers on insert and delete add
 * to the writing backend's shard; a total is the sum of its shards.
 */
export const listTotals: Figure = {
  name: 'list_totals',
  keeps: ['list_totals'],
  functions: [
    `CREATE OR REPLACE FUNCTION list_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (name, shard, n)
    SELECT CASE WHEN part IS NULL THEN TG_TABLE_NAME ELSE TG_TABLE_NAME || ':' || part END, pg_backend_pid() % 16, count(*)
    FROM (SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN to_jsonb(r) ->> 'type' END AS part FROM new_rows r) rows GROUP BY part
  ON CONFLICT (name, shard) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION list_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (name, shard, n)
    SELECT CASE WHEN part IS NULL THEN TG_TABLE_NAME ELSE TG_TABLE_NAME || ':' || part END, pg_backend_pid() % 16, -count(*)
    FROM (SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN to_jsonb(r) ->> 'type' END AS part FROM old_rows r) rows GROUP BY part
  ON CONFLICT (name, shard) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION list_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_totals WHERE name = TG_TABLE_NAME OR name LIKE TG_TABLE_NAME || ':%';
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER adjustments_total_added AFTER INSERT ON adjustments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER adjustments_total_removed AFTER DELETE ON adjustments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER adjustments_total_truncated AFTER TRUNCATE ON adjustments FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER orders_total_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER orders_total_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER orders_total_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER replenishments_total_added AFTER INSERT ON replenishments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER replenishments_total_removed AFTER DELETE ON replenishments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER replenishments_total_truncated AFTER TRUNCATE ON replenishments FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stock_requests_total_added AFTER INSERT ON stock_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER stock_requests_total_removed AFTER DELETE ON stock_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER stock_requests_total_truncated AFTER TRUNCATE ON stock_requests FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stock_totals_total_added AFTER INSERT ON stock_totals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER stock_totals_total_removed AFTER DELETE ON stock_totals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER stock_totals_total_truncated AFTER TRUNCATE ON stock_totals FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stocks_total_added AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER stocks_total_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER stocks_total_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER transfers_total_added AFTER INSERT ON transfers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()`,
    `CREATE OR REPLACE TRIGGER transfers_total_removed AFTER DELETE ON transfers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()`,
    `CREATE OR REPLACE TRIGGER transfers_total_truncated AFTER TRUNCATE ON transfers FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()`,
  ],
  backfill: [
    `LOCK TABLE list_totals IN EXCLUSIVE MODE`,
    `DELETE FROM list_totals`,
    `INSERT INTO list_totals (name, shard, n)
      SELECT 'stocks', 0, count(*) FROM stocks UNION ALL SELECT 'stock_requests', 0, count(*) FROM stock_requests
      UNION ALL SELECT 'replenishments', 0, count(*) FROM replenishments UNION ALL SELECT 'transfers', 0, count(*) FROM transfers
      UNION ALL SELECT 'stock_totals', 0, count(*) FROM stock_totals UNION ALL SELECT 'adjustments', 0, count(*) FROM adjustments
      UNION ALL SELECT 'orders:' || type, 0, count(*) FROM orders GROUP BY type`,
  ],
  check: {
    figures: differences(
      'list_totals',
      `select 'stocks', count(*) from stocks having count(*) <> 0
     union all select 'stock_requests', count(*) from stock_requests having count(*) <> 0
     union all select 'replenishments', count(*) from replenishments having count(*) <> 0
     union all select 'transfers', count(*) from transfers having count(*) <> 0
     union all select 'stock_totals', count(*) from stock_totals having count(*) <> 0
     union all select 'adjustments', count(*) from adjustments having count(*) <> 0
     union all select 'orders:' || type, count(*) from orders group by type`,
      `select name, sum(n) from list_totals group by 1 having sum(n) <> 0`,
    ),
  },
};
