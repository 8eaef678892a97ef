import type { ReactNode } from 'react';
import type { Stock, StockRequestKind } from '@rds/contract';

/**
 * An action on one stock that another part of the portal offers (the member's Order): the app hands
 * it to the stock screens, which show it on each card and on the detail page. Features do not
 * import each other; the route table composes them.
 */
export type StockAction = (stock: Stock) => ReactNode;

/** What a card's par-level button asks for: a new increase or decrease, or editing the stock's pending request. */
export type ParLevelTarget = { stock: Stock; kind: StockRequestKind; editing: boolean };

/**
 * The par-level request modal, which belongs to the stock requests: the app hands it to Assigned
 * Stock, whose cards hold the buttons that open it. Open while `target` is set; `onClose` clears it.
 */
export type ParLevelRequestSlot = (target: ParLevelTarget | null, onClose: () => void) => ReactNode;
