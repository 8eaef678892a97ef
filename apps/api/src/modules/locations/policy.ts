import { notFound } from '../../platform/errors.js';
import { definePolicy, type Viewer } from '../../platform/policy.js';
import type { LockedLocation } from './repository.js';
import { locationWorkflow } from './workflow.js';

/** A location is changed only by who added it: its distributor, or the supplier that added it itself. */
const ownerOnly = (viewer: Viewer, location: LockedLocation) =>
  viewer._id === (viewer.type === 'supplier' ? location.supplierId : location.distributorId)
    ? undefined
    : () => notFound('api.notFound.record', { name: 'location' });

/**
 * The administrator decides a pending location. Its owner edits it in any status (the workflow's
 * edit, amend or resubmit, chosen by what the edit changes).
 */
export const locationPolicy = definePolicy(locationWorkflow, {
  approve: { event: 'approve' },
  deny: { event: 'deny' },
  edit: { by: ['distributor', 'supplier'], refuse: ownerOnly },
});
