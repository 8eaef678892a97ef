import { lazy } from 'react';

/** The par-level (stock request) screens, each in its own chunk, for the portals' route tables. */
export const StockRequestsPage = lazy(() => import('./pages/StockRequestsPage'));
export const ProposedStockPage = lazy(() => import('./pages/ProposedStockPage'));
export const ParLevelReviewPage = lazy(() => import('./pages/ParLevelReviewPage'));
export const ParLevelsPage = lazy(() => import('./pages/ParLevelsPage'));
export const SupplierParLevelPage = lazy(() => import('./pages/SupplierParLevelPage'));
