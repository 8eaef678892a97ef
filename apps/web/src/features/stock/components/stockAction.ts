import type { ReactNode } from 'react';
import type { Stock } from '@rds/contract';

/**
 * An action on one stock that another part of the portal offers (the member's Order): the app hands
 * it to the stock screens, which show it on each card and on the detail page. Features do not
 * import each other; the route table composes them.
 */
export type StockAction = (stock: Stock) => ReactNode;
