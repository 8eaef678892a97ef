import type { Replenishment } from '@rds/contract';
import { ProposalModal, ProposedLotsForm } from '../../../domain';
import { pluralize } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useReplenish } from '../api';
import { t } from '../../../lib/i18n';

function ReplenishForm({ task, onDone }: { task: Replenishment; onDone: () => void }) {
  const replenish = useReplenish();
  return (
    <ProposedLotsForm
      existing={task.StockRequestUnits}
      minimumExpiry={task.Stock.minimumExpiry}
      needed={task.units}
      product={task.Stock.Product}
      memberName={task.Member.name}
      submitLabel={task.status === 'ASSIGNED_REQUEST' ? t('replenishments.saveChanges') : t('replenishments.replenish')}
      pending={replenish.isPending}
      onCancel={onDone}
      onSubmit={(stocks) =>
        replenish.mutate(
          { id: task._id, stocks },
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

/** Replenish (or edit the proposal of) a task: the same rows as a par-level increase's Assign Stock. */
export function ReplenishDialog({ task, onClose }: { task: Replenishment | null; onClose: () => void }) {
  return (
    <ProposalModal
      record={task}
      onClose={onClose}
      size={980}
      title={(shown) => (shown.status === 'ASSIGNED_REQUEST' ? t('replenishments.editReplenishment') : t('replenishments.replenishStock'))}
      badge={(shown) => t('replenishments.toReplenish', { units: pluralize(shown.units, 'unit') })}
    >
      {(shown) => <ReplenishForm key={shown._id} task={shown} onDone={onClose} />}
    </ProposalModal>
  );
}
