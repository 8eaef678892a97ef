import { lazy } from 'react';

/** The supply chain screens, each in its own chunk, for the portals' route tables. */
export const SupplierSupplyChainPage = lazy(() => import('./pages/SupplierSupplyChainPage'));
export const SupplyChainDetailPage = lazy(() => import('./pages/SupplyChainDetailPage'));
