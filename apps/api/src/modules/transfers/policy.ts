import { forbidden } from '../../platform/errors.js';
import { definePolicy, type Viewer } from '../../platform/policy.js';
import type { TransferRow } from './repository.js';
import { transferWorkflow } from './workflow.js';

type Transfer = TransferRow['transfer'];

/** Only the recipient decides; the sender, who sees it too, waits. */
const recipientDecides = (viewer: Viewer, transfer: Transfer) =>
  viewer._id !== transfer.recipientMemberId ? () => forbidden('api.transfers.recipientDecides') : undefined;

export const transferPolicy = definePolicy(transferWorkflow, {
  approve: { event: 'approve', refuse: recipientDecides },
  deny: { event: 'deny', refuse: recipientDecides },
});
