import { PROGRAMME_OWNER } from '../schema.js';
import { differences, type Figure } from './definition.js';

/**
 * Orders per calendar month (UTC) of the programme (the nil uuid, `PROGRAMME_OWNER`) and of the
 * member, supplier and distributor each order names: the dashboards' order totals and chart.
 * Inserts and deletes by statement triggers, an update by a row trigger on the counted columns only;
 * sharded like `list_totals`.
 */
export const orderMonths: Figure = {
  name: 'order_months',
  keeps: ['order_months'],
  functions: [
    `CREATE OR REPLACE FUNCTION order_totals_apply(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_months (owner_id, month, shard, n)
    SELECT o.owner_id, (g ->> 'month')::date, pg_backend_pid() % 16, sum((g ->> 'n')::bigint)
    FROM jsonb_array_elements(groups) g
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((g ->> 'member_id')::uuid),
                               ((g ->> 'supplier_id')::uuid), ((g ->> 'distributor_id')::uuid)) o (owner_id)
    WHERE o.owner_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum((g ->> 'n')::bigint) <> 0 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET n = order_months.n + excluded.n;
END $$`,
    `CREATE OR REPLACE FUNCTION order_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, count(*) AS n
    FROM new_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION order_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, -count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION order_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.supplier_id, NEW.distributor_id, NEW.order_date) IS DISTINCT FROM (OLD.member_id, OLD.supplier_id, OLD.distributor_id, OLD.order_date) THEN
    PERFORM order_totals_apply(jsonb_build_array(
      jsonb_build_object('member_id', NEW.member_id, 'supplier_id', NEW.supplier_id, 'distributor_id', NEW.distributor_id,
                         'month', date_trunc('month', NEW.order_date AT TIME ZONE 'UTC')::date, 'n', 1),
      jsonb_build_object('member_id', OLD.member_id, 'supplier_id', OLD.supplier_id, 'distributor_id', OLD.distributor_id,
                         'month', date_trunc('month', OLD.order_date AT TIME ZONE 'UTC')::date, 'n', -1)));
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION order_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_months;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER orders_totals_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_added()`,
    `CREATE OR REPLACE TRIGGER orders_totals_changed AFTER UPDATE OF member_id, supplier_id, distributor_id, order_date ON orders FOR EACH ROW EXECUTE FUNCTION order_totals_changed()`,
    `CREATE OR REPLACE TRIGGER orders_totals_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_removed()`,
    `CREATE OR REPLACE TRIGGER orders_totals_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_totals_truncated()`,
  ],
  backfill: [
    `LOCK TABLE order_months IN EXCLUSIVE MODE`,
    `DELETE FROM order_months`,
    `INSERT INTO order_months (owner_id, month, shard, n)
      SELECT o.owner_id, date_trunc('month', r.order_date AT TIME ZONE 'UTC')::date, 0, count(*)
      FROM orders r CROSS JOIN LATERAL (VALUES ('${PROGRAMME_OWNER}'::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
      WHERE o.owner_id IS NOT NULL GROUP BY 1, 2`,
  ],
  check: {
    figures: differences(
      'order_months',
      `select w.owner_id || ' ' || to_char(date_trunc('month', o.order_date at time zone 'UTC'), 'YYYY-MM'), count(*)
       from orders o cross join lateral (values ('${PROGRAMME_OWNER}'::uuid), (o.member_id), (o.supplier_id), (o.distributor_id)) w (owner_id)
       where w.owner_id is not null group by 1`,
      `select owner_id || ' ' || to_char(month, 'YYYY-MM'), sum(n) from order_months group by 1 having sum(n) <> 0`,
    ),
  },
};
