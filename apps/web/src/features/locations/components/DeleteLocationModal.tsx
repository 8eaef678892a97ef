import { useRef } from 'react';
import type { Location } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccess } from '../../../ui/toasts';
import { useDeleteLocation } from '../api';

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
        showSuccess(result.message || 'Location deleted');
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={!!asked}
      title="Delete Location"
      message={
        <>
          Delete <strong>{location?.name}</strong>, {location?.line1}, {location?.line2} {location?.postalCode}? This cannot be undone. A location that still
          holds stock or orders cannot be deleted.
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
      onCancel={onClose}
      loading={remove.isPending}
    />
  );
}
