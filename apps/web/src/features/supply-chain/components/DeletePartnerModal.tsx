import { useRef } from 'react';
import type { SupplyChainItem } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccess } from '../../../ui/toasts';
import { useDeletePartner } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

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
      title={t('supplyChain.deletePartner')}
      message={
        <>
          <Trans
            i18nKey="supplyChain.removeConfirm"
            values={{ name: item?.name, line1: item?.line1, line2: item?.line2, postalCode: item?.postalCode }}
            components={{ b: <strong /> }}
          />
        </>
      }
      confirmLabel={t('supplyChain.delete')}
      onConfirm={confirm}
      onCancel={onClose}
      loading={remove.isPending}
    />
  );
}
