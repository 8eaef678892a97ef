-- Counts (stocktakes) of a location, their lines and found lots; adjustments (the ledger row plus its note, session user and count); the adjustment reasons as ledger reasons.
CREATE TYPE "public"."count_status" AS ENUM('OPEN', 'AWAITING_APPROVAL', 'APPLIED', 'DENIED');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'DAMAGED';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'EXPIRED';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'LOST';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'STOLEN';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'FOUND';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'COUNT_CORRECTION';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'RECALL_RETURNED';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'RECALL_DESTROYED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'STOCK_ADJUSTED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'COUNT_AWAITING_APPROVAL' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ledger_id" bigint NOT NULL,
	"stock_unit_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"count_id" uuid,
	"user_id" uuid NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "count_found" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"count_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiry" date NOT NULL,
	"counted_units" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_found_positive" CHECK ("count_found"."counted_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "count_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"count_id" uuid NOT NULL,
	"stock_unit_id" uuid NOT NULL,
	"expected_units" integer,
	"counted_units" integer,
	"reason" "ledger_reason",
	"note" text,
	"counted_at" timestamp with time zone,
	CONSTRAINT "count_lines_counted_nonnegative" CHECK ("count_lines"."counted_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"status" "count_status" DEFAULT 'OPEN' NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"opened_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count_id" uuid;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_ledger_id_stock_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."stock_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_count_id_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_found" ADD CONSTRAINT "count_found_count_id_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_found" ADD CONSTRAINT "count_found_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_lines" ADD CONSTRAINT "count_lines_count_id_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_lines" ADD CONSTRAINT "count_lines_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counts" ADD CONSTRAINT "counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counts" ADD CONSTRAINT "counts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_ledger_uq" ON "adjustments" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "adjustments_member_idx" ON "adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_location_idx" ON "adjustments" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_stock_idx" ON "adjustments" USING btree ("stock_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_created_idx" ON "adjustments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "adjustments_count_idx" ON "adjustments" USING btree ("count_id");--> statement-breakpoint
CREATE INDEX "count_found_count_idx" ON "count_found" USING btree ("count_id");--> statement-breakpoint
CREATE UNIQUE INDEX "count_lines_count_lot_uq" ON "count_lines" USING btree ("count_id","stock_unit_id");--> statement-breakpoint
CREATE INDEX "count_lines_lot_idx" ON "count_lines" USING btree ("stock_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counts_one_open_per_location_uq" ON "counts" USING btree ("location_id") WHERE "counts"."status" in ('OPEN', 'AWAITING_APPROVAL');--> statement-breakpoint
CREATE INDEX "counts_location_idx" ON "counts" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "counts_created_idx" ON "counts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "counts_awaiting_idx" ON "counts" USING btree ("updated_at") WHERE "counts"."status" = 'AWAITING_APPROVAL';--> statement-breakpoint
CREATE INDEX "notifications_asking_count_idx" ON "notifications" USING btree ("count_id") WHERE "notifications"."ask_for_approval";