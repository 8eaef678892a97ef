import { lazy } from 'react';

/** The feature screens, each in its own chunk so that a portal loads only what it shows. */
export const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
export const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
export const ContactPage = lazy(() => import('../features/contact/ContactPage'));
export const UsersPage = lazy(() => import('../features/users/UsersPage'));
export const QueriesPage = lazy(() => import('../features/queries/QueriesPage'));
export const AdminProductsPage = lazy(() => import('../features/products/AdminProductsPage'));
export const SupplierProductsPage = lazy(() => import('../features/products/SupplierProductsPage'));
export const DistributorProductsPage = lazy(() => import('../features/products/DistributorProductsPage'));
export const MemberProductsPage = lazy(() => import('../features/products/MemberProductsPage'));
