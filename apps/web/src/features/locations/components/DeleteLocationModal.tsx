import { useRef } from 'react';
import type { Location } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccess } from '../../../ui/toasts';
import { useDeleteLocation } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** Asks before deleting; a location that holds stock or orders is refused by the server (409, shown as a toast). */
export function DeleteLocationModal({ location: asked, onClose }: { location: Location | null; onClose: () => void }) {
  const remove = useDeleteLocation();
  // Keep the name on screen while the dialog fades out.
  const shown = useRef(asked);
  if (asked) shown.current = asked;
  const location = shown.current;
  const confirm = () => {
    if (!asked || remove.isPending) return;
    remove.mutate(asked._id, {
      onSuccess: (result) => {
        showSuccess(result.message || t('locations.locationDeleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={!!asked}
      title={t('locations.deleteLocation')}
      message={
        <>
          <Trans
            i18nKey="locations.deleteConfirm"
            values={{ name: location?.name, line1: location?.line1, line2: location?.line2, postalCode: location?.postalCode }}
            components={{ b: <strong /> }}
          />
        </>
      }
      confirmLabel={t('locations.delete')}
      onConfirm={confirm}
      onCancel={onClose}
      loading={remove.isPending}
    />
  );
}
