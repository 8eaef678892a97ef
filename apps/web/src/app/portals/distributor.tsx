import { IconBell, IconHeadset, IconHourglass, IconLayoutDashboard, IconMapPin, IconPill, IconTruckDelivery } from '@tabler/icons-react';
import { DistributorLocationsPage } from '../../features/locations';
import { StockDetailPage } from '../../features/stock';
import { TransferDetailPage, TransfersPage } from '../../features/transfers';
import { PortalShell } from '../layout/PortalShell';
import { ContactPage, DashboardPage, DistributorProductsPage, NotificationsPage, ProfilePage } from '../pages';
import { upcoming } from '../UpcomingScreen';
import type { PortalDefinition } from './types';

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
    {
      path: '/order',
      element: upcoming({
        title: 'Orders',
        description: 'Orders routed to your locations, ready to dispatch or awaiting completion.',
        work: 'orders',
        icon: IconTruckDelivery,
      }),
    },
    {
      path: '/order/:id/new',
      element: upcoming({ title: 'Order', description: 'A new order to dispatch from your location.', work: 'orders', icon: IconTruckDelivery }),
    },
    {
      path: '/order/:id/completed',
      element: upcoming({ title: 'Order', description: 'A completed order and its delivery details.', work: 'orders', icon: IconTruckDelivery }),
    },
    {
      path: '/expiringlots',
      element: upcoming({
        title: 'Expiring Lots',
        description: 'Expiring-lot orders to collect and ship from your locations.',
        work: 'expiring lots',
        icon: IconHourglass,
      }),
    },
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
