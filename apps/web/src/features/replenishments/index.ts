import { lazy } from 'react';

/** The replenishment screens, each in its own chunk, for the portals' route tables. */
export const ReplenishmentsPage = lazy(() => import('./pages/ReplenishmentsPage'));
export const ReplenishmentTasksPage = lazy(() => import('./pages/ReplenishmentTasksPage'));
export const ReplenishmentCommentsPage = lazy(() => import('./pages/ReplenishmentCommentsPage'));
