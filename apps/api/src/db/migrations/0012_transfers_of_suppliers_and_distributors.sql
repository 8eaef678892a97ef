CREATE TABLE "transfer_distributors" (
	"transfer_id" uuid NOT NULL,
	"distributor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_distributors_transfer_id_distributor_id_pk" PRIMARY KEY("transfer_id","distributor_id")
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
-- The supplier of each transfer's stock, then required.
UPDATE "transfers" t SET "supplier_id" = p."supplier_id" FROM "stocks" s JOIN "products" p ON p."id" = s."product_id" WHERE s."id" = t."stock_id";--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_distributors" ADD CONSTRAINT "transfer_distributors_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_distributors" ADD CONSTRAINT "transfer_distributors_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_distributors_list_idx" ON "transfer_distributors" USING btree ("distributor_id","created_at","transfer_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_supplier_idx" ON "transfers" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
-- The distributors holding a lot of the given transfers (a lot at a supplier's own location has
-- none), counted afresh: the one way the table is written, on new lines, moves and the backfill.
CREATE FUNCTION transfer_distributors_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transfer_distributors WHERE transfer_id = ANY(ids);
  INSERT INTO transfer_distributors (transfer_id, distributor_id, created_at)
  SELECT DISTINCT tu.transfer_id, l.distributor_id, t.created_at
    FROM transfer_units tu
    JOIN stock_units u ON u.id = tu.stock_unit_id
    JOIN locations l ON l.id = u.location_id
    JOIN transfers t ON t.id = tu.transfer_id
   WHERE tu.transfer_id = ANY(ids) AND l.distributor_id IS NOT NULL;
END $$;--> statement-breakpoint
-- Each statement of new transfer lines counts its transfers' distributors.
CREATE FUNCTION transfer_distributors_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(SELECT DISTINCT transfer_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transfer_units_distributors_added AFTER INSERT ON transfer_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transfer_distributors_added();--> statement-breakpoint
-- The transfers made so far.
SELECT transfer_distributors_refresh(array(SELECT id FROM transfers));
--> statement-breakpoint
-- A product moved to another supplier, or a stock to another product, moves its transfers with it
-- (as the supplier's members do, migration 0009): the supplier of a transfer is its product's.
CREATE FUNCTION transfer_suppliers_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transfers t SET supplier_id = NEW.supplier_id FROM stocks s WHERE s.id = t.stock_id AND s.product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_transfer_suppliers AFTER UPDATE OF supplier_id ON products
  FOR EACH ROW WHEN (OLD.supplier_id IS DISTINCT FROM NEW.supplier_id) EXECUTE FUNCTION transfer_suppliers_of_product();--> statement-breakpoint
CREATE FUNCTION transfer_suppliers_of_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transfers SET supplier_id = (SELECT supplier_id FROM products WHERE id = NEW.product_id) WHERE stock_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stocks_transfer_suppliers AFTER UPDATE OF product_id ON stocks
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION transfer_suppliers_of_stock();--> statement-breakpoint
-- A lot moved to another location, or a location to another distributor: its transfers' distributors are counted again.
CREATE FUNCTION transfer_distributors_of_lot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(SELECT transfer_id FROM transfer_units WHERE stock_unit_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_units_transfer_distributors AFTER UPDATE OF location_id ON stock_units
  FOR EACH ROW WHEN (OLD.location_id IS DISTINCT FROM NEW.location_id) EXECUTE FUNCTION transfer_distributors_of_lot();--> statement-breakpoint
CREATE FUNCTION transfer_distributors_of_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(
    SELECT DISTINCT tu.transfer_id FROM transfer_units tu JOIN stock_units u ON u.id = tu.stock_unit_id WHERE u.location_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER locations_transfer_distributors AFTER UPDATE OF distributor_id ON locations
  FOR EACH ROW WHEN (OLD.distributor_id IS DISTINCT FROM NEW.distributor_id) EXECUTE FUNCTION transfer_distributors_of_location();
