import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { locationPolicy, type LocationState } from './policy.js';

const distributor: Viewer = { _id: 'd', type: 'distributor', readOnly: false };
const supplier: Viewer = { _id: 's', type: 'supplier', readOnly: false };
const administrator: Viewer = { _id: 'h', type: 'healthpro', readOnly: false };

/** The distributor's approved location, or, with `supplierId`, one that supplier added itself. */
const location = (records: LocationState['records'] = [], supplierId: string | null = null) =>
  ({ _id: 'l', name: 'Toronto Central Depot', status: 'APPROVED', distributorId: supplierId ? null : 'd', supplierId, records }) as unknown as LocationState;

describe('location policy', () => {
  it.each([
    ['its distributor', distributor, location(), { edit: true, delete: true }],
    ['its distributor, holding lots', distributor, location(['lots']), { edit: true, delete: false }],
    ['its distributor, on a stock request', distributor, location(['stockRequests']), { edit: true, delete: false }],
    ['its distributor, on a replenishment', distributor, location(['replenishments']), { edit: true, delete: false }],
    ['its distributor with a read-only key', { ...distributor, readOnly: true }, location(), { edit: false, delete: false }],
    ['another distributor', { ...distributor, _id: 'd2' }, location(), { edit: false, delete: false }],
    ['the supplier that added it', supplier, location([], 's'), { edit: true, delete: true }],
    ['the supplier that added it, holding lots', supplier, location(['lots'], 's'), { edit: true, delete: false }],
    ["a supplier, of its distributor's location", supplier, location(), { edit: false, delete: false }],
    ['the administrator', administrator, location(), { edit: false, delete: false }],
    ['a member', { _id: 'm', type: 'member', readOnly: false }, location(), { edit: false, delete: false }],
  ] as const)('%s', (_, viewer, record, abilities) => {
    expect(locationPolicy.abilitiesOf(viewer, record)).toMatchObject(abilities);
  });

  it('refuses to delete a location still referred to with 409 record.inUse, naming it', () => {
    expect(() => locationPolicy.authorize(distributor, location(['lots', 'replenishments']), 'delete')).toThrow(
      expect.objectContaining({ status: 409, reason: 'record.inUse', params: { name: 'Toronto Central Depot' } }),
    );
  });

  it("answers 404 to another owner's delete before looking at what refers to it", () => {
    expect(() => locationPolicy.authorize({ ...distributor, _id: 'd2' }, location(['lots']), 'delete')).toThrow(
      expect.objectContaining({ status: 404, reason: 'record.notFound' }),
    );
  });
});
