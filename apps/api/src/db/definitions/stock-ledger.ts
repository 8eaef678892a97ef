import type { Code } from './definition.js';

/**
 * The stock ledger's guard: a written `stock_ledger` row is never changed, deleted or truncated
 * (modules/stock/ledger.ts appends them; its `reconcile()` checks the books against them).
 */
export const stockLedger: Code = {
  name: 'stock_ledger',
  functions: [
    `CREATE OR REPLACE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: % is refused; record a correcting movement instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER stock_ledger_append_only BEFORE DELETE OR UPDATE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only()`,
    `CREATE OR REPLACE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only()`,
  ],
};
