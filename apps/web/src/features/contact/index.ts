import { lazyScreen } from '../../lib/lazyScreen';

/** The Contact screen, in its own chunk, for the portals' route tables. */
export const ContactPage = lazyScreen(() => import('./pages/ContactPage'));
