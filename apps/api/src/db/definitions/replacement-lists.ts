import { differences, type Figure } from './definition.js';

/**
 * Who sees each replacement as its supplier: its stock's product's supplier
 * (`stock_replacements.supplier_id`, written with the replacement and following a product or stock
 * that moves), so that the supplier's list reads its own index and the new supplier takes over.
 */
export const replacementLists: Figure = {
  name: 'replacement_lists',
  keeps: ['stock_replacements.supplier_id'],
  functions: [
    `CREATE OR REPLACE FUNCTION replacement_suppliers_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_replacements r SET supplier_id = NEW.supplier_id FROM stocks s WHERE s.id = r.stock_id AND s.product_id = NEW.id;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION replacement_suppliers_of_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_replacements SET supplier_id = (SELECT supplier_id FROM products WHERE id = NEW.product_id) WHERE stock_id = NEW.id;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER products_replacement_suppliers AFTER UPDATE OF supplier_id ON products FOR EACH ROW WHEN ((old.supplier_id IS DISTINCT FROM new.supplier_id)) EXECUTE FUNCTION replacement_suppliers_of_product()`,
    `CREATE OR REPLACE TRIGGER stocks_replacement_suppliers AFTER UPDATE OF product_id ON stocks FOR EACH ROW WHEN ((old.product_id IS DISTINCT FROM new.product_id)) EXECUTE FUNCTION replacement_suppliers_of_stock()`,
  ],
  backfill: [
    `UPDATE stock_replacements r SET supplier_id = p.supplier_id FROM stocks s JOIN products p ON p.id = s.product_id
      WHERE s.id = r.stock_id AND r.supplier_id IS DISTINCT FROM p.supplier_id`,
  ],
  check: {
    figures: differences(
      'replacement_suppliers',
      `select r.id || ' ' || p.supplier_id, 1 from stock_replacements r join stocks s on s.id = r.stock_id join products p on p.id = s.product_id`,
      `select id || ' ' || supplier_id, 1 from stock_replacements`,
    ),
  },
};
