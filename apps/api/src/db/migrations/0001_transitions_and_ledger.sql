-- Hand-written steps (marked) around drizzle-kit's generated ones: data must fit the new rules first.
-- (hand) A lot has one identity (stock, location, lot number, expiry): merge rows that repeat one into its oldest row,
-- moving every reference and ledger row onto it, before the unique index below.
CREATE TEMP TABLE lot_merge AS
  SELECT id AS duplicate_id, first_value(id) OVER (PARTITION BY stock_id, location_id, lot_number, expiry ORDER BY created_at, id) AS keeper_id
  FROM stock_units;--> statement-breakpoint
DELETE FROM lot_merge WHERE duplicate_id = keeper_id;--> statement-breakpoint
UPDATE stock_ledger l SET stock_unit_id = m.keeper_id FROM lot_merge m WHERE l.stock_unit_id = m.duplicate_id;--> statement-breakpoint
UPDATE stock_request_units r SET stock_unit_id = m.keeper_id FROM lot_merge m WHERE r.stock_unit_id = m.duplicate_id;--> statement-breakpoint
UPDATE orders o SET stock_unit_id = m.keeper_id FROM lot_merge m WHERE o.stock_unit_id = m.duplicate_id;--> statement-breakpoint
UPDATE transfer_units t SET stock_unit_id = m.keeper_id FROM lot_merge m WHERE t.stock_unit_id = m.duplicate_id;--> statement-breakpoint
UPDATE stock_units u SET units = u.units + d.units FROM (
  SELECT m.keeper_id, sum(su.units) AS units FROM lot_merge m JOIN stock_units su ON su.id = m.duplicate_id GROUP BY m.keeper_id
) d WHERE u.id = d.keeper_id;--> statement-breakpoint
DELETE FROM stock_units WHERE id IN (SELECT duplicate_id FROM lot_merge);--> statement-breakpoint
DROP TABLE lot_merge;--> statement-breakpoint
-- (hand) One invoice per stock request: keep the newest where a race once wrote two.
DELETE FROM invoices i USING invoices newer
  WHERE i.stock_request_id = newer.stock_request_id AND (i.created_at, i.id) < (newer.created_at, newer.id);--> statement-breakpoint
DROP INDEX "stock_units_stock_idx";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "final_amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "on_hand_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_chains" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_stock_request_uq" ON "invoices" USING btree ("stock_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replenishment_uq" ON "invoices" USING btree ("replenishment_id");--> statement-breakpoint
CREATE INDEX "stock_request_units_request_idx" ON "stock_request_units" USING btree ("stock_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_units_lot_uq" ON "stock_units" USING btree ("stock_id","location_id","lot_number","expiry");--> statement-breakpoint
CREATE INDEX "stock_units_location_idx" ON "stock_units" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stocks_product_idx" ON "stocks" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_on_hand_nonnegative" CHECK ("stocks"."on_hand_units" >= 0);--> statement-breakpoint
-- (hand) A stock's on-hand units start as the sum of its lots; from now on only the ledger writes them.
UPDATE stocks s SET on_hand_units = coalesce((SELECT sum(u.units) FROM stock_units u WHERE u.stock_id = s.id), 0);--> statement-breakpoint
-- (hand) The ledger is append-only: the database refuses to change or remove a row of it.
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: % is refused; record a correcting movement instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();