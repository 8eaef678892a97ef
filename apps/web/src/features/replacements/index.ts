import { lazyScreen } from '../../lib/lazyScreen';

/** The stock replacement (stock rotation) screens, each in its own chunk, for the portals' route tables. */
export const ReplacementsPage = lazyScreen(() => import('./pages/ReplacementsPage'));
export const ReplacementDetailPage = lazyScreen(() => import('./pages/ReplacementDetailPage'));

/**
 * The Replace stock action of a stock, for the app to hand to the stock screens (features do not
 * import each other): a button that opens the replace-stock modal, shown from `abilities.replace`.
 */
export { ReplaceStockButton } from './components/ReplaceStockButton';
