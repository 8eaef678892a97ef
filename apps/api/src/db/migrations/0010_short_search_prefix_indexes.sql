CREATE INDEX "notifications_message_prefix_idx" ON "notifications" USING btree ("recipient_id",lower("message") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notifications_message_main_prefix_idx" ON "notifications" USING btree ("recipient_id",lower("message_main") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_lot_number_prefix_idx" ON "orders" USING btree (lower("lot_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_brand_prefix_idx" ON "products" USING btree (lower("brand") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_product_id_prefix_idx" ON "products" USING btree (lower("product_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_contract_number_prefix_idx" ON "products" USING btree (lower("contract_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);