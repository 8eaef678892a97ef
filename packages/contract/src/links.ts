import type { UserType } from './constants.js';
import type { NotificationType } from './statuses.js';

/** The record ids a notification may carry. */
export interface NotificationIds {
  stockId?: string | null;
  stockRequestId?: string | null;
  stockReplenishId?: string | null;
  orderId?: string | null;
  locationId?: string | null;
  supplyChainId?: string | null;
  stockTransferRequestId?: string | null;
  stockReplacementId?: string | null;
  countId?: string | null;
  recallId?: string | null;
}

type Link = (ids: NotificationIds, recipient: UserType) => string;

interface NotificationRoute {
  /** Which user types receive this event. Administrators (healthpro) receive it as a group. */
  recipients: readonly UserType[];
  link: Link;
}

const fixed =
  (path: string): Link =>
  () =>
    path;
const comments = (ids: NotificationIds) => `/stockrequests/${ids.stockRequestId}/comments`;
// The spec's supplier link is spelt /stockreplenisment; both portals' route tables spell it
// /stockreplenishment, so the link follows the routes and actually leads somewhere.
const replenishmentComments = (ids: NotificationIds) => `/stockreplenishment/${ids.stockReplenishId}/comments`;
const transfer = (ids: NotificationIds) => `/stocktransfer/${ids.stockTransferRequestId}`;
const replacement = (ids: NotificationIds) => `/stockreplacement/${ids.stockReplacementId}`;
const stock = (ids: NotificationIds) => `/stock/${ids.stockId}`;
const supplyChain = (ids: NotificationIds) => `/supplychain/${ids.supplyChainId}`;
const recall = (ids: NotificationIds) => `/recall/${ids.recallId}`;

/**
 * Who hears of each event, and where the card leads in that recipient's portal.
 * One table, from the spec's notification link list; the API writes `link` from it.
 */
export const NOTIFICATION_ROUTES: Record<NotificationType, NotificationRoute> = {
  STOCK_REQUEST_CREATED: { recipients: ['healthpro', 'supplier'], link: (ids) => `/parlevel/${ids.stockRequestId}` },
  STOCK_REQUEST_APPROVED: { recipients: ['healthpro', 'member'], link: (_, to) => (to === 'member' ? '/stock' : '/notifications') },
  STOCK_REQUEST_DENIED: { recipients: ['healthpro', 'member'], link: (_, to) => (to === 'member' ? '/stock' : '/notifications') },
  STOCK_REQUEST_ASSIGNED: { recipients: ['member'], link: comments },
  STOCK_REQUEST_PROPOSAL_APPROVED: { recipients: ['supplier'], link: comments },
  STOCK_REQUEST_COMMENT: { recipients: ['supplier', 'member'], link: comments },
  STOCK_ASSIGNED: { recipients: ['member', 'healthpro', 'distributor'], link: stock },
  REPLENISHMENT_CREATED: { recipients: ['supplier', 'healthpro'], link: fixed('/replenishment') },
  REPLENISHMENT_ASSIGNED: { recipients: ['member'], link: replenishmentComments },
  REPLENISHMENT_APPROVED: { recipients: ['supplier'], link: replenishmentComments },
  REPLENISHMENT_DENIED: { recipients: ['supplier'], link: replenishmentComments },
  REPLENISHMENT_COMMENT: { recipients: ['supplier', 'member'], link: replenishmentComments },
  STOCK_REPLENISHED: { recipients: ['member', 'healthpro', 'supplier', 'distributor'], link: stock },
  ORDER_CREATED: { recipients: ['healthpro', 'supplier', 'distributor'], link: (ids) => `/order/${ids.orderId}/new` },
  ORDER_DISPATCHED: { recipients: ['healthpro', 'member'], link: (ids) => `/order/${ids.orderId}/processed` },
  ORDER_COMPLETED: { recipients: ['healthpro', 'supplier', 'distributor'], link: (ids) => `/order/${ids.orderId}/completed` },
  ORDER_APPROVED: { recipients: ['supplier', 'distributor'], link: fixed('/expiringlots') },
  EXPIRING_ORDER_CREATED: { recipients: ['member'], link: fixed('/order') },
  TRANSFER_CREATED: { recipients: ['member', 'supplier', 'distributor', 'healthpro'], link: transfer },
  TRANSFER_APPROVED: { recipients: ['member', 'supplier', 'distributor', 'healthpro'], link: transfer },
  TRANSFER_DENIED: { recipients: ['member', 'supplier', 'distributor', 'healthpro'], link: transfer },
  REPLACEMENT_CREATED: { recipients: ['member', 'supplier'], link: replacement },
  REPLACEMENT_ASSIGNED: { recipients: ['member'], link: replacement },
  REPLACEMENT_APPROVED: { recipients: ['supplier'], link: replacement },
  REPLACEMENT_DENIED: { recipients: ['supplier'], link: replacement },
  REPLACEMENT_COMMENT: { recipients: ['supplier', 'member'], link: replacement },
  // The member reads the adjustments of its stocks, filtered to the stock (its list searches the product).
  STOCK_ADJUSTED: { recipients: ['member'], link: (ids) => `/adjustments?stockId=${ids.stockId}` },
  COUNT_AWAITING_APPROVAL: { recipients: ['healthpro'], link: (ids) => `/count/${ids.countId}` },
  // A recall cannot be missed: each holding member, and the operator of each location holding its units.
  RECALL_ISSUED: { recipients: ['member'], link: recall },
  RECALL_AT_LOCATION: { recipients: ['supplier', 'distributor'], link: recall },
  RECALL_CLOSED: { recipients: ['member', 'supplier', 'distributor'], link: recall },
  RECALL_REVERTED: { recipients: ['member', 'supplier', 'distributor'], link: recall },
  LOCATION_CREATED: { recipients: ['healthpro'], link: (ids) => `/location/${ids.locationId}` },
  LOCATION_APPROVED: { recipients: ['distributor', 'supplier'], link: fixed('/location') },
  // The spec's rejected-location link carries a stray quote; it is meant to be the location list.
  LOCATION_DENIED: { recipients: ['distributor', 'supplier'], link: fixed('/location') },
  SUPPLY_CHAIN_SUBMITTED: { recipients: ['healthpro'], link: supplyChain },
  SUPPLY_CHAIN_APPROVED: { recipients: ['supplier'], link: supplyChain },
  SUPPLY_CHAIN_DENIED: { recipients: ['supplier'], link: supplyChain },
  SUPPLY_CHAIN_FLAG_CHANGED: { recipients: ['healthpro'], link: supplyChain },
  QUERY_RECEIVED: { recipients: ['healthpro'], link: fixed('/query') },
};

export function notificationLink(type: NotificationType, recipient: UserType, ids: NotificationIds): string {
  return NOTIFICATION_ROUTES[type].link(ids, recipient);
}
