import { lazyScreen } from '../../lib/lazyScreen';

/** Transfers between members and the member's Members page, each in its own chunk. */
export const TransferDetailPage = lazyScreen(() => import('./pages/TransferDetailPage'));
export const TransfersPage = lazyScreen(() => import('./pages/TransfersPage'));
export const MembersPage = lazyScreen(() => import('./pages/MembersPage'));
