import { differences, type Figure } from './definition.js';

/**
 * Records per status of the tables the dashboards and the administrator's worklist count
 * (`stock_requests`, `locations`, `supply_chains` by status; `users` by type and activity, as
 * `member:active`; `products` as `approved` or `unapproved`, `status_totals_key`). Inserts and deletes
 * by statement triggers, an update by a row trigger on the counted columns; sharded like `list_totals`.
 */
export const statusTotals: Figure = {
  name: 'status_totals',
  keeps: ['status_totals'],
  functions: [
    `CREATE OR REPLACE FUNCTION status_totals_key(tbl text, r jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'users' THEN (r ->> 'type') || CASE WHEN (r ->> 'is_active')::boolean THEN ':active' ELSE ':inactive' END
    WHEN 'products' THEN CASE WHEN (r ->> 'is_approved')::boolean THEN 'approved' ELSE 'unapproved' END
    ELSE r ->> 'status'
  END
$$`,
    `CREATE OR REPLACE FUNCTION status_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO status_totals (name, status, shard, n)
    SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, count(*)
    FROM (SELECT status_totals_key(TG_TABLE_NAME, to_jsonb(r)) AS k FROM new_rows r) rows GROUP BY k ORDER BY k
  ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION status_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO status_totals (name, status, shard, n)
    SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, -count(*)
    FROM (SELECT status_totals_key(TG_TABLE_NAME, to_jsonb(r)) AS k FROM old_rows r) rows GROUP BY k ORDER BY k
  ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION status_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text := status_totals_key(TG_TABLE_NAME, to_jsonb(OLD));
  is_now text := status_totals_key(TG_TABLE_NAME, to_jsonb(NEW));
BEGIN
  IF was IS DISTINCT FROM is_now THEN
    INSERT INTO status_totals (name, status, shard, n)
      SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, d FROM (VALUES (was, -1), (is_now, 1)) v (k, d) ORDER BY k
    ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION status_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM status_totals WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER locations_status_added AFTER INSERT ON locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()`,
    `CREATE OR REPLACE TRIGGER locations_status_changed AFTER UPDATE OF status ON locations FOR EACH ROW EXECUTE FUNCTION status_totals_changed()`,
    `CREATE OR REPLACE TRIGGER locations_status_removed AFTER DELETE ON locations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()`,
    `CREATE OR REPLACE TRIGGER locations_status_truncated AFTER TRUNCATE ON locations FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER products_status_added AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()`,
    `CREATE OR REPLACE TRIGGER products_status_changed AFTER UPDATE OF is_approved ON products FOR EACH ROW EXECUTE FUNCTION status_totals_changed()`,
    `CREATE OR REPLACE TRIGGER products_status_removed AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()`,
    `CREATE OR REPLACE TRIGGER products_status_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stock_requests_status_added AFTER INSERT ON stock_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()`,
    `CREATE OR REPLACE TRIGGER stock_requests_status_changed AFTER UPDATE OF status ON stock_requests FOR EACH ROW EXECUTE FUNCTION status_totals_changed()`,
    `CREATE OR REPLACE TRIGGER stock_requests_status_removed AFTER DELETE ON stock_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()`,
    `CREATE OR REPLACE TRIGGER stock_requests_status_truncated AFTER TRUNCATE ON stock_requests FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER supply_chains_status_added AFTER INSERT ON supply_chains REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()`,
    `CREATE OR REPLACE TRIGGER supply_chains_status_changed AFTER UPDATE OF status ON supply_chains FOR EACH ROW EXECUTE FUNCTION status_totals_changed()`,
    `CREATE OR REPLACE TRIGGER supply_chains_status_removed AFTER DELETE ON supply_chains REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()`,
    `CREATE OR REPLACE TRIGGER supply_chains_status_truncated AFTER TRUNCATE ON supply_chains FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER users_status_added AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()`,
    `CREATE OR REPLACE TRIGGER users_status_changed AFTER UPDATE OF type, is_active ON users FOR EACH ROW EXECUTE FUNCTION status_totals_changed()`,
    `CREATE OR REPLACE TRIGGER users_status_removed AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()`,
    `CREATE OR REPLACE TRIGGER users_status_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()`,
  ],
  backfill: [
    `LOCK TABLE status_totals IN EXCLUSIVE MODE`,
    `DELETE FROM status_totals`,
    `INSERT INTO status_totals (name, status, shard, n)
      SELECT 'users', status_totals_key('users', to_jsonb(r)), 0, count(*) FROM users r GROUP BY 2
      UNION ALL SELECT 'products', status_totals_key('products', to_jsonb(r)), 0, count(*) FROM products r GROUP BY 2
      UNION ALL SELECT 'locations', status::text, 0, count(*) FROM locations GROUP BY 2
      UNION ALL SELECT 'stock_requests', status::text, 0, count(*) FROM stock_requests GROUP BY 2
      UNION ALL SELECT 'supply_chains', status::text, 0, count(*) FROM supply_chains GROUP BY 2`,
  ],
  check: {
    figures: differences(
      'status_totals',
      `select 'users ' || u.type || case when u.is_active then ':active' else ':inactive' end, count(*) from users u group by 1
     union all select 'products ' || case when p.is_approved then 'approved' else 'unapproved' end, count(*) from products p group by 1
     union all select 'locations ' || status, count(*) from locations group by 1
     union all select 'stock_requests ' || status, count(*) from stock_requests group by 1
     union all select 'supply_chains ' || status, count(*) from supply_chains group by 1`,
      `select name || ' ' || status, sum(n) from status_totals group by 1 having sum(n) <> 0`,
    ),
  },
};
