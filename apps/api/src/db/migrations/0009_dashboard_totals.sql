CREATE TABLE "dashboard_link_totals" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"pairs" bigint NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "dashboard_link_totals_owner_id_kind_shard_pk" PRIMARY KEY("owner_id","kind","shard")
);
--> statement-breakpoint
CREATE TABLE "dashboard_links" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_links_owner_id_kind_item_id_pk" PRIMARY KEY("owner_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "order_months" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_months_owner_id_month_shard_pk" PRIMARY KEY("owner_id","month","shard")
);
--> statement-breakpoint
CREATE TABLE "status_totals" (
	"name" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "status_totals_name_status_shard_pk" PRIMARY KEY("name","status","shard")
);

--> statement-breakpoint
-- Issue 13 (decision 011). Written by hand, keep on regeneration: the dashboards' figures the database
-- keeps, so that no dashboard counts the programme's orders, stocks or users. Inserts and deletes are
-- counted by statement triggers (their transition tables, grouped); updates by row triggers on the
-- counted columns only (`UPDATE OF`), so a status change of an order or the ledger's unit updates do
-- not fire them, and a row whose counted values did not change writes nothing. Upserts run in key
-- order, so two writers never take the same rows in opposite orders; `reconcile()` compares every
-- figure with a fresh count.
--
-- order_months: orders per UTC calendar month of the programme (the nil uuid), and of the member,
-- supplier and distributor each order names; sharded by backend like list_totals.
CREATE FUNCTION order_totals_apply(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_months (owner_id, month, shard, n)
    SELECT o.owner_id, (g ->> 'month')::date, pg_backend_pid() % 16, sum((g ->> 'n')::bigint)
    FROM jsonb_array_elements(groups) g
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((g ->> 'member_id')::uuid),
                               ((g ->> 'supplier_id')::uuid), ((g ->> 'distributor_id')::uuid)) o (owner_id)
    WHERE o.owner_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum((g ->> 'n')::bigint) <> 0 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET n = order_months.n + excluded.n;
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT (g ->> 'distributor_id')::uuid AS owner_id, 'distributor_member' AS kind, (g ->> 'member_id')::uuid AS item_id, sum((g ->> 'n')::bigint) AS n
    FROM jsonb_array_elements(groups) g WHERE g ->> 'distributor_id' IS NOT NULL GROUP BY 1, 3
  ) l;
END $$;--> statement-breakpoint
-- dashboard_links: the pairs behind a distinct count, with how many records link them; deltas add
-- up whatever the order of concurrent writers, and a pair that no record links any more leaves.
-- dashboard_link_totals keeps, per owner and kind, the pairs (one more for each pair the upsert
-- creates, one less for each the delete removes) and the records (the sum of the deltas).
CREATE FUNCTION dashboard_links_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id, sum((x ->> 'n')::bigint) AS n
    FROM jsonb_array_elements(deltas) x GROUP BY 1, 2, 3
  ), changed AS (
    INSERT INTO dashboard_links (owner_id, kind, item_id, n)
      SELECT owner_id, kind, item_id, n FROM d WHERE n <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, kind, item_id) DO UPDATE SET n = dashboard_links.n + excluded.n
    RETURNING owner_id, kind, item_id, xmax = 0 AS created
  )
  INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
    SELECT c.owner_id, c.kind, pg_backend_pid() % 16, count(*) FILTER (WHERE c.created), sum(d.n)
    FROM changed c JOIN d ON d.owner_id = c.owner_id AND d.kind = c.kind AND d.item_id = c.item_id
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, kind, shard) DO UPDATE
    SET pairs = dashboard_link_totals.pairs + excluded.pairs, records = dashboard_link_totals.records + excluded.records;
  WITH gone AS (
    DELETE FROM dashboard_links t USING jsonb_array_elements(deltas) x
      WHERE (x ->> 'n')::bigint < 0 AND t.owner_id = (x ->> 'owner_id')::uuid AND t.kind = x ->> 'kind' AND t.item_id = (x ->> 'item_id')::uuid AND t.n <= 0
      RETURNING t.owner_id, t.kind
  )
  INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
    SELECT owner_id, kind, pg_backend_pid() % 16, -count(*), 0 FROM gone GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, kind, shard) DO UPDATE SET pairs = dashboard_link_totals.pairs + excluded.pairs;
END $$;--> statement-breakpoint
CREATE FUNCTION order_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, count(*) AS n
    FROM new_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', order_date AT TIME ZONE 'UTC')::date AS month, -count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves an order's counts only when it changes whom the order names or its date (a row
-- trigger on those columns: a status change does not fire it).
CREATE FUNCTION order_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.supplier_id, NEW.distributor_id, NEW.order_date) IS DISTINCT FROM (OLD.member_id, OLD.supplier_id, OLD.distributor_id, OLD.order_date) THEN
    PERFORM order_totals_apply(jsonb_build_array(
      jsonb_build_object('member_id', NEW.member_id, 'supplier_id', NEW.supplier_id, 'distributor_id', NEW.distributor_id,
                         'month', date_trunc('month', NEW.order_date AT TIME ZONE 'UTC')::date, 'n', 1),
      jsonb_build_object('member_id', OLD.member_id, 'supplier_id', OLD.supplier_id, 'distributor_id', OLD.distributor_id,
                         'month', date_trunc('month', OLD.order_date AT TIME ZONE 'UTC')::date, 'n', -1)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_months;
  DELETE FROM dashboard_links WHERE kind = 'distributor_member';
  DELETE FROM dashboard_link_totals WHERE kind = 'distributor_member';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_totals_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_added();--> statement-breakpoint
CREATE TRIGGER orders_totals_changed AFTER UPDATE OF member_id, supplier_id, distributor_id, order_date ON orders FOR EACH ROW EXECUTE FUNCTION order_totals_changed();--> statement-breakpoint
CREATE TRIGGER orders_totals_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_removed();--> statement-breakpoint
CREATE TRIGGER orders_totals_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_totals_truncated();--> statement-breakpoint
-- supplier_member: the members holding stock of a supplier's products (n stocks: the supplier's Sure Supply).
CREATE FUNCTION supplier_members_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, r.member_id AS item_id, count(*) AS n
    FROM new_rows r JOIN products p ON p.id = r.product_id GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION supplier_members_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, r.member_id AS item_id, -count(*) AS n
    FROM old_rows r JOIN products p ON p.id = r.product_id GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION supplier_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.product_id) IS DISTINCT FROM (OLD.member_id, OLD.product_id) THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, m.member_id AS item_id, m.n
      FROM (VALUES (NEW.member_id, NEW.product_id, 1), (OLD.member_id, OLD.product_id, -1)) m (member_id, product_id, n)
      JOIN products p ON p.id = m.product_id
    ) l;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product given to another supplier takes its stocks' members with it.
CREATE FUNCTION supplier_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.supplier_id IS DISTINCT FROM OLD.supplier_id THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT m.supplier_id AS owner_id, 'supplier_member' AS kind, s.member_id AS item_id, sum(m.n) AS n
      FROM (VALUES (NEW.supplier_id, 1), (OLD.supplier_id, -1)) m (supplier_id, n) CROSS JOIN stocks s
      WHERE s.product_id = NEW.id GROUP BY 1, 3
    ) l;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stocks_links_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_links WHERE kind = 'supplier_member';
  DELETE FROM dashboard_link_totals WHERE kind = 'supplier_member';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stocks_links_added AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_members_added();--> statement-breakpoint
CREATE TRIGGER stocks_links_changed AFTER UPDATE OF member_id, product_id ON stocks FOR EACH ROW EXECUTE FUNCTION supplier_members_changed();--> statement-breakpoint
CREATE TRIGGER stocks_links_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_members_removed();--> statement-breakpoint
CREATE TRIGGER stocks_links_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION stocks_links_truncated();--> statement-breakpoint
CREATE TRIGGER products_links_moved AFTER UPDATE OF supplier_id ON products FOR EACH ROW EXECUTE FUNCTION supplier_members_moved();--> statement-breakpoint
-- distributor_stock: the stocks with lots (any units) at a distributor's locations (n lots).
CREATE FUNCTION distributor_stocks_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, r.stock_id AS item_id, count(*) AS n
    FROM new_rows r JOIN locations loc ON loc.id = r.location_id WHERE loc.distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION distributor_stocks_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, r.stock_id AS item_id, -count(*) AS n
    FROM old_rows r JOIN locations loc ON loc.id = r.location_id WHERE loc.distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION distributor_stocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.stock_id, NEW.location_id) IS DISTINCT FROM (OLD.stock_id, OLD.location_id) THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, m.stock_id AS item_id, m.n
      FROM (VALUES (NEW.stock_id, NEW.location_id, 1), (OLD.stock_id, OLD.location_id, -1)) m (stock_id, location_id, n)
      JOIN locations loc ON loc.id = m.location_id WHERE loc.distributor_id IS NOT NULL
    ) l;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A location given to another distributor takes its lots' stocks with it.
CREATE FUNCTION distributor_stocks_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.distributor_id IS DISTINCT FROM OLD.distributor_id THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT m.distributor_id AS owner_id, 'distributor_stock' AS kind, u.stock_id AS item_id, sum(m.n) AS n
      FROM (VALUES (NEW.distributor_id, 1), (OLD.distributor_id, -1)) m (distributor_id, n) CROSS JOIN stock_units u
      WHERE u.location_id = NEW.id AND m.distributor_id IS NOT NULL GROUP BY 1, 3
    ) l;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_units_links_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_links WHERE kind = 'distributor_stock';
  DELETE FROM dashboard_link_totals WHERE kind = 'distributor_stock';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_units_links_added AFTER INSERT ON stock_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_stocks_added();--> statement-breakpoint
CREATE TRIGGER stock_units_links_changed AFTER UPDATE OF stock_id, location_id ON stock_units FOR EACH ROW EXECUTE FUNCTION distributor_stocks_changed();--> statement-breakpoint
CREATE TRIGGER stock_units_links_removed AFTER DELETE ON stock_units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_stocks_removed();--> statement-breakpoint
CREATE TRIGGER stock_units_links_truncated AFTER TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION stock_units_links_truncated();--> statement-breakpoint
CREATE TRIGGER locations_links_moved AFTER UPDATE OF distributor_id ON locations FOR EACH ROW EXECUTE FUNCTION distributor_stocks_moved();--> statement-breakpoint
-- status_totals: rows per status of the worklist's tables, users per type and activity, products
-- per approval.
CREATE FUNCTION status_totals_key(tbl text, r jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'users' THEN (r ->> 'type') || CASE WHEN (r ->> 'is_active')::boolean THEN ':active' ELSE ':inactive' END
    WHEN 'products' THEN CASE WHEN (r ->> 'is_approved')::boolean THEN 'approved' ELSE 'unapproved' END
    ELSE r ->> 'status'
  END
$$;--> statement-breakpoint
CREATE FUNCTION status_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO status_totals (name, status, shard, n)
    SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, count(*)
    FROM (SELECT status_totals_key(TG_TABLE_NAME, to_jsonb(r)) AS k FROM new_rows r) rows GROUP BY k ORDER BY k
  ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION status_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO status_totals (name, status, shard, n)
    SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, -count(*)
    FROM (SELECT status_totals_key(TG_TABLE_NAME, to_jsonb(r)) AS k FROM old_rows r) rows GROUP BY k ORDER BY k
  ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves a row from its old status to its new one (a row trigger on the counted columns).
CREATE FUNCTION status_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text := status_totals_key(TG_TABLE_NAME, to_jsonb(OLD));
  is_now text := status_totals_key(TG_TABLE_NAME, to_jsonb(NEW));
BEGIN
  IF was IS DISTINCT FROM is_now THEN
    INSERT INTO status_totals (name, status, shard, n)
      SELECT TG_TABLE_NAME, k, pg_backend_pid() % 16, d FROM (VALUES (was, -1), (is_now, 1)) v (k, d) ORDER BY k
    ON CONFLICT (name, status, shard) DO UPDATE SET n = status_totals.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION status_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM status_totals WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY array['users', 'products', 'locations', 'stock_requests', 'supply_chains'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_added()', t || '_status_added', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW EXECUTE FUNCTION status_totals_changed()', t || '_status_changed',
      CASE t WHEN 'users' THEN 'type, is_active' WHEN 'products' THEN 'is_approved' ELSE 'status' END, t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_totals_removed()', t || '_status_removed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION status_totals_truncated()', t || '_status_truncated', t);
  END LOOP;
END $$;--> statement-breakpoint
-- The figures of what is already there (the triggers above keep them from now on).
INSERT INTO order_months (owner_id, month, shard, n)
  SELECT o.owner_id, date_trunc('month', r.order_date AT TIME ZONE 'UTC')::date, 0, count(*)
  FROM orders r CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
  WHERE o.owner_id IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO dashboard_links (owner_id, kind, item_id, n)
  SELECT p.supplier_id, 'supplier_member', s.member_id, count(*) FROM stocks s JOIN products p ON p.id = s.product_id GROUP BY 1, 3
  UNION ALL
  SELECT distributor_id, 'distributor_member', member_id, count(*) FROM orders WHERE distributor_id IS NOT NULL GROUP BY 1, 3
  UNION ALL
  SELECT l.distributor_id, 'distributor_stock', u.stock_id, count(*) FROM stock_units u JOIN locations l ON l.id = u.location_id
  WHERE l.distributor_id IS NOT NULL GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
  SELECT owner_id, kind, 0, count(*), sum(n) FROM dashboard_links GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO status_totals (name, status, shard, n)
  SELECT 'users', status_totals_key('users', to_jsonb(r)), 0, count(*) FROM users r GROUP BY 2
  UNION ALL SELECT 'products', status_totals_key('products', to_jsonb(r)), 0, count(*) FROM products r GROUP BY 2
  UNION ALL SELECT 'locations', status::text, 0, count(*) FROM locations GROUP BY 2
  UNION ALL SELECT 'stock_requests', status::text, 0, count(*) FROM stock_requests GROUP BY 2
  UNION ALL SELECT 'supply_chains', status::text, 0, count(*) FROM supply_chains GROUP BY 2;
