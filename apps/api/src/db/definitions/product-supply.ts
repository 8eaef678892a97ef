import { differences, type Figure } from './definition.js';

/**
 * Supply-chain risk: one row per product, the figures its risk order is read from, kept by
 * triggers on `stock_totals` (units, and the holders when a product comes to or leaves a location or
 * a recall freezes or lets go of all its units there), `stocks` (held and recalled units, average usage), `locations` (a status or owner change recounts the holders
 * of the products there) and `supply_chain_items` (flags); the figures refresh recounts every row
 * (`refresh_product_supply`). Holders are approved locations holding units no recall froze, and their distributors.
 */
export const productSupply: Figure = {
  name: 'product_supply',
  keeps: ['product_supply'],
  functions: [
    `CREATE OR REPLACE FUNCTION product_supply_lock(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM product_supply WHERE product_id = ANY (ids) ORDER BY product_id FOR UPDATE;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_count_holders(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_lock(ids);
  UPDATE product_supply p SET locations = h.locations, distributors = h.distributors, supplier_locations = h.supplier_locations
  FROM (
    SELECT i.id, count(l.id)::int AS locations, count(DISTINCT l.distributor_id)::int AS distributors,
           (count(l.id) FILTER (WHERE l.distributor_id IS NULL))::int AS supplier_locations
    FROM (SELECT DISTINCT unnest(ids) AS id) i
    LEFT JOIN stock_totals t ON t.product_id = i.id AND t.units > t.recalled_units
    LEFT JOIN locations l ON l.id = t.location_id AND l.status = 'APPROVED'
    GROUP BY i.id
  ) h
  WHERE p.product_id = h.id
    AND (p.locations, p.distributors, p.supplier_locations) IS DISTINCT FROM (h.locations, h.distributors, h.supplier_locations);
END $$`,
    `CREATE OR REPLACE FUNCTION refresh_product_supply(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_supply (product_id) SELECT id FROM products WHERE ids IS NULL OR id = ANY (ids) ON CONFLICT DO NOTHING;
  IF ids IS NULL THEN
    ids := array(SELECT product_id FROM product_supply);
  END IF;
  PERFORM product_supply_lock(ids);
  UPDATE product_supply p SET units = coalesce(u.units, 0), held_units = coalesce(s.held, 0), recalled_units = coalesce(s.recalled, 0),
                              usage = coalesce(s.usage, 0),
                              red_flags = coalesce(f.red, 0), yellow_flags = coalesce(f.yellow, 0)
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  LEFT JOIN (SELECT product_id, sum(units)::int AS units FROM stock_totals WHERE product_id = ANY (ids) GROUP BY 1) u ON u.product_id = i.id
  LEFT JOIN (SELECT product_id, sum(held_units)::int AS held, sum(recalled_units)::int AS recalled, sum(coalesce(average_monthly_usage, 0)) AS usage
             FROM stocks WHERE product_id = ANY (ids) GROUP BY 1) s ON s.product_id = i.id
  LEFT JOIN (SELECT c.product_id, count(*) FILTER (WHERE it.flag = 'RED')::int AS red, count(*) FILTER (WHERE it.flag = 'YELLOW')::int AS yellow
             FROM supply_chains c JOIN supply_chain_items it ON it.supply_chain_id = c.id WHERE c.product_id = ANY (ids) GROUP BY 1) f ON f.product_id = i.id
  WHERE p.product_id = i.id;
  PERFORM product_supply_count_holders(ids);
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_supply (product_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.units <> OLD.units THEN
      UPDATE product_supply SET units = units + (NEW.units - OLD.units) WHERE product_id = NEW.product_id;
    END IF;
    -- A location holding only recalled units holds none of the supply.
    IF (NEW.units > NEW.recalled_units) <> (OLD.units > OLD.recalled_units) THEN
      PERFORM product_supply_count_holders(array[NEW.product_id]);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE product_supply SET units = units + NEW.units WHERE product_id = NEW.product_id;
    PERFORM product_supply_count_holders(array[NEW.product_id]);
  ELSE
    UPDATE product_supply SET units = units - OLD.units WHERE product_id = OLD.product_id;
    PERFORM product_supply_count_holders(array[OLD.product_id]);
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET units = 0, locations = 0, distributors = 0, supplier_locations = 0 WHERE units <> 0 OR locations <> 0;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_stock_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_supply SET held_units = held_units - OLD.held_units, recalled_units = recalled_units - OLD.recalled_units,
                              usage = usage - coalesce(OLD.average_monthly_usage, 0)
    WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE product_supply SET held_units = held_units + NEW.held_units, recalled_units = recalled_units + NEW.recalled_units,
                              usage = usage + coalesce(NEW.average_monthly_usage, 0)
    WHERE product_id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_stocks_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_supply SET held_units = 0, recalled_units = 0, usage = 0 WHERE held_units <> 0 OR recalled_units <> 0 OR usage <> 0;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_supply SET red_flags = red_flags - (OLD.flag IS NOT DISTINCT FROM 'RED')::int, yellow_flags = yellow_flags - (OLD.flag IS NOT DISTINCT FROM 'YELLOW')::int
    WHERE product_id = (SELECT product_id FROM supply_chains WHERE id = OLD.supply_chain_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE product_supply SET red_flags = red_flags + (NEW.flag IS NOT DISTINCT FROM 'RED')::int, yellow_flags = yellow_flags + (NEW.flag IS NOT DISTINCT FROM 'YELLOW')::int
    WHERE product_id = (SELECT product_id FROM supply_chains WHERE id = NEW.supply_chain_id);
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION product_supply_location_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_supply_count_holders(array(SELECT product_id FROM stock_totals WHERE location_id = NEW.id));
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER locations_supply_changed AFTER UPDATE ON locations FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.distributor_id IS DISTINCT FROM new.distributor_id))) EXECUTE FUNCTION product_supply_location_changed()`,
    `CREATE OR REPLACE TRIGGER products_supply_added AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_supply_products_added()`,
    `CREATE OR REPLACE TRIGGER stock_totals_supply_added AFTER INSERT ON stock_totals FOR EACH ROW EXECUTE FUNCTION product_supply_units()`,
    `CREATE OR REPLACE TRIGGER stock_totals_supply_changed AFTER UPDATE OF units, recalled_units ON stock_totals FOR EACH ROW WHEN (((old.units <> new.units) OR (old.recalled_units <> new.recalled_units))) EXECUTE FUNCTION product_supply_units()`,
    `CREATE OR REPLACE TRIGGER stock_totals_supply_removed AFTER DELETE ON stock_totals FOR EACH ROW EXECUTE FUNCTION product_supply_units()`,
    `CREATE OR REPLACE TRIGGER stock_totals_supply_truncated AFTER TRUNCATE ON stock_totals FOR EACH STATEMENT EXECUTE FUNCTION product_supply_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stocks_supply_added AFTER INSERT ON stocks FOR EACH ROW WHEN (((new.held_units <> 0) OR (new.recalled_units <> 0) OR (new.average_monthly_usage IS NOT NULL))) EXECUTE FUNCTION product_supply_stock_figures()`,
    `CREATE OR REPLACE TRIGGER stocks_supply_changed AFTER UPDATE OF held_units, recalled_units, average_monthly_usage, product_id ON stocks FOR EACH ROW WHEN (((old.held_units <> new.held_units) OR (old.recalled_units <> new.recalled_units) OR (old.average_monthly_usage IS DISTINCT FROM new.average_monthly_usage) OR (old.product_id <> new.product_id))) EXECUTE FUNCTION product_supply_stock_figures()`,
    `CREATE OR REPLACE TRIGGER stocks_supply_removed AFTER DELETE ON stocks FOR EACH ROW WHEN (((old.held_units <> 0) OR (old.recalled_units <> 0) OR (old.average_monthly_usage IS NOT NULL))) EXECUTE FUNCTION product_supply_stock_figures()`,
    `CREATE OR REPLACE TRIGGER stocks_supply_truncated AFTER TRUNCATE ON stocks FOR EACH STATEMENT EXECUTE FUNCTION product_supply_stocks_truncated()`,
    `CREATE OR REPLACE TRIGGER supply_chain_items_supply_added AFTER INSERT ON supply_chain_items FOR EACH ROW WHEN ((new.flag = ANY (ARRAY['RED'::supply_chain_flag, 'YELLOW'::supply_chain_flag]))) EXECUTE FUNCTION product_supply_flags()`,
    `CREATE OR REPLACE TRIGGER supply_chain_items_supply_changed AFTER UPDATE OF flag, supply_chain_id ON supply_chain_items FOR EACH ROW WHEN (((old.flag IS DISTINCT FROM new.flag) OR (old.supply_chain_id <> new.supply_chain_id))) EXECUTE FUNCTION product_supply_flags()`,
    `CREATE OR REPLACE TRIGGER supply_chain_items_supply_removed AFTER DELETE ON supply_chain_items FOR EACH ROW WHEN ((old.flag = ANY (ARRAY['RED'::supply_chain_flag, 'YELLOW'::supply_chain_flag]))) EXECUTE FUNCTION product_supply_flags()`,
  ],
  backfill: [`LOCK TABLE product_supply IN EXCLUSIVE MODE`, `SELECT refresh_product_supply(null)`],
  check: {
    figures: [
      differences('product_supply', `select id || ' row', 1 from products`, `select product_id || ' row', 1 from product_supply`),
      differences(
        'product_supply',
        `select s.product_id || ' ' || f.name, f.n
           from (select product_id, sum(on_hand_units) as units, sum(held_units) as held, sum(recalled_units) as recalled,
                        sum(coalesce(average_monthly_usage, 0)) * 100 as usage
                 from stocks group by 1) s
           cross join lateral (values ('units', s.units), ('held_units', s.held), ('recalled_units', s.recalled), ('usage x 100', s.usage)) f (name, n) where f.n <> 0
         union all
         select h.product_id || ' ' || f.name, f.n
           from (select s.product_id, count(distinct l.id) as locations, count(distinct l.distributor_id) as distributors,
                        count(distinct l.id) filter (where l.distributor_id is null) as supplier_locations
                 from stock_units u join stocks s on s.id = u.stock_id join locations l on l.id = u.location_id and l.status = 'APPROVED'
                 where u.units > 0 and u.recall_id is null group by 1) h
           cross join lateral (values ('locations', h.locations), ('distributors', h.distributors), ('supplier_locations', h.supplier_locations)) f (name, n)
           where f.n <> 0
         union all
         select c.product_id || ' ' || lower(i.flag::text) || '_flags', count(*)
           from supply_chain_items i join supply_chains c on c.id = i.supply_chain_id where i.flag in ('RED', 'YELLOW') group by 1`,
        `select p.product_id || ' ' || f.name, f.n
           from product_supply p
           cross join lateral (values ('units', p.units::numeric), ('held_units', p.held_units), ('recalled_units', p.recalled_units),
                                      ('usage x 100', p.usage * 100), ('locations', p.locations),
                                      ('distributors', p.distributors), ('supplier_locations', p.supplier_locations), ('red_flags', p.red_flags),
                                      ('yellow_flags', p.yellow_flags)) f (name, n)
           where f.n <> 0`,
      ),
    ].join(' union all '),
  },
};
