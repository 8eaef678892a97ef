import {
  IconAdjustments,
  IconAlertOctagon,
  IconBell,
  IconCalendarExclamation,
  IconBuildingWarehouse,
  IconHeadset,
  IconHourglass,
  IconLayoutDashboard,
  IconMapPin,
  IconPill,
  IconRefresh,
  IconReplace,
  IconTopologyStar3,
  IconTruckDelivery,
  IconUsersGroup,
  IconAdjustmentsHorizontal,
  IconClipboardCheck,
} from '@tabler/icons-react';
import { ContactPage } from '../../features/contact';
import { DashboardPage } from '../../features/dashboard';
import { ExpiringLotsPage } from '../../features/expiring-lots';
import { ExpiryRiskPage } from '../../features/expiry-risk';
import { SupplierLocationsPage } from '../../features/locations';
import { NotificationsPage } from '../../features/notifications';
import { OperatorOrdersPage, OrderDetailPage } from '../../features/orders';
import { SupplierProductsPage } from '../../features/products';
import { ProfilePage } from '../../features/profile';
import { ReplacementDetailPage, ReplacementsPage, ReplaceStockButton } from '../../features/replacements';
import { ReplenishmentCommentsPage, ReplenishmentTasksPage } from '../../features/replenishments';
import { MemberStockPage, StockDetailPage, TotalStockPage, type StockAction } from '../../features/stock';
import { ParLevelsPage, ProposedStockPage, SupplierParLevelPage } from '../../features/stock-requests';
import { SupplierSupplyChainPage, SupplyChainDetailPage } from '../../features/supply-chain';
import { TransferDetailPage, TransfersPage } from '../../features/transfers';
import { AdjustmentsPage, CountDetailPage, CountsPage } from '../../features/counts';
import { RecallDetailPage, RecallsPage } from '../../features/recalls';
import { PortalShell } from '../layout/PortalShell';
import type { PortalDefinition } from './types';

/** Replace stock, on a stock whose member agreed that its lots may be rotated (the stock's `replace` ability). */
const replaceAction: StockAction = (stock) => (stock.abilities.replace ? <ReplaceStockButton stock={stock} /> : null);
/** The same, on a row of Member Stock. */
const replaceRowAction: StockAction = (stock) => (stock.abilities.replace ? <ReplaceStockButton stock={stock} iconOnly /> : null);

/** Supplier portal: the spec's side menu, in its order, and every supplier route. */
export const portal: PortalDefinition = {
  type: 'supplier',
  label: 'portal.supplier',
  brandTo: '/',
  menu: [
    { label: 'nav.dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'nav.parLevels', to: '/parlevel', icon: IconAdjustments, match: ['/stockrequests/'] },
    { label: 'nav.orders', to: '/order', icon: IconTruckDelivery },
    // Not in the spec's menu: recalls of lots the caller makes, holds or keeps (notifications lead to one).
    { label: 'nav.recalls', to: '/recalls', icon: IconAlertOctagon, match: ['/recall/'] },
    { label: 'nav.notifications', to: '/notifications', icon: IconBell, badge: 'unseen', match: ['/stocktransfer/', '/stocktransfers'] },
    { label: 'nav.memberStock', to: '/members/stock', icon: IconUsersGroup },
    { label: 'nav.totalStock', to: '/stock', icon: IconBuildingWarehouse },
    { label: 'nav.counts', to: '/counts', icon: IconClipboardCheck, match: ['/count/'] },
    { label: 'nav.adjustments', to: '/adjustments', icon: IconAdjustmentsHorizontal },
    { label: 'nav.replenishmentTasks', to: '/replenishment', icon: IconRefresh, match: ['/stockreplenishment/'] },
    { label: 'nav.replacements', to: '/stockreplacements', icon: IconReplace, match: ['/stockreplacement/'] },
    { label: 'nav.locations', to: '/location', icon: IconMapPin },
    { label: 'nav.products', to: '/product', icon: IconPill },
    { label: 'nav.supplyChain', to: '/supplychain', icon: IconTopologyStar3 },
    { label: 'nav.expiringLots', to: '/expiringlots', icon: IconHourglass },
    { label: 'nav.expiryRisk', to: '/expiryrisk', icon: IconCalendarExclamation },
    { label: 'nav.contact', to: '/contact', icon: IconHeadset },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '/parlevel', element: <ParLevelsPage /> },
    { path: '/parlevel/:id', element: <SupplierParLevelPage /> },
    { path: '/stockrequests/:id/comments', element: <ProposedStockPage /> },
    { path: '/stockreplenishment/:id/comments', element: <ReplenishmentCommentsPage /> },
    { path: '/stockreplacements', element: <ReplacementsPage /> },
    { path: '/stockreplacement/:id', element: <ReplacementDetailPage /> },
    { path: '/order', element: <OperatorOrdersPage /> },
    { path: '/order/:id/new', element: <OrderDetailPage /> },
    { path: '/order/:id/completed', element: <OrderDetailPage /> },
    { path: '/replenishment', element: <ReplenishmentTasksPage /> },
    { path: '/members/stock', element: <MemberStockPage action={replaceRowAction} /> },
    { path: '/stock', element: <TotalStockPage /> },
    { path: '/stock/:id', element: <StockDetailPage action={replaceAction} /> },
    { path: '/counts', element: <CountsPage /> },
    { path: '/count/:id', element: <CountDetailPage /> },
    { path: '/adjustments', element: <AdjustmentsPage /> },
    { path: '/stocktransfer/:id', element: <TransferDetailPage /> },
    // Not in the spec's list: every transfer the caller may see, reached from Notifications.
    { path: '/stocktransfers', element: <TransfersPage /> },
    { path: '/location', element: <SupplierLocationsPage /> },
    { path: '/product', element: <SupplierProductsPage /> },
    { path: '/supplychain', element: <SupplierSupplyChainPage /> },
    { path: '/supplychain/:id', element: <SupplyChainDetailPage /> },
    { path: '/expiringlots', element: <ExpiringLotsPage /> },
    { path: '/expiryrisk', element: <ExpiryRiskPage /> },
    { path: '/recalls', element: <RecallsPage /> },
    { path: '/recall/:id', element: <RecallDetailPage /> },
  ],
};

export default function SupplierPortal() {
  return <PortalShell portal={portal} />;
}
