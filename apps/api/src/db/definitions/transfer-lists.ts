import { differences, type Figure } from './definition.js';

/**
 * Who sees each transfer in their list: the distributors holding a lot of it
 * (`transfer_distributors`, counted afresh by `transfer_distributors_refresh` on new lines and moves)
 * and its product's supplier (`transfers.supplier_id`, following a product or stock that moves).
 */
export const transferLists: Figure = {
  name: 'transfer_lists',
  keeps: ['transfer_distributors', 'transfers.supplier_id'],
  functions: [
    `CREATE OR REPLACE FUNCTION transfer_distributors_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transfer_distributors WHERE transfer_id = ANY(ids);
  INSERT INTO transfer_distributors (transfer_id, distributor_id, created_at)
  SELECT DISTINCT tu.transfer_id, l.distributor_id, t.created_at
    FROM transfer_units tu
    JOIN stock_units u ON u.id = tu.stock_unit_id
    JOIN locations l ON l.id = u.location_id
    JOIN transfers t ON t.id = tu.transfer_id
   WHERE tu.transfer_id = ANY(ids) AND l.distributor_id IS NOT NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION transfer_distributors_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(SELECT DISTINCT transfer_id FROM new_rows));
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION transfer_suppliers_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transfers t SET supplier_id = NEW.supplier_id FROM stocks s WHERE s.id = t.stock_id AND s.product_id = NEW.id;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION transfer_suppliers_of_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transfers SET supplier_id = (SELECT supplier_id FROM products WHERE id = NEW.product_id) WHERE stock_id = NEW.id;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION transfer_distributors_of_lot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(SELECT transfer_id FROM transfer_units WHERE stock_unit_id = NEW.id));
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION transfer_distributors_of_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM transfer_distributors_refresh(array(
    SELECT DISTINCT tu.transfer_id FROM transfer_units tu JOIN stock_units u ON u.id = tu.stock_unit_id WHERE u.location_id = NEW.id));
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER locations_transfer_distributors AFTER UPDATE OF distributor_id ON locations FOR EACH ROW WHEN ((old.distributor_id IS DISTINCT FROM new.distributor_id)) EXECUTE FUNCTION transfer_distributors_of_location()`,
    `CREATE OR REPLACE TRIGGER products_transfer_suppliers AFTER UPDATE OF supplier_id ON products FOR EACH ROW WHEN ((old.supplier_id IS DISTINCT FROM new.supplier_id)) EXECUTE FUNCTION transfer_suppliers_of_product()`,
    `CREATE OR REPLACE TRIGGER stock_units_transfer_distributors AFTER UPDATE OF location_id ON stock_units FOR EACH ROW WHEN ((old.location_id IS DISTINCT FROM new.location_id)) EXECUTE FUNCTION transfer_distributors_of_lot()`,
    `CREATE OR REPLACE TRIGGER stocks_transfer_suppliers AFTER UPDATE OF product_id ON stocks FOR EACH ROW WHEN ((old.product_id IS DISTINCT FROM new.product_id)) EXECUTE FUNCTION transfer_suppliers_of_stock()`,
    `CREATE OR REPLACE TRIGGER transfer_units_distributors_added AFTER INSERT ON transfer_units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transfer_distributors_added()`,
  ],
  backfill: [
    `LOCK TABLE transfer_distributors IN EXCLUSIVE MODE`,
    `SELECT transfer_distributors_refresh(array(SELECT id FROM transfers))`,
    `UPDATE transfers t SET supplier_id = p.supplier_id FROM stocks s JOIN products p ON p.id = s.product_id
      WHERE s.id = t.stock_id AND t.supplier_id IS DISTINCT FROM p.supplier_id`,
  ],
  check: {
    figures: [
      differences(
        'transfer_distributors',
        `select distinct tu.transfer_id || ' ' || l.distributor_id, 1
           from transfer_units tu join stock_units u on u.id = tu.stock_unit_id join locations l on l.id = u.location_id
           where l.distributor_id is not null`,
        `select transfer_id || ' ' || distributor_id, 1 from transfer_distributors`,
      ),
      differences(
        'transfer_suppliers',
        `select t.id || ' ' || p.supplier_id, 1 from transfers t join stocks s on s.id = t.stock_id join products p on p.id = s.product_id`,
        `select id || ' ' || supplier_id, 1 from transfers`,
      ),
    ].join(' union all '),
  },
};
