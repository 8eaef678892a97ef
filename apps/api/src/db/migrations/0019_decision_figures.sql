CREATE TABLE "figures_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"day" date NOT NULL,
	"first_month" date NOT NULL,
	"months" smallint NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "figures_state_one_row" CHECK ("figures_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lot_risks" (
	"stock_unit_id" uuid PRIMARY KEY NOT NULL,
	"stock_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"expiry" date NOT NULL,
	"units_at_risk" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_usage_months" (
	"stock_id" uuid NOT NULL,
	"month" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "stock_usage_months_stock_id_month_pk" PRIMARY KEY("stock_id","month")
);
--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "held_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "average_monthly_usage" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "days_of_cover" numeric(12, 1) GENERATED ALWAYS AS (case when average_monthly_usage > 0 then round((on_hand_units - held_units) * 30.44 / average_monthly_usage, 1) end) STORED;--> statement-breakpoint
ALTER TABLE "lot_risks" ADD CONSTRAINT "lot_risks_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_risks_expiry_idx" ON "lot_risks" USING btree ("expiry");--> statement-breakpoint
CREATE INDEX "lot_risks_stock_idx" ON "lot_risks" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "lot_risks_member_idx" ON "lot_risks" USING btree ("member_id","expiry");--> statement-breakpoint
CREATE INDEX "lot_risks_product_idx" ON "lot_risks" USING btree ("product_id","expiry");--> statement-breakpoint
CREATE INDEX "lot_risks_location_idx" ON "lot_risks" USING btree ("location_id","expiry");--> statement-breakpoint
CREATE INDEX "stocks_cover_idx" ON "stocks" USING btree ("days_of_cover","created_at");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_held_within_on_hand" CHECK ("stocks"."held_units" >= 0 and "stocks"."held_units" <= "stocks"."on_hand_units");--> statement-breakpoint
-- Held units per stock, as its lots hold them.
UPDATE stocks s SET held_units = h.held FROM (SELECT stock_id, sum(reserved_units)::int AS held FROM stock_units GROUP BY stock_id) h
  WHERE h.stock_id = s.id AND h.held <> 0;--> statement-breakpoint
-- stock_usage_months: a stock's standard orders per calendar month (UTC), added and removed with the orders.
CREATE FUNCTION stock_usage_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stock_usage_months AS k (stock_id, month, units)
  SELECT (c->>'stock_id')::uuid, (c->>'month')::date, sum((c->>'units')::int) FROM jsonb_array_elements(changes) c GROUP BY 1, 2
  ON CONFLICT (stock_id, month) DO UPDATE SET units = k.units + excluded.units;
  DELETE FROM stock_usage_months k USING jsonb_array_elements(changes) c
    WHERE k.stock_id = (c->>'stock_id')::uuid AND k.month = (c->>'month')::date AND k.units = 0;
$$;--> statement-breakpoint
CREATE FUNCTION stock_usage_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_usage_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, sum(units) AS units
    FROM new_rows WHERE type = 'STANDARD' GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_usage_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_usage_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, -sum(units) AS units
    FROM old_rows WHERE type = 'STANDARD' GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves usage only when it changes the order's stock, date, units or type (a status change does not fire it).
CREATE FUNCTION stock_usage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.stock_id, NEW.order_date, NEW.units, NEW.type) IS DISTINCT FROM (OLD.stock_id, OLD.order_date, OLD.units, OLD.type) THEN
    PERFORM stock_usage_apply(jsonb_build_array(
      jsonb_build_object('stock_id', NEW.stock_id, 'month', date_trunc('month', NEW.order_date AT TIME ZONE 'UTC')::date,
                         'units', CASE WHEN NEW.type = 'STANDARD' THEN NEW.units ELSE 0 END),
      jsonb_build_object('stock_id', OLD.stock_id, 'month', date_trunc('month', OLD.order_date AT TIME ZONE 'UTC')::date,
                         'units', CASE WHEN OLD.type = 'STANDARD' THEN -OLD.units ELSE 0 END)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_usage_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_usage_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_usage_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_added();--> statement-breakpoint
CREATE TRIGGER orders_usage_changed AFTER UPDATE OF stock_id, order_date, units, type ON orders FOR EACH ROW EXECUTE FUNCTION stock_usage_changed();--> statement-breakpoint
CREATE TRIGGER orders_usage_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_removed();--> statement-breakpoint
CREATE TRIGGER orders_usage_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION stock_usage_truncated();--> statement-breakpoint
INSERT INTO stock_usage_months (stock_id, month, units)
  SELECT stock_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date, sum(units) FROM orders WHERE type = 'STANDARD' GROUP BY 1, 2;--> statement-breakpoint
-- The average monthly usage of the given stocks over figures_state's window
-- (contract averageMonthlyUsage): the window's whole months after the stock's first whole month.
CREATE FUNCTION refresh_usage(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
-- The lots at risk of the given stocks, as of figures_state's day (contract
-- expiryRisk, in closed form): through a stock's i-th lot in expiry order the stock can use
-- S_i + least(0, min over j <= i of (reach_j - S_j)) units, where S is the running sum of
-- available units and reach_j = floor(days until lot j's expiry x daily usage).
CREATE FUNCTION refresh_lot_risks(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_risks WHERE stock_id = ANY (stock_ids);
  WITH chain AS (
    SELECT u.id, u.stock_id, s.member_id, s.product_id, u.location_id, u.expiry, u.units - u.reserved_units AS units,
           floor((u.expiry - f.day) * coalesce(s.average_monthly_usage, 0) / 30.44)::bigint AS reach,
           sum(u.units - u.reserved_units) OVER (PARTITION BY u.stock_id ORDER BY u.expiry, u.id) AS through
    FROM stock_units u JOIN stocks s ON s.id = u.stock_id CROSS JOIN figures_state f
    WHERE u.stock_id = ANY (stock_ids) AND u.units > u.reserved_units AND u.expiry >= f.day
  ),
  used AS (
    SELECT *, through + least(0, min(reach - through) OVER (PARTITION BY stock_id ORDER BY expiry, id)) AS used_through FROM chain
  ),
  risk AS (
    SELECT *, units - (used_through - coalesce(lag(used_through) OVER (PARTITION BY stock_id ORDER BY expiry, id), 0)) AS at_risk FROM used
  )
  INSERT INTO lot_risks (stock_unit_id, stock_id, member_id, product_id, location_id, expiry, units_at_risk)
  SELECT id, stock_id, member_id, product_id, location_id, expiry, at_risk FROM risk WHERE at_risk > 0;
$$;
