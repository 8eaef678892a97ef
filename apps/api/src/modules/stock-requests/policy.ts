import { notFound } from '../../platform/errors.js';
import { definePolicy, type Refusal, type Viewer } from '../../platform/policy.js';
import type { RequestRow } from './repository.js';
import { stockRequestWorkflow } from './workflow.js';

/**
 * A par-level request's (or a replenishment's) parties: its member, its supplier and the
 * administrator. Anyone else is answered as if it did not exist.
 */
export const partiesOnly =
  (name: string) =>
  (viewer: Viewer, record: { memberId: string; supplierId: string }): Refusal | undefined => {
    const party =
      viewer.type === 'healthpro' || viewer._id === (viewer.type === 'member' ? record.memberId : viewer.type === 'supplier' ? record.supplierId : null);
    return party ? undefined : () => notFound('api.notFound.record', { name });
  };

type Request = RequestRow['request'];
const parties: (viewer: Viewer, request: Request) => Refusal | undefined = partiesOnly('stockRequest');

/** Each action is the workflow's event of the same name, on a request of the viewer's; any party comments. */
export const stockRequestPolicy = definePolicy(stockRequestWorkflow, {
  edit: { event: 'edit', refuse: parties },
  approve: { event: 'approve', refuse: parties },
  deny: { event: 'deny', refuse: parties },
  propose: { event: 'propose', refuse: parties },
  approveProposal: { event: 'approveProposal', refuse: parties },
  markAssigned: { event: 'markAssigned', refuse: parties },
  comment: { by: ['member', 'supplier', 'healthpro'], refuse: parties },
});
