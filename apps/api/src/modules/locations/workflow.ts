import type { LocationStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A location waits for the administrator. Its owner may edit it: a pending one stays pending (with a
 * new version, so a decision on the old one is refused); a new address, or any edit of a denied
 * one, sends it back for approval; a new name or comment keeps an approved one approved.
 */
export const locationWorkflow = defineWorkflow<LocationStatus, 'approve' | 'deny' | 'edit' | 'amend' | 'resubmit'>('location', {
  approve: { from: ['PENDING'], to: 'APPROVED', by: ['healthpro'] },
  deny: { from: ['PENDING'], to: 'DENIED', by: ['healthpro'] },
  edit: { from: ['PENDING'], to: 'PENDING', by: ['distributor', 'supplier'] },
  amend: { from: ['APPROVED'], to: 'APPROVED', by: ['distributor', 'supplier'] },
  resubmit: { from: ['APPROVED', 'DENIED'], to: 'PENDING', by: ['distributor', 'supplier'] },
});

export type LocationEvent = keyof typeof locationWorkflow.table;
