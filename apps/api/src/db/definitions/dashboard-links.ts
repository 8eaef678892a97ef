import { differences, type Figure } from './definition.js';

/** A fresh count of the pairs: `(key, n)` as `<owner> <kind> <item>` and the records linking them. */
const COUNTED_LINKS = `select p.supplier_id || ' supplier_member ' || s.member_id, count(*) from stocks s join products p on p.id = s.product_id group by 1
     union all select distributor_id || ' distributor_member ' || member_id, count(*) from orders where distributor_id is not null group by 1
     union all select l.distributor_id || ' distributor_stock ' || u.stock_id, count(*)
       from stock_units u join locations l on l.id = u.location_id where l.distributor_id is not null group by 1`;

/**
 * The distinct records behind three dashboard figures, as pairs with how many records link them:
 * `supplier_member` (a supplier's members: the stocks of its products), `distributor_member` (the
 * members of the orders routed to a distributor) and `distributor_stock` (the stocks with lots at a distributor's locations), and
 * per owner and kind the pairs and records (`dashboard_link_totals`). Each transaction writes its own
 * shard (transaction-shard.ts); a pair that may appear or go is settled under advisory locks taken
 * in one order (decision 011).
 */
export const dashboardLinks: Figure = {
  name: 'dashboard_links',
  keeps: ['dashboard_links', 'dashboard_link_totals'],
  functions: [
    `CREATE OR REPLACE FUNCTION dashboard_links_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := coalesce(nullif(current_setting('rds.links_added', true), ''), '{}')::jsonb;
  now_added jsonb;
  own smallint;
  todo jsonb;
  creating text[];
BEGIN
  SELECT jsonb_agg(jsonb_build_object('key', key, 'owner_id', owner_id, 'kind', kind, 'item_id', item_id, 'n', n,
                                      'settle', CASE WHEN added -> key = 'true' THEN true ELSE n < 0 AND coalesce((added ->> key)::bigint, 0) < -n END,
                                      'held', coalesce(added -> key = 'true', false)) ORDER BY kind, owner_id, item_id)
    INTO todo FROM (
    SELECT (x ->> 'owner_id') || ' ' || (x ->> 'kind') || ' ' || (x ->> 'item_id') AS key,
           x ->> 'owner_id' AS owner_id, x ->> 'kind' AS kind, x ->> 'item_id' AS item_id, sum((x ->> 'n')::bigint) AS n
    FROM jsonb_array_elements(deltas) x GROUP BY 1, 2, 3, 4 HAVING sum((x ->> 'n')::bigint) <> 0
  ) g;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  own := dashboard_links_shard();
  IF jsonb_array_length(todo) > 256 THEN
    -- A bulk write (the generator, a backfill) takes its owners whole and settles every pair.
    PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links ' || kind || ' ' || owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(todo) x ORDER BY 1, 2) k;
    SELECT jsonb_agg(x || '{"settle": true}' ORDER BY i) INTO todo FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('dashboard_links ' || kind || ' ' || owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(todo) x ORDER BY 1, 2) k;
    PERFORM CASE WHEN (x ->> 'settle')::boolean AND NOT (x ->> 'held')::boolean THEN pg_advisory_xact_lock(h) ELSE pg_advisory_xact_lock_shared(h) END
      FROM (SELECT x, i, hashtextextended('dashboard_links ' || (x ->> 'kind') || ' ' || (x ->> 'owner_id') || ' ' || (x ->> 'item_id'), 0) AS h
            FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i) ORDER BY i) k;
    -- An addition to a pair at zero makes it appear: one such writer at a time, which settles the
    -- pair until it commits (the others wait, and then see its rows). While a pair is above zero
    -- and held shared its sum only grows, so an addition that finds it so needs nothing more.
    SELECT array_agg(x ->> 'key' ORDER BY i) INTO creating FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i)
      WHERE NOT (x ->> 'settle')::boolean AND (x ->> 'n')::bigint > 0
        AND coalesce((SELECT sum(l.n) FROM dashboard_links l
                      WHERE l.owner_id = (x ->> 'owner_id')::uuid AND l.kind = x ->> 'kind' AND l.item_id = (x ->> 'item_id')::uuid), 0) <= 0;
    IF creating IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links create ' || k, 0)) FROM unnest(creating) WITH ORDINALITY c (k, i) ORDER BY i;
      SELECT jsonb_agg(CASE WHEN x ->> 'key' = ANY (creating) THEN x || '{"settle": true}' ELSE x END ORDER BY i)
        INTO todo FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i);
    END IF;
  END IF;
  -- A settled pair's sum is exact now (no one else writes it): it appears above zero, goes at zero,
  -- every shard of it; below zero (a removal seen before its addition) its rows stay.
  WITH p AS (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id,
           (x ->> 'n')::bigint AS n, (x ->> 'settle')::boolean AS settle, i
    FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i)
  ), s AS (
    SELECT p.*, CASE WHEN p.settle THEN coalesce((SELECT sum(l.n) FROM dashboard_links l
                                                  WHERE l.owner_id = p.owner_id AND l.kind = p.kind AND l.item_id = p.item_id), 0) END AS total
    FROM p
  ), gone AS (
    DELETE FROM dashboard_links l USING s
      WHERE s.settle AND s.total + s.n = 0 AND l.owner_id = s.owner_id AND l.kind = s.kind AND l.item_id = s.item_id
  ), written AS (
    INSERT INTO dashboard_links (owner_id, kind, item_id, shard, n)
      SELECT owner_id, kind, item_id, own, n FROM s WHERE NOT settle OR total + n <> 0 ORDER BY i
    ON CONFLICT (owner_id, kind, item_id, shard) DO UPDATE SET n = dashboard_links.n + excluded.n
  )
  INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
    SELECT owner_id, kind, own, coalesce(sum((total + n > 0)::int - (total > 0)::int), 0), sum(n) FROM s GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, kind, shard) DO UPDATE
    SET pairs = dashboard_link_totals.pairs + excluded.pairs, records = dashboard_link_totals.records + excluded.records;
  -- The pairs this transaction settles, and what it added to the others (new pairs are kept while
  -- fewer than 64 are: past them a removal takes the pair's exclusive lock).
  SELECT added || jsonb_object_agg(x ->> 'key', CASE WHEN (x ->> 'settle')::boolean THEN 'true'::jsonb
                                                     ELSE to_jsonb(coalesce((added ->> (x ->> 'key'))::bigint, 0) + (x ->> 'n')::bigint) END)
    INTO now_added FROM jsonb_array_elements(todo) x
    WHERE added ? (x ->> 'key') OR (SELECT count(*) FROM jsonb_object_keys(added)) < 64;
  IF now_added IS NOT NULL THEN
    PERFORM set_config('rds.links_added', now_added::text, true);
  END IF;
END $$`,
    `CREATE OR REPLACE FUNCTION supplier_members_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, r.member_id AS item_id, count(*) AS n
    FROM new_rows r JOIN products p ON p.id = r.product_id GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION supplier_members_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, r.member_id AS item_id, -count(*) AS n
    FROM old_rows r JOIN products p ON p.id = r.product_id GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION supplier_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.product_id) IS DISTINCT FROM (OLD.member_id, OLD.product_id) THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT p.supplier_id AS owner_id, 'supplier_member' AS kind, m.member_id AS item_id, m.n
      FROM (VALUES (NEW.member_id, NEW.product_id, 1), (OLD.member_id, OLD.product_id, -1)) m (member_id, product_id, n)
      JOIN products p ON p.id = m.product_id
    ) l;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION supplier_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.supplier_id IS DISTINCT FROM OLD.supplier_id THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT m.supplier_id AS owner_id, 'supplier_member' AS kind, s.member_id AS item_id, sum(m.n) AS n
      FROM (VALUES (NEW.supplier_id, 1), (OLD.supplier_id, -1)) m (supplier_id, n) CROSS JOIN stocks s
      WHERE s.product_id = NEW.id GROUP BY 1, 3
    ) l;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stocks_links_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_links WHERE kind = 'supplier_member';
  DELETE FROM dashboard_link_totals WHERE kind = 'supplier_member';
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_stocks_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, r.stock_id AS item_id, count(*) AS n
    FROM new_rows r JOIN locations loc ON loc.id = r.location_id WHERE loc.distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_stocks_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, r.stock_id AS item_id, -count(*) AS n
    FROM old_rows r JOIN locations loc ON loc.id = r.location_id WHERE loc.distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_stocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.stock_id, NEW.location_id) IS DISTINCT FROM (OLD.stock_id, OLD.location_id) THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT loc.distributor_id AS owner_id, 'distributor_stock' AS kind, m.stock_id AS item_id, m.n
      FROM (VALUES (NEW.stock_id, NEW.location_id, 1), (OLD.stock_id, OLD.location_id, -1)) m (stock_id, location_id, n)
      JOIN locations loc ON loc.id = m.location_id WHERE loc.distributor_id IS NOT NULL
    ) l;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_stocks_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.distributor_id IS DISTINCT FROM OLD.distributor_id THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT m.distributor_id AS owner_id, 'distributor_stock' AS kind, u.stock_id AS item_id, sum(m.n) AS n
      FROM (VALUES (NEW.distributor_id, 1), (OLD.distributor_id, -1)) m (distributor_id, n) CROSS JOIN stock_units u
      WHERE u.location_id = NEW.id AND m.distributor_id IS NOT NULL GROUP BY 1, 3
    ) l;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_units_links_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_links WHERE kind = 'distributor_stock';
  DELETE FROM dashboard_link_totals WHERE kind = 'distributor_stock';
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_members_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT distributor_id AS owner_id, 'distributor_member' AS kind, member_id AS item_id, count(*) AS n
    FROM new_rows WHERE distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_members_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
    SELECT distributor_id AS owner_id, 'distributor_member' AS kind, member_id AS item_id, -count(*) AS n
    FROM old_rows WHERE distributor_id IS NOT NULL GROUP BY 1, 3
  ) l;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.distributor_id) IS DISTINCT FROM (OLD.member_id, OLD.distributor_id) THEN
    PERFORM dashboard_links_apply(coalesce(jsonb_agg(l), '[]'::jsonb)) FROM (
      SELECT m.distributor_id AS owner_id, 'distributor_member' AS kind, m.member_id AS item_id, m.n
      FROM (VALUES (NEW.distributor_id, NEW.member_id, 1), (OLD.distributor_id, OLD.member_id, -1)) m (distributor_id, member_id, n)
      WHERE m.distributor_id IS NOT NULL
    ) l;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION distributor_members_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_links WHERE kind = 'distributor_member';
  DELETE FROM dashboard_link_totals WHERE kind = 'distributor_member';
  RETURN NULL;
END $$`,
  ],
  triggers: [
    // Named to fire right after `orders_totals_*` (a table's triggers fire by name), in the order
    // `order_totals_apply` (order-months.ts) kept when it wrote these pairs itself.
    `CREATE OR REPLACE TRIGGER orders_totals_links_added AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_members_added()`,
    `CREATE OR REPLACE TRIGGER orders_totals_links_changed AFTER UPDATE OF member_id, distributor_id ON orders FOR EACH ROW EXECUTE FUNCTION distributor_members_changed()`,
    `CREATE OR REPLACE TRIGGER orders_totals_links_removed AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_members_removed()`,
    `CREATE OR REPLACE TRIGGER orders_totals_links_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION distributor_members_truncated()`,
    `CREATE OR REPLACE TRIGGER locations_links_moved AFTER UPDATE OF distributor_id ON locations FOR EACH ROW EXECUTE FUNCTION distributor_stocks_moved()`,
    `CREATE OR REPLACE TRIGGER products_links_moved AFTER UPDATE OF supplier_id ON products FOR EACH ROW EXECUTE FUNCTION supplier_members_moved()`,
    `CREATE OR REPLACE TRIGGER stock_units_links_added AFTER INSERT ON stock_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_stocks_added()`,
    `CREATE OR REPLACE TRIGGER stock_units_links_changed AFTER UPDATE OF stock_id, location_id ON stock_units FOR EACH ROW EXECUTE FUNCTION distributor_stocks_changed()`,
    `CREATE OR REPLACE TRIGGER stock_units_links_removed AFTER DELETE ON stock_units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION distributor_stocks_removed()`,
    `CREATE OR REPLACE TRIGGER stock_units_links_truncated AFTER TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION stock_units_links_truncated()`,
    `CREATE OR REPLACE TRIGGER stocks_links_added AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_members_added()`,
    `CREATE OR REPLACE TRIGGER stocks_links_changed AFTER UPDATE OF member_id, product_id ON stocks FOR EACH ROW EXECUTE FUNCTION supplier_members_changed()`,
    `CREATE OR REPLACE TRIGGER stocks_links_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_members_removed()`,
    `CREATE OR REPLACE TRIGGER stocks_links_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION stocks_links_truncated()`,
  ],
  backfill: [
    `LOCK TABLE dashboard_links, dashboard_link_totals IN EXCLUSIVE MODE`,
    `DELETE FROM dashboard_links`,
    `DELETE FROM dashboard_link_totals`,
    `INSERT INTO dashboard_links (owner_id, kind, item_id, n)
      SELECT p.supplier_id, 'supplier_member', s.member_id, count(*) FROM stocks s JOIN products p ON p.id = s.product_id GROUP BY 1, 3
      UNION ALL
      SELECT distributor_id, 'distributor_member', member_id, count(*) FROM orders WHERE distributor_id IS NOT NULL GROUP BY 1, 3
      UNION ALL
      SELECT l.distributor_id, 'distributor_stock', u.stock_id, count(*) FROM stock_units u JOIN locations l ON l.id = u.location_id
      WHERE l.distributor_id IS NOT NULL GROUP BY 1, 3`,
    `INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
      SELECT owner_id, kind, 0, count(*), sum(n) FROM dashboard_links GROUP BY 1, 2`,
  ],
  check: {
    figures: [
      differences('dashboard_links', COUNTED_LINKS, `select owner_id || ' ' || kind || ' ' || item_id, sum(n) from dashboard_links group by 1`),
      differences(
        'dashboard_link_totals',
        `select split_part(key, ' ', 1) || ' ' || split_part(key, ' ', 2) || ' ' || f.name, sum(case f.name when 'pairs' then 1 else n end)
         from (${COUNTED_LINKS}) c (key, n) cross join (values ('pairs'), ('records')) f (name) group by 1`,
        `select owner_id || ' ' || kind || ' ' || f.name, sum(case f.name when 'pairs' then pairs else records end)
         from dashboard_link_totals cross join (values ('pairs'), ('records')) f (name) group by 1
         having sum(case f.name when 'pairs' then pairs else records end) <> 0`,
      ),
    ].join(' union all '),
  },
};
