import { lazyScreen } from '../../lib/lazyScreen';

/** The Expiring Lots screen (supplier, distributor, administrator), in its own chunk. */
export const ExpiringLotsPage = lazyScreen(() => import('./pages/ExpiringLotsPage'));
