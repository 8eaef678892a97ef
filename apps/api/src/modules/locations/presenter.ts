import type { Location } from '@rds/contract';
import type { LocationWithOwners } from './repository.js';

export function presentLocation({ location, Supplier, Distributor }: LocationWithOwners): Location {
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
    createdAt: location.createdAt.toISOString(),
  };
}
