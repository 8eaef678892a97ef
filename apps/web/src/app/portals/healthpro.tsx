import {
  IconAlertOctagon,
  IconBell,
  IconCalendarExclamation,
  IconBuildingFactory2,
  IconHourglass,
  IconLayoutDashboard,
  IconMapPin,
  IconMessageQuestion,
  IconPill,
  IconRecycle,
  IconReplace,
  IconTruck,
  IconTopologyStar3,
  IconTruckDelivery,
  IconUsers,
  IconUsersGroup,
  IconAdjustmentsHorizontal,
  IconClipboardCheck,
} from '@tabler/icons-react';
import { DashboardPage } from '../../features/dashboard';
import { ExpiringLotsPage } from '../../features/expiring-lots';
import { ExpiryRiskPage } from '../../features/expiry-risk';
import { AdminLocationsPage, LocationReviewPage } from '../../features/locations';
import { NotificationsPage } from '../../features/notifications';
import { AdminOrdersPage, OrderDetailPage } from '../../features/orders';
import { AdminProductsPage } from '../../features/products';
import { ProfilePage } from '../../features/profile';
import { QueriesPage } from '../../features/queries';
import { RedistributionPage } from '../../features/redistribution';
import { ReplacementDetailPage, ReplacementsPage } from '../../features/replacements';
import { ReplenishmentTasksPage } from '../../features/replenishments';
import { MemberStockPage, StockDetailPage } from '../../features/stock';
import { ParLevelReviewPage } from '../../features/stock-requests';
import { SupplyChainDetailPage } from '../../features/supply-chain';
import { SupplyRiskPage } from '../../features/supply-risk';
import { TransferDetailPage, TransfersPage } from '../../features/transfers';
import { UsersPage } from '../../features/users';
import { AdjustmentsPage, CountDetailPage, CountsPage } from '../../features/counts';
import { RecallDetailPage, RecallsPage } from '../../features/recalls';
import { PortalShell } from '../layout/PortalShell';
import type { PortalDefinition } from './types';

/** Administrator (healthpro) portal: the spec's side menu, in its order, and every administrator route. */
export const portal: PortalDefinition = {
  type: 'healthpro',
  label: 'portal.healthpro',
  brandTo: '/',
  menu: [
    { label: 'nav.dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'nav.products', to: '/product', icon: IconPill, match: ['/supplychain/'] },
    { label: 'nav.suppliers', to: '/supplier', icon: IconBuildingFactory2 },
    { label: 'nav.members', to: '/member', icon: IconUsers },
    // Not in the spec's menu: every member's stock with its usage and days of cover (decision 020).
    { label: 'nav.memberStock', to: '/members/stock', icon: IconUsersGroup },
    { label: 'nav.counts', to: '/counts', icon: IconClipboardCheck, match: ['/count/'] },
    { label: 'nav.adjustments', to: '/adjustments', icon: IconAdjustmentsHorizontal },
    { label: 'nav.distributors', to: '/distributor', icon: IconTruck },
    { label: 'nav.locations', to: '/locations', icon: IconMapPin, match: ['/location/'] },
    { label: 'nav.orders', to: '/order', icon: IconTruckDelivery },
    // Not in the spec's menu: recalls of lots the caller makes, holds or keeps (notifications lead to one).
    { label: 'nav.recalls', to: '/recalls', icon: IconAlertOctagon, match: ['/recall/'] },
    { label: 'nav.expiringLots', to: '/expiringlots', icon: IconHourglass },
    { label: 'nav.expiryRisk', to: '/expiryrisk', icon: IconCalendarExclamation },
    { label: 'nav.redistribution', to: '/redistribution', icon: IconRecycle },
    // Not in the spec's menu: stock rotation (replacing a stock's lots), beside the other reserve-keeping screens.
    { label: 'nav.replacements', to: '/stockreplacements', icon: IconReplace, match: ['/stockreplacement/'] },
    { label: 'nav.supplyRisk', to: '/supplyrisk', icon: IconTopologyStar3 },
    { label: 'nav.notifications', to: '/notifications', icon: IconBell, badge: 'unseen', match: ['/stocktransfer/', '/stocktransfers'] },
    { label: 'nav.queries', to: '/query', icon: IconMessageQuestion },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    { path: '/product', element: <AdminProductsPage /> },
    { path: '/supplier', element: <UsersPage type="supplier" /> },
    { path: '/member', element: <UsersPage type="member" /> },
    { path: '/distributor', element: <UsersPage type="distributor" /> },
    { path: '/locations', element: <AdminLocationsPage /> },
    { path: '/location/:id', element: <LocationReviewPage /> },
    { path: '/order', element: <AdminOrdersPage /> },
    { path: '/order/:id/new', element: <OrderDetailPage /> },
    { path: '/order/:id/processed', element: <OrderDetailPage /> },
    { path: '/order/:id/completed', element: <OrderDetailPage /> },
    { path: '/expiringlots', element: <ExpiringLotsPage /> },
    { path: '/expiryrisk', element: <ExpiryRiskPage /> },
    { path: '/redistribution', element: <RedistributionPage /> },
    { path: '/supplyrisk', element: <SupplyRiskPage /> },
    { path: '/query', element: <QueriesPage /> },
    { path: '/parlevel/:id', element: <ParLevelReviewPage /> },
    { path: '/stocktransfer/:id', element: <TransferDetailPage /> },
    // Not in the spec's list: every transfer the caller may see, reached from Notifications.
    { path: '/stocktransfers', element: <TransfersPage /> },
    { path: '/members/stock', element: <MemberStockPage /> },
    { path: '/stock/:id', element: <StockDetailPage /> },
    { path: '/counts', element: <CountsPage /> },
    { path: '/count/:id', element: <CountDetailPage /> },
    { path: '/adjustments', element: <AdjustmentsPage /> },
    { path: '/supplychain/:id', element: <SupplyChainDetailPage /> },
    // Not in the spec's list, but the new-replenishment notification leads here (contract links): the list, read-only.
    { path: '/replenishment', element: <ReplenishmentTasksPage /> },
    { path: '/stockreplacements', element: <ReplacementsPage /> },
    { path: '/stockreplacement/:id', element: <ReplacementDetailPage /> },
    { path: '/recalls', element: <RecallsPage /> },
    { path: '/recall/:id', element: <RecallDetailPage /> },
  ],
};

export default function HealthproPortal() {
  return <PortalShell portal={portal} />;
}
