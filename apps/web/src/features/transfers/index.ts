import { lazy } from 'react';

/** Transfers between members and the member's Members page, each in its own chunk. */
export const TransferDetailPage = lazy(() => import('./pages/TransferDetailPage'));
export const TransfersPage = lazy(() => import('./pages/TransfersPage'));
export const MembersPage = lazy(() => import('./pages/MembersPage'));
