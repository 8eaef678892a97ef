import {
  IconAlertOctagon,
  IconBell,
  IconCalendarExclamation,
  IconHeadset,
  IconHourglass,
  IconLayoutDashboard,
  IconMapPin,
  IconPill,
  IconTruckDelivery,
  IconUsersGroup,
  IconAdjustmentsHorizontal,
  IconClipboardCheck,
} from '@tabler/icons-react';
import { ContactPage } from '../../features/contact';
import { DashboardPage } from '../../features/dashboard';
import { ExpiringLotsPage } from '../../features/expiring-lots';
import { ExpiryRiskPage } from '../../features/expiry-risk';
import { DistributorLocationsPage } from '../../features/locations';
import { NotificationsPage } from '../../features/notifications';
import { OperatorOrdersPage, OrderDetailPage } from '../../features/orders';
import { DistributorProductsPage } from '../../features/products';
import { ProfilePage } from '../../features/profile';
import { MemberStockPage, StockDetailPage } from '../../features/stock';
import { TransferDetailPage, TransfersPage } from '../../features/transfers';
import { AdjustmentsPage, CountDetailPage, CountsPage } from '../../features/counts';
import { RecallDetailPage, RecallsPage } from '../../features/recalls';
import { PortalShell } from '../layout/PortalShell';
import type { PortalDefinition } from './types';

/** Distributor portal: the spec's side menu, in its order, and every distributor route. */
export const portal: PortalDefinition = {
  type: 'distributor',
  label: 'portal.distributor',
  brandTo: '/',
  menu: [
    { label: 'nav.dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'nav.products', to: '/product', icon: IconPill },
    // Not in the spec's menu: the stock members hold at its locations, with usage and days of cover (decision 020).
    { label: 'nav.memberStock', to: '/members/stock', icon: IconUsersGroup },
    { label: 'nav.counts', to: '/counts', icon: IconClipboardCheck, match: ['/count/'] },
    { label: 'nav.adjustments', to: '/adjustments', icon: IconAdjustmentsHorizontal },
    { label: 'nav.orders', to: '/order', icon: IconTruckDelivery },
    // Not in the spec's menu: recalls of lots the caller makes, holds or keeps (notifications lead to one).
    { label: 'nav.recalls', to: '/recalls', icon: IconAlertOctagon, match: ['/recall/'] },
    { label: 'nav.expiringLots', to: '/expiringlots', icon: IconHourglass },
    { label: 'nav.expiryRisk', to: '/expiryrisk', icon: IconCalendarExclamation },
    { label: 'nav.locations', to: '/location', icon: IconMapPin },
    { label: 'nav.notifications', to: '/notifications', icon: IconBell, badge: 'unseen', match: ['/stocktransfer/', '/stocktransfers'] },
    { label: 'nav.contact', to: '/contact', icon: IconHeadset },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '/product', element: <DistributorProductsPage /> },
    { path: '/order', element: <OperatorOrdersPage /> },
    { path: '/order/:id/new', element: <OrderDetailPage /> },
    { path: '/order/:id/completed', element: <OrderDetailPage /> },
    { path: '/expiringlots', element: <ExpiringLotsPage /> },
    { path: '/expiryrisk', element: <ExpiryRiskPage /> },
    { path: '/location', element: <DistributorLocationsPage /> },
    { path: '/stocktransfer/:id', element: <TransferDetailPage /> },
    // Not in the spec's list: every transfer the caller may see, reached from Notifications.
    { path: '/stocktransfers', element: <TransfersPage /> },
    { path: '/members/stock', element: <MemberStockPage /> },
    { path: '/stock/:id', element: <StockDetailPage /> },
    { path: '/counts', element: <CountsPage /> },
    { path: '/count/:id', element: <CountDetailPage /> },
    { path: '/adjustments', element: <AdjustmentsPage /> },
    { path: '/recalls', element: <RecallsPage /> },
    { path: '/recall/:id', element: <RecallDetailPage /> },
  ],
};

export default function DistributorPortal() {
  return <PortalShell portal={portal} />;
}
