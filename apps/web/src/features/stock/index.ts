import { lazy } from 'react';

/** The stock screens, each in its own chunk, for the portals' route tables. */
export const AssignedStockPage = lazy(() => import('./pages/AssignedStockPage'));
export const StockDetailPage = lazy(() => import('./pages/StockDetailPage'));
export const MemberStockPage = lazy(() => import('./pages/MemberStockPage'));
export const TotalStockPage = lazy(() => import('./pages/TotalStockPage'));

export type { StockAction } from './stockAction';
