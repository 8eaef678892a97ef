CREATE TABLE "lot_risk_months" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"lots" bigint NOT NULL,
	"units" bigint NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	CONSTRAINT "lot_risk_months_owner_id_month_shard_pk" PRIMARY KEY("owner_id","month","shard")
);
--> statement-breakpoint
ALTER TABLE "lot_risks" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "lot_risks" ADD COLUMN "distributor_id" uuid;--> statement-breakpoint
UPDATE lot_risks r SET supplier_id = p.supplier_id, distributor_id = l.distributor_id
  FROM products p, locations l WHERE p.id = r.product_id AND l.id = r.location_id;--> statement-breakpoint
-- lot_risk_months: deltas of lots, units and value per owner and month of expiry, written to the
-- transaction's own shard (dashboard_links_shard, migration 0018), so no two writers wait on a row.
CREATE FUNCTION lot_risk_months_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(deltas) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO lot_risk_months AS k (owner_id, month, shard, lots, units, value)
    SELECT o.owner_id, (d ->> 'month')::date, dashboard_links_shard(),
           sum((d ->> 'lots')::bigint), sum((d ->> 'units')::bigint), sum((d ->> 'value')::numeric)
    FROM jsonb_array_elements(deltas) d
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((d ->> 'member_id')::uuid),
                               ((d ->> 'supplier_id')::uuid), ((d ->> 'distributor_id')::uuid)) o (owner_id)
    WHERE o.owner_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET lots = k.lots + excluded.lots, units = k.units + excluded.units, value = k.value + excluded.value;
END $$;--> statement-breakpoint
CREATE FUNCTION lot_risk_months_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           count(*) AS lots, sum(units_at_risk) AS units, sum(value_at_risk) AS value
    FROM new_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lot_risk_months_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           -count(*) AS lots, -sum(units_at_risk) AS units, -sum(value_at_risk) AS value
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lot_risk_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           sum(lots) AS lots, sum(units) AS units, sum(value) AS value
    FROM (SELECT member_id, supplier_id, distributor_id, expiry, 1 AS lots, units_at_risk AS units, value_at_risk AS value FROM new_rows
          UNION ALL
          SELECT member_id, supplier_id, distributor_id, expiry, -1, -units_at_risk, -value_at_risk FROM old_rows) c
    GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lot_risk_months_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lot_risk_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lot_risks_months_added AFTER INSERT ON lot_risks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_added();--> statement-breakpoint
CREATE TRIGGER lot_risks_months_changed AFTER UPDATE ON lot_risks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_changed();--> statement-breakpoint
CREATE TRIGGER lot_risks_months_removed AFTER DELETE ON lot_risks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_removed();--> statement-breakpoint
CREATE TRIGGER lot_risks_months_truncated AFTER TRUNCATE ON lot_risks FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_truncated();--> statement-breakpoint
INSERT INTO lot_risk_months (owner_id, month, shard, lots, units, value)
  SELECT o.owner_id, date_trunc('month', r.expiry)::date, 0, count(*), sum(r.units_at_risk), sum(r.value_at_risk)
  FROM lot_risks r
  CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
  WHERE o.owner_id IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
-- As migration 0021's, with the product's supplier and the location's distributor on each row.
CREATE OR REPLACE FUNCTION refresh_lot_risks(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_risks WHERE stock_id = ANY (stock_ids);
  WITH chain AS (
    SELECT u.id, u.stock_id, s.member_id, s.product_id, u.location_id, u.expiry, u.units - u.reserved_units AS units,
           floor((u.expiry - f.day) * coalesce(s.average_monthly_usage, 0) / 30.44)::bigint AS reach,
           sum(u.units - u.reserved_units) OVER (PARTITION BY u.stock_id ORDER BY u.expiry, u.id) AS through
    FROM stock_units u JOIN stocks s ON s.id = u.stock_id CROSS JOIN figures_state f
    WHERE u.stock_id = ANY (stock_ids) AND u.units > u.reserved_units AND u.expiry >= f.day
  ),
  used AS (
    SELECT *, through + least(0, min(reach - through) OVER (PARTITION BY stock_id ORDER BY expiry, id)) AS used_through FROM chain
  ),
  risk AS (
    SELECT *, units - (used_through - coalesce(lag(used_through) OVER (PARTITION BY stock_id ORDER BY expiry, id), 0)) AS at_risk FROM used
  )
  INSERT INTO lot_risks (stock_unit_id, stock_id, member_id, product_id, location_id, supplier_id, distributor_id, expiry, units_at_risk, value_at_risk)
  SELECT r.id, r.stock_id, r.member_id, r.product_id, r.location_id, p.supplier_id, l.distributor_id, r.expiry, r.at_risk, r.at_risk * p.price
  FROM risk r JOIN products p ON p.id = r.product_id JOIN locations l ON l.id = r.location_id WHERE r.at_risk > 0;
$$;
