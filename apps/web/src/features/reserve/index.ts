import { lazyScreen } from '../../lib/lazyScreen';

/** The Reserve Drug Supply screen, in its own chunk, for the member's route table. */
export const ReserveDrugSupplyPage = lazyScreen(() => import('./pages/ReserveDrugSupplyPage'));
