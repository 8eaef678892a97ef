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
-- Each new transfer line adds its lot's distributor (a lot at a supplier's own location has none).
CREATE FUNCTION transfer_distributors_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transfer_distributors (transfer_id, distributor_id, created_at)
  SELECT DISTINCT n.transfer_id, l.distributor_id, t.created_at
    FROM new_rows n
    JOIN stock_units u ON u.id = n.stock_unit_id
    JOIN locations l ON l.id = u.location_id
    JOIN transfers t ON t.id = n.transfer_id
   WHERE l.distributor_id IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transfer_units_distributors_added AFTER INSERT ON transfer_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transfer_distributors_added();--> statement-breakpoint
-- The transfers made so far.
INSERT INTO transfer_distributors (transfer_id, distributor_id, created_at)
SELECT DISTINCT tu.transfer_id, l.distributor_id, t.created_at
  FROM transfer_units tu
  JOIN stock_units u ON u.id = tu.stock_unit_id
  JOIN locations l ON l.id = u.location_id
  JOIN transfers t ON t.id = tu.transfer_id
 WHERE l.distributor_id IS NOT NULL;
