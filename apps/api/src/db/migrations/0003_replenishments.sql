DROP INDEX "replenishments_supplier_idx";--> statement-breakpoint
ALTER TABLE "replenishments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "replenishment_comments_task_idx" ON "replenishment_comments" USING btree ("replenishment_id","created_at");--> statement-breakpoint
CREATE INDEX "replenishment_units_task_idx" ON "replenishment_units" USING btree ("replenishment_id");--> statement-breakpoint
CREATE INDEX "replenishments_member_idx" ON "replenishments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "replenishments_created_idx" ON "replenishments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "replenishments_one_open_uq" ON "replenishments" USING btree ("stock_id") WHERE "replenishments"."status" in ('PENDING', 'ASSIGNED_REQUEST', 'APPROVED');--> statement-breakpoint
CREATE INDEX "replenishments_supplier_idx" ON "replenishments" USING btree ("supplier_id","created_at");--> statement-breakpoint
ALTER TABLE "replenishments" ADD CONSTRAINT "replenishments_units_positive" CHECK ("replenishments"."units" > 0);