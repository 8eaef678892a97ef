-- Issue 13 (decision 011). Written by hand, keep on regeneration: the trigram indexes below need
-- pg_trgm (PostgreSQL's contrib; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "list_totals" (
	"name" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_totals_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
CREATE TABLE "notification_totals" (
	"recipient_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"total" bigint NOT NULL,
	"unseen" bigint NOT NULL,
	CONSTRAINT "notification_totals_recipient_id_shard_pk" PRIMARY KEY("recipient_id","shard")
);
--> statement-breakpoint
CREATE TABLE "stock_totals" (
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"lots" integer NOT NULL,
	"first_lot_at" timestamp with time zone NOT NULL,
	"last_lot_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_totals_product_id_location_id_pk" PRIMARY KEY("product_id","location_id")
);
--> statement-breakpoint
DROP INDEX "notifications_unseen_idx";--> statement-breakpoint
DROP INDEX "stock_units_location_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "replenishments" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "supply_chains" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE INDEX "stock_totals_last_idx" ON "stock_totals" USING btree ("last_lot_at");--> statement-breakpoint
CREATE INDEX "stock_totals_first_idx" ON "stock_totals" USING btree ("first_lot_at");--> statement-breakpoint
CREATE INDEX "stock_totals_location_idx" ON "stock_totals" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "invoices_supplier_idx" ON "invoices" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "invoices_product_idx" ON "invoices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "locations_pending_idx" ON "locations" USING btree ("updated_at") WHERE "locations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notifications_recipient_title_idx" ON "notifications" USING btree ("recipient_id",lower("message_main"));--> statement-breakpoint
CREATE INDEX "notifications_message_trgm" ON "notifications" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_message_main_trgm" ON "notifications" USING gin ("message_main" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_asking_request_idx" ON "notifications" USING btree ("stock_request_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "notifications_asking_replenishment_idx" ON "notifications" USING btree ("stock_replenish_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "notifications_asking_location_idx" ON "notifications" USING btree ("location_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "notifications_asking_supply_chain_idx" ON "notifications" USING btree ("supply_chain_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "notifications_asking_transfer_idx" ON "notifications" USING btree ("stock_transfer_request_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "notifications_asking_order_idx" ON "notifications" USING btree ("order_id") WHERE "notifications"."ask_for_approval";--> statement-breakpoint
CREATE INDEX "orders_stock_idx" ON "orders" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "orders_lot_number_trgm" ON "orders" USING gin ("lot_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_product_id_trgm" ON "products" USING gin ("product_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_contract_number_trgm" ON "products" USING gin ("contract_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_ledger_stock_idx" ON "stock_ledger" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "stock_request_units_location_idx" ON "stock_request_units" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_request_units_lot_idx" ON "stock_request_units" USING btree ("stock_unit_id");--> statement-breakpoint
CREATE INDEX "stock_requests_pending_idx" ON "stock_requests" USING btree ("created_at") WHERE "stock_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "stock_requests_created_idx" ON "stock_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stocks_created_idx" ON "stocks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stocks_below_par_idx" ON "stocks" USING btree ("created_at") WHERE "stocks"."on_hand_units" < "stocks"."par_level";--> statement-breakpoint
CREATE INDEX "supply_chains_pending_idx" ON "supply_chains" USING btree ("submitted_at") WHERE "supply_chains"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_units_location_idx" ON "stock_units" USING btree ("location_id","stock_id");--> statement-breakpoint
-- Written by hand, keep on regeneration (decision 011): the totals the database keeps.
-- list_totals: rows of the big lists' tables (orders per type), by statement triggers; a writer
-- adds to the shard of its backend, so concurrent writers rarely wait on one row.
CREATE FUNCTION list_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (name, shard, n)
    SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN 'orders:' || type ELSE TG_TABLE_NAME END, pg_backend_pid() % 16, count(*)
    FROM (SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN to_jsonb(r) ->> 'type' END AS type FROM new_rows r) rows GROUP BY type
  ON CONFLICT (name, shard) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (name, shard, n)
    SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN 'orders:' || type ELSE TG_TABLE_NAME END, pg_backend_pid() % 16, -count(*)
    FROM (SELECT CASE WHEN TG_TABLE_NAME = 'orders' THEN to_jsonb(r) ->> 'type' END AS type FROM old_rows r) rows GROUP BY type
  ON CONFLICT (name, shard) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_totals WHERE name = TG_TABLE_NAME OR name LIKE TG_TABLE_NAME || ':%';
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY array['stocks', 'stock_requests', 'replenishments', 'transfers', 'orders', 'stock_totals'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added()', t || '_total_added', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed()', t || '_total_removed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncated()', t || '_total_truncated', t);
  END LOOP;
END $$;--> statement-breakpoint
-- notification_totals: each recipient's notifications and unseen ones.
CREATE FUNCTION notification_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT recipient_id, pg_backend_pid() % 16, count(*), count(*) FILTER (WHERE NOT is_seen) FROM new_rows GROUP BY recipient_id
  ON CONFLICT (recipient_id, shard) DO UPDATE SET total = notification_totals.total + excluded.total, unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT n.recipient_id, pg_backend_pid() % 16, 0, sum((NOT n.is_seen)::int - (NOT o.is_seen)::int)
    FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.recipient_id HAVING sum((NOT n.is_seen)::int - (NOT o.is_seen)::int) <> 0
  ON CONFLICT (recipient_id, shard) DO UPDATE SET unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT recipient_id, pg_backend_pid() % 16, -count(*), -count(*) FILTER (WHERE NOT is_seen) FROM old_rows GROUP BY recipient_id
  ON CONFLICT (recipient_id, shard) DO UPDATE SET total = notification_totals.total + excluded.total, unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_total_added AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_added();--> statement-breakpoint
CREATE TRIGGER notifications_total_changed AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_changed();--> statement-breakpoint
CREATE TRIGGER notifications_total_removed AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_removed();--> statement-breakpoint
CREATE TRIGGER notifications_total_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_truncated();--> statement-breakpoint
-- stock_totals (Total Stock): units, lots holding units, first and last lot of each product at
-- each location, by deltas (they add up whatever the order of concurrent writers); a pair whose
-- lots hold nothing leaves the table.
CREATE FUNCTION stock_totals_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT (c ->> 'product_id')::uuid AS product_id, (c ->> 'location_id')::uuid AS location_id, (c ->> 'units')::int AS units,
           (c ->> 'lots')::int AS lots, (c ->> 'first_at')::timestamptz AS first_at, (c ->> 'last_at')::timestamptz AS last_at
    FROM jsonb_array_elements(changes) c
  )
  INSERT INTO stock_totals (product_id, location_id, units, lots, first_lot_at, last_lot_at)
    SELECT product_id, location_id, units, lots, coalesce(first_at, now()), coalesce(last_at, now()) FROM d
  ON CONFLICT (product_id, location_id) DO UPDATE SET
    units = stock_totals.units + excluded.units,
    lots = stock_totals.lots + excluded.lots,
    first_lot_at = least(stock_totals.first_lot_at, excluded.first_lot_at),
    last_lot_at = greatest(stock_totals.last_lot_at, excluded.last_lot_at);
  DELETE FROM stock_totals t USING jsonb_array_elements(changes) c
    WHERE t.product_id = (c ->> 'product_id')::uuid AND t.location_id = (c ->> 'location_id')::uuid AND t.lots <= 0;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, r.location_id, sum(r.units) AS units, count(*) FILTER (WHERE r.units > 0) AS lots,
           min(r.created_at) FILTER (WHERE r.units > 0) AS first_at, max(r.created_at) FILTER (WHERE r.units > 0) AS last_at
    FROM new_rows r JOIN stocks s ON s.id = r.stock_id GROUP BY s.product_id, r.location_id
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, n.location_id, sum(n.units - o.units) AS units, sum((n.units > 0)::int - (o.units > 0)::int) AS lots,
           min(n.created_at) FILTER (WHERE n.units > 0) AS first_at, max(n.created_at) FILTER (WHERE n.units > 0) AS last_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN stocks s ON s.id = n.stock_id
    GROUP BY s.product_id, n.location_id HAVING sum(n.units - o.units) <> 0 OR sum((n.units > 0)::int - (o.units > 0)::int) <> 0
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, r.location_id, -sum(r.units) AS units, -count(*) FILTER (WHERE r.units > 0) AS lots, null::timestamptz AS first_at, null::timestamptz AS last_at
    FROM old_rows r JOIN stocks s ON s.id = r.stock_id GROUP BY s.product_id, r.location_id
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_units_totals_added AFTER INSERT ON stock_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_added();--> statement-breakpoint
CREATE TRIGGER stock_units_totals_changed AFTER UPDATE ON stock_units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_changed();--> statement-breakpoint
CREATE TRIGGER stock_units_totals_removed AFTER DELETE ON stock_units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_removed();--> statement-breakpoint
CREATE TRIGGER stock_units_totals_truncated AFTER TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_truncated();--> statement-breakpoint
-- The totals of what is already there.
INSERT INTO stock_totals (product_id, location_id, units, lots, first_lot_at, last_lot_at)
  SELECT s.product_id, u.location_id, sum(u.units), count(*), min(u.created_at), max(u.created_at)
  FROM stock_units u JOIN stocks s ON s.id = u.stock_id WHERE u.units > 0 GROUP BY s.product_id, u.location_id;--> statement-breakpoint
INSERT INTO list_totals (name, shard, n)
  SELECT 'stocks', 0, count(*) FROM stocks UNION ALL SELECT 'stock_requests', 0, count(*) FROM stock_requests
  UNION ALL SELECT 'replenishments', 0, count(*) FROM replenishments UNION ALL SELECT 'transfers', 0, count(*) FROM transfers
  UNION ALL SELECT 'stock_totals', 0, count(*) FROM stock_totals UNION ALL SELECT 'orders:' || type, 0, count(*) FROM orders GROUP BY type;--> statement-breakpoint
INSERT INTO notification_totals (recipient_id, shard, total, unseen)
  SELECT recipient_id, 0, count(*), count(*) FILTER (WHERE NOT is_seen) FROM notifications GROUP BY recipient_id;--> statement-breakpoint
-- Hand-written (keep when regenerating): from now on a decision clears "Needs your approval" on its
-- record's notifications in the deciding transaction; clear it once on notifications whose record
-- was decided before, so the badge agrees with the records from the start.
UPDATE "notifications" n SET "ask_for_approval" = false
WHERE n."ask_for_approval" AND (
  (n."type" = 'STOCK_REQUEST_CREATED' AND EXISTS (SELECT 1 FROM "stock_requests" r WHERE r."id" = n."stock_request_id" AND r."status" <> 'PENDING'))
  OR (n."type" = 'STOCK_REQUEST_ASSIGNED' AND EXISTS (SELECT 1 FROM "stock_requests" r WHERE r."id" = n."stock_request_id" AND r."status" <> 'ASSIGNED_REQUEST'))
  OR (n."type" = 'REPLENISHMENT_ASSIGNED' AND EXISTS (SELECT 1 FROM "replenishments" r WHERE r."id" = n."stock_replenish_id" AND r."status" <> 'ASSIGNED_REQUEST'))
  OR (n."type" = 'LOCATION_CREATED' AND EXISTS (SELECT 1 FROM "locations" l WHERE l."id" = n."location_id" AND l."status" <> 'PENDING'))
  OR (n."type" = 'SUPPLY_CHAIN_SUBMITTED' AND EXISTS (SELECT 1 FROM "supply_chains" c WHERE c."id" = n."supply_chain_id" AND c."status" <> 'PENDING'))
  OR (n."type" = 'TRANSFER_CREATED' AND EXISTS (SELECT 1 FROM "transfers" t WHERE t."id" = n."stock_transfer_request_id" AND t."status" <> 'PENDING'))
  OR (n."type" = 'EXPIRING_ORDER_CREATED' AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = n."order_id" AND o."is_approved"))
);
