import type { Location, LocationStatus } from '@rds/contract';
import { DenialReason } from '../../../ui/DenialReason';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

/**
 * The words of a location's status. The spec reads any non-pending status as 'Active'; a denied
 * location reads 'Denied' instead, so that nobody takes a refused location for a usable one.
 */
export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  PENDING: 'label.location.PENDING',
  APPROVED: 'label.location.APPROVED',
  DENIED: 'label.location.DENIED',
};

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  // An approved location is in use: green, not the 'approval in progress' yellow of other records.
  return <StatusBadge status={status} label={t(LOCATION_STATUS_LABELS[status])} color={status === 'APPROVED' ? 'green' : undefined} />;
}

/** A list's Status cell: the badge, and under a denied location the reason the administrator gave. */
export function LocationStatusCell({ location }: { location: Pick<Location, 'status' | 'decisionReason'> }) {
  return (
    <>
      <LocationStatusBadge status={location.status} />
      {location.status === 'DENIED' ? <DenialReason reason={location.decisionReason} /> : null}
    </>
  );
}
