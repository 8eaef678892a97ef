import { lazyScreen } from '../../lib/lazyScreen';

/** The invoice, in its own chunk, for the app's /invoice route (outside the portal layout). */
export const InvoicePage = lazyScreen(() => import('./pages/InvoicePage'));
