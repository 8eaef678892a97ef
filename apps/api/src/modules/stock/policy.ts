import type { StockRequestStatus } from '@rds/contract';
import { badRequest, conflict } from '../../platform/errors.js';
import { definePolicy, type Refusal } from '../../platform/policy.js';

/** A stock as its policy reads it: its par level, the member's consent to replacements, and its open par-level request, if any. */
export interface StockState {
  parLevel: number;
  isReplacable: boolean;
  openRequest: { status: StockRequestStatus } | null | undefined;
}

/** One open par-level request per stock: a new one waits until it is decided. */
const oneOpenRequest = (_: unknown, { openRequest }: StockState): Refusal | undefined =>
  openRequest
    ? () =>
        conflict('stockRequest.openExists', 'api.stockRequests.openExists', {
          state: openRequest.status.toLowerCase().replace(/_/g, ' '),
          status: { list: [`status.${openRequest.status}`] },
        })
    : undefined;

/**
 * The member who holds a stock orders from it, offers its units to another member and asks for a
 * par-level change (a member reads only its own stocks: `repository.ts`'s `visibleTo`). A par
 * level of 0 cannot go lower. The member consents to replacements of its lots (setReplacable) and
 * may ask for one; its supplier (a supplier reads only its products' stocks) only while it consents.
 */
export const stockPolicy = definePolicy(null, {
  order: { by: ['member'] },
  transfer: { by: ['member'] },
  increase: { by: ['member'], refuse: oneOpenRequest },
  decrease: {
    by: ['member'],
    refuse: (viewer, stock: StockState) =>
      oneOpenRequest(viewer, stock) ?? (stock.parLevel === 0 ? () => badRequest('api.stockRequests.sameParLevel', { current: '0' }) : undefined),
  },
  replace: {
    by: ['member', 'supplier'],
    refuse: (viewer, stock: StockState) =>
      viewer.type === 'supplier' && !stock.isReplacable ? () => conflict('replacement.notReplacable', 'api.replacements.notReplacable') : undefined,
  },
  setReplacable: { by: ['member'] },
});
