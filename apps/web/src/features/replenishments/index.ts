import { lazyScreen } from '../../lib/lazyScreen';

/** The replenishment screens, each in its own chunk, for the portals' route tables. */
export const ReplenishmentsPage = lazyScreen(() => import('./pages/ReplenishmentsPage'));
export const ReplenishmentTasksPage = lazyScreen(() => import('./pages/ReplenishmentTasksPage'));
export const ReplenishmentCommentsPage = lazyScreen(() => import('./pages/ReplenishmentCommentsPage'));
