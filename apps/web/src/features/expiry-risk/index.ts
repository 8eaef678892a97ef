import { lazyScreen } from '../../lib/lazyScreen';

/** The Expiry risk screen (every portal), in its own chunk. */
export const ExpiryRiskPage = lazyScreen(() => import('./pages/ExpiryRiskPage'));
