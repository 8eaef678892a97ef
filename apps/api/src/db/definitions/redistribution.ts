import { PROGRAMME_OWNER } from '../schema.js';
import { differences, type Figure } from './definition.js';

/**
 * Redistribution (decision 021): the products whose kept suggestions may be out of date, logged
 * (`redistribution_stale`, plain inserts) wherever what the sharing-out reads changes: a product's lots
 * at risk, its stocks (recalled units included), a member's activation, a price, the figures' day or settings. modules/redistribution
 * rewrites those products' suggestions; statement triggers keep each holder's and the programme's totals.
 */
export const redistribution: Figure = {
  name: 'redistribution',
  keeps: ['redistribution_totals', 'redistribution_stale'],
  functions: [
    `CREATE OR REPLACE FUNCTION redistribution_stale_lot_risks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_stale_stocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO redistribution_stale (product_id)
      SELECT DISTINCT p.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) p (product_id)
      WHERE (n.on_hand_units, n.held_units, n.recalled_units, n.par_level, n.average_monthly_usage, n.member_id, n.product_id)
            IS DISTINCT FROM (o.on_hand_units, o.held_units, o.recalled_units, o.par_level, o.average_monthly_usage, o.member_id, o.product_id);
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_stale_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) SELECT DISTINCT product_id FROM stocks WHERE member_id = NEW.id;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_stale_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) VALUES (NEW.id);
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_stale_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_stale (product_id) SELECT id FROM products;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_totals_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redistribution_totals AS t (owner_id, suggestions, value_saved)
    SELECT o.owner_id, sum((d ->> 'suggestions')::int), sum((d ->> 'value_saved')::numeric)
    FROM jsonb_array_elements(deltas) d
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((d ->> 'from_member_id')::uuid)) o (owner_id)
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (owner_id) DO UPDATE SET suggestions = t.suggestions + excluded.suggestions, value_saved = t.value_saved + excluded.value_saved;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM redistribution_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb))
    FROM (SELECT from_member_id, count(*) AS suggestions, sum(value_saved) AS value_saved FROM new_rows GROUP BY 1) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM redistribution_totals_apply(coalesce(jsonb_agg(g), '[]'::jsonb))
    FROM (SELECT from_member_id, -count(*) AS suggestions, -sum(value_saved) AS value_saved FROM old_rows GROUP BY 1) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION redistribution_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM redistribution_totals;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER figures_state_redistribution AFTER INSERT OR UPDATE OF day, first_month, months, lead_time_days ON figures_state FOR EACH ROW EXECUTE FUNCTION redistribution_stale_everything()`,
    `CREATE OR REPLACE TRIGGER lot_risks_redistribution_added AFTER INSERT ON lot_risks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks()`,
    `CREATE OR REPLACE TRIGGER lot_risks_redistribution_changed AFTER UPDATE ON lot_risks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks()`,
    `CREATE OR REPLACE TRIGGER lot_risks_redistribution_removed AFTER DELETE ON lot_risks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_lot_risks()`,
    `CREATE OR REPLACE TRIGGER products_redistribution_repriced AFTER UPDATE OF price ON products FOR EACH ROW WHEN ((old.price IS DISTINCT FROM new.price)) EXECUTE FUNCTION redistribution_stale_product()`,
    `CREATE OR REPLACE TRIGGER redistribution_suggestions_totals_added AFTER INSERT ON redistribution_suggestions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_added()`,
    `CREATE OR REPLACE TRIGGER redistribution_suggestions_totals_removed AFTER DELETE ON redistribution_suggestions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_removed()`,
    `CREATE OR REPLACE TRIGGER redistribution_suggestions_totals_truncated AFTER TRUNCATE ON redistribution_suggestions FOR EACH STATEMENT EXECUTE FUNCTION redistribution_totals_truncated()`,
    `CREATE OR REPLACE TRIGGER stocks_redistribution_changed AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_stocks()`,
    `CREATE OR REPLACE TRIGGER stocks_redistribution_removed AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION redistribution_stale_stocks()`,
    `CREATE OR REPLACE TRIGGER users_redistribution_activation AFTER UPDATE OF is_active ON users FOR EACH ROW WHEN ((old.is_active IS DISTINCT FROM new.is_active)) EXECUTE FUNCTION redistribution_stale_member()`,
  ],
  backfill: [
    `LOCK TABLE redistribution_totals IN EXCLUSIVE MODE`,
    `DELETE FROM redistribution_totals`,
    `INSERT INTO redistribution_totals (owner_id, suggestions, value_saved)
      SELECT o.owner_id, count(*), sum(r.value_saved) FROM redistribution_suggestions r
      CROSS JOIN LATERAL (VALUES ('${PROGRAMME_OWNER}'::uuid), (r.from_member_id)) o (owner_id) GROUP BY 1`,
    // Every product's suggestions are recomputed at the next read or figures job.
    `INSERT INTO redistribution_stale (product_id) SELECT id FROM products`,
  ],
  check: {
    figures: differences(
      'redistribution_totals',
      `select o.owner_id || ' ' || f.figure, sum(case f.figure when 'suggestions' then 1 else round(r.value_saved * 100) end)
       from redistribution_suggestions r
       cross join lateral (values ('${PROGRAMME_OWNER}'::uuid), (r.from_member_id)) o (owner_id)
       cross join (values ('suggestions'), ('cents')) f (figure)
       group by 1`,
      `select owner_id || ' ' || f.figure, case f.figure when 'suggestions' then suggestions else round(value_saved * 100) end
       from redistribution_totals cross join (values ('suggestions'), ('cents')) f (figure)
       where suggestions <> 0 or value_saved <> 0`,
    ),
  },
};
