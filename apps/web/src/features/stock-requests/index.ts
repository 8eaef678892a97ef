import { lazyScreen } from '../../lib/lazyScreen';

/** The par-level (stock request) screens, each in its own chunk, for the portals' route tables. */
export const StockRequestsPage = lazyScreen(() => import('./pages/StockRequestsPage'));
export const ProposedStockPage = lazyScreen(() => import('./pages/ProposedStockPage'));
export const ParLevelReviewPage = lazyScreen(() => import('./pages/ParLevelReviewPage'));
export const ParLevelsPage = lazyScreen(() => import('./pages/ParLevelsPage'));
export const SupplierParLevelPage = lazyScreen(() => import('./pages/SupplierParLevelPage'));

/**
 * The par-level request modal (Request increase / decrease, Edit of a pending request), for the app
 * to hand to Assigned Stock, whose cards hold the buttons that open it (features do not import each other).
 */
export { LazyParLevelRequestModal as ParLevelRequestModal } from './components/LazyParLevelRequestModal';
