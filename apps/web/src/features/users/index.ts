import { lazyScreen } from '../../lib/lazyScreen';

/** The administrator's screen of members, suppliers or distributors (its `type`), in its own chunk. */
export const UsersPage = lazyScreen(() => import('./pages/UsersPage'));
