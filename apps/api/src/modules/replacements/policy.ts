import { definePolicy, type Refusal, type Viewer } from '../../platform/policy.js';
import { partiesOnly } from '../stock-requests/policy.js';
import type { LockedReplacement } from './repository.js';
import { replacementWorkflow } from './workflow.js';

const parties: (viewer: Viewer, replacement: LockedReplacement) => Refusal | undefined = partiesOnly('replacement');

/** Each action is the workflow's event of the same name, on a replacement of the viewer's; any party comments. */
export const replacementPolicy = definePolicy(replacementWorkflow, {
  assign: { event: 'assign', refuse: parties },
  approve: { event: 'approve', refuse: parties },
  deny: { event: 'deny', refuse: parties },
  comment: { by: ['member', 'supplier', 'healthpro'], refuse: parties },
});
