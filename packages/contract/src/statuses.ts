/** Every status of every workflow, in one place. Each workflow's transitions live in the API's workflow.ts. */
import type { ApiKeyScope, ApiKeyStatus, UserType } from './constants.js';

export const LOCATION_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const STOCK_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'ASSIGNED_REQUEST', 'ASSIGN_APPROVED', 'ASSIGNED'] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];

export const STOCK_REQUEST_KINDS = ['INCREASE', 'DECREASE'] as const;
export type StockRequestKind = (typeof STOCK_REQUEST_KINDS)[number];

export const REPLENISHMENT_STATUSES = ['PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED', 'COMPLETED'] as const;
export type ReplenishmentStatus = (typeof REPLENISHMENT_STATUSES)[number];

export const TRANSFER_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A stock replacement (stock rotation): units of old lots out, the supplier's fresher lots in. */
export const REPLACEMENT_STATUSES = ['PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED'] as const;
export type ReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];

export const ORDER_STATUSES = ['CREATED', 'PACKAGED', 'COMPLETED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// Named in the catalogues' messages (MESSAGE_PARAMS), so they live with the constants the sign-in
// page loads; the rest of this module loads with a portal (e2e/budget.test.ts).
export { ORDER_TYPES, SUPPLY_CHAIN_FLAGS, SUPPLY_CHAIN_TYPES, type OrderType, type SupplyChainFlag, type SupplyChainType } from './constants.js';

export const SUPPLY_CHAIN_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'DENIED'] as const;
export type SupplyChainStatus = (typeof SUPPLY_CHAIN_STATUSES)[number];

/** Why a stock unit's count changed; one value per kind of ledger row. */
export const LEDGER_REASONS = [
  'SEED',
  'STOCK_REQUEST_ASSIGNED',
  'STOCK_REQUEST_WITHDRAWN',
  'ORDER_CREATED',
  'EXPIRING_ORDER_APPROVED',
  'REPLENISHMENT_COMPLETED',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'REPLACEMENT_OUT',
  'REPLACEMENT_IN',
  'DAMAGED',
  'EXPIRED',
  'LOST',
  'STOLEN',
  'FOUND',
  'COUNT_CORRECTION',
  'RECALL_RETURNED',
  'RECALL_DESTROYED',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * Why an operator changed a lot's units by hand or by a count: each is a ledger reason, so every
 * adjustment is a ledger row. Only ADDING_REASONS may add units; EXPIRED writes off an expired lot.
 */
export const ADJUSTMENT_REASONS = ['DAMAGED', 'EXPIRED', 'LOST', 'STOLEN', 'FOUND', 'COUNT_CORRECTION', 'RECALL_RETURNED', 'RECALL_DESTROYED'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADDING_REASONS = ['FOUND', 'COUNT_CORRECTION'] as const satisfies readonly AdjustmentReason[];
export const canAdd = (reason: AdjustmentReason) => (ADDING_REASONS as readonly AdjustmentReason[]).includes(reason);

/**
 * A count (stocktake) of one location: OPEN while counted, then applied, or waiting for the
 * administrator over the thresholds; CANCELLED when abandoned while open (nothing moved).
 */
export const COUNT_STATUSES = ['OPEN', 'AWAITING_APPROVAL', 'APPLIED', 'DENIED', 'CANCELLED'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/**
 * A recall of a product's lots (or all of them): a DRAFT until activated; ACTIVE freezes every
 * matching lot (no movement but its disposition) and gives each holding member a task; CLOSED once
 * every located unit is accounted for; REVERTED by the administrator when started by mistake.
 */
export const RECALL_STATUSES = ['DRAFT', 'ACTIVE', 'CLOSED', 'REVERTED'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];

/** Health Canada's recall classes: I the most serious. */
export const RECALL_CLASSES = ['I', 'II', 'III'] as const;
export type RecallClass = (typeof RECALL_CLASSES)[number];

/** What the holders must do with the recalled units. */
export const RECALL_ACTIONS = ['RETURN', 'DESTROY'] as const;
export type RecallAction = (typeof RECALL_ACTIONS)[number];

/** A holding member's part of a recall: told (OPEN), acknowledged, and DONE when none of its units remain. */
export const RECALL_TASK_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'DONE'] as const;
export type RecallTaskStatus = (typeof RECALL_TASK_STATUSES)[number];

/** How a located unit left: each is the ledger reason RECALL_RETURNED, RECALL_DESTROYED or LOST (not found). */
export const RECALL_DISPOSITIONS = ['RETURNED', 'DESTROYED', 'LOST'] as const;
export type RecallDisposition = (typeof RECALL_DISPOSITIONS)[number];

/**
 * When a count's variance waits for the administrator: a line whose |counted - expected| is more
 * than `percent` % of its expected units, or more than `units` (COUNT_APPROVAL_PERCENT, COUNT_APPROVAL_UNITS).
 */
export interface CountApproval {
  percent: number;
  units: number;
}
export const COUNT_APPROVAL: CountApproval = { percent: 10, units: 100 };
/** Whether a line's variance needs the administrator's approval. */
export const needsApproval = (variance: number, expected: number, { percent, units }: CountApproval) =>
  Math.abs(variance) > units || Math.abs(variance) * 100 > percent * expected;

/** Every event that writes notifications (see the spec's notification link table). */
export const NOTIFICATION_TYPES = [
  'STOCK_REQUEST_CREATED',
  'STOCK_REQUEST_APPROVED',
  'STOCK_REQUEST_DENIED',
  'STOCK_REQUEST_ASSIGNED',
  'STOCK_REQUEST_PROPOSAL_APPROVED',
  'STOCK_ASSIGNED',
  'STOCK_REQUEST_COMMENT',
  'REPLENISHMENT_CREATED',
  'REPLENISHMENT_ASSIGNED',
  'REPLENISHMENT_APPROVED',
  'REPLENISHMENT_DENIED',
  'REPLENISHMENT_COMMENT',
  'STOCK_REPLENISHED',
  'ORDER_CREATED',
  'ORDER_DISPATCHED',
  'ORDER_COMPLETED',
  'ORDER_APPROVED',
  'EXPIRING_ORDER_CREATED',
  'TRANSFER_CREATED',
  'TRANSFER_APPROVED',
  'TRANSFER_DENIED',
  'REPLACEMENT_CREATED',
  'REPLACEMENT_ASSIGNED',
  'REPLACEMENT_APPROVED',
  'REPLACEMENT_DENIED',
  'REPLACEMENT_COMMENT',
  'STOCK_ADJUSTED',
  'COUNT_AWAITING_APPROVAL',
  'RECALL_ISSUED',
  'RECALL_AT_LOCATION',
  'RECALL_CLOSED',
  'RECALL_REVERTED',
  'LOCATION_CREATED',
  'LOCATION_APPROVED',
  'LOCATION_DENIED',
  'SUPPLY_CHAIN_SUBMITTED',
  'SUPPLY_CHAIN_APPROVED',
  'SUPPLY_CHAIN_DENIED',
  'SUPPLY_CHAIN_FLAG_CHANGED',
  'QUERY_RECEIVED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/*
 * How each status reads, as a catalogue key (`label.*`, `status.*`): the screens badge it and the
 * CSV export writes it, in the reader's language, so both say the same words (decisions 009, 010).
 */

/** The member reads PACKAGED as Shipped (the spec's order page); everyone else as Dispatched. */
export function orderStatusKey(status: OrderStatus, viewer: UserType | null): string {
  if (status === 'PACKAGED') return viewer === 'member' ? 'label.order.SHIPPED' : 'label.order.DISPATCHED';
  return `label.order.${status}`;
}

/** An expiring-lot order: waiting for the member's approval, then approved, on its way, completed. */
export function expiringStatusKey(order: { isApproved: boolean; status: OrderStatus }): string {
  if (!order.isApproved) return 'label.expiring.waiting';
  if (order.status === 'CREATED') return 'label.expiring.approved';
  return order.status === 'PACKAGED' ? 'label.expiring.confirming' : 'label.expiring.completed';
}

export const locationStatusKey = (status: LocationStatus) => `label.location.${status}`;
export const supplyChainStatusKey = (status: SupplyChainStatus) => `label.supplyChain.${status}`;
export const productStatusKey = (isApproved: boolean) => (isApproved ? 'label.product.active' : 'label.product.pendingForApproval');
export const userStatusKey = (isActive: boolean) => (isActive ? 'label.user.active' : 'label.user.inactive');
/** Par-level requests, replenishments and transfers: one set of words ("Stock proposed"), the screens' badges and the export's. */
export const workflowStatusKey = (status: StockRequestStatus | ReplenishmentStatus | TransferStatus) => `label.request.${status}`;
/** A replacement's words ("Lots proposed"), its badge's and its export's. */
export const replacementStatusKey = (status: ReplacementStatus) => `label.replacement.${status}`;

/**
 * Where a stock's par level stands: the status of its open par-level request; else ASSIGNED once
 * a par level was assigned (or units are held); else null, enrolled with nothing asked yet.
 */
export function stockStatus(stock: { parLevel: number; onHandUnits: number; openRequestStatus: StockRequestStatus | null }): StockRequestStatus | null {
  if (stock.openRequestStatus) return stock.openRequestStatus;
  return stock.parLevel > 0 || stock.onHandUnits > 0 ? 'ASSIGNED' : null;
}
/** An adjustment's reason and a count's status, in the reader's language (screens and exports). */
export const adjustmentReasonKey = (reason: AdjustmentReason) => `label.adjustment.${reason}`;
export const countStatusKey = (status: CountStatus) => `label.count.${status}`;
export const stockRequestKindKey = (kind: StockRequestKind) => `label.kind.${kind}`;
export const apiKeyStatusKey = (status: ApiKeyStatus) => `label.apiKey.${status}`;
/** What a key may do: read only, or read and write. */
export const apiKeyScopeKey = (scope: ApiKeyScope) => `label.apiKeyScope.${scope}`;
