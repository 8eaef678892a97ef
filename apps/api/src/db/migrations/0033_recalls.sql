CREATE TYPE "public"."recall_action" AS ENUM('RETURN', 'DESTROY');--> statement-breakpoint
CREATE TYPE "public"."recall_class" AS ENUM('I', 'II', 'III');--> statement-breakpoint
CREATE TYPE "public"."recall_status" AS ENUM('DRAFT', 'ACTIVE', 'CLOSED', 'REVERTED');--> statement-breakpoint
CREATE TYPE "public"."recall_task_status" AS ENUM('OPEN', 'ACKNOWLEDGED', 'DONE');--> statement-breakpoint
CREATE TABLE "recall_lots" (
	"recall_id" uuid NOT NULL,
	"stock_unit_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"located_units" integer NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"destroyed_units" integer DEFAULT 0 NOT NULL,
	"lost_units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recall_lots_recall_id_stock_unit_id_pk" PRIMARY KEY("recall_id","stock_unit_id"),
	CONSTRAINT "recall_lots_accounted_within_located" CHECK ("recall_lots"."returned_units" + "recall_lots"."destroyed_units" + "recall_lots"."lost_units" <= "recall_lots"."located_units")
);
--> statement-breakpoint
CREATE TABLE "recall_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recall_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "recall_task_status" DEFAULT 'OPEN' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"done_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recall_number" serial NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"lot_numbers" text[],
	"class" "recall_class" NOT NULL,
	"reason" text NOT NULL,
	"action" "recall_action" NOT NULL,
	"respond_by" date NOT NULL,
	"status" "recall_status" DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reverted_at" timestamp with time zone,
	"revert_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_recall_number_unique" UNIQUE("recall_number")
);
--> statement-breakpoint
ALTER TABLE "adjustments" ADD COLUMN "recall_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "recall_id" uuid;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_tasks" ADD CONSTRAINT "recall_tasks_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_tasks" ADD CONSTRAINT "recall_tasks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_tasks" ADD CONSTRAINT "recall_tasks_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_lots_member_idx" ON "recall_lots" USING btree ("member_id","recall_id");--> statement-breakpoint
CREATE INDEX "recall_lots_location_idx" ON "recall_lots" USING btree ("location_id","recall_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_tasks_recall_member_uq" ON "recall_tasks" USING btree ("recall_id","member_id");--> statement-breakpoint
CREATE INDEX "recall_tasks_member_idx" ON "recall_tasks" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "recalls_created_idx" ON "recalls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "recalls_supplier_idx" ON "recalls" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recalls_active_product_idx" ON "recalls" USING btree ("product_id") WHERE "recalls"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_recall_idx" ON "adjustments" USING btree ("recall_id","created_at") WHERE "adjustments"."recall_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_units_recall_idx" ON "stock_units" USING btree ("recall_id") WHERE "stock_units"."recall_id" is not null;