import { lazyScreen } from '../../lib/lazyScreen';

/** The Notifications screen, in its own chunk, for the portals' route tables. */
export const NotificationsPage = lazyScreen(() => import('./pages/NotificationsPage'));
