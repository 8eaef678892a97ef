import {
  IconAdjustments,
  IconArrowsExchange,
  IconBell,
  IconBuildingWarehouse,
  IconHeadset,
  IconHourglass,
  IconLayoutDashboard,
  IconMapPin,
  IconPill,
  IconRefresh,
  IconTopologyStar3,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PortalShell } from '../layout/PortalShell';
import { ContactPage, DashboardPage, NotificationsPage, ProfilePage } from '../pages';
import { upcoming } from '../UpcomingScreen';
import type { PortalDefinition } from './types';

/** Supplier portal: the spec's side menu, in its order, and every supplier route. */
export const supplierPortal: PortalDefinition = {
  type: 'supplier',
  label: 'Supplier portal',
  brandTo: '/',
  menu: [
    { label: 'Dashboard', to: '/', icon: IconLayoutDashboard },
    { label: 'Par Levels', to: '/parlevel', icon: IconAdjustments, match: ['/stockrequests/'] },
    { label: 'Orders', to: '/order', icon: IconTruckDelivery },
    { label: 'Notifications', to: '/notifications', icon: IconBell, badge: 'unseen' },
    { label: 'Member Stock', to: '/members/stock', icon: IconUsersGroup },
    { label: 'Total Stock', to: '/stock', icon: IconBuildingWarehouse },
    { label: 'Replenishment Tasks', to: '/replenishment', icon: IconRefresh, match: ['/stockreplenishment/'] },
    { label: 'Locations', to: '/location', icon: IconMapPin },
    { label: 'Products', to: '/product', icon: IconPill },
    { label: 'Supply Chain', to: '/supplychain', icon: IconTopologyStar3 },
    { label: 'Expiring Lots', to: '/expiringlots', icon: IconHourglass },
    { label: 'Contact', to: '/contact', icon: IconHeadset },
  ],
  routes: [
    { path: '/', element: <DashboardPage /> },
    { path: '/me', element: <ProfilePage /> },
    { path: '/notifications', element: <NotificationsPage /> },
    { path: '/contact', element: <ContactPage /> },
    {
      path: '/parlevel',
      element: upcoming({
        title: 'Par Levels',
        description: "Members' par-level requests for your products, ready for stock to be assigned.",
        work: 'stock requests',
        icon: IconAdjustments,
      }),
    },
    {
      path: '/parlevel/:id',
      element: upcoming({
        title: 'Par Level Request',
        description: 'One par-level request: the member, the product and the level asked for.',
        work: 'stock requests',
        icon: IconAdjustments,
      }),
    },
    {
      path: '/stockrequests/:id/comments',
      element: upcoming({
        title: 'Proposed Stock Locations',
        description: 'The lots you proposed for a stock request, the member’s approval and the comments.',
        work: 'stock requests',
        icon: IconAdjustments,
      }),
    },
    {
      path: '/stockreplenishment/:id/comments',
      element: upcoming({
        title: 'Assigned Stock Locations',
        description: 'The lots you proposed to restock a member, their decision and the comments.',
        work: 'replenishments',
        icon: IconRefresh,
      }),
    },
    {
      path: '/order',
      element: upcoming({
        title: 'Orders',
        description: 'Orders for your products, ready to dispatch or on their way.',
        work: 'orders',
        icon: IconTruckDelivery,
      }),
    },
    {
      path: '/order/:id/new',
      element: upcoming({ title: 'Order', description: 'A new order to prepare and dispatch.', work: 'orders', icon: IconTruckDelivery }),
    },
    {
      path: '/order/:id/completed',
      element: upcoming({ title: 'Order', description: 'A completed order and its delivery details.', work: 'orders', icon: IconTruckDelivery }),
    },
    {
      path: '/replenishment',
      element: upcoming({
        title: 'Replenishment Tasks',
        description: 'Stocks to bring back to par: propose lots, then mark them paid.',
        work: 'replenishments',
        icon: IconRefresh,
      }),
    },
    {
      path: '/members/stock',
      element: upcoming({
        title: 'Member Stock',
        description: 'The reserve each member holds of your products, against its par level.',
        work: 'assigned stock',
        icon: IconUsersGroup,
      }),
    },
    {
      path: '/stock',
      element: upcoming({
        title: 'Total Stock',
        description: 'Your stock by product and location, with lots and expiry dates.',
        work: 'assigned stock',
        icon: IconBuildingWarehouse,
      }),
    },
    {
      path: '/stock/:id',
      element: upcoming({
        title: 'Assigned Stock',
        description: "One member's stock of your product, by location, lot and expiry.",
        work: 'assigned stock',
        icon: IconBuildingWarehouse,
      }),
    },
    {
      path: '/stocktransfer/:id',
      element: upcoming({
        title: 'Stock Transfer Request',
        description: 'Stock units of your product moving between two members.',
        work: 'stock transfers',
        icon: IconArrowsExchange,
      }),
    },
    {
      path: '/location',
      element: upcoming({
        title: 'Locations',
        description: 'Your locations, their approval status and the distributors serving them.',
        work: 'locations',
        icon: IconMapPin,
      }),
    },
    {
      path: '/product',
      element: upcoming({
        title: 'Products',
        description: 'Your products in the programme, with contract numbers, prices and status.',
        work: 'products',
        icon: IconPill,
      }),
    },
    {
      path: '/supplychain',
      element: upcoming({
        title: 'Supply Chain',
        description: 'Material suppliers, manufacturing facilities and warehouses behind each of your products.',
        work: 'supply chain',
        icon: IconTopologyStar3,
      }),
    },
    {
      path: '/supplychain/:id',
      element: upcoming({
        title: 'Supply Chain',
        description: "One product's supply chain and the programme's decision on it.",
        work: 'supply chain',
        icon: IconTopologyStar3,
      }),
    },
    {
      path: '/expiringlots',
      element: upcoming({
        title: 'Expiring Lots',
        description: 'Lots nearing expiry, to ship once the member approves.',
        work: 'expiring lots',
        icon: IconHourglass,
      }),
    },
  ],
};

export default function SupplierPortal() {
  return <PortalShell portal={supplierPortal} />;
}
