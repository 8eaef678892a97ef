import { differences, type Figure } from './definition.js';

/**
 * Each stock's recalled units (`stocks.recalled_units`): the units of its lots an active recall froze
 * (`stock_units.recall_id`), less those already held. Row triggers on the lots, only for frozen ones,
 * so activation, close, revert and every movement of a frozen lot (its disposition, a receipt into
 * it) keep it, in the writer's transaction: whoever writes a lot has locked its stock first.
 */
export const stockRecalls: Figure = {
  name: 'stock_recalls',
  keeps: ['stocks.recalled_units'],
  functions: [
    `CREATE OR REPLACE FUNCTION stock_recalls_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before int := 0;
  after int := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.recall_id IS NOT NULL THEN
    before := OLD.units - OLD.reserved_units;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.recall_id IS NOT NULL THEN
    after := NEW.units - NEW.reserved_units;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.stock_id = NEW.stock_id THEN
    IF after <> before THEN
      UPDATE stocks SET recalled_units = recalled_units + after - before WHERE id = NEW.stock_id;
    END IF;
  ELSE
    IF before <> 0 THEN
      UPDATE stocks SET recalled_units = recalled_units - before WHERE id = OLD.stock_id;
    END IF;
    IF after <> 0 THEN
      UPDATE stocks SET recalled_units = recalled_units + after WHERE id = NEW.stock_id;
    END IF;
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION stock_recalls_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stocks SET recalled_units = 0 WHERE recalled_units <> 0;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER stock_units_recalls_added AFTER INSERT ON stock_units FOR EACH ROW WHEN ((new.recall_id IS NOT NULL)) EXECUTE FUNCTION stock_recalls_changed()`,
    `CREATE OR REPLACE TRIGGER stock_units_recalls_changed AFTER UPDATE ON stock_units FOR EACH ROW WHEN (((old.recall_id IS NOT NULL) OR (new.recall_id IS NOT NULL))) EXECUTE FUNCTION stock_recalls_changed()`,
    `CREATE OR REPLACE TRIGGER stock_units_recalls_removed AFTER DELETE ON stock_units FOR EACH ROW WHEN ((old.recall_id IS NOT NULL)) EXECUTE FUNCTION stock_recalls_changed()`,
    `CREATE OR REPLACE TRIGGER stock_units_recalls_truncated AFTER TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION stock_recalls_truncated()`,
  ],
  backfill: [
    `LOCK TABLE stocks IN SHARE ROW EXCLUSIVE MODE`,
    `UPDATE stocks s SET recalled_units = coalesce(c.n, 0)
      FROM stocks k LEFT JOIN (SELECT stock_id, sum(units - reserved_units)::int AS n FROM stock_units WHERE recall_id IS NOT NULL GROUP BY 1) c ON c.stock_id = k.id
      WHERE s.id = k.id AND s.recalled_units <> coalesce(c.n, 0)`,
  ],
  check: {
    figures: differences(
      'recalled_units',
      `select stock_id::text, sum(units - reserved_units) from stock_units where recall_id is not null group by 1 having sum(units - reserved_units) <> 0`,
      `select id::text, recalled_units from stocks where recalled_units <> 0`,
    ),
  },
};
