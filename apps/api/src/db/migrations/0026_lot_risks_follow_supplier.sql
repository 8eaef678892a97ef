-- A product given to another supplier takes its lots at risk along at once: the lots' owner
-- (lot_risks.supplier_id) moves with it, and migration 0022's statement trigger moves their month
-- totals from the old supplier to the new. Before, they stayed under the old one until the next refresh.
CREATE FUNCTION lot_risks_follow_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lot_risks SET supplier_id = NEW.supplier_id WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_lot_risks_supplier AFTER UPDATE OF supplier_id ON products
  FOR EACH ROW WHEN (OLD.supplier_id IS DISTINCT FROM NEW.supplier_id) EXECUTE FUNCTION lot_risks_follow_supplier();
