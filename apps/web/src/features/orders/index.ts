import { lazy } from 'react';

/** The order screens, each in its own chunk, for the portals' route tables. */
export const MemberOrdersPage = lazy(() => import('./pages/MemberOrdersPage'));
export const OperatorOrdersPage = lazy(() => import('./pages/OperatorOrdersPage'));
export const AdminOrdersPage = lazy(() => import('./pages/AdminOrdersPage'));
export const OrderDetailPage = lazy(() => import('./pages/OrderDetailPage'));

/**
 * The Order action of a stock, for the app to hand to the stock screens (features do not import
 * each other): a button that opens the order dialog.
 */
export { OrderFromStockButton } from './components/OrderFromStockButton';
