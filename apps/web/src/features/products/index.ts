import { lazyScreen } from '../../lib/lazyScreen';

/** The product catalogue of each user type, each in its own chunk, for the portals' route tables. */
export const AdminProductsPage = lazyScreen(() => import('./pages/AdminProductsPage'));
export const SupplierProductsPage = lazyScreen(() => import('./pages/SupplierProductsPage'));
export const DistributorProductsPage = lazyScreen(() => import('./pages/DistributorProductsPage'));
export const MemberProductsPage = lazyScreen(() => import('./pages/MemberProductsPage'));
