import { lazy } from 'react';

/** The Expiring Lots screen (supplier, distributor, administrator), in its own chunk. */
export const ExpiringLotsPage = lazy(() => import('./ExpiringLotsPage'));
