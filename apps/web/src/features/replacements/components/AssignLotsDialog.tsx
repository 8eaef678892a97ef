import type { Replacement } from '@rds/contract';
import { ProposalModal, ProposedLotsForm } from '../../../domain';
import { pluralize } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useAssignReplacement } from '../api';
import { t } from '../../../lib/i18n';

function AssignForm({ replacement, onDone }: { replacement: Replacement; onDone: () => void }) {
  const assign = useAssignReplacement();
  return (
    <ProposedLotsForm
      existing={replacement.StockReplacementLots.map((lot) => ({
        locationId: lot.Location._id,
        lotNumber: lot.lotNumber,
        expiry: lot.expiry,
        assignedUnits: lot.assignedUnits,
      }))}
      minimumExpiry={replacement.Stock.minimumExpiry}
      needed={replacement.units}
      product={replacement.Stock.Product}
      memberName={replacement.Member.name}
      submitLabel={replacement.status === 'ASSIGNED_REQUEST' ? t('replacements.saveChanges') : t('replacements.proposeLots')}
      pending={assign.isPending}
      onCancel={onDone}
      onSubmit={(stocks) =>
        assign.mutate(
          { id: replacement._id, stocks },
          {
            onSuccess: (result) => {
              showSuccess(result.message);
              onDone();
            },
          },
        )
      }
    />
  );
}

/**
 * The supplier's fresher lots for a replacement (or its revision while the member decides): the same
 * rows and checks as a par-level increase's Assign Stock, as many units in as the member takes out.
 */
export function AssignLotsDialog({ replacement, onClose }: { replacement: Replacement | null; onClose: () => void }) {
  return (
    <ProposalModal
      record={replacement}
      onClose={onClose}
      size={980}
      title={(shown) => (shown.status === 'ASSIGNED_REQUEST' ? t('replacements.reviseLots') : t('replacements.proposeLots'))}
      badge={(shown) => t('replacements.toReplace', { units: pluralize(shown.units, 'unit') })}
    >
      {(shown) => <AssignForm key={shown._id} replacement={shown} onDone={onClose} />}
    </ProposalModal>
  );
}
