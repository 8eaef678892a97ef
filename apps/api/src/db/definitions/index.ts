/**
 * Every function and trigger of the database, in one registry: the modules' own code, then the kept
 * figures, each in its file (definition.ts says what an entry holds). Applied in this order, so a
 * figure's backfill finds the figures it reads from (`stock_totals` and `stocks.recalled_units` before
 * `list_totals` and `product_supply`, `lot_risks` before `lot_risk_months`) already recomputed. docs/database.md
 * lists which triggers fire on each table (database-definitions.test.ts keeps it true).
 */
import type { Code, Figure } from './definition.js';
import { listTotals } from './list-totals.js';
import { lotRiskMonths } from './lot-risk-months.js';
import { lotRisks } from './lot-risks.js';
import { notificationFeed } from './notification-feed.js';
import { notificationTotals } from './notification-totals.js';
import { orderMonths } from './order-months.js';
import { productSupply } from './product-supply.js';
import { redistribution } from './redistribution.js';
import { replacementLists } from './replacement-lists.js';
import { statusTotals } from './status-totals.js';
import { stockRecalls } from './stock-recalls.js';
import { stockLedger } from './stock-ledger.js';
import { stockTotals } from './stock-totals.js';
import { stockUsage } from './stock-usage.js';
import { transactionShard } from './transaction-shard.js';
import { transferLists } from './transfer-lists.js';
import { wastageMonths } from './wastage-months.js';

export type { Check, Code, Figure } from './definition.js';

/** The modules' database code that keeps no figure. */
export const moduleCode: Code[] = [stockLedger, notificationFeed, transactionShard];

/** The kept figures: `reconcile()` runs each one's check. */
export const figures: Figure[] = [
  stockTotals,
  stockRecalls,
  listTotals,
  notificationTotals,
  statusTotals,
  orderMonths,
  transferLists,
  replacementLists,
  stockUsage,
  lotRisks,
  lotRiskMonths,
  redistribution,
  productSupply,
  wastageMonths,
];

export const definitions: (Code | Figure)[] = [...moduleCode, ...figures];
