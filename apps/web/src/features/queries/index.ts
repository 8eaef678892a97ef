import { lazyScreen } from '../../lib/lazyScreen';

/** The administrator's Queries screen, in its own chunk, for the route table. */
export const QueriesPage = lazyScreen(() => import('./pages/QueriesPage'));
