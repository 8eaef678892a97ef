-- The dashboards count a supplier's and a distributor's members and stocks from the records
-- (dashboard/repository.ts, decision 024): dashboard_links, its totals, and the triggers and
-- functions that kept them go. order_months stays, written as before without the distributors'
-- pairs. dashboard_links_shard() stays: lot_risk_months claims its shards with it.
DROP TRIGGER stocks_links_added ON stocks;--> statement-breakpoint
DROP TRIGGER stocks_links_changed ON stocks;--> statement-breakpoint
DROP TRIGGER stocks_links_removed ON stocks;--> statement-breakpoint
DROP TRIGGER stocks_links_truncated ON stocks;--> statement-breakpoint
DROP TRIGGER products_links_moved ON products;--> statement-breakpoint
DROP TRIGGER stock_units_links_added ON stock_units;--> statement-breakpoint
DROP TRIGGER stock_units_links_changed ON stock_units;--> statement-breakpoint
DROP TRIGGER stock_units_links_removed ON stock_units;--> statement-breakpoint
DROP TRIGGER stock_units_links_truncated ON stock_units;--> statement-breakpoint
DROP TRIGGER locations_links_moved ON locations;--> statement-breakpoint
DROP FUNCTION supplier_members_added();--> statement-breakpoint
DROP FUNCTION supplier_members_removed();--> statement-breakpoint
DROP FUNCTION supplier_members_changed();--> statement-breakpoint
DROP FUNCTION supplier_members_moved();--> statement-breakpoint
DROP FUNCTION stocks_links_truncated();--> statement-breakpoint
DROP FUNCTION distributor_stocks_added();--> statement-breakpoint
DROP FUNCTION distributor_stocks_removed();--> statement-breakpoint
DROP FUNCTION distributor_stocks_changed();--> statement-breakpoint
DROP FUNCTION distributor_stocks_moved();--> statement-breakpoint
DROP FUNCTION stock_units_links_truncated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_apply(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_months (owner_id, month, shard, n)
    SELECT o.owner_id, (g ->> 'month')::date, pg_backend_pid() % 16, sum((g ->> 'n')::bigint)
    FROM jsonb_array_elements(groups) g
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((g ->> 'member_id')::uuid),
                               ((g ->> 'supplier_id')::uuid), ((g ->> 'distributor_id')::uuid)) o (owner_id)
    WHERE o.owner_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum((g ->> 'n')::bigint) <> 0 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET n = order_months.n + excluded.n;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_months;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION dashboard_links_apply(jsonb);--> statement-breakpoint
DROP TABLE "dashboard_link_totals" CASCADE;--> statement-breakpoint
DROP TABLE "dashboard_links" CASCADE;--> statement-breakpoint
-- With the member, the supplier's members are counted from stocks_product_idx alone; a distributor's from
-- orders_distributor_member_idx. A distributor's stocks already are, from stock_units_location_idx.
DROP INDEX "stocks_product_idx";--> statement-breakpoint
CREATE INDEX "orders_distributor_member_idx" ON "orders" USING btree ("distributor_id","member_id");--> statement-breakpoint
CREATE INDEX "stocks_product_idx" ON "stocks" USING btree ("product_id","member_id");
