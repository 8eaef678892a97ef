import { IconBell, IconHeadset, IconHourglass, IconLayoutDashboard, IconMapPin, IconPill, IconTruckDelivery } from '@tabler/icons-react';
import { DistributorLocationsPage } from '../../features/locations';
import { OperatorOrdersPage, OrderDetailPage } from '../../features/orders';
import { StockDetailPage } from '../../features/stock';
import { TransferDetailPage, TransfersPage } from '../../features/transfers';
import { PortalShell } from '../layout/PortalShell';
import { ContactPage, DashboardPage, DistributorProductsPage, NotificationsPage, ProfilePage } from '../pages';
import type { PortalDefinition } from './types';
import { ExpiringLotsPage } from '../../features/expiring-lots';

/** Distributor portal: the spec's side menu, in its order, and every distributor route. */
export const distributorPortal: PortalDefinition = {
  type: 'distributor',
  label: 'Distributor portal',
  brandTo: '/',
  menu: [
    { label: 'Dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'Products', to: '/product', icon: IconPill },
    { label: 'Orders', to: '/order', icon: IconTruckDelivery },
    { label: 'Expiring Lots', to: '/expiringlots', icon: IconHourglass },
    { label: 'Locations', to: '/location', icon: IconMapPin },
    { label: 'Notifications', to: '/notifications', icon: IconBell, badge: 'unseen', match: ['/stocktransfer/', '/stocktransfers'] },
    { label: 'Contact', to: '/contact', icon: IconHeadset },
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
    { path: '/location', element: <DistributorLocationsPage /> },
    { path: '/stocktransfer/:id', element: <TransferDetailPage /> },
    // Not in the spec's list: every transfer the caller may see, reached from Notifications.
    { path: '/stocktransfers', element: <TransfersPage /> },
    { path: '/stock/:id', element: <StockDetailPage /> },
  ],
};

export default function DistributorPortal() {
  return <PortalShell portal={distributorPortal} />;
}
