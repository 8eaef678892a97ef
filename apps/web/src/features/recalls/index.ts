import { lazyScreen } from '../../lib/lazyScreen';

/** The recall screens (every portal), each in its own chunk, for the portals' route tables. */
export const RecallsPage = lazyScreen(() => import('./pages/RecallsPage'));
export const RecallDetailPage = lazyScreen(() => import('./pages/RecallDetailPage'));
