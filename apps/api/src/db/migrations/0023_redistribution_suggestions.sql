CREATE TABLE "redistribution_stale" (
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redistribution_suggestions" (
	"stock_unit_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"expiry" date NOT NULL,
	"units" integer NOT NULL,
	"value_saved" numeric(14, 2) NOT NULL,
	CONSTRAINT "redistribution_suggestions_stock_unit_id_to_member_id_pk" PRIMARY KEY("stock_unit_id","to_member_id")
);
--> statement-breakpoint
CREATE TABLE "redistribution_totals" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"suggestions" integer NOT NULL,
	"value_saved" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "figures_state" ADD COLUMN "lead_time_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "figures_state" ADD COLUMN "done_through" uuid;--> statement-breakpoint
ALTER TABLE "figures_state" ADD COLUMN "progress_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "figures_state" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "redistribution_suggestions_value_idx" ON "redistribution_suggestions" USING btree ("value_saved" DESC NULLS LAST,"expiry","stock_unit_id","to_member_id");--> statement-breakpoint
CREATE INDEX "redistribution_suggestions_holder_idx" ON "redistribution_suggestions" USING btree ("from_member_id","value_saved" DESC NULLS LAST,"expiry","stock_unit_id","to_member_id");--> statement-breakpoint
CREATE INDEX "redistribution_suggestions_product_idx" ON "redistribution_suggestions" USING btree ("product_id");--> statement-breakpoint
-- A refresh stamped before this migration finished (its code had no progress to record).
UPDATE figures_state SET completed_at = refreshed_at, progress_at = refreshed_at;--> statement-breakpoint
-- Written by hand, keep on regeneration (decision 009): the products whose kept suggestions
-- (decision 021) may be out of date, logged wherever what the sharing-out reads changes: a product's
-- lots at risk; its stocks' units, held units (pending transfers hold and release them), par level,
-- usage or owner; a member's activation; a price; and the figures' day or settings (every product).
-- Plain inserts, no key: a writer never waits on another's log row.
CREATE FUNCTION redistribution_stale_lot_risks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lot_risks_redistribution_added AFTER INSERT ON lot_risks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks();--> statement-breakpoint
CREATE TRIGGER lot_risks_redistribution_changed AFTER UPDATE ON lot_risks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks();--> statement-breakpoint
CREATE TRIGGER lot_risks_redistribution_removed AFTER DELETE ON lot_risks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks();--> statement-breakpoint
CREATE FUNCTION redistribution_stale_stocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO redistribution_stale (product_id)
      SELECT DISTINCT p.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) p (product_id)
      WHERE (n.on_hand_units, n.held_units, n.par_level, n.average_monthly_usage, n.member_id, n.product_id)
            IS DISTINCT FROM (o.on_hand_units, o.held_units, o.par_level, o.average_monthly_usage, o.member_id, o.product_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stocks_redistribution_changed AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_stocks();--> statement-breakpoint
CREATE TRIGGER stocks_redistribution_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_stocks();--> statement-breakpoint
CREATE FUNCTION redistribution_stale_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM stocks WHERE member_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_redistribution_activation AFTER UPDATE OF is_active ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION redistribution_stale_member();--> statement-breakpoint
CREATE FUNCTION redistribution_stale_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) VALUES (NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_redistribution_repriced AFTER UPDATE OF price ON products FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION redistribution_stale_product();--> statement-breakpoint
CREATE FUNCTION redistribution_stale_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) SELECT id FROM products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER figures_state_redistribution AFTER INSERT OR UPDATE OF day, first_month, months, lead_time_days ON figures_state FOR EACH ROW EXECUTE FUNCTION redistribution_stale_everything();--> statement-breakpoint
-- Every product's suggestions are computed at the first read or figures job after this migration.
INSERT INTO redistribution_stale (product_id) SELECT id FROM products;
--> statement-breakpoint
-- The lists' totals per holder and for the programme, by statement triggers (suggestions are only
-- ever inserted and deleted, by the one recomputer at a time).
CREATE FUNCTION redistribution_totals_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_totals AS t (owner_id, suggestions, value_saved)
    SELECT o.owner_id, sum((d ->> 'suggestions')::int), sum((d ->> 'value_saved')::numeric)
    FROM jsonb_array_elements(deltas) d
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((d ->> 'from_member_id')::uuid)) o (owner_id)
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (owner_id) DO UPDATE SET suggestions = t.suggestions + excluded.suggestions, value_saved = t.value_saved + excluded.value_saved;
END $$;--> statement-breakpoint
CREATE FUNCTION redistribution_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM redistribution_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb))
    FROM (SELECT from_member_id, count(*) AS suggestions, sum(value_saved) AS value_saved FROM new_rows GROUP BY 1) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION redistribution_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM redistribution_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb))
    FROM (SELECT from_member_id, -count(*) AS suggestions, -sum(value_saved) AS value_saved FROM old_rows GROUP BY 1) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION redistribution_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM redistribution_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER redistribution_suggestions_totals_added AFTER INSERT ON redistribution_suggestions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_added();--> statement-breakpoint
CREATE TRIGGER redistribution_suggestions_totals_removed AFTER DELETE ON redistribution_suggestions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_removed();--> statement-breakpoint
CREATE TRIGGER redistribution_suggestions_totals_truncated AFTER TRUNCATE ON redistribution_suggestions FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_truncated();
