import type { TransferStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/** A member offers units to another; only the recipient approves (the units move) or denies (the hold is released). */
export const transferWorkflow = defineWorkflow<TransferStatus, 'approve' | 'deny'>('transfer', {
  approve: { from: ['PENDING'], to: 'APPROVED', by: ['member'] },
  deny: { from: ['PENDING'], to: 'DENIED', by: ['member'] },
});
