import { lazyScreen } from '../../lib/lazyScreen';

/** Redistribution (member, administrator): lots at risk of expiring, suggested to members short of the product; in its own chunk. */
export const RedistributionPage = lazyScreen(() => import('./pages/RedistributionPage'));
