import type { CountStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A count of one location: OPEN while its lines are counted and saved (by the location's operator
 * or the administrator); submitted, its variances apply at once (APPLIED) or, over the thresholds,
 * wait for the administrator (AWAITING_APPROVAL), who approves (they apply then) or denies (nothing
 * moves). Which of the two a submit fires is the service's to choose from the lines (decision 026);
 * the administrator's own submit always applies, as it is the approver. An abandoned OPEN count is
 * cancelled (nothing moves) so that its location may be counted again.
 * Submitting and cancelling are the counter's to do in its own time: no worklist waits for them, so
 * the administrator's holds only the counts waiting.
 */
export const countWorkflow = defineWorkflow<CountStatus, 'save' | 'apply' | 'submitForApproval' | 'approve' | 'deny' | 'cancel'>('count', {
  save: { from: ['OPEN'], to: 'OPEN', by: ['supplier', 'distributor', 'healthpro'] },
  apply: { from: ['OPEN'], to: 'APPLIED', by: ['supplier', 'distributor', 'healthpro'], awaited: false },
  submitForApproval: { from: ['OPEN'], to: 'AWAITING_APPROVAL', by: ['supplier', 'distributor'] },
  approve: { from: ['AWAITING_APPROVAL'], to: 'APPLIED', by: ['healthpro'] },
  deny: { from: ['AWAITING_APPROVAL'], to: 'DENIED', by: ['healthpro'] },
  cancel: { from: ['OPEN'], to: 'CANCELLED', by: ['supplier', 'distributor', 'healthpro'], awaited: false },
});

export type CountEvent = keyof typeof countWorkflow.table;
