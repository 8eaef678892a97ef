import { AppError, notFound } from '../../platform/errors.js';
import { definePolicy, type Viewer } from '../../platform/policy.js';
import type { LocationRecord, LockedLocation } from './repository.js';
import { locationWorkflow } from './workflow.js';

/** A location as its policy reads it: the row and the records that still refer to it (`repository.ts`'s `recordsOf`). */
export type LocationState = LockedLocation & { records: LocationRecord[] };

/** A location is changed only by who added it: its distributor, or the supplier that added it itself. */
const ownerOnly = (viewer: Viewer, location: LockedLocation) =>
  viewer._id === (viewer.type === 'supplier' ? location.supplierId : location.distributorId)
    ? undefined
    : () => notFound('api.notFound.record', { name: 'location' });

/** The same 409 as the foreign key that still guards the delete (`repository.ts`'s `deleteLocation`). */
const unused = ({ name, records }: LocationState) => (records.length > 0 ? () => new AppError('record.inUse', 'api.locations.inUse', { name }) : undefined);

/**
 * The administrator decides a pending location. Its owner edits it in any status (the workflow's
 * edit, amend or resubmit, chosen by what the edit changes), and deletes it while nothing refers to it.
 */
export const locationPolicy = definePolicy(locationWorkflow, {
  approve: { event: 'approve' },
  deny: { event: 'deny' },
  edit: { by: ['distributor', 'supplier'], refuse: ownerOnly },
  delete: { by: ['distributor', 'supplier'], refuse: (viewer, location: LocationState) => ownerOnly(viewer, location) ?? unused(location) },
});
