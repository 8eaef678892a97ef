// Planted: writes to the ledger's tables outside modules/stock/ledger.ts.
declare const tx: any; // eslint-disable-line house/no-explicit-any -- a stand-in for Drizzle's executor
declare const sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
declare const stockUnits: unknown;
declare const schema: { stockLedger: unknown };
export const a = tx.insert(stockUnits);
export const b = tx.update(schema.stockLedger);
export const c = sql`update stock_units set units = 0`;
