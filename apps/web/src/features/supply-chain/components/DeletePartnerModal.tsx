import { useRef } from 'react';
import type { SupplyChainItem } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccess } from '../../../ui/toasts';
import { useDeletePartner } from '../api';

/** Asks before removing a partner from a product's supply chain. */
export function DeletePartnerModal({ item: asked, onClose }: { item: SupplyChainItem | null; onClose: () => void }) {
  const remove = useDeletePartner();
  // Keep the name on screen while the dialog fades out.
  const shown = useRef(asked);
  if (asked) shown.current = asked;
  const item = shown.current;
  const confirm = () => {
    if (!asked || remove.isPending) return;
    remove.mutate(
      { itemId: asked._id, type: asked.type },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={!!asked}
      title="Delete partner"
      message={
        <>
          Remove <strong>{item?.name}</strong> ({item?.line1}, {item?.line2} {item?.postalCode}) from this supply chain?
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
      onCancel={onClose}
      loading={remove.isPending}
    />
  );
}
