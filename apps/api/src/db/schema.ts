/**
 * The whole data model. Property names are what the API speaks (`_id`, camelCase);
 * column names are snake_case. Money is numeric(12,2), expiry a date.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LANGUAGES,
  LEDGER_REASONS,
  LOCATION_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  REPLACEMENT_STATUSES,
  REPLENISHMENT_STATUSES,
  COUNT_STATUSES,
  RECALL_ACTIONS,
  RECALL_CLASSES,
  RECALL_STATUSES,
  RECALL_TASK_STATUSES,
  STOCK_REQUEST_KINDS,
  STOCK_REQUEST_STATUSES,
  SUPPLY_CHAIN_FLAGS,
  SUPPLY_CHAIN_STATUSES,
  SUPPLY_CHAIN_TYPES,
  TRANSFER_STATUSES,
  USER_TYPES,
  API_KEY_SCOPES,
} from '@rds/contract';
import { orderWorkflow } from '../modules/orders/workflow.js';
import { replenishmentWorkflow } from '../modules/replenishments/workflow.js';
import { stockRequestWorkflow } from '../modules/stock-requests/workflow.js';

export const userType = pgEnum('user_type', USER_TYPES);
export const locationStatus = pgEnum('location_status', LOCATION_STATUSES);
export const stockRequestStatus = pgEnum('stock_request_status', STOCK_REQUEST_STATUSES);
export const stockRequestKind = pgEnum('stock_request_kind', STOCK_REQUEST_KINDS);
export const replenishmentStatus = pgEnum('replenishment_status', REPLENISHMENT_STATUSES);
export const transferStatus = pgEnum('transfer_status', TRANSFER_STATUSES);
export const replacementStatus = pgEnum('replacement_status', REPLACEMENT_STATUSES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderType = pgEnum('order_type', ORDER_TYPES);
export const supplyChainType = pgEnum('supply_chain_type', SUPPLY_CHAIN_TYPES);
export const supplyChainFlag = pgEnum('supply_chain_flag', SUPPLY_CHAIN_FLAGS);
export const supplyChainStatus = pgEnum('supply_chain_status', SUPPLY_CHAIN_STATUSES);
export const ledgerReason = pgEnum('ledger_reason', LEDGER_REASONS);
export const countStatus = pgEnum('count_status', COUNT_STATUSES);
export const recallStatus = pgEnum('recall_status', RECALL_STATUSES);
export const recallClass = pgEnum('recall_class', RECALL_CLASSES);
export const recallAction = pgEnum('recall_action', RECALL_ACTIONS);
export const recallTaskStatus = pgEnum('recall_task_status', RECALL_TASK_STATUSES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => uuid(name).references(() => users._id);
/** Bumped by every transition, even one that keeps the status (an edit, a revision); see platform/transition.ts. */
const version = () => integer('version').notNull().default(1);
/**
 * A trigram index (pg_trgm's `gin_trgm_ops`) that serves `ilike '%term%'` on a searched
 * name; see platform/paging.ts and decision 011.
 */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
/**
 * A btree index on `lower(column)` in byte order (text_pattern_ops, whatever the collation) that
 * serves a search of one or two letters, `lower(column) like 'ab%'`, as a range (platform/paging.ts
 * `matches`); `scope` leads it when the list is one recipient's.
 */
const prefix = (name: string, column: ExtraConfigColumn, scope?: ExtraConfigColumn) =>
  scope ? index(name).on(scope, sql`lower(${column}) text_pattern_ops`) : index(name).on(sql`lower(${column}) text_pattern_ops`);

/* ---------- people and access ---------- */

export const users = pgTable(
  'users',
  {
    _id: id(),
    type: userType('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    profilePic: text('profile_pic'),
    isActive: boolean('is_active').notNull().default(true),
    /** Members: months before expiry at which a lot is offered back as an expiring order. */
    expiryLotPreferences: integer('expiry_lot_preferences'),
    /**
     * The language the user chose: 'en' or 'fr'; null until they choose (the API then follows the
     * request's Accept-Language, and mails and notifications are in English).
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type, t.createdAt),
    trigram('users_name_trgm', t.name),
    trigram('users_email_trgm', t.email),
    prefix('users_name_prefix_idx', t.name),
    prefix('users_email_prefix_idx', t.email),
    check('users_language_ck', sql`${t.language} in ('en', 'fr')`),
  ],
);

/** One-time sign-in codes, stored as a hash. A row is written for every request, known address or not. */
export const signinCodes = pgTable(
  'signin_codes',
  {
    _id: id(),
    email: text('email').notNull(),
    userId: userRef('user_id'),
    codeHash: text('code_hash'),
    requestIp: text('request_ip').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signin_codes_email_idx').on(t.email, t.createdAt)],
);

/** One row per issued token; revoking it ends the token before its JWT expiry. */
export const sessions = pgTable(
  'sessions',
  {
    _id: id(),
    userId: userRef('user_id').notNull(),
    /** The administrator who really acts, when this session is an impersonation. */
    actorId: userRef('actor_id'),
    /**
     * Security (docs/security.md): under impersonation, the administrator's own session. The acting
     * session lives only while that one does (logout, expiry, deactivation end both).
     */
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions._id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const apiKeyScope = pgEnum('api_key_scope', API_KEY_SCOPES);

/**
 * A key a user made for their own systems (docs/integrations.md). Only the SHA-256 of the key is
 * kept, and found by it: a key is 32 random bytes, so its hash is as good as a password hash and
 * the lookup reveals nothing about keys that do not exist. Revoking or expiring ends it at once in
 * every process, since every call reads this row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    _id: id(),
    userId: userRef('user_id').notNull(),
    name: text('name').notNull(),
    scope: apiKeyScope('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in the list so its owner can tell keys apart. */
    start: text('start').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per key, so that reads stay reads. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A one-use pass (30 s) to open a session's live notification stream: a browser's EventSource
 * cannot send the token in a header (decision 018). Kept as the SHA-256 of the ticket.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions._id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Security (docs/security.md): an e-mail change waiting for the code mailed to the new address. The
 * address changes only when that code comes back; the old address is told, other sessions end.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    _id: id(),
    userId: userRef('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- master data ---------- */

export const supplierDistributors = pgTable(
  'supplier_distributors',
  {
    supplierId: userRef('supplier_id').notNull(),
    distributorId: userRef('distributor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.distributorId] })],
);

export const locations = pgTable(
  'locations',
  {
    _id: id(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    postalCode: text('postal_code').notNull(),
    comment: text('comment').notNull().default(''),
    status: locationStatus('status').notNull().default('PENDING'),
    /** A location belongs to a distributor, or directly to a supplier. */
    distributorId: userRef('distributor_id'),
    supplierId: userRef('supplier_id'),
    /** Why it was denied, when the administrator said (the last decision's; null after an approval). */
    decisionReason: text('decision_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_distributor_idx').on(t.distributorId),
    index('locations_supplier_idx').on(t.supplierId),
    // The administrator's worklist: the pending ones, oldest first.
    index('locations_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const products = pgTable(
  'products',
  {
    _id: id(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image'),
    contractNumber: text('contract_number').notNull(),
    /** The pack's GS1 GTIN as 14 digits (an 8-, 12- or 13-digit one padded), null until the administrator gives it. */
    gtin: text('gtin'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    minimumOrderSize: integer('minimum_order_size').notNull().default(500),
    supplierId: userRef('supplier_id').notNull(),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_product_id_uq').on(sql`lower(${t.productId})`),
    // Unique where given (nulls are distinct); a search for a GTIN reads it exactly through this index.
    uniqueIndex('products_gtin_uq').on(t.gtin),
    index('products_supplier_idx').on(t.supplierId),
    index('products_created_idx').on(t.createdAt),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
    trigram('products_name_trgm', t.name),
    trigram('products_brand_trgm', t.brand),
    trigram('products_product_id_trgm', t.productId),
    trigram('products_contract_number_trgm', t.contractNumber),
    prefix('products_name_prefix_idx', t.name),
    prefix('products_brand_prefix_idx', t.brand),
    prefix('products_product_id_prefix_idx', t.productId),
    prefix('products_contract_number_prefix_idx', t.contractNumber),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_gtin_14_digits', sql`${t.gtin} ~ '^[0-9]{14}$'`),
  ],
);

export const supplyChains = pgTable(
  'supply_chains',
  {
    _id: id(),
    productId: uuid('product_id')
      .notNull()
      .unique()
      .references(() => products._id),
    status: supplyChainStatus('status').notNull().default('DRAFT'),
    version: version(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was denied, when the administrator said (the last decision's; null after an approval). */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The administrator's worklist: the submitted ones, oldest first.
  (t) => [
    index('supply_chains_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const supplyChainItems = pgTable(
  'supply_chain_items',
  {
    _id: id(),
    supplyChainId: uuid('supply_chain_id')
      .notNull()
      .references(() => supplyChains._id, { onDelete: 'cascade' }),
    type: supplyChainType('type').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    postalCode: text('postal_code').notNull(),
    flag: supplyChainFlag('flag'),
    createdAt: createdAt(),
  },
  (t) => [index('supply_chain_items_chain_idx').on(t.supplyChainId)],
);

/* ---------- stock and the ledger ---------- */

/** A member's reserve of one product: its par level, minimum expiry and (through stock units) what it holds. */
export const stocks = pgTable(
  'stocks',
  {
    _id: id(),
    memberId: userRef('member_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products._id),
    parLevel: integer('par_level').notNull().default(0),
    /** Months of shelf life a lot must still have when it is assigned. */
    minimumExpiry: integer('minimum_expiry').notNull().default(6),
    isReplacable: boolean('is_replacable').notNull().default(true),
    /** Units held across the stock's lots; written only by the ledger (modules/stock/ledger.ts) under the stock's row lock. */
    onHandUnits: integer('on_hand_units').notNull().default(0),
    /** Of those, units held for pending transfers (the sum of its lots' `reserved_units`); written only by the ledger. */
    heldUnits: integer('held_units').notNull().default(0),
    /**
     * Units of its lots an active recall froze (`stock_units.recall_id`), less those already held: they
     * stay on hand until disposed of but nothing may take them. Kept by a trigger on the lots (db/definitions/stock-recalls.ts).
     */
    recalledUnits: integer('recalled_units').notNull().default(0),
    /**
     * Units ordered per month over the usage window (decision 020); null with less than one whole
     * month of history. Written only by `refresh_usage` (db/definitions/stock-usage.ts), when the figures refresh.
     */
    averageMonthlyUsage: numeric('average_monthly_usage', { precision: 12, scale: 2 }),
    /** Available units (on hand less held and recalled) over the daily usage, in days; null without usage. */
    daysOfCover: numeric('days_of_cover', { precision: 12, scale: 1 }).generatedAlwaysAs(
      sql`case when average_monthly_usage > 0 then round((on_hand_units - held_units - recalled_units) * 30.44 / average_monthly_usage, 1) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stocks_member_product_uq').on(t.memberId, t.productId),
    // A product's stocks; with the member, a supplier's dashboard counts its members from this index alone.
    index('stocks_product_idx').on(t.productId, t.memberId),
    index('stocks_created_idx').on(t.createdAt),
    // The administrator's "below par" filter: the rows of the predicate, newest first.
    index('stocks_below_par_idx')
      .on(t.createdAt)
      .where(sql`${t.onHandUnits} < ${t.parLevel}`),
    // Sorting by days of cover (fewest first), and the administrator's "at risk" filter's range.
    index('stocks_cover_idx').on(t.daysOfCover, t.createdAt),
    check('stocks_par_level_nonnegative', sql`${t.parLevel} >= 0`),
    check('stocks_on_hand_nonnegative', sql`${t.onHandUnits} >= 0`),
    check('stocks_held_within_on_hand', sql`${t.heldUnits} >= 0 and ${t.heldUnits} <= ${t.onHandUnits}`),
    check('stocks_recalled_nonnegative', sql`${t.recalledUnits} >= 0`),
  ],
);

/**
 * One lot of a stock at one location. A lot has one identity (stock, location, lot number, expiry):
 * receiving more of it adds to the same row. `units` is kept equal to the sum of its ledger rows.
 */
export const stockUnits = pgTable(
  'stock_units',
  {
    _id: id(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry').notNull(),
    units: integer('units').notNull(),
    /** Units held for pending transfers: not available to orders or other transfers. Written only by the ledger. */
    reservedUnits: integer('reserved_units').notNull().default(0),
    /** The active recall that freezes this lot: no movement but its disposition (the ledger refuses). Set on activation, cleared on close or revert. */
    recallId: uuid('recall_id').references((): AnyPgColumn => recalls._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stock_units_reserved_within_units', sql`${t.reservedUnits} >= 0 and ${t.reservedUnits} <= ${t.units}`),
    uniqueIndex('stock_units_lot_uq').on(t.stockId, t.locationId, t.lotNumber, t.expiry),
    // (location, stock): a distributor's stocks are found from its locations without reading the lots.
    index('stock_units_location_idx').on(t.locationId, t.stockId),
    index('stock_units_recall_idx')
      .on(t.recallId)
      .where(sql`${t.recallId} is not null`),
    check('stock_units_units_nonnegative', sql`${t.units} >= 0`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE, db/definitions/stock-ledger.ts): every change of a stock unit's count, with its cause. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    _id: bigserial('id', { mode: 'number' }).primaryKey(),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    delta: integer('delta').notNull(),
    reason: ledgerReason('reason').notNull(),
    /** The record that caused the change (stock request, order, transfer, replenishment). */
    sourceId: uuid('source_id'),
    actorId: userRef('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_ledger_unit_idx').on(t.stockUnitId),
    index('stock_ledger_stock_idx').on(t.stockId),
    // The rarer rows (adjustments, expiring-lot withdrawals, replacements) by reason and time, covering
    // what wastage sums (the backfill and check of db/definitions/wastage-months.ts). The predicate names only the reasons the enum was
    // created with: a value added later cannot be named in the migrations' transaction that adds it.
    index('stock_ledger_write_offs_idx')
      .on(t.reason, t.createdAt, t.stockId, t.delta)
      .where(
        sql`${t.reason} not in ('SEED', 'STOCK_REQUEST_ASSIGNED', 'STOCK_REQUEST_WITHDRAWN', 'ORDER_CREATED', 'REPLENISHMENT_COMPLETED', 'TRANSFER_OUT', 'TRANSFER_IN')`,
      ),
    check('stock_ledger_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);

/* ---------- par-level requests ---------- */

export const stockRequests = pgTable(
  'stock_requests',
  {
    _id: id(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    memberId: userRef('member_id').notNull(),
    supplierId: userRef('supplier_id').notNull(),
    kind: stockRequestKind('kind').notNull(),
    status: stockRequestStatus('status').notNull().default('PENDING'),
    /** The par level when the request was made. */
    parLevel: integer('par_level').notNull(),
    requestedParLevel: integer('requested_par_level').notNull(),
    minimumExpiry: integer('minimum_expiry').notNull(),
    /** Why it was denied, when the administrator said (the last decision's; null after an approval). */
    decisionReason: text('decision_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_requests_stock_idx').on(t.stockId),
    // The administrator's worklist: the pending ones, oldest first.
    index('stock_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('stock_requests_member_idx').on(t.memberId, t.createdAt),
    index('stock_requests_supplier_idx').on(t.supplierId, t.createdAt),
    index('stock_requests_created_idx').on(t.createdAt),
    // At most one open request per stock; "open" comes from the workflow table.
    uniqueIndex('stock_requests_one_open_uq')
      .on(t.stockId)
      .where(sql`${t.status} in (${sql.raw(stockRequestWorkflow.openStatuses.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/** Proposed lines: for an increase, new lots to add; for a decrease, existing units to withdraw. */
export const stockRequestUnits = pgTable(
  'stock_request_units',
  {
    _id: id(),
    stockRequestId: uuid('stock_request_id')
      .notNull()
      .references(() => stockRequests._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    stockUnitId: uuid('stock_unit_id').references(() => stockUnits._id),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry').notNull(),
    assignedUnits: integer('assigned_units').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_request_units_request_idx').on(t.stockRequestId),
    index('stock_request_units_location_idx').on(t.locationId),
    index('stock_request_units_lot_idx').on(t.stockUnitId),
  ],
);

export const stockRequestComments = pgTable(
  'stock_request_comments',
  {
    _id: id(),
    stockRequestId: uuid('stock_request_id')
      .notNull()
      .references(() => stockRequests._id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_request_comments_request_idx').on(t.stockRequestId, t.createdAt)],
);

/* ---------- replenishments ---------- */

export const replenishments = pgTable(
  'replenishments',
  {
    _id: id(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    memberId: userRef('member_id').notNull(),
    supplierId: userRef('supplier_id').notNull(),
    /** Units to be replenished: the stock's shortfall when the task opened, grown while it was pending. */
    units: integer('units').notNull(),
    status: replenishmentStatus('status').notNull().default('PENDING'),
    /** Why it was denied, when the member said (the last decision's; null after an approval). */
    decisionReason: text('decision_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('replenishments_stock_idx').on(t.stockId),
    index('replenishments_supplier_idx').on(t.supplierId, t.createdAt),
    index('replenishments_member_idx').on(t.memberId, t.createdAt),
    index('replenishments_created_idx').on(t.createdAt),
    // At most one open task per stock; "open" comes from the workflow table.
    uniqueIndex('replenishments_one_open_uq')
      .on(t.stockId)
      .where(sql`${t.status} in (${sql.raw(replenishmentWorkflow.openStatuses.map((s) => `'${s}'`).join(', '))})`),
    check('replenishments_units_positive', sql`${t.units} > 0`),
  ],
);

/** A task's proposed lots, new lots to add when it is paid. */
export const replenishmentUnits = pgTable(
  'replenishment_units',
  {
    _id: id(),
    replenishmentId: uuid('replenishment_id')
      .notNull()
      .references(() => replenishments._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry').notNull(),
    assignedUnits: integer('assigned_units').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replenishment_units_task_idx').on(t.replenishmentId), index('replenishment_units_location_idx').on(t.locationId)],
);

export const replenishmentComments = pgTable(
  'replenishment_comments',
  {
    _id: id(),
    replenishmentId: uuid('replenishment_id')
      .notNull()
      .references(() => replenishments._id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replenishment_comments_task_idx').on(t.replenishmentId, t.createdAt)],
);

/* ---------- transfers between members ---------- */

/** A member offers units of lots of one of its stocks to another member; the recipient decides. */
export const transfers = pgTable(
  'transfers',
  {
    _id: id(),
    /** The sender's stock the units come from. */
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    senderMemberId: userRef('sender_member_id').notNull(),
    recipientMemberId: userRef('recipient_member_id').notNull(),
    /** The supplier of the stock's product, written with the transfer (as on an order): its list reads its own index. Follows the product: db/definitions/transfer-lists.ts. */
    supplierId: userRef('supplier_id').notNull(),
    status: transferStatus('status').notNull().default('PENDING'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfers_sender_idx').on(t.senderMemberId, t.createdAt),
    index('transfers_recipient_idx').on(t.recipientMemberId, t.createdAt),
    index('transfers_stock_idx').on(t.stockId),
    index('transfers_created_idx').on(t.createdAt),
    index('transfers_supplier_idx').on(t.supplierId, t.createdAt, t._id),
    check('transfers_not_to_oneself', sql`${t.senderMemberId} <> ${t.recipientMemberId}`),
  ],
);

/**
 * The distributors holding a lot of each transfer, with the transfer's creation time: a
 * distributor's transfer list walks its own entries in order. Kept by a trigger on the lines'
 * insertion (a lot does not move); `reconcile()` checks it against the lines.
 * Kept by db/definitions/transfer-lists.ts.
 */
export const transferDistributors = pgTable(
  'transfer_distributors',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers._id, { onDelete: 'cascade' }),
    distributorId: userRef('distributor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.distributorId] }), index('transfer_distributors_list_idx').on(t.distributorId, t.createdAt, t.transferId)],
);

/** The units of each lot a transfer moves; held on the lot (stock_units.reserved_units) while it is pending. */
export const transferUnits = pgTable(
  'transfer_units',
  {
    _id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers._id, { onDelete: 'cascade' }),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    units: integer('units').notNull(),
  },
  (t) => [
    index('transfer_units_transfer_idx').on(t.transferId),
    index('transfer_units_lot_idx').on(t.stockUnitId),
    check('transfer_units_positive', sql`${t.units} > 0`),
  ],
);

/* ---------- replacements (stock rotation) ---------- */

/**
 * Units of a stock's lots swapped for fresher lots of its supplier's. The units out are held on
 * their lots (stock_units.reserved_units, as a transfer's) from the request until the member decides.
 */
export const stockReplacements = pgTable(
  'stock_replacements',
  {
    _id: id(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    memberId: userRef('member_id').notNull(),
    /** The supplier of the stock's product, written with the replacement: its list reads its own index. Follows the product: db/definitions/replacement-lists.ts. */
    supplierId: userRef('supplier_id').notNull(),
    /** Who opened it: the member, or its supplier on a stock the member lets it replace. */
    requestedBy: userType('requested_by').notNull(),
    note: text('note'),
    /** Units taken out, the sum of its lines; the lots put in must add up to it. */
    units: integer('units').notNull(),
    /** The recall whose frozen units it takes out (offered by the recall's supplier); they leave as its disposition. */
    recallId: uuid('recall_id').references(() => recalls._id),
    status: replacementStatus('status').notNull().default('PENDING'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_replacements_member_idx').on(t.memberId, t.createdAt),
    index('stock_replacements_supplier_idx').on(t.supplierId, t.createdAt),
    index('stock_replacements_created_idx').on(t.createdAt),
    index('stock_replacements_stock_idx').on(t.stockId),
    index('stock_replacements_recall_idx')
      .on(t.recallId)
      .where(sql`${t.recallId} is not null`),
    check('stock_replacements_units_positive', sql`${t.units} > 0`),
    check('stock_replacements_requested_by', sql`${t.requestedBy} in ('member', 'supplier')`),
  ],
);

/** The units of each lot a replacement takes out; held on the lot while the replacement is open. */
export const stockReplacementUnits = pgTable(
  'stock_replacement_units',
  {
    _id: id(),
    replacementId: uuid('replacement_id')
      .notNull()
      .references(() => stockReplacements._id, { onDelete: 'cascade' }),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    units: integer('units').notNull(),
  },
  (t) => [
    index('stock_replacement_units_replacement_idx').on(t.replacementId),
    index('stock_replacement_units_lot_idx').on(t.stockUnitId),
    check('stock_replacement_units_positive', sql`${t.units} > 0`),
  ],
);

/** The fresher lots the supplier proposes; they enter the stock when the member approves. */
export const stockReplacementLots = pgTable(
  'stock_replacement_lots',
  {
    _id: id(),
    replacementId: uuid('replacement_id')
      .notNull()
      .references(() => stockReplacements._id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry').notNull(),
    assignedUnits: integer('assigned_units').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_replacement_lots_replacement_idx').on(t.replacementId),
    index('stock_replacement_lots_location_idx').on(t.locationId),
    check('stock_replacement_lots_positive', sql`${t.assignedUnits} > 0`),
  ],
);

export const stockReplacementComments = pgTable(
  'stock_replacement_comments',
  {
    _id: id(),
    replacementId: uuid('replacement_id')
      .notNull()
      .references(() => stockReplacements._id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_replacement_comments_replacement_idx').on(t.replacementId, t.createdAt)],
);

/* ---------- counts and adjustments ---------- */

/**
 * A count (stocktake) of one location's lots, by its operator or the administrator. At most one
 * open or waiting per location. A submitted count's variances are applied as adjustments, or wait
 * for the administrator over the thresholds (decision 026).
 */
export const counts = pgTable(
  'counts',
  {
    _id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    status: countStatus('status').notNull().default('OPEN'),
    /** The expected units are hidden from the counter while it is open. */
    blind: boolean('blind').notNull().default(false),
    /** Whose session opened it (the audit trail keeps who really acted). */
    openedBy: userRef('opened_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('counts_one_open_per_location_uq')
      .on(t.locationId)
      .where(sql`${t.status} in ('OPEN', 'AWAITING_APPROVAL')`),
    // An operator's list: its locations' counts, newest first.
    index('counts_location_idx').on(t.locationId, t.createdAt),
    index('counts_created_idx').on(t.createdAt),
    // The administrator's worklist: the waiting ones, oldest first.
    index('counts_awaiting_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'AWAITING_APPROVAL'`),
  ],
);

/** One lot of the counted location: its units when the line was counted, and what was counted. */
export const countLines = pgTable(
  'count_lines',
  {
    _id: id(),
    countId: uuid('count_id')
      .notNull()
      .references(() => counts._id, { onDelete: 'cascade' }),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    /** The lot's units when this line was last saved: the variance is measured against it, so later movements are kept. */
    expectedUnits: integer('expected_units'),
    countedUnits: integer('counted_units'),
    reason: ledgerReason('reason'),
    note: text('note'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('count_lines_count_lot_uq').on(t.countId, t.stockUnitId),
    // A count's figures (lines, counted, variances), from the index alone: what a counts list row shows.
    index('count_lines_count_counted_idx').on(t.countId, t.countedUnits, t.expectedUnits),
    index('count_lines_lot_idx').on(t.stockUnitId),
    check('count_lines_counted_nonnegative', sql`${t.countedUnits} >= 0`),
  ],
);

/** A lot found on the shelf but not on the books: received (FOUND) into the named stock when the count applies. */
export const countFound = pgTable(
  'count_found',
  {
    _id: id(),
    countId: uuid('count_id')
      .notNull()
      .references(() => counts._id, { onDelete: 'cascade' }),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry').notNull(),
    countedUnits: integer('counted_units').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('count_found_count_idx').on(t.countId), check('count_found_positive', sql`${t.countedUnits} > 0`)],
);

/**
 * What the ledger does not keep of an adjustment: its note, whose session made it and the count
 * that applied it. Its units, reason, real actor and time are the ledger row's (`ledger_id`), the one
 * source of truth; the stock, member and location (which never change for a lot) are copied so each
 * list reads its own index.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    _id: id(),
    ledgerId: bigint('ledger_id', { mode: 'number' })
      .notNull()
      .references(() => stockLedger._id),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    memberId: userRef('member_id').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    countId: uuid('count_id').references(() => counts._id),
    /** The recall this adjustment disposed of (RECALL_RETURNED, RECALL_DESTROYED, or LOST when not found). */
    recallId: uuid('recall_id').references(() => recalls._id),
    /** Whose session made it; the ledger row's actor is who really acted (the administrator impersonating). */
    userId: userRef('user_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('adjustments_ledger_uq').on(t.ledgerId),
    index('adjustments_member_idx').on(t.memberId, t.createdAt),
    index('adjustments_location_idx').on(t.locationId, t.createdAt),
    index('adjustments_stock_idx').on(t.stockId, t.createdAt),
    index('adjustments_created_idx').on(t.createdAt),
    index('adjustments_count_idx').on(t.countId),
    index('adjustments_recall_idx')
      .on(t.recallId, t.createdAt)
      .where(sql`${t.recallId} is not null`),
  ],
);

/* ---------- recalls ---------- */

/**
 * A recall of a product's lots (`lotNumbers`, or every lot when null) by its supplier or the
 * administrator. Activation freezes the matching lots (`stock_units.recall_id`), writes the trace
 * (`recall_lots`) and a task per holding member (`recall_tasks`); dispositions are adjustments
 * naming it (`adjustments.recall_id`).
 */
export const recalls = pgTable(
  'recalls',
  {
    _id: id(),
    /** The human recall number. */
    recallNumber: serial('recall_number').notNull().unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products._id),
    /** The product's supplier when the recall was made: its list reads this column. */
    supplierId: userRef('supplier_id').notNull(),
    lotNumbers: text('lot_numbers').array(),
    class: recallClass('class').notNull(),
    reason: text('reason').notNull(),
    action: recallAction('action').notNull(),
    respondBy: date('respond_by').notNull(),
    status: recallStatus('status').notNull().default('DRAFT'),
    /** Whose session made it (the audit trail keeps who really acted). */
    createdBy: userRef('created_by').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    revertNote: text('revert_note'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recalls_created_idx').on(t.createdAt, t._id),
    index('recalls_supplier_idx').on(t.supplierId, t.createdAt, t._id),
    // Lots received while a recall is active are frozen at once: the ledger finds it by product.
    index('recalls_active_product_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The worklist's recalls past their respond-by date: the active ones, by that date.
    index('recalls_overdue_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * The trace: each lot the recall froze, with its units when located (at activation, or when a lot
 * of the recall was received later) and what has been done with them since. `member_id` and
 * `location_id` are copied from the lot so the trace groups and each holder's list read an index.
 */
export const recallLots = pgTable(
  'recall_lots',
  {
    recallId: uuid('recall_id')
      .notNull()
      .references(() => recalls._id),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    memberId: userRef('member_id').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    locatedUnits: integer('located_units').notNull(),
    returnedUnits: integer('returned_units').notNull().default(0),
    destroyedUnits: integer('destroyed_units').notNull().default(0),
    lostUnits: integer('lost_units').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.stockUnitId] }),
    index('recall_lots_member_idx').on(t.memberId, t.recallId),
    index('recall_lots_location_idx').on(t.locationId, t.recallId),
    check('recall_lots_accounted_within_located', sql`${t.returnedUnits} + ${t.destroyedUnits} + ${t.lostUnits} <= ${t.locatedUnits}`),
  ],
);

/** A holding member's part of an active recall: acknowledged by the member, DONE when none of its units remain. */
export const recallTasks = pgTable(
  'recall_tasks',
  {
    _id: id(),
    recallId: uuid('recall_id')
      .notNull()
      .references(() => recalls._id),
    memberId: userRef('member_id').notNull(),
    status: recallTaskStatus('status').notNull().default('OPEN'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: userRef('acknowledged_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recall_tasks_recall_member_uq').on(t.recallId, t.memberId),
    // A member's open tasks (its dashboard) and its recalls list.
    index('recall_tasks_member_idx').on(t.memberId, t.status, t.createdAt),
  ],
);

/* ---------- orders and invoices ---------- */

/** One order takes units of one stock unit (lot) out of a member's stock. */
export const orders = pgTable(
  'orders',
  {
    _id: id(),
    /** The human order number. */
    orderId: serial('order_number').notNull().unique(),
    type: orderType('type').notNull().default('STANDARD'),
    status: orderStatus('status').notNull().default('CREATED'),
    isApproved: boolean('is_approved').notNull().default(true),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks._id),
    stockUnitId: uuid('stock_unit_id')
      .notNull()
      .references(() => stockUnits._id),
    memberId: userRef('member_id').notNull(),
    supplierId: userRef('supplier_id').notNull(),
    distributorId: userRef('distributor_id'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations._id),
    units: integer('units').notNull(),
    lotNumber: text('lot_number').notNull(),
    unitsExpiry: date('units_expiry').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every order list is of one type (Orders or Expiring Lots), newest first with the id breaking
    // ties: each scope's index leads with the scope and the type, so a page reads 20 index entries
    // in order and its count reads only the scope's entries of that type.
    index('orders_type_created_idx').on(t.type, t.createdAt, t._id),
    // A lot has at most one open expiring-lot order, however often and wherever the job runs.
    uniqueIndex('orders_one_open_expiring_uq')
      .on(t.stockUnitId)
      .where(sql`${t.type} = 'EXPIRING' and ${t.status} in (${sql.raw(orderWorkflow.openStatuses.map((s) => `'${s}'`).join(', '))})`),
    index('orders_stock_unit_idx').on(t.stockUnitId),
    index('orders_stock_idx').on(t.stockId),
    trigram('orders_lot_number_trgm', t.lotNumber),
    prefix('orders_lot_number_prefix_idx', t.lotNumber),
    // A member's Orders list both types (no type condition); its Expiring Lots one.
    index('orders_member_idx').on(t.memberId, t.createdAt, t._id),
    index('orders_member_type_idx').on(t.memberId, t.type, t.createdAt, t._id),
    index('orders_supplier_type_idx').on(t.supplierId, t.type, t.createdAt, t._id),
    index('orders_distributor_type_idx').on(t.distributorId, t.type, t.createdAt, t._id),
    // A distributor's dashboard counts the members of its orders from this index alone.
    index('orders_distributor_member_idx').on(t.distributorId, t.memberId),
    check('orders_units_positive', sql`${t.units} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    _id: id(),
    /** The human invoice number. */
    invoiceId: serial('invoice_number').notNull().unique(),
    stockRequestId: uuid('stock_request_id').references(() => stockRequests._id),
    replenishmentId: uuid('replenishment_id').references(() => replenishments._id),
    memberId: userRef('member_id').notNull(),
    supplierId: userRef('supplier_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products._id),
    units: integer('units').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** units x unitPrice, before tax: at most MAX_UNITS x MAX_PRICE, which numeric(16,2) holds. */
    finalAmount: numeric('final_amount', { precision: 16, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_stock_request_uq').on(t.stockRequestId),
    uniqueIndex('invoices_replenishment_uq').on(t.replenishmentId),
    index('invoices_member_idx').on(t.memberId),
    index('invoices_supplier_idx').on(t.supplierId),
    index('invoices_product_idx').on(t.productId),
  ],
);

/* ---------- messages ---------- */

export const notifications = pgTable(
  'notifications',
  {
    _id: id(),
    recipientId: userRef('recipient_id').notNull(),
    recipientType: userType('recipient_type').notNull(),
    senderId: userRef('sender_id'),
    type: notificationType('type').notNull(),
    message: text('message').notNull(),
    messageMain: text('message_main').notNull(),
    link: text('link').notNull(),
    isSeen: boolean('is_seen').notNull().default(false),
    askForApproval: boolean('ask_for_approval').notNull().default(false),
    stockId: uuid('stock_id'),
    stockRequestId: uuid('stock_request_id'),
    stockReplenishId: uuid('stock_replenish_id'),
    orderId: uuid('order_id'),
    locationId: uuid('location_id'),
    supplyChainId: uuid('supply_chain_id'),
    stockTransferRequestId: uuid('stock_transfer_request_id'),
    stockReplacementId: uuid('stock_replacement_id'),
    countId: uuid('count_id'),
    recallId: uuid('recall_id'),
    createdAt: createdAt(),
    /**
     * The notification's place in its recipient's live feed (the stream's event id, decision 018):
     * given at commit by a deferred trigger under a lock (db/definitions/notification-feed.ts), so it grows in the order rows become
     * visible and a reader past N never meets a later row below N. Null only inside the writing transaction.
     */
    seq: bigint('seq', { mode: 'number' }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    index('notifications_recipient_seq_idx').on(t.recipientId, t.seq),
    // Sorting by title, and searching an administrator's few hundred thousand notifications.
    index('notifications_recipient_title_idx').on(t.recipientId, sql`lower(${t.messageMain})`),
    prefix('notifications_message_prefix_idx', t.message, t.recipientId),
    prefix('notifications_message_main_prefix_idx', t.messageMain, t.recipientId),
    trigram('notifications_message_trgm', t.message),
    trigram('notifications_message_main_trgm', t.messageMain),
    // A decision clears the "Needs your approval" of its record's notifications (notifications.settleApprovals).
    index('notifications_asking_request_idx')
      .on(t.stockRequestId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_replenishment_idx')
      .on(t.stockReplenishId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_location_idx')
      .on(t.locationId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_supply_chain_idx')
      .on(t.supplyChainId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_transfer_idx')
      .on(t.stockTransferRequestId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_replacement_idx')
      .on(t.stockReplacementId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_count_idx')
      .on(t.countId)
      .where(sql`${t.askForApproval}`),
    index('notifications_asking_order_idx')
      .on(t.orderId)
      .where(sql`${t.askForApproval}`),
  ],
);

/** Contact messages sent to the programme. */
export const queries = pgTable('queries', {
  _id: id(),
  senderId: userRef('sender_id').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Who did what. `actorId` is who really acted; `userId` whose session it was (they differ under impersonation). */
export const auditEvents = pgTable(
  'audit_events',
  {
    _id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    actorId: userRef('actor_id'),
    /** The API key the call was made with; null for a person's session. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys._id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    // A record's timeline and a user's activity read newest first, a page at a time, from these
    // (decision 023), walked backwards: ORDER BY created_at DESC, id DESC is NULLS FIRST, which an
    // ascending index read backwards gives and Drizzle's DESC (NULLS LAST) would not.
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt, t._id),
    index('audit_events_user_idx').on(t.userId, t.createdAt, t._id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt, t._id),
  ],
);

/** Named locks and last-run marks for scheduled jobs (the expiring-lots job). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/* ---------- totals kept by the database (db/definitions; decision 011) ---------- */

/**
 * Row counts of the big lists' tables, kept by statement triggers on insert and delete (orders by
 * type: `orders:STANDARD`), so that an administrator's unfiltered list reads its total from here
 * instead of counting a hundred thousand rows. Spread over shards (the backend's pid) so that
 * concurrent writers rarely wait on one row; a total is the sum of its shards.
 * Kept by db/definitions/list-totals.ts.
 */
export const listTotals = pgTable(
  'list_totals',
  {
    name: text('name').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

/** Each recipient's notifications and unseen notifications, kept by statement triggers on `notifications`; sharded like `list_totals`. Kept by db/definitions/notification-totals.ts. */
export const notificationTotals = pgTable(
  'notification_totals',
  {
    recipientId: uuid('recipient_id').notNull(),
    shard: smallint('shard').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    unseen: bigint('unseen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.shard] })],
);

/**
 * Total Stock: the units members hold of a product at a location, with the number of lots and the
 * first and last lot's creation; one row per pair that holds units. Kept by statement triggers on
 * `stock_units` (which only the ledger writes), so the list reads pairs, not every lot.
 * Kept by db/definitions/stock-totals.ts.
 */
export const stockTotals = pgTable(
  'stock_totals',
  {
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    units: integer('units').notNull(),
    /** Of those, units of lots an active recall froze. */
    recalledUnits: integer('recalled_units').notNull().default(0),
    lots: integer('lots').notNull(),
    firstLotAt: timestamp('first_lot_at', { withTimezone: true }).notNull(),
    lastLotAt: timestamp('last_lot_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('stock_totals_last_idx').on(t.lastLotAt),
    index('stock_totals_first_idx').on(t.firstLotAt),
    index('stock_totals_location_idx').on(t.locationId),
  ],
);

/* ---------- the dashboards' figures, kept by the database (db/definitions; decision 011) ---------- */

/**
 * The owner of the programme-wide rows of `orderMonths`: no user has this id, so the administrator's
 * figures sit beside each member's, supplier's and distributor's.
 */
export const PROGRAMME_OWNER = '00000000-0000-0000-0000-000000000000';

/**
 * Orders per calendar month (UTC) of each member, supplier and distributor named on the order, and
 * of the whole programme (`PROGRAMME_OWNER`): the dashboards' order totals and their chart. Kept by
 * triggers on `orders`; sharded like `list_totals`, a figure is the sum of its shards.
 * Kept by db/definitions/order-months.ts.
 */
export const orderMonths = pgTable(
  'order_months',
  {
    ownerId: uuid('owner_id').notNull(),
    month: date('month').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.shard] })],
);

/**
 * Records per status of the tables the dashboards and the administrator's worklist count
 * (`stock_requests`, `locations`, `supply_chains` by status; `users` by type and activity, as
 * `member:active`; `products` as `approved` or `unapproved`). Kept by triggers; sharded like `list_totals`.
 * Kept by db/definitions/status-totals.ts.
 */
export const statusTotals = pgTable(
  'status_totals',
  {
    name: text('name').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.status, t.shard] })],
);

/* ---------- the decision-support figures, kept by the database (db/definitions; decision 020) ---------- */

/** Units of standard orders per stock and calendar month (UTC): the history average usage reads. Kept by db/definitions/stock-usage.ts. */
export const stockUsageMonths = pgTable(
  'stock_usage_months',
  {
    stockId: uuid('stock_id').notNull(),
    month: date('month').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.month] })],
);

/**
 * The lots projected to expire unused (the chained method, contract `expiryRisk`), as of the
 * figures' day: one row per lot with units at risk. Written only by `refresh_lot_risks`, which the
 * ledger calls for each stock whose units it changes, and the daily refresh for every stock.
 * Kept by db/definitions/lot-risks.ts.
 */
export const lotRisks = pgTable(
  'lot_risks',
  {
    stockUnitId: uuid('stock_unit_id')
      .primaryKey()
      .references(() => stockUnits._id),
    stockId: uuid('stock_id').notNull(),
    memberId: uuid('member_id').notNull(),
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    /** The product's supplier and the location's distributor as the row was written: the owners its `lotRiskMonths` count it under. */
    supplierId: uuid('supplier_id'),
    distributorId: uuid('distributor_id'),
    expiry: date('expiry').notNull(),
    unitsAtRisk: integer('units_at_risk').notNull(),
    /** unitsAtRisk x the product's price, kept with it (and by a trigger when a price changes), so the lists sort and sum without products. */
    valueAtRisk: numeric('value_at_risk', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    // The programme's months (an index-only range of the horizon) and its lots most value first.
    index('lot_risks_expiry_idx').on(t.expiry, t.unitsAtRisk, t.valueAtRisk),
    index('lot_risks_value_idx').on(t.valueAtRisk.desc(), t.expiry, t.stockUnitId),
    index('lot_risks_stock_idx').on(t.stockId),
    index('lot_risks_member_idx').on(t.memberId, t.expiry),
    index('lot_risks_product_idx').on(t.productId, t.expiry),
    index('lot_risks_location_idx').on(t.locationId, t.expiry),
  ],
);

/**
 * The lots at risk per month of expiry, of the programme (`PROGRAMME_OWNER`) and of each member,
 * supplier and distributor: what the expiry-risk screens chart and count, without summing the lots.
 * Kept by statement triggers on `lot_risks`, each transaction on a shard of its own
 * (`transaction_shard()`); a figure is the sum of its shards. Kept by db/definitions/lot-risk-months.ts.
 */
export const lotRiskMonths = pgTable(
  'lot_risk_months',
  {
    ownerId: uuid('owner_id').notNull(),
    month: date('month').notNull(),
    shard: smallint('shard').notNull(),
    lots: bigint('lots', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.shard] })],
);

/**
 * Wastage (units written off as expired, and their value at the product's price now) per calendar
 * month in Toronto, of the programme (`PROGRAMME_OWNER`) and of each member: the dashboards' wastage
 * card reads twelve rows instead of joining every write-off to its stock and product. Kept by
 * triggers on `stock_ledger` (each transaction on a shard of its own), `products` (a new price
 * revalues) and `stocks`; db/definitions/wastage-months.ts.
 */
export const wastageMonths = pgTable(
  'wastage_months',
  {
    ownerId: uuid('owner_id').notNull(),
    month: date('month').notNull(),
    shard: smallint('shard').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.shard] })],
);

/**
 * What the kept figures are as of (one row): the day lot risks were projected from, the usage
 * window the averages cover, and how far the refresh has got. Written by the figures refresh (modules/figures).
 */
export const figuresState = pgTable(
  'figures_state',
  {
    id: smallint('id').primaryKey().default(1),
    day: date('day').notNull(),
    firstMonth: date('first_month').notNull(),
    months: smallint('months').notNull(),
    /** LEAD_TIME_DAYS as of the refresh: the kept suggestions' recipients are the stocks under it. */
    leadTimeDays: smallint('lead_time_days').notNull().default(30),
    /** When this day, window and lead time were stamped. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The refresh's progress: the last stock (in id order) refreshed as of this stamp, null before the first batch. */
    doneThrough: uuid('done_through'),
    /** When the refresh last stamped or finished a batch: a refresh that stops moving is resumed by the next job. */
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
    /** When every stock and product was refreshed as of this stamp; null while a refresh runs (or died). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('figures_state_one_row', sql`${t.id} = 1`)],
);

/**
 * Redistribution (decision 021): the programme's sharing-out of its lots at risk
 * (contract `shareLotsAtRisk`), kept per product. Rewritten by modules/redistribution for the
 * products named in `redistributionStale`, before each read and by the figures job.
 */
export const redistributionSuggestions = pgTable(
  'redistribution_suggestions',
  {
    stockUnitId: uuid('stock_unit_id').notNull(),
    toMemberId: uuid('to_member_id').notNull(),
    fromMemberId: uuid('from_member_id').notNull(),
    productId: uuid('product_id').notNull(),
    expiry: date('expiry').notNull(),
    units: integer('units').notNull(),
    valueSaved: numeric('value_saved', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stockUnitId, t.toMemberId] }),
    // The lists' order (most value saved first), for the programme and for a holder.
    index('redistribution_suggestions_value_idx').on(t.valueSaved.desc(), t.expiry, t.stockUnitId, t.toMemberId),
    index('redistribution_suggestions_holder_idx').on(t.fromMemberId, t.valueSaved.desc(), t.expiry, t.stockUnitId, t.toMemberId),
    index('redistribution_suggestions_product_idx').on(t.productId),
  ],
);

/**
 * How many suggestions each holder (and the programme, `PROGRAMME_OWNER`) has and the value they
 * would save: what the lists' totals read, kept by statement triggers on `redistributionSuggestions`
 * (db/definitions/redistribution.ts). One recomputer writes at a time (decision 021), so no shards.
 */
export const redistributionTotals = pgTable('redistribution_totals', {
  ownerId: uuid('owner_id').primaryKey(),
  suggestions: integer('suggestions').notNull(),
  valueSaved: numeric('value_saved', { precision: 16, scale: 2 }).notNull(),
});

/**
 * Products whose kept suggestions may be out of date: a log, one row per change (duplicates and
 * all, so writers never wait on one another), written by triggers (db/definitions/redistribution.ts) wherever what
 * the sharing-out reads changes, and emptied by whoever recomputes them.
 */
export const redistributionStale = pgTable('redistribution_stale', {
  productId: uuid('product_id').notNull(),
});

/**
 * Supply-chain risk (decision 020): one row per product, the figures its risk order is read
 * from, kept by triggers (db/definitions/product-supply.ts) on `stock_totals` (units, and the holders when a product
 * comes to or leaves a location), `stocks` (held units, average usage), `locations` (a status or
 * owner change recounts the holders of the products there), `supply_chain_items` (flags) and
 * `products` (a new product's row); the figures refresh recomputes every row
 * (`refresh_product_supply`). Holders are approved locations holding units, and their distributors
 * (a supplier's own location has none).
 */
export const productSupply = pgTable(
  'product_supply',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products._id, { onDelete: 'cascade' }),
    /** Units members hold, programme-wide (every location). */
    units: integer('units').notNull().default(0),
    /** Of those, units held for pending transfers. */
    heldUnits: integer('held_units').notNull().default(0),
    /** Of those, units of lots an active recall froze and no transfer holds (its stocks' `recalled_units`). */
    recalledUnits: integer('recalled_units').notNull().default(0),
    /** The sum of its stocks' average monthly usage (a stock without one adds nothing). */
    usage: numeric('usage', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Approved locations holding units of it that no recall froze. */
    locations: integer('locations').notNull().default(0),
    /** Distributors of those locations. */
    distributors: integer('distributors').notNull().default(0),
    /** Of those locations, the ones a supplier holds itself (no distributor). */
    supplierLocations: integer('supplier_locations').notNull().default(0),
    /** Partners of its supply chain flagged RED, and YELLOW. */
    redFlags: integer('red_flags').notNull().default(0),
    yellowFlags: integer('yellow_flags').notNull().default(0),
    /** The risk order's first key (contract `supplyRiskTier`): 0 one holder or none and a red flag, 1 one holder or none, 2 a red flag, 3 neither. */
    tier: smallint('tier').generatedAlwaysAs(
      sql`case when locations <= 1 or (distributors = 1 and supplier_locations = 0) then case when red_flags > 0 then 0 else 1 end when red_flags > 0 then 2 else 3 end`,
    ),
    /** Available units (held and recalled ones excluded) over the daily usage, in days; null without usage. */
    daysOfCover: numeric('days_of_cover', { precision: 14, scale: 1 }).generatedAlwaysAs(
      sql`case when usage > 0 then round((units - held_units - recalled_units) * 30.44 / usage, 1) end`,
    ),
  },
  // The risk order, most at risk first: tier, fewest days of cover (none last), fewest units, id.
  (t) => [index('product_supply_risk_idx').on(t.tier, t.daysOfCover, t.units, t.productId)],
);

/* ---------- state shared by every process of one deployment (decision 017) ---------- */

/**
 * Secrets every process must agree on, made once by whichever process starts first: `jwt`, the
 * token signing key when JWT_SECRET is not set.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The sign-in limit per network address (`@fastify/rate-limit`'s store, platform/rate-limit-store.ts):
 * calls counted per limiter key until the window ends. UNLOGGED (written by hand in its migration:
 * drizzle-kit cannot express it): a counter is not worth a WAL write, and a crash that empties it
 * forgives a window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    calls: integer('calls').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at').on(t.windowEndsAt)],
);

/* ---------- files ---------- */

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads a Buffer, PGlite a Uint8Array: one type for the code.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded pictures (profile pictures, product images), re-encoded, one row per content: `hash` is
 * the SHA-256 of `bytes`, so the same picture sent twice is stored once. Rows refer to one as
 * `uploads/<hash>.<ext>`, the path it is served from by any process.
 */
export const uploads = pgTable('uploads', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
