import type { OrderStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * An order leaves the member's stock when it is created; the supplier, or the distributor whose
 * location holds the lot, dispatches it (PACKAGED, read "shipped"); the member confirms receipt.
 * An expiring-lot order is made by the job and waits for the member's approval first; its units
 * leave the stock then. Which of supplier and distributor may dispatch, and whether an order
 * still needs approval, is the service's policy on the record.
 */
export const orderWorkflow = defineWorkflow<OrderStatus, 'approve' | 'dispatch' | 'complete'>('order', {
  // An expiring-lot order waits for the member's approval (isApproved), staying CREATED.
  approve: { from: ['CREATED'], to: 'CREATED', by: ['member'] },
  dispatch: { from: ['CREATED'], to: 'PACKAGED', by: ['supplier', 'distributor'] },
  complete: { from: ['PACKAGED'], to: 'COMPLETED', by: ['member'] },
});

export type OrderEvent = keyof typeof orderWorkflow.table;
