import { locationStatusKey, type Location, type LocationStatus } from '@rds/contract';
import { DenialReason } from '../../../ui/DenialReason';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  // The spec reads an approved location as 'Active' and a denied one as 'Denied', so that nobody takes
  // a refused location for a usable one; in use, it is green, not the yellow of an approval in progress.
  return <StatusBadge status={status} label={t(locationStatusKey(status))} color={status === 'APPROVED' ? 'green' : undefined} />;
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
