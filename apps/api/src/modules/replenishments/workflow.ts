import type { ReplenishmentStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A task to bring a stock back to par. It opens PENDING when units leave a stock below its par
 * level, and grows while still PENDING; the supplier proposes lots (and may revise them until the
 * member decides); the member approves or denies; the supplier marks it paid and the units return.
 */
export const replenishmentWorkflow = defineWorkflow<ReplenishmentStatus, 'grow' | 'replenish' | 'approve' | 'deny' | 'markPaid'>('replenishment', {
  // Fired by whoever's change left the stock shorter (a member's order, say).
  grow: { from: ['PENDING'], to: 'PENDING', by: ['member', 'supplier', 'healthpro'] },
  replenish: { from: ['PENDING', 'ASSIGNED_REQUEST'], to: 'ASSIGNED_REQUEST', by: ['supplier'] },
  approve: { from: ['ASSIGNED_REQUEST'], to: 'APPROVED', by: ['member'] },
  deny: { from: ['ASSIGNED_REQUEST'], to: 'DENIED', by: ['member'] },
  markPaid: { from: ['APPROVED'], to: 'COMPLETED', by: ['supplier'] },
});

export type ReplenishmentEvent = keyof typeof replenishmentWorkflow.table;
