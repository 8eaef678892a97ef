import type { StockRequest } from '@rds/contract';
import { ProposedLotsForm } from '../../../domain';
import { showSuccess } from '../../../ui/toasts';
import { useAssignStock } from '../api';
import { ProposalModal } from './ProposalModal';
import { t } from '../../../lib/i18n';

function AssignForm({ request, onDone }: { request: StockRequest; onDone: () => void }) {
  const assign = useAssignStock();
  return (
    <ProposedLotsForm
      existing={request.StockRequestUnits}
      minimumExpiry={request.minimumExpiry}
      needed={request.unitsToAssign}
      product={request.Stock.Product}
      memberName={request.Member.name}
      submitLabel={request.status === 'ASSIGNED_REQUEST' ? t('stockRequests.saveChanges') : t('stockRequests.assign')}
      pending={assign.isPending}
      onCancel={onDone}
      onSubmit={(stocks) =>
        assign.mutate(
          { stockId: request.Stock._id, stocks },
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

/** Assign (or Edit) the stock of an increase: rows of location, lot number, expiry and units. */
export function AssignDialog({ request, onClose }: { request: StockRequest | null; onClose: () => void }) {
  return (
    <ProposalModal
      request={request}
      onClose={onClose}
      size={980}
      titles={{ create: t('stockRequests.assignStock'), edit: t('stockRequests.editAssignedStock') }}
    >
      {(shown) => <AssignForm key={shown._id} request={shown} onDone={onClose} />}
    </ProposalModal>
  );
}
