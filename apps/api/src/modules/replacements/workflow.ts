import type { ReplacementStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A replacement (stock rotation): opened PENDING with the units to take out held on their lots; the
 * supplier assigns the fresher lots (and may revise them until the member decides); the member
 * approves (the units swap through the ledger) or denies (the hold is released), before or after
 * the assignment. A recall's replacement is cancelled (DENIED, the hold released) when the
 * administrator reverts the recall: its units are no longer recalled.
 */
export const replacementWorkflow = defineWorkflow<ReplacementStatus, 'assign' | 'approve' | 'deny' | 'cancel'>('replacement', {
  assign: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'ASSIGNED_REQUEST', by: ['supplier'] },
  approve: { from: ['ASSIGNED_REQUEST'], to: 'APPROVED', by: ['member'] },
  deny: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'DENIED', by: ['member'] },
  cancel: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'DENIED', by: ['healthpro'], awaited: false },
});

export type ReplacementEvent = keyof typeof replacementWorkflow.table;
