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
-- Units, held units, usage and flags move by deltas (one-row updates), which add up whatever the
-- order of concurrent writers. The holders (approved locations holding units, their distributors)
-- are counted again when a product comes to or leaves a location, or a location's status or owner
-- changes: under the rows' locks, taken first and in product order, so the count (a later
-- statement, a fresh snapshot) sees every writer that held them before. Writers lock stocks, lots
-- and locations before these rows, never after.
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
-- stock_totals: units by deltas; a pair that comes or goes recounts its product's holders. Row
-- triggers, each a one-row update: an order changes one pair, and its WHEN skips an update that
-- moved no units. (A statement writing many products, the generator's, locks them in its order.)
CREATE FUNCTION product_supply_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE product_supply SET units = units + (NEW.units - OLD.units) WHERE product_id = NEW.product_id;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE product_supply SET units = units + NEW.units WHERE product_id = NEW.product_id;
    PERFORM product_supply_count_holders(array[NEW.product_id]);
  ELSE
    UPDATE product_supply SET units = units - OLD.units WHERE product_id = OLD.product_id;
    PERFORM product_supply_count_holders(array[OLD.product_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET units = 0, locations = 0, distributors = 0, supplier_locations = 0 WHERE units <> 0 OR locations <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_added AFTER INSERT ON stock_totals FOR EACH ROW EXECUTE FUNCTION product_supply_units();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_changed AFTER UPDATE OF units ON stock_totals FOR EACH ROW WHEN (OLD.units <> NEW.units) EXECUTE FUNCTION product_supply_units();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_removed AFTER DELETE ON stock_totals FOR EACH ROW EXECUTE FUNCTION product_supply_units();--> statement-breakpoint
CREATE TRIGGER stock_totals_supply_truncated AFTER TRUNCATE ON stock_totals FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_truncated();--> statement-breakpoint
-- stocks: held units and average usage by deltas. The ledger's updates of units leave both as they
-- were, and the WHEN skips them without running the function.
CREATE FUNCTION product_supply_stock_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_supply SET held_units = held_units - OLD.held_units, usage = usage - coalesce(OLD.average_monthly_usage, 0)
    WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE product_supply SET held_units = held_units + NEW.held_units, usage = usage + coalesce(NEW.average_monthly_usage, 0)
    WHERE product_id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_supply_stocks_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET held_units = 0, usage = 0 WHERE held_units <> 0 OR usage <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stocks_supply_added AFTER INSERT ON stocks FOR EACH ROW
  WHEN (NEW.held_units <> 0 OR NEW.average_monthly_usage IS NOT NULL) EXECUTE FUNCTION product_supply_stock_figures();--> statement-breakpoint
CREATE TRIGGER stocks_supply_changed AFTER UPDATE OF held_units, average_monthly_usage, product_id ON stocks FOR EACH ROW
  WHEN (OLD.held_units <> NEW.held_units OR OLD.average_monthly_usage IS DISTINCT FROM NEW.average_monthly_usage OR OLD.product_id <> NEW.product_id)
  EXECUTE FUNCTION product_supply_stock_figures();--> statement-breakpoint
CREATE TRIGGER stocks_supply_removed AFTER DELETE ON stocks FOR EACH ROW
  WHEN (OLD.held_units <> 0 OR OLD.average_monthly_usage IS NOT NULL) EXECUTE FUNCTION product_supply_stock_figures();--> statement-breakpoint
CREATE TRIGGER stocks_supply_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_truncated();--> statement-breakpoint
-- supply_chain_items: red and yellow flags by deltas (a chain's product never changes; a chain
-- deleted with its product takes the product's row with it).
CREATE FUNCTION product_supply_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_supply SET red_flags = red_flags - (OLD.flag IS NOT DISTINCT FROM 'RED')::int, yellow_flags = yellow_flags - (OLD.flag IS NOT DISTINCT FROM 'YELLOW')::int
    WHERE product_id = (SELECT product_id FROM supply_chains WHERE id = OLD.supply_chain_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE product_supply SET red_flags = red_flags + (NEW.flag IS NOT DISTINCT FROM 'RED')::int, yellow_flags = yellow_flags + (NEW.flag IS NOT DISTINCT FROM 'YELLOW')::int
    WHERE product_id = (SELECT product_id FROM supply_chains WHERE id = NEW.supply_chain_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_added AFTER INSERT ON supply_chain_items FOR EACH ROW
  WHEN (NEW.flag IN ('RED', 'YELLOW')) EXECUTE FUNCTION product_supply_flags();--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_changed AFTER UPDATE OF flag, supply_chain_id ON supply_chain_items FOR EACH ROW
  WHEN (OLD.flag IS DISTINCT FROM NEW.flag OR OLD.supply_chain_id <> NEW.supply_chain_id) EXECUTE FUNCTION product_supply_flags();--> statement-breakpoint
CREATE TRIGGER supply_chain_items_supply_removed AFTER DELETE ON supply_chain_items FOR EACH ROW
  WHEN (OLD.flag IN ('RED', 'YELLOW')) EXECUTE FUNCTION product_supply_flags();--> statement-breakpoint
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
