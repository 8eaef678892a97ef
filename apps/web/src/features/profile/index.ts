import { lazyScreen } from '../../lib/lazyScreen';

/** The profile screen, in its own chunk, for the portals' route tables. */
export const ProfilePage = lazyScreen(() => import('./pages/ProfilePage'));
