import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { pluralize, formatNumber } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useMarkPaid } from '../api';
import { AssignDialog } from './AssignDialog';
import { ParLevelCard } from './ParLevelCard';
import { WithdrawDialog } from './WithdrawDialog';
import { t } from '../../../lib/i18n';

/** The supplier's par-level cards with their dialogs: Assign or Edit (lots to add or to withdraw), and Mark as Paid. */
export function ParLevelBoard({ requests }: { requests: StockRequest[] }) {
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState<StockRequest | null>(null);
  const [paying, setPaying] = useState<StockRequest | null>(null);
  const markPaid = useMarkPaid();

  const confirmPaid = () => {
    if (!paying || markPaid.isPending) return;
    markPaid.mutate(paying._id, {
      onSuccess: (result) => {
        showSuccess(result.message);
        setPaying(null);
      },
    });
  };

  const units = paying
    ? pluralize(
        paying.StockRequestUnits.reduce((sum, unit) => sum + unit.assignedUnits, 0),
        'unit',
      )
    : '';
  return (
    <>
      <Stack gap="lg">
        {requests.map((request) => (
          <ParLevelCard
            key={request._id}
            request={request}
            actions={{
              onAssign: setAssigning,
              onMarkPaid: setPaying,
              onInvoice: (invoiceId) => navigate('/invoice', { state: { invoiceId } }),
              paying: markPaid.isPending ? markPaid.variables : null,
            }}
          />
        ))}
      </Stack>
      <AssignDialog request={assigning?.kind === 'INCREASE' ? assigning : null} onClose={() => setAssigning(null)} />
      <WithdrawDialog request={assigning?.kind === 'DECREASE' ? assigning : null} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        opened={!!paying}
        title={paying?.kind === 'DECREASE' ? t('stockRequests.markAssigned2') : t('stockRequests.markAsPaid2')}
        message={
          paying
            ? paying.kind === 'INCREASE'
              ? t('stockRequests.ofEnterSReserveAnd', {
                  units,
                  name: paying.Stock.Product.name,
                  name2: paying.Member.name,
                  requestedParLevel: formatNumber(paying.requestedParLevel),
                })
              : t('stockRequests.ofLeaveSReserveAnd', {
                  units,
                  name: paying.Stock.Product.name,
                  name2: paying.Member.name,
                  requestedParLevel: formatNumber(paying.requestedParLevel),
                })
            : ''
        }
        confirmLabel={paying?.kind === 'DECREASE' ? t('stockRequests.markAssigned') : t('stockRequests.markAsPaid')}
        color="green"
        loading={markPaid.isPending}
        onConfirm={confirmPaid}
        onCancel={() => setPaying(null)}
      />
    </>
  );
}
