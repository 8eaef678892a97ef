import type { Figure } from './definition.js';

/**
 * Total Stock: the units members hold of a product at a location (and of those, the units of lots an
 * active recall froze), its lots and its first and last lot's creation, one row per pair that holds units; by deltas from statement triggers on
 * `stock_units` (which only the ledger writes), so the list reads pairs, not every lot.
 */
export const stockTotals: Figure = {
  name: 'stock_totals',
  keeps: ['stock_totals'],
  functions: [
    `CREATE OR REPLACE FUNCTION stock_totals_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT (c ->> 'product_id')::uuid AS product_id, (c ->> 'location_id')::uuid AS location_id, (c ->> 'units')::int AS units,
           coalesce((c ->> 'recalled')::int, 0) AS recalled, (c ->> 'lots')::int AS lots, (c ->> 'first_at')::timestamptz AS first_at, (c ->> 'last_at')::timestamptz AS last_at
    FROM jsonb_array_elements(changes) c
  )
  INSERT INTO stock_totals (product_id, location_id, units, recalled_units, lots, first_lot_at, last_lot_at)
    SELECT product_id, location_id, units, recalled, lots, coalesce(first_at, now()), coalesce(last_at, now()) FROM d
  ON CONFLICT (product_id, location_id) DO UPDATE SET
    units = stock_totals.units + excluded.units,
    recalled_units = stock_totals.recalled_units + excluded.recalled_units,
    lots = stock_totals.lots + excluded.lots,
    first_lot_at = least(stock_totals.first_lot_at, excluded.first_lot_at),
    last_lot_at = greatest(stock_totals.last_lot_at, excluded.last_lot_at);
  DELETE FROM stock_totals t USING jsonb_array_elements(changes) c
    WHERE t.product_id = (c ->> 'product_id')::uuid AND t.location_id = (c ->> 'location_id')::uuid AND t.lots <= 0;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, r.location_id, sum(r.units) AS units, coalesce(sum(r.units) FILTER (WHERE r.recall_id IS NOT NULL), 0) AS recalled,
           count(*) FILTER (WHERE r.units > 0) AS lots, min(r.created_at) FILTER (WHERE r.units > 0) AS first_at, max(r.created_at) FILTER (WHERE r.units > 0) AS last_at
    FROM new_rows r JOIN stocks s ON s.id = r.stock_id GROUP BY s.product_id, r.location_id
  ) c;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, n.location_id, sum(n.units - o.units) AS units, sum(r.recalled) AS recalled,
           sum((n.units > 0)::int - (o.units > 0)::int) AS lots,
           min(n.created_at) FILTER (WHERE n.units > 0) AS first_at, max(n.created_at) FILTER (WHERE n.units > 0) AS last_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN stocks s ON s.id = n.stock_id
    CROSS JOIN LATERAL (SELECT CASE WHEN n.recall_id IS NULL THEN 0 ELSE n.units END - CASE WHEN o.recall_id IS NULL THEN 0 ELSE o.units END) r (recalled)
    GROUP BY s.product_id, n.location_id
    HAVING sum(n.units - o.units) <> 0 OR sum(r.recalled) <> 0 OR sum((n.units > 0)::int - (o.units > 0)::int) <> 0
  ) c;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_apply(coalesce(jsonb_agg(c), '[]'::jsonb)) FROM (
    SELECT s.product_id, r.location_id, -sum(r.units) AS units, -coalesce(sum(r.units) FILTER (WHERE r.recall_id IS NOT NULL), 0) AS recalled, -count(*) FILTER (WHERE r.units > 0) AS lots, null::timestamptz AS first_at, null::timestamptz AS last_at
    FROM old_rows r JOIN stocks s ON s.id = r.stock_id GROUP BY s.product_id, r.location_id
  ) c;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_totals;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER stock_units_totals_added AFTER INSERT ON stock_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_added()`,
    `CREATE OR REPLACE TRIGGER stock_units_totals_changed AFTER UPDATE ON stock_units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_changed()`,
    `CREATE OR REPLACE TRIGGER stock_units_totals_removed AFTER DELETE ON stock_units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_removed()`,
    `CREATE OR REPLACE TRIGGER stock_units_totals_truncated AFTER TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_truncated()`,
  ],
  backfill: [
    `LOCK TABLE stock_totals IN EXCLUSIVE MODE`,
    `DELETE FROM stock_totals`,
    `INSERT INTO stock_totals (product_id, location_id, units, recalled_units, lots, first_lot_at, last_lot_at)
      SELECT s.product_id, u.location_id, sum(u.units), coalesce(sum(u.units) FILTER (WHERE u.recall_id IS NOT NULL), 0), count(*), min(u.created_at), max(u.created_at)
      FROM stock_units u JOIN stocks s ON s.id = u.stock_id WHERE u.units > 0 GROUP BY s.product_id, u.location_id`,
  ],
  check: {
    totals: `select coalesce(a.product_id, t.product_id) as "productId", coalesce(a.location_id, t.location_id) as "locationId",
                    coalesce(a.units, 0)::int as units, coalesce(a.lots, 0)::int as lots, t.units as "keptUnits", t.lots as "keptLots",
                    coalesce(a.recalled, 0)::int as "recalledUnits", t.recalled_units as "keptRecalledUnits"
             from (select s.product_id, u.location_id, sum(u.units) as units, count(*) as lots, coalesce(sum(u.units) filter (where u.recall_id is not null), 0) as recalled
                   from stock_units u join stocks s on s.id = u.stock_id where u.units > 0 group by s.product_id, u.location_id) a
             full join stock_totals t on t.product_id = a.product_id and t.location_id = a.location_id
             where a.units is distinct from t.units or a.lots is distinct from t.lots or a.recalled is distinct from t.recalled_units
             order by 1, 2`,
  },
};
