ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_uq" ON "products" USING btree ("gtin");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_14_digits" CHECK ("products"."gtin" ~ '^[0-9]{14}$');