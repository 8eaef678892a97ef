DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_idx";--> statement-breakpoint
DROP INDEX "orders_distributor_idx";--> statement-breakpoint
DROP INDEX "orders_member_idx";--> statement-breakpoint
CREATE INDEX "orders_type_created_idx" ON "orders" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_member_type_idx" ON "orders" USING btree ("member_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_type_idx" ON "orders" USING btree ("supplier_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_distributor_type_idx" ON "orders" USING btree ("distributor_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at","id");