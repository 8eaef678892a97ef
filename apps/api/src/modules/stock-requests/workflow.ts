import type { StockRequestStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A par-level request: the member asks (and may edit while pending), the administrator decides,
 * the supplier proposes lots (and may revise them until it marks them paid; a revision goes back to
 * the member), the member approves
 * the proposal, and the supplier marks it paid (an increase) or assigned (a decrease), which moves the units.
 */
export const stockRequestWorkflow = defineWorkflow<StockRequestStatus, 'edit' | 'approve' | 'deny' | 'propose' | 'approveProposal' | 'markAssigned'>(
  'stock request',
  {
    edit: { from: ['PENDING'], to: 'PENDING', by: ['member'] },
    approve: { from: ['PENDING'], to: 'APPROVED', by: ['healthpro'] },
    deny: { from: ['PENDING'], to: 'DENIED', by: ['healthpro'] },
    // A revision after the member approved goes back to the member (the stock may have changed meanwhile).
    propose: { from: ['APPROVED', 'ASSIGNED_REQUEST', 'ASSIGN_APPROVED'], to: 'ASSIGNED_REQUEST', by: ['supplier'] },
    approveProposal: { from: ['ASSIGNED_REQUEST'], to: 'ASSIGN_APPROVED', by: ['member'] },
    markAssigned: { from: ['ASSIGN_APPROVED'], to: 'ASSIGNED', by: ['supplier'] },
  },
);

export type StockRequestEvent = keyof typeof stockRequestWorkflow.table;
