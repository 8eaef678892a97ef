import { definePolicy, type Viewer } from '../../platform/policy.js';
import { notFound } from '../../platform/errors.js';

/** A lot's location as its policy reads it: who operates it. */
export interface LotLocation {
  supplierId: string | null;
  distributorId: string | null;
}

/** Whether the viewer operates the location: its supplier or its distributor; the administrator operates every one. */
export const operates = (viewer: Viewer, location: LotLocation) =>
  viewer.type === 'healthpro' ||
  (viewer.type === 'supplier' && location.supplierId === viewer._id) ||
  (viewer.type === 'distributor' && location.distributorId === viewer._id);

/**
 * The operator of the lot's location (its supplier or distributor) adjusts its units, and the
 * administrator any lot; a member never (it is told instead). A lot elsewhere is not found.
 */
export const lotPolicy = definePolicy(null, {
  adjust: {
    by: ['supplier', 'distributor', 'healthpro'],
    refuse: (viewer, location: LotLocation) => (operates(viewer, location) ? undefined : () => notFound('api.notFound.record', { name: 'lot' })),
  },
});
