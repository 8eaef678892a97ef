ALTER TABLE "stock_units" ADD COLUMN "reserved_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "transfer_units_transfer_idx" ON "transfer_units" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_units_lot_idx" ON "transfer_units" USING btree ("stock_unit_id");--> statement-breakpoint
CREATE INDEX "transfers_sender_idx" ON "transfers" USING btree ("sender_member_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_recipient_idx" ON "transfers" USING btree ("recipient_member_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_stock_idx" ON "transfers" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_reserved_within_units" CHECK ("stock_units"."reserved_units" >= 0 and "stock_units"."reserved_units" <= "stock_units"."units");--> statement-breakpoint
ALTER TABLE "transfer_units" ADD CONSTRAINT "transfer_units_positive" CHECK ("transfer_units"."units" > 0);--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_not_to_oneself" CHECK ("transfers"."sender_member_id" <> "transfers"."recipient_member_id");