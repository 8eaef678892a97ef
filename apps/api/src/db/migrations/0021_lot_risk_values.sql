DROP INDEX "lot_risks_expiry_idx";--> statement-breakpoint
ALTER TABLE "lot_risks" ADD COLUMN "value_at_risk" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "lot_risks_value_idx" ON "lot_risks" USING btree ("value_at_risk" DESC NULLS LAST,"expiry","stock_unit_id");--> statement-breakpoint
CREATE INDEX "lot_risks_expiry_idx" ON "lot_risks" USING btree ("expiry","units_at_risk","value_at_risk");--> statement-breakpoint
UPDATE lot_risks r SET value_at_risk = r.units_at_risk * p.price FROM products p WHERE p.id = r.product_id;--> statement-breakpoint
-- As migration 0019's, with each lot's value at risk (units x the product's price) written beside its units.
CREATE OR REPLACE FUNCTION refresh_lot_risks(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO lot_risks (stock_unit_id, stock_id, member_id, product_id, location_id, expiry, units_at_risk, value_at_risk)
  SELECT r.id, r.stock_id, r.member_id, r.product_id, r.location_id, r.expiry, r.at_risk, r.at_risk * p.price
  FROM risk r JOIN products p ON p.id = r.product_id WHERE r.at_risk > 0;
$$;--> statement-breakpoint
-- A new price moves the value at risk of the product's lots.
CREATE FUNCTION lot_risks_repriced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lot_risks SET value_at_risk = units_at_risk * NEW.price WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_lot_risks_repriced AFTER UPDATE OF price ON products
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION lot_risks_repriced();
