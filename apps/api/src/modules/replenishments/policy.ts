import { definePolicy, type Refusal, type Viewer } from '../../platform/policy.js';
import { partiesOnly } from '../stock-requests/policy.js';
import type { LockedTask } from './repository.js';
import { replenishmentWorkflow } from './workflow.js';

const parties: (viewer: Viewer, task: LockedTask) => Refusal | undefined = partiesOnly('replenishment');

/** Each action is the workflow's event of the same name (growing is the portal's, not a person's), on a task of the viewer's; any party comments. */
export const replenishmentPolicy = definePolicy(replenishmentWorkflow, {
  replenish: { event: 'replenish', refuse: parties },
  approve: { event: 'approve', refuse: parties },
  deny: { event: 'deny', refuse: parties },
  markPaid: { event: 'markPaid', refuse: parties },
  comment: { by: ['member', 'supplier', 'healthpro'], refuse: parties },
});
