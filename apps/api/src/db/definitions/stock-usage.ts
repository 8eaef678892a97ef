import { differences, type Figure } from './definition.js';

/**
 * Units of standard orders per stock and calendar month (UTC), kept by triggers on `orders`: the
 * history a stock's average monthly usage is read from. `refresh_usage` writes the averages
 * (`stocks.average_monthly_usage`) over `figures_state`'s window when the figures refresh (modules/figures).
 */
export const stockUsage: Figure = {
  name: 'stock_usage',
  keeps: ['stock_usage_months'],
  functions: [
    `CREATE OR REPLACE FUNCTION stock_usage_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stock_usage_months AS k (stock_id, month, units)
  SELECT (c->>'stock_id')::uuid, (c->>'month')::date, sum((c->>'units')::int) FROM jsonb_array_elements(changes) c GROUP BY 1, 2
  ON CONFLICT (stock_id, month) DO UPDATE SET units = k.units + excluded.units;
  DELETE FROM stock_usage_months k USING jsonb_array_elements(changes) c
    WHERE k.stock_id = (c->>'stock_id')::uuid AND k.month = (c->>'month')::date AND k.units = 0;
$$`,
    `CREATE OR REPLACE FUNCTION stock_usage_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_usage_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, sum(units) AS units
    FROM new_rows WHERE type = 'STANDARD' GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_usage_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_usage_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, -sum(units) AS units
    FROM old_rows WHERE type = 'STANDARD' GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_usage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.stock_id, NEW.order_date, NEW.units, NEW.type) IS DISTINCT FROM (OLD.stock_id, OLD.order_date, OLD.units, OLD.type) THEN
    PERFORM stock_usage_apply(jsonb_build_array(
      jsonb_build_object('stock_id', NEW.stock_id, 'month', date_trunc('month', NEW.order_date AT TIME ZONE 'UTC')::date,
                         'units', CASE WHEN NEW.type = 'STANDARD' THEN NEW.units ELSE 0 END),
      jsonb_build_object('stock_id', OLD.stock_id, 'month', date_trunc('month', OLD.order_date AT TIME ZONE 'UTC')::date,
                         'units', CASE WHEN OLD.type = 'STANDARD' THEN -OLD.units ELSE 0 END)));
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_usage_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_usage_months;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION refresh_usage(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH w AS (SELECT first_month, (first_month + make_interval(months => months))::date AS end_month FROM figures_state),
  s AS (
    SELECT st.id, greatest(w.first_month,
             (date_trunc('month', st.created_at AT TIME ZONE 'UTC')
              + CASE WHEN st.created_at = date_trunc('month', st.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                     THEN interval '0' ELSE interval '1 month' END)::date) AS from_month, w.end_month
    FROM stocks st CROSS JOIN w
    WHERE st.id = ANY (stock_ids)
  ),
  a AS (
    SELECT s.id,
           CASE WHEN s.from_month < s.end_month THEN round(
             coalesce((SELECT sum(u.units) FROM stock_usage_months u WHERE u.stock_id = s.id AND u.month >= s.from_month AND u.month < s.end_month), 0)::numeric
             / ((extract(year FROM s.end_month) - extract(year FROM s.from_month)) * 12 + extract(month FROM s.end_month) - extract(month FROM s.from_month)), 2)
           END AS average
    FROM s
  )
  UPDATE stocks st SET average_monthly_usage = a.average FROM a
  WHERE st.id = a.id AND st.average_monthly_usage IS DISTINCT FROM a.average;
$$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER orders_usage_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_added()`,
    `CREATE OR REPLACE TRIGGER orders_usage_changed AFTER UPDATE OF stock_id, order_date, units, type ON orders FOR EACH ROW EXECUTE FUNCTION stock_usage_changed()`,
    `CREATE OR REPLACE TRIGGER orders_usage_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_removed()`,
    `CREATE OR REPLACE TRIGGER orders_usage_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_truncated()`,
  ],
  backfill: [
    `LOCK TABLE stock_usage_months IN EXCLUSIVE MODE`,
    `DELETE FROM stock_usage_months`,
    `INSERT INTO stock_usage_months (stock_id, month, units)
      SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date, sum(units) FROM orders WHERE type = 'STANDARD' GROUP BY 1, 2`,
  ],
  check: {
    figures: differences(
      'stock_usage_months',
      `select stock_id || ' ' || to_char(date_trunc('month', order_date at time zone 'UTC'), 'YYYY-MM'), sum(units)
       from orders where type = 'STANDARD' group by 1`,
      `select stock_id || ' ' || to_char(month, 'YYYY-MM'), units from stock_usage_months`,
    ),
  },
};
