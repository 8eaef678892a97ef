ALTER TABLE "product_supply" ADD COLUMN "recalled_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_totals" ADD COLUMN "recalled_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "recalled_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_recalled_nonnegative" CHECK ("stocks"."recalled_units" >= 0);--> statement-breakpoint
ALTER TABLE "product_supply" drop column "days_of_cover";--> statement-breakpoint
ALTER TABLE "product_supply" ADD COLUMN "days_of_cover" numeric(14, 1) GENERATED ALWAYS AS (case when usage > 0 then round((units - held_units - recalled_units) * 30.44 / usage, 1) end) STORED;--> statement-breakpoint
CREATE INDEX "product_supply_risk_idx" ON "product_supply" USING btree ("tier","days_of_cover","units","product_id");--> statement-breakpoint
ALTER TABLE "stocks" drop column "days_of_cover";--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "days_of_cover" numeric(12, 1) GENERATED ALWAYS AS (case when average_monthly_usage > 0 then round((on_hand_units - held_units - recalled_units) * 30.44 / average_monthly_usage, 1) end) STORED;--> statement-breakpoint
CREATE INDEX "stocks_cover_idx" ON "stocks" USING btree ("days_of_cover","created_at");
