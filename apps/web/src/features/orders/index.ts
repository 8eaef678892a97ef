import { lazyScreen } from '../../lib/lazyScreen';

/** The order screens, each in its own chunk, for the portals' route tables. */
export const MemberOrdersPage = lazyScreen(() => import('./pages/MemberOrdersPage'));
export const OperatorOrdersPage = lazyScreen(() => import('./pages/OperatorOrdersPage'));
export const AdminOrdersPage = lazyScreen(() => import('./pages/AdminOrdersPage'));
export const OrderDetailPage = lazyScreen(() => import('./pages/OrderDetailPage'));

/**
 * The Order action of a stock, for the app to hand to the stock screens (features do not import
 * each other): a button that opens the order dialog.
 */
export { OrderFromStockButton } from './components/OrderFromStockButton';
