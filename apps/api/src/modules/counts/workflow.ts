import type { CountStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A count of one location: OPEN while its lines are counted and saved (by the location's operator
 * or the administrator); submitted by the operator, its variances apply at once (APPLIED) or, over the thresholds,
 * wait for the administrator (AWAITING_APPROVAL), who approves (they apply then) or denies (nothing
 * moves). Which of the two a submit fires is the service's to choose from the lines (decision 026).
 * The administrator does not submit: it decides, so its worklist holds only the counts waiting.
 */
export const countWorkflow = defineWorkflow<CountStatus, 'save' | 'apply' | 'submitForApproval' | 'approve' | 'deny'>('count', {
  save: { from: ['OPEN'], to: 'OPEN', by: ['supplier', 'distributor', 'healthpro'] },
  apply: { from: ['OPEN'], to: 'APPLIED', by: ['supplier', 'distributor'] },
  submitForApproval: { from: ['OPEN'], to: 'AWAITING_APPROVAL', by: ['supplier', 'distributor'] },
  approve: { from: ['AWAITING_APPROVAL'], to: 'APPLIED', by: ['healthpro'] },
  deny: { from: ['AWAITING_APPROVAL'], to: 'DENIED', by: ['healthpro'] },
});

export type CountEvent = keyof typeof countWorkflow.table;
