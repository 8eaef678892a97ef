import type { Location } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { locationPolicy } from './policy.js';
import type { LocationRecord, LocationWithOwners } from './repository.js';

/** A location as `viewer` reads it, with what they may do to it now; `records`: what still refers to it. */
export function presentLocation({ location, Supplier, Distributor }: LocationWithOwners, viewer: Viewer, records: LocationRecord[]): Location {
  return {
    _id: location._id,
    name: location.name,
    line1: location.line1,
    line2: location.line2,
    postalCode: location.postalCode,
    comment: location.comment,
    status: location.status,
    supplierId: location.supplierId,
    distributorId: location.distributorId,
    Supplier,
    Distributor,
    decisionReason: location.decisionReason,
    version: location.version,
    abilities: locationPolicy.abilitiesOf(viewer, { ...location, records }),
    createdAt: location.createdAt.toISOString(),
  };
}
