import { lazyScreen } from '../../lib/lazyScreen';

/** The dashboard, in its own chunk (it draws the Orders per month chart), for the portals' route tables. */
export const DashboardPage = lazyScreen(() => import('./pages/DashboardPage'));
