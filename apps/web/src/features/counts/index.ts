import { lazyScreen } from '../../lib/lazyScreen';

/** Counts, their sheet and the adjustments list, each in its own chunk. */
export const CountsPage = lazyScreen(() => import('./pages/CountsPage'));
export const CountDetailPage = lazyScreen(() => import('./pages/CountDetailPage'));
export const AdjustmentsPage = lazyScreen(() => import('./pages/AdjustmentsPage'));
