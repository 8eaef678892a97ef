import { lazyScreen } from '../../lib/lazyScreen';

/** The location screens, each in its own chunk, for the portals' route tables. */
export const SupplierLocationsPage = lazyScreen(() => import('./pages/SupplierLocationsPage'));
export const DistributorLocationsPage = lazyScreen(() => import('./pages/DistributorLocationsPage'));
export const AdminLocationsPage = lazyScreen(() => import('./pages/AdminLocationsPage'));
export const LocationReviewPage = lazyScreen(() => import('./pages/LocationReviewPage'));
