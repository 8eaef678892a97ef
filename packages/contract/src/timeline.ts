/**
 * The audit timeline (decision 023): which records have one, and what each recorded
 * action reads as. The API answers an event's `action` as `event`; the web shows its label.
 */

/** The records with a timeline, as they appear in `/api/{usertype}/timeline/{kind}/{id}`. */
export const TIMELINE_KINDS = [
  'stockrequest',
  'replenishment',
  'order',
  'transfer',
  'replacement',
  'count',
  'recall',
  'location',
  'supplychain',
  'product',
  'user',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Each kind's `audit_events.entity_type`. */
export const TIMELINE_ENTITY_TYPES: Record<TimelineKind, string> = {
  stockrequest: 'stock_request',
  replenishment: 'replenishment',
  order: 'order',
  transfer: 'transfer',
  replacement: 'replacement',
  count: 'count',
  recall: 'recall',
  location: 'location',
  supplychain: 'supply_chain',
  product: 'product',
  user: 'user',
};

/** The kind of an entity type, or null for events on records without a page (stocks, keys, sessions...). */
export function timelineKindOf(entityType: string): TimelineKind | null {
  const found = Object.entries(TIMELINE_ENTITY_TYPES).find(([, type]) => type === entityType);
  return found ? (found[0] as TimelineKind) : null;
}

/** Who may read each kind's record, and so its timeline: the user types of the record's own GET. */
export const TIMELINE_READERS = {
  stockrequest: ['member', 'supplier', 'healthpro'],
  replenishment: ['member', 'supplier', 'healthpro'],
  order: ['member', 'supplier', 'distributor', 'healthpro'],
  transfer: ['member', 'supplier', 'distributor', 'healthpro'],
  replacement: ['member', 'supplier', 'healthpro'],
  count: ['supplier', 'distributor', 'healthpro'],
  recall: ['member', 'supplier', 'distributor', 'healthpro'],
  location: ['supplier', 'distributor', 'healthpro'],
  supplychain: ['supplier', 'healthpro'],
  product: ['member', 'supplier', 'distributor', 'healthpro'],
  user: ['healthpro'],
} as const satisfies Record<TimelineKind, readonly ('member' | 'supplier' | 'distributor' | 'healthpro')[]>;

/** The labels of recorded actions (catalogue keys `timeline.event.*`). */
export const TIMELINE_EVENT_LABELS = [
  'created',
  'requested',
  'edited',
  'deleted',
  'approved',
  'denied',
  'submitted',
  'proposalSent',
  'proposalApproved',
  'paid',
  'commented',
  'dispatched',
  'received',
  'partnerAdded',
  'partnerEdited',
  'partnerRemoved',
  'deactivated',
  'emailChanged',
  'actingAsStarted',
  'signedIn',
  'signedOut',
  'distributorsChosen',
  'apiKeyCreated',
  'apiKeyRevoked',
  'enrolled',
  'querySent',
  'queryDeleted',
  'adjusted',
  'cancelled',
  'activated',
  'disposed',
  'closed',
  'reverted',
  'acknowledged',
  'other',
] as const;
export type TimelineEventLabel = (typeof TIMELINE_EVENT_LABELS)[number];

const ACTION_LABELS: Record<string, TimelineEventLabel> = {
  'stockrequest.increase': 'requested',
  'stockrequest.decrease': 'requested',
  'stockrequest.update': 'edited',
  'stockrequest.approve': 'approved',
  'stockrequest.deny': 'denied',
  'stockrequest.propose': 'proposalSent',
  'stockrequest.approveProposal': 'proposalApproved',
  'stockrequest.markAssigned': 'paid',
  'stockrequest.comment': 'commented',
  'replenishment.replenish': 'proposalSent',
  'replenishment.approved': 'proposalApproved',
  'replenishment.denied': 'denied',
  'replenishment.markPaid': 'paid',
  'replenishment.comment': 'commented',
  'order.create': 'created',
  'order.approve': 'approved',
  'order.dispatch': 'dispatched',
  'order.complete': 'received',
  'transfer.request': 'requested',
  'transfer.approve': 'approved',
  'transfer.deny': 'denied',
  'replacement.request': 'requested',
  'replacement.assign': 'proposalSent',
  'replacement.approve': 'approved',
  'replacement.deny': 'denied',
  'replacement.cancel': 'cancelled',
  'replacement.comment': 'commented',
  'stock.replacable': 'edited',
  'stock.adjust': 'adjusted',
  'count.open': 'created',
  'count.save': 'edited',
  'count.submit': 'submitted',
  'count.approve': 'approved',
  'count.deny': 'denied',
  'count.cancel': 'cancelled',
  'recall.create': 'created',
  'recall.edit': 'edited',
  'recall.activate': 'activated',
  'recall.dispose': 'disposed',
  'recall.close': 'closed',
  'recall.revert': 'reverted',
  'recall.acknowledge': 'acknowledged',
  'location.create': 'created',
  'location.update': 'edited',
  'location.delete': 'deleted',
  'location.approve': 'approved',
  'location.deny': 'denied',
  'supplychain.item.add': 'partnerAdded',
  'supplychain.item.update': 'partnerEdited',
  'supplychain.item.delete': 'partnerRemoved',
  'supplychain.submit': 'submitted',
  'supplychain.approve': 'approved',
  'supplychain.deny': 'denied',
  'product.create': 'created',
  'product.update': 'edited',
  'product.delete': 'deleted',
  'member.create': 'created',
  'member.update': 'edited',
  'member.deactivate': 'deactivated',
  'member.delete': 'deleted',
  'supplier.create': 'created',
  'supplier.update': 'edited',
  'supplier.deactivate': 'deactivated',
  'supplier.delete': 'deleted',
  'distributor.create': 'created',
  'distributor.update': 'edited',
  'distributor.deactivate': 'deactivated',
  'distributor.delete': 'deleted',
  'profile.update': 'edited',
  'profile.email-change': 'emailChanged',
  'impersonate.start': 'actingAsStarted',
  signin: 'signedIn',
  logout: 'signedOut',
  'supplier.distributors.select': 'distributorsChosen',
  'apikey.create': 'apiKeyCreated',
  'apikey.revoke': 'apiKeyRevoked',
  'suresupply.enrol': 'enrolled',
  'query.create': 'querySent',
  'query.delete': 'queryDeleted',
};

/** The catalogue key an action reads as; an action this table does not know reads `timeline.event.other`. */
export function timelineEventKey(action: string): `timeline.event.${TimelineEventLabel}` {
  return `timeline.event.${ACTION_LABELS[action] ?? 'other'}`;
}
