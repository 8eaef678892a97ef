import {
  IconAdjustments,
  IconArrowsExchange,
  IconBell,
  IconBuildingFactory2,
  IconHourglass,
  IconLayoutDashboard,
  IconMapPin,
  IconMessageQuestion,
  IconPackage,
  IconPill,
  IconRefresh,
  IconTopologyStar3,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { PortalShell } from '../layout/PortalShell';
import { DashboardPage, NotificationsPage, ProfilePage } from '../pages';
import { upcoming } from '../UpcomingScreen';
import type { PortalDefinition } from './types';

const order = (description: string) =>
  upcoming({ title: 'Order', description, work: 'orders', icon: IconTruckDelivery });

/** Administrator (healthpro) portal: the spec's side menu, in its order, and every administrator route. */
export const healthproPortal: PortalDefinition = {
  type: 'healthpro',
  label: 'Programme administration',
  brandTo: '/',
  menu: [
    { label: 'Dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'Products', to: '/product', icon: IconPill, match: ['/supplychain/'] },
    { label: 'Suppliers', to: '/supplier', icon: IconBuildingFactory2 },
    { label: 'Members', to: '/member', icon: IconUsers },
    { label: 'Distributors', to: '/distributor', icon: IconTruck },
    { label: 'Locations', to: '/locations', icon: IconMapPin, match: ['/location/'] },
    { label: 'Orders', to: '/order', icon: IconTruckDelivery },
    { label: 'Expiring Lots', to: '/expiringlots', icon: IconHourglass },
    { label: 'Notifications', to: '/notifications', icon: IconBell, badge: 'unseen' },
    { label: 'Queries', to: '/query', icon: IconMessageQuestion },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    {
      path: '/product',
      element: upcoming({
        title: 'Products',
        description: 'The programme catalogue: add, edit and remove products, and see who supplies them.',
        work: 'products',
        icon: IconPill,
      }),
    },
    {
      path: '/supplier',
      element: upcoming({
        title: 'Suppliers',
        description: 'Suppliers registered with the programme: register, edit, deactivate or act as one.',
        work: 'user administration',
        icon: IconBuildingFactory2,
      }),
    },
    {
      path: '/member',
      element: upcoming({
        title: 'Members',
        description: 'Member organisations holding reserve stock: register, edit, deactivate or act as one.',
        work: 'user administration',
        icon: IconUsers,
      }),
    },
    {
      path: '/distributor',
      element: upcoming({
        title: 'Distributors',
        description: 'Distributors dispatching orders from their locations: register, edit, deactivate or act as one.',
        work: 'user administration',
        icon: IconTruck,
      }),
    },
    {
      path: '/locations',
      element: upcoming({
        title: 'Locations',
        description: 'Supplier and distributor locations, with the new ones awaiting your approval.',
        work: 'locations',
        icon: IconMapPin,
      }),
    },
    {
      path: '/location/:id',
      element: upcoming({
        title: 'Location',
        description: 'A new location to review, approve or deny.',
        work: 'locations',
        icon: IconMapPin,
      }),
    },
    {
      path: '/order',
      element: upcoming({
        title: 'Orders',
        description: 'Every order in the programme and how far it has travelled.',
        work: 'orders',
        icon: IconTruckDelivery,
      }),
    },
    { path: '/order/:id/new', element: order('A newly created order: member, product, units and lots.') },
    { path: '/order/:id/processed', element: order('A dispatched order and where it ships from.') },
    { path: '/order/:id/completed', element: order('A completed order and its delivery details.') },
    {
      path: '/expiringlots',
      element: upcoming({
        title: 'Expiring Lots',
        description: 'Lots nearing expiry and the orders opened to replace them.',
        work: 'expiring lots',
        icon: IconHourglass,
      }),
    },
    {
      path: '/query',
      element: upcoming({
        title: 'Queries',
        description: 'Messages sent to the programme from the contact pages.',
        work: 'queries',
        icon: IconMessageQuestion,
      }),
    },
    {
      path: '/parlevel/:id',
      element: upcoming({
        title: 'Par Level Request',
        description: "A member's request to change a par level, to approve or deny.",
        work: 'stock requests',
        icon: IconAdjustments,
      }),
    },
    {
      path: '/stocktransfer/:id',
      element: upcoming({
        title: 'Stock Transfer Request',
        description: 'Stock units moving between two members, and the recipient’s decision.',
        work: 'stock transfers',
        icon: IconArrowsExchange,
      }),
    },
    {
      path: '/stock/:id',
      element: upcoming({
        title: 'Assigned Stock',
        description: "One product of a member's reserve and every stock unit by location, lot and expiry.",
        work: 'assigned stock',
        icon: IconPackage,
      }),
    },
    {
      path: '/supplychain/:id',
      element: upcoming({
        title: 'Supply Chain',
        description: "A product's material suppliers, manufacturing facilities and warehouses, to approve or deny.",
        work: 'supply chain',
        icon: IconTopologyStar3,
      }),
    },
    // Not in the spec's list, but the new-replenishment notification leads here (contract links).
    {
      path: '/replenishment',
      element: upcoming({
        title: 'Replenishments',
        description: 'Stocks being brought back to par across the programme.',
        work: 'replenishments',
        icon: IconRefresh,
      }),
    },
  ],
};

export default function HealthproPortal() {
  return <PortalShell portal={healthproPortal} />;
}
