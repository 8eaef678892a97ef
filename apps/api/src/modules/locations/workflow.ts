import type { LocationStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A location waits for the administrator; a changed address or a denied location goes back to waiting.
 */
export const locationWorkflow = defineWorkflow<LocationStatus, 'approve' | 'deny' | 'resubmit'>('location', {
  approve: { from: ['PENDING'], to: 'APPROVED', by: ['healthpro'] },
  deny: { from: ['PENDING'], to: 'DENIED', by: ['healthpro'] },
  resubmit: { from: ['APPROVED', 'DENIED'], to: 'PENDING', by: ['distributor', 'supplier'] },
});
