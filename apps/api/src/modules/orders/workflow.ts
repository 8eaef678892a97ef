import type { OrderStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * An order leaves the member's stock when it is created; the supplier, or the distributor whose
 * location holds the lot, dispatches it (PACKAGED, read "shipped"); the member confirms receipt.
 * Which of supplier and distributor may dispatch a given order is the service's policy.
 */
export const orderWorkflow = defineWorkflow<OrderStatus, 'dispatch' | 'complete'>('order', {
  dispatch: { from: ['CREATED'], to: 'PACKAGED', by: ['supplier', 'distributor'] },
  complete: { from: ['PACKAGED'], to: 'COMPLETED', by: ['member'] },
});

export type OrderEvent = keyof typeof orderWorkflow.table;
