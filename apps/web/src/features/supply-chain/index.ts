import { lazyScreen } from '../../lib/lazyScreen';

/** The supply chain screens, each in its own chunk, for the portals' route tables. */
export const SupplierSupplyChainPage = lazyScreen(() => import('./pages/SupplierSupplyChainPage'));
export const SupplyChainDetailPage = lazyScreen(() => import('./pages/SupplyChainDetailPage'));
