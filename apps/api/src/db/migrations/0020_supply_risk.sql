CREATE TABLE "product_supply" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"held_units" integer DEFAULT 0 NOT NULL,
	"usage" numeric(14, 2) DEFAULT '0' NOT NULL,
	"locations" integer DEFAULT 0 NOT NULL,
	"distributors" integer DEFAULT 0 NOT NULL,
	"supplier_locations" integer DEFAULT 0 NOT NULL,
	"red_flags" integer DEFAULT 0 NOT NULL,
	"yellow_flags" integer DEFAULT 0 NOT NULL,
	"tier" smallint GENERATED ALWAYS AS (case when locations <= 1 or (distributors = 1 and supplier_locations = 0) then case when red_flags > 0 then 0 else 1 end when red_flags > 0 then 2 else 3 end) STORED,
	"days_of_cover" numeric(14, 1) GENERATED ALWAYS AS (case when usage > 0 then round((units - held_units) * 30.44 / usage, 1) end) STORED
);
--> statement-breakpoint
ALTER TABLE "product_supply" ADD CONSTRAINT "product_supply_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_supply_risk_idx" ON "product_supply" USING btree ("tier","days_of_cover","units","product_id");--> statement-breakpoint
-- Written by hand, keep on regeneration (decision 009): product_supply, kept by triggers.
-- Units, held units, usage and flags move by deltas, which add up whatever the order of concurrent
-- writers. The holders (approved locations holding units, their distributors) are counted again
-- when a product comes to or leaves a location, or a location's status or owner changes: under the
-- rows' locks, taken first and in product order, so the count (a later statement, a fresh
-- snapshot) sees every writer that held them before. Writers lock stocks, lots and locations
-- before these rows, never after.
CREATE FUNCTION product_supply_lock(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM product_supply WHERE product_id = ANY (ids) ORDER BY product_id FOR UPDATE;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_count_holders(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_lock(ids);
  UPDATE product_supply p SET locations = h.locations, distributors = h.distributors, supplier_locations = h.supplier_locations
  FROM (
    SELECT i.id, count(l.id)::int AS locations, count(DISTINCT l.distributor_id)::int AS distributors,
           (count(l.id) FILTER (WHERE l.distributor_id IS NULL))::int AS supplier_locations
    FROM (SELECT DISTINCT unnest(ids) AS id) i
    LEFT JOIN stock_totals t ON t.product_id = i.id
    LEFT JOIN locations l ON l.id = t.location_id AND l.status = 'APPROVED'
    GROUP BY i.id
  ) h
  WHERE p.product_id = h.id
    AND (p.locations, p.distributors, p.supplier_locations) IS DISTINCT FROM (h.locations, h.distributors, h.supplier_locations);
END $$;--> statement-breakpoint
-- changes: [{product_id, units, held, usage, red, yellow}], a figure absent meaning 0.
CREATE FUNCTION product_supply_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(d ORDER BY d.product_id) INTO deltas FROM (
    SELECT (c ->> 'product_id')::uuid AS product_id, sum(coalesce((c ->> 'units')::int, 0))::int AS units,
           sum(coalesce((c ->> 'held')::int, 0))::int AS held, sum(coalesce((c ->> 'usage')::numeric, 0)) AS usage,
           sum(coalesce((c ->> 'red')::int, 0))::int AS red, sum(coalesce((c ->> 'yellow')::int, 0))::int AS yellow
    FROM jsonb_array_elements(changes) c GROUP BY 1
  ) d WHERE d.units <> 0 OR d.held <> 0 OR d.usage <> 0 OR d.red <> 0 OR d.yellow <> 0;
  IF deltas IS NULL THEN
    RETURN;
  END IF;
  PERFORM product_supply_lock(array(SELECT (x ->> 'product_id')::uuid FROM jsonb_array_elements(deltas) x));
  UPDATE product_supply p SET units = p.units + (x ->> 'units')::int, held_units = p.held_units + (x ->> 'held')::int,
                              usage = p.usage + (x ->> 'usage')::numeric, red_flags = p.red_flags + (x ->> 'red')::int,
                              yellow_flags = p.yellow_flags + (x ->> 'yellow')::int
  FROM jsonb_array_elements(deltas) x WHERE p.product_id = (x ->> 'product_id')::uuid;
END $$;--> statement-breakpoint
-- Every figure of the given products (all with null) counted afresh, under their locks: the
-- figures refresh, and the backfill below.
CREATE FUNCTION refresh_product_supply(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_supply (product_id) SELECT id FROM products WHERE ids IS NULL OR id = ANY (ids) ON CONFLICT DO NOTHING;
  IF ids IS NULL THEN
    ids := array(SELECT product_id FROM product_supply);
  END IF;
  PERFORM product_supply_lock(ids);
  UPDATE product_supply p SET units = coalesce(u.units, 0), held_units = coalesce(s.held, 0), usage = coalesce(s.usage, 0),
                              red_flags = coalesce(f.red, 0), yellow_flags = coalesce(f.yellow, 0)
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  LEFT JOIN (SELECT product_id, sum(units)::int AS units FROM stock_totals WHERE product_id = ANY (ids) GROUP BY 1) u ON u.product_id = i.id
  LEFT JOIN (SELECT product_id, sum(held_units)::int AS held, sum(coalesce(average_monthly_usage, 0)) AS usage
             FROM stocks WHERE product_id = ANY (ids) GROUP BY 1) s ON s.product_id = i.id
  LEFT JOIN (SELECT c.product_id, count(*) FILTER (WHERE it.flag = 'RED')::int AS red, count(*) FILTER (WHERE it.flag = 'YELLOW')::int AS yellow
             FROM supply_chains c JOIN supply_chain_items it ON it.supply_chain_id = c.id WHERE c.product_id = ANY (ids) GROUP BY 1) f ON f.product_id = i.id
  WHERE p.product_id = i.id;
  PERFORM product_supply_count_holders(ids);
END $$;--> statement-breakpoint
-- products: a row each, from the start.
CREATE FUNCTION product_supply_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_supply (product_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_supply_added AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_products_added();--> statement-breakpoint
-- stock_totals: units by deltas; a pair that comes or goes recounts its product's holders.
CREATE FUNCTION product_supply_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'units', units)), '[]'::jsonb))
    FROM (SELECT product_id, sum(units) AS units FROM new_rows GROUP BY 1) g;
  PERFORM product_supply_count_holders(array(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'units', units)), '[]'::jsonb))
    FROM (SELECT n.product_id, sum(n.units - o.units) AS units FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id AND o.location_id = n.location_id
          GROUP BY 1 HAVING sum(n.units - o.units) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'units', -units)), '[]'::jsonb))
    FROM (SELECT product_id, sum(units) AS units FROM old_rows GROUP BY 1) g;
  PERFORM product_supply_count_holders(array(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET units = 0, locations = 0, distributors = 0, supplier_locations = 0 WHERE units <> 0 OR locations <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_added AFTER INSERT ON stock_totals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_added();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_changed AFTER UPDATE ON stock_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_changed();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_removed AFTER DELETE ON stock_totals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_removed();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_truncated AFTER TRUNCATE ON stock_totals FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_truncated();--> statement-breakpoint
-- stocks: held units and average usage by deltas (the ledger's units do not move them).
CREATE FUNCTION product_supply_stocks_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'held', held, 'usage', usage)), '[]'::jsonb))
    FROM (SELECT product_id, sum(held_units) AS held, sum(coalesce(average_monthly_usage, 0)) AS usage FROM new_rows GROUP BY 1
          HAVING sum(held_units) <> 0 OR sum(coalesce(average_monthly_usage, 0)) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_stocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'held', held, 'usage', usage)), '[]'::jsonb))
    FROM (SELECT product_id, sum(held) AS held, sum(usage) AS usage FROM (
            SELECT product_id, held_units AS held, coalesce(average_monthly_usage, 0) AS usage FROM new_rows
            UNION ALL
            SELECT product_id, -held_units, -coalesce(average_monthly_usage, 0) FROM old_rows
          ) c GROUP BY 1 HAVING sum(held) <> 0 OR sum(usage) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_stocks_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'held', -held, 'usage', -usage)), '[]'::jsonb))
    FROM (SELECT product_id, sum(held_units) AS held, sum(coalesce(average_monthly_usage, 0)) AS usage FROM old_rows GROUP BY 1
          HAVING sum(held_units) <> 0 OR sum(coalesce(average_monthly_usage, 0)) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_stocks_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET held_units = 0, usage = 0 WHERE held_units <> 0 OR usage <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stocks_supply_added AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_added();--> statement-breakpoint
CREATE TRIGGER stocks_supply_changed AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_changed();--> statement-breakpoint
CREATE TRIGGER stocks_supply_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_removed();--> statement-breakpoint
CREATE TRIGGER stocks_supply_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_truncated();--> statement-breakpoint
-- supply_chain_items: red and yellow flags by deltas (a chain's product never changes).
CREATE FUNCTION product_supply_flags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', c.product_id, 'red', g.red, 'yellow', g.yellow)), '[]'::jsonb))
      FROM (SELECT supply_chain_id, count(*) FILTER (WHERE flag = 'RED') AS red, count(*) FILTER (WHERE flag = 'YELLOW') AS yellow
            FROM new_rows GROUP BY 1) g JOIN supply_chains c ON c.id = g.supply_chain_id;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', c.product_id, 'red', g.red, 'yellow', g.yellow)), '[]'::jsonb))
      FROM (SELECT supply_chain_id, sum(red) AS red, sum(yellow) AS yellow FROM (
              SELECT supply_chain_id, (flag = 'RED')::int AS red, (flag = 'YELLOW')::int AS yellow FROM new_rows WHERE flag IS NOT NULL
              UNION ALL
              SELECT supply_chain_id, -(flag = 'RED')::int, -(flag = 'YELLOW')::int FROM old_rows WHERE flag IS NOT NULL
            ) x GROUP BY 1) g JOIN supply_chains c ON c.id = g.supply_chain_id;
  ELSE
    PERFORM product_supply_apply(coalesce(jsonb_agg(jsonb_build_object('product_id', c.product_id, 'red', -g.red, 'yellow', -g.yellow)), '[]'::jsonb))
      FROM (SELECT supply_chain_id, count(*) FILTER (WHERE flag = 'RED') AS red, count(*) FILTER (WHERE flag = 'YELLOW') AS yellow
            FROM old_rows GROUP BY 1) g JOIN supply_chains c ON c.id = g.supply_chain_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_added AFTER INSERT ON supply_chain_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_flags_changed();--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_changed AFTER UPDATE ON supply_chain_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_flags_changed();--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_removed AFTER DELETE ON supply_chain_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_flags_changed();--> statement-breakpoint
-- locations: a change of status or owner recounts the holders of the products held there.
CREATE FUNCTION product_supply_location_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_count_holders(array(SELECT product_id FROM stock_totals WHERE location_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER locations_supply_changed AFTER UPDATE ON locations FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.distributor_id IS DISTINCT FROM NEW.distributor_id)
  EXECUTE FUNCTION product_supply_location_changed();--> statement-breakpoint
SELECT refresh_product_supply(null);
