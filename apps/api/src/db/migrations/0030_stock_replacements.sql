-- Stock replacements (stock rotation): the replacement, the units it takes out (held on their lots), the fresher lots proposed, its comments.
CREATE TYPE "public"."replacement_status" AS ENUM('PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'REPLACEMENT_OUT';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'REPLACEMENT_IN';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPLACEMENT_CREATED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPLACEMENT_ASSIGNED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPLACEMENT_APPROVED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPLACEMENT_DENIED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPLACEMENT_COMMENT' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
CREATE TABLE "stock_replacement_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"replacement_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_replacement_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"replacement_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiry" date NOT NULL,
	"assigned_units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_replacement_lots_positive" CHECK ("stock_replacement_lots"."assigned_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_replacement_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"replacement_id" uuid NOT NULL,
	"stock_unit_id" uuid NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "stock_replacement_units_positive" CHECK ("stock_replacement_units"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_replacements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"requested_by" "user_type" NOT NULL,
	"note" text,
	"units" integer NOT NULL,
	"status" "replacement_status" DEFAULT 'PENDING' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_replacements_units_positive" CHECK ("stock_replacements"."units" > 0),
	CONSTRAINT "stock_replacements_requested_by" CHECK ("stock_replacements"."requested_by" in ('member', 'supplier'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "stock_replacement_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_replacement_comments" ADD CONSTRAINT "stock_replacement_comments_replacement_id_stock_replacements_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."stock_replacements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacement_comments" ADD CONSTRAINT "stock_replacement_comments_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacement_lots" ADD CONSTRAINT "stock_replacement_lots_replacement_id_stock_replacements_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."stock_replacements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacement_lots" ADD CONSTRAINT "stock_replacement_lots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacement_units" ADD CONSTRAINT "stock_replacement_units_replacement_id_stock_replacements_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."stock_replacements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacement_units" ADD CONSTRAINT "stock_replacement_units_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacements" ADD CONSTRAINT "stock_replacements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacements" ADD CONSTRAINT "stock_replacements_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_replacements" ADD CONSTRAINT "stock_replacements_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_replacement_comments_replacement_idx" ON "stock_replacement_comments" USING btree ("replacement_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_replacement_lots_replacement_idx" ON "stock_replacement_lots" USING btree ("replacement_id");--> statement-breakpoint
CREATE INDEX "stock_replacement_lots_location_idx" ON "stock_replacement_lots" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_replacement_units_replacement_idx" ON "stock_replacement_units" USING btree ("replacement_id");--> statement-breakpoint
CREATE INDEX "stock_replacement_units_lot_idx" ON "stock_replacement_units" USING btree ("stock_unit_id");--> statement-breakpoint
CREATE INDEX "stock_replacements_member_idx" ON "stock_replacements" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_replacements_supplier_idx" ON "stock_replacements" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_replacements_created_idx" ON "stock_replacements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_replacements_stock_idx" ON "stock_replacements" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "notifications_asking_replacement_idx" ON "notifications" USING btree ("stock_replacement_id") WHERE "notifications"."ask_for_approval";