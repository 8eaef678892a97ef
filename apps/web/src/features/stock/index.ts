import { lazyScreen } from '../../lib/lazyScreen';

/** The stock screens, each in its own chunk, for the portals' route tables. */
export const AssignedStockPage = lazyScreen(() => import('./pages/AssignedStockPage'));
export const StockDetailPage = lazyScreen(() => import('./pages/StockDetailPage'));
export const MemberStockPage = lazyScreen(() => import('./pages/MemberStockPage'));
export const TotalStockPage = lazyScreen(() => import('./pages/TotalStockPage'));

export type { ParLevelRequestSlot, StockAction } from './components/stockAction';
