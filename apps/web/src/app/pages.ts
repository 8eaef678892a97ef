import { lazyScreen } from '../lib/lazyScreen';

/** The feature screens, each in its own chunk so that a portal loads only what it shows. */
export const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage'));
export const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'));
export const NotificationsPage = lazyScreen(() => import('../features/notifications/NotificationsPage'));
export const ContactPage = lazyScreen(() => import('../features/contact/ContactPage'));
export const UsersPage = lazyScreen(() => import('../features/users/UsersPage'));
export const QueriesPage = lazyScreen(() => import('../features/queries/QueriesPage'));
export const AdminProductsPage = lazyScreen(() => import('../features/products/AdminProductsPage'));
export const SupplierProductsPage = lazyScreen(() => import('../features/products/SupplierProductsPage'));
export const DistributorProductsPage = lazyScreen(() => import('../features/products/DistributorProductsPage'));
export const MemberProductsPage = lazyScreen(() => import('../features/products/MemberProductsPage'));
