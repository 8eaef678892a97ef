import { lazy } from 'react';

/** The feature screens, each in its own chunk so that a portal loads only what it shows. */
export const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
export const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
export const ContactPage = lazy(() => import('../features/contact/ContactPage'));
