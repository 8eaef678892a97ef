import { lazyScreen } from '../../lib/lazyScreen';

/** The administrator's Supply-chain risk screen, in its own chunk. */
export const SupplyRiskPage = lazyScreen(() => import('./pages/SupplyRiskPage'));
