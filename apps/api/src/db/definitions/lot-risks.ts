import { differences, type Figure } from './definition.js';

/**
 * The lots projected to expire unused (the chained method, contract `expiryRisk`), as of the figures'
 * day: `refresh_lot_risks` rewrites a stock's rows; the ledger calls it for each stock whose units it
 * changes (modules/stock/ledger.ts), the figures refresh for every stock, and a trigger on the lots for a
 * stock whose lot an active recall freezes or lets go: a frozen lot is not at risk of expiry (it will be
 * returned or destroyed) and leaves the chain. A product's new price revalues its rows, a new supplier
 * takes them along (triggers on `products`).
 */
export const lotRisks: Figure = {
  name: 'lot_risks',
  keeps: ['lot_risks'],
  functions: [
    `CREATE OR REPLACE FUNCTION refresh_lot_risks(stock_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lot_risks WHERE stock_id = ANY (stock_ids);
  WITH chain AS (
    SELECT u.id, u.stock_id, s.member_id, s.product_id, u.location_id, u.expiry, u.units - u.reserved_units AS units,
           floor((u.expiry - f.day) * coalesce(s.average_monthly_usage, 0) / 30.44)::bigint AS reach,
           sum(u.units - u.reserved_units) OVER (PARTITION BY u.stock_id ORDER BY u.expiry, u.id) AS through
    FROM stock_units u JOIN stocks s ON s.id = u.stock_id CROSS JOIN figures_state f
    WHERE u.stock_id = ANY (stock_ids) AND u.units > u.reserved_units AND u.expiry >= f.day AND u.recall_id IS NULL
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
$$`,
    `CREATE OR REPLACE FUNCTION lot_risks_recall_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_lot_risks(array[NEW.stock_id]);
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risks_repriced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lot_risks SET value_at_risk = units_at_risk * NEW.price WHERE product_id = NEW.id;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risks_follow_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lot_risks SET supplier_id = NEW.supplier_id WHERE product_id = NEW.id;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER products_lot_risks_repriced AFTER UPDATE OF price ON products FOR EACH ROW WHEN ((old.price IS DISTINCT FROM new.price)) EXECUTE FUNCTION lot_risks_repriced()`,
    `CREATE OR REPLACE TRIGGER stock_units_lot_risks_recall AFTER UPDATE OF recall_id ON stock_units FOR EACH ROW WHEN ((old.recall_id IS DISTINCT FROM new.recall_id)) EXECUTE FUNCTION lot_risks_recall_changed()`,
    `CREATE OR REPLACE TRIGGER products_lot_risks_supplier AFTER UPDATE OF supplier_id ON products FOR EACH ROW WHEN ((old.supplier_id IS DISTINCT FROM new.supplier_id)) EXECUTE FUNCTION lot_risks_follow_supplier()`,
  ],
  backfill: [`LOCK TABLE lot_risks IN EXCLUSIVE MODE`, `SELECT refresh_lot_risks(array(SELECT id FROM stocks))`],
  check: {
    figures: differences(
      'lot_risk_values',
      `select r.stock_unit_id::text, round(r.units_at_risk * p.price * 100) from lot_risks r join products p on p.id = r.product_id`,
      `select stock_unit_id::text, round(value_at_risk * 100) from lot_risks`,
    ),
  },
};
