import { lazy } from 'react';

/** The Reserve Drug Supply screen, in its own chunk, for the member's route table. */
export const ReserveDrugSupplyPage = lazy(() => import('./ReserveDrugSupplyPage'));
