import { lazy } from 'react';

/** The location screens, each in its own chunk, for the portals' route tables. */
export const SupplierLocationsPage = lazy(() => import('./pages/SupplierLocationsPage'));
export const DistributorLocationsPage = lazy(() => import('./pages/DistributorLocationsPage'));
export const AdminLocationsPage = lazy(() => import('./pages/AdminLocationsPage'));
export const LocationReviewPage = lazy(() => import('./pages/LocationReviewPage'));
