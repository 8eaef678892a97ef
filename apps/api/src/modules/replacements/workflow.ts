import type { ReplacementStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A replacement (stock rotation): opened PENDING with the units to take out held on their lots; the
 * supplier assigns the fresher lots (and may revise them until the member decides); the member
 * approves (the units swap through the ledger) or denies (the hold is released), before or after
 * the assignment.
 */
export const replacementWorkflow = defineWorkflow<ReplacementStatus, 'assign' | 'approve' | 'deny'>('replacement', {
  assign: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'ASSIGNED_REQUEST', by: ['supplier'] },
  approve: { from: ['ASSIGNED_REQUEST'], to: 'APPROVED', by: ['member'] },
  deny: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'DENIED', by: ['member'] },
});

export type ReplacementEvent = keyof typeof replacementWorkflow.table;
