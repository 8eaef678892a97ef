import {
  IconAlertOctagon,
  IconBell,
  IconCalendarExclamation,
  IconClipboardList,
  IconHeadset,
  IconLayoutDashboard,
  IconPackage,
  IconPill,
  IconRecycle,
  IconRefresh,
  IconReplace,
  IconShieldCheck,
  IconTruckDelivery,
  IconUsers,
  IconAdjustmentsHorizontal,
} from '@tabler/icons-react';
import { ContactPage } from '../../features/contact';
import { DashboardPage } from '../../features/dashboard';
import { ExpiryRiskPage } from '../../features/expiry-risk';
import { NotificationsPage } from '../../features/notifications';
import { MemberOrdersPage, OrderDetailPage, OrderFromStockButton } from '../../features/orders';
import { MemberProductsPage } from '../../features/products';
import { ProfilePage } from '../../features/profile';
import { RedistributionPage } from '../../features/redistribution';
import { ReplacementDetailPage, ReplacementsPage, ReplaceStockButton } from '../../features/replacements';
import { ReplenishmentCommentsPage, ReplenishmentsPage } from '../../features/replenishments';
import { ReserveDrugSupplyPage } from '../../features/reserve';
import { AssignedStockPage, StockDetailPage, type ParLevelRequestSlot, type StockAction } from '../../features/stock';
import { ParLevelRequestModal, ProposedStockPage, StockRequestsPage } from '../../features/stock-requests';
import { MembersPage, TransferDetailPage, TransfersPage } from '../../features/transfers';
import { AdjustmentsPage } from '../../features/counts';
import { RecallDetailPage, RecallsPage } from '../../features/recalls';
import { PortalShell } from '../layout/PortalShell';
import type { PortalDefinition } from './types';

/** The member orders from a stock: on each Assigned Stock card and on the stock's page. */
const orderAction: StockAction = (stock) => (stock.abilities.order ? <OrderFromStockButton stock={stock} /> : null);

/** Order, and Replace stock (stock rotation) where the stock's abilities allow it. */
const stockActions: StockAction = (stock) => (
  <>
    {orderAction(stock)}
    {stock.abilities.replace ? <ReplaceStockButton stock={stock} /> : null}
  </>
);

/** The member asks for a new par level (or edits a pending request) from an Assigned Stock card. */
const parLevelRequest: ParLevelRequestSlot = (target, onClose) => <ParLevelRequestModal target={target} onClose={onClose} />;

/** Member portal: the spec's sidebar, in its order, and every member route. */
export const portal: PortalDefinition = {
  type: 'member',
  label: 'portal.member',
  // The header's programme name is the spec's header link to Reserve Drug Supply.
  brandTo: '/sure-supply-shield',
  menu: [
    { label: 'nav.dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'nav.products', to: '/product', icon: IconPill },
    { label: 'nav.reserve', to: '/sure-supply-shield', icon: IconShieldCheck },
    { label: 'nav.assignedStock', to: '/stock', icon: IconPackage },
    { label: 'nav.adjustments', to: '/adjustments', icon: IconAdjustmentsHorizontal },
    { label: 'nav.stockRequests', to: '/stockrequests', icon: IconClipboardList },
    { label: 'nav.replenishments', to: '/stockreplenishments', icon: IconRefresh, match: ['/stockreplenishment/'] },
    { label: 'nav.replacements', to: '/stockreplacements', icon: IconReplace, match: ['/stockreplacement/'] },
    { label: 'nav.orders', to: '/order', icon: IconTruckDelivery },
    // Not in the spec's menu: recalls of lots the caller makes, holds or keeps (notifications lead to one).
    { label: 'nav.recalls', to: '/recalls', icon: IconAlertOctagon, match: ['/recall/'] },
    { label: 'nav.expiryRisk', to: '/expiryrisk', icon: IconCalendarExclamation },
    { label: 'nav.members', to: '/member', icon: IconUsers, match: ['/stocktransfer/', '/stocktransfers'] },
    { label: 'nav.redistribution', to: '/redistribution', icon: IconRecycle },
    { label: 'nav.notifications', to: '/notifications', icon: IconBell, badge: 'unseen' },
    { label: 'nav.contact', to: '/contact', icon: IconHeadset },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '/product', element: <MemberProductsPage /> },
    { path: '/sure-supply-shield', element: <ReserveDrugSupplyPage /> },
    { path: '/stock', element: <AssignedStockPage action={stockActions} parLevelRequest={parLevelRequest} /> },
    { path: '/stock/:id', element: <StockDetailPage action={stockActions} /> },
    { path: '/adjustments', element: <AdjustmentsPage /> },
    { path: '/stockrequests', element: <StockRequestsPage /> },
    { path: '/stockrequests/:id/comments', element: <ProposedStockPage /> },
    { path: '/stockreplenishments', element: <ReplenishmentsPage /> },
    { path: '/stockreplenishment/:id/comments', element: <ReplenishmentCommentsPage /> },
    { path: '/stockreplacements', element: <ReplacementsPage /> },
    { path: '/stockreplacement/:id', element: <ReplacementDetailPage /> },
    { path: '/order', element: <MemberOrdersPage /> },
    { path: '/order/:id/processed', element: <OrderDetailPage /> },
    { path: '/expiryrisk', element: <ExpiryRiskPage /> },
    { path: '/member', element: <MembersPage /> },
    { path: '/stocktransfer/:id', element: <TransferDetailPage /> },
    { path: '/stocktransfers', element: <TransfersPage /> },
    { path: '/redistribution', element: <RedistributionPage /> },
    { path: '/recalls', element: <RecallsPage /> },
    { path: '/recall/:id', element: <RecallDetailPage /> },
  ],
};

export default function MemberPortal() {
  return <PortalShell portal={portal} />;
}
