import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import { formatDate, formatNumber } from '../../ui/format';
import { errorMessage } from '../../ui/LoadError';
import { showSuccess } from '../../ui/toasts';
import { ADDING_REASONS, type AdjustmentReason } from '@rds/contract';
import { ReasonSelect } from './reasons';

/** POST /api/{type}/stockunit/{id}/adjust {units, reason, note?}: through the ledger, at once. */
function useAdjust() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the server's refusal in its own words (not only as a toast).
    meta: { silent: true },
    mutationFn: ({ stockUnitId, ...body }: { stockUnitId: string; units: number; reason: AdjustmentReason; note?: string }) =>
      api.post('/stockunit/{id}/adjust', { params: { path: { id: stockUnitId } }, body }),
    onSuccess: () =>
      invalidate(
        queryClient,
        queryKeys.stocks.all,
        queryKeys.adjustments.all,
        queryKeys.counts.all,
        queryKeys.reserve.all,
        queryKeys.redistribution.all,
        queryKeys.dashboard,
      ),
  });
}

export interface AdjustableLot {
  _id: string;
  lotNumber: string;
  expiry: string;
  assignedUnits: number;
}

/**
 * Adjust a lot: signed units (a loss below zero), a reason (only Found and Count correction may
 * add), a note. The server's refusal (below zero, below what transfers hold, an unexpired write-off)
 * shows in the dialog, in its words.
 */
export default function AdjustDialog({ lot, productName, onClose }: { lot: AdjustableLot; productName?: string; onClose: () => void }) {
  const adjust = useAdjust();
  const [units, setUnits] = useState<number | ''>('');
  const [reason, setReason] = useState<AdjustmentReason | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const adding = typeof units === 'number' && units > 0;
  const wrongReason = adding && reason !== null && !(ADDING_REASONS as readonly AdjustmentReason[]).includes(reason);

  const save = () => {
    setTouched(true);
    if (units === '' || units === 0 || !reason || wrongReason || adjust.isPending) return;
    adjust.mutate(
      { stockUnitId: lot._id, units, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => (adjust.isPending ? undefined : onClose())}
      title={<Text fw={650}>{t('adjustments.adjustLot', { lot: lot.lotNumber })}</Text>}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('adjustments.lotSummary', {
            product: productName ?? '',
            units: formatNumber(lot.assignedUnits),
            expiry: formatDate(lot.expiry),
          })}
        </Text>
        <NumberInput
          label={t('adjustments.units')}
          description={t('adjustments.unitsHint')}
          allowDecimal={false}
          value={units}
          onChange={(value) => setUnits(value === '' ? '' : Number(value))}
          error={touched && (units === '' || units === 0) ? t('adjustments.unitsRequired') : undefined}
          required
          data-autofocus
        />
        <ReasonSelect
          label={t('adjustments.reasonLabel')}
          only={adding ? ADDING_REASONS : undefined}
          value={reason}
          onChange={(value) => setReason(value as AdjustmentReason | null)}
          error={touched && !reason ? t('adjustments.reasonRequired') : wrongReason ? t('adjustments.onlyFoundAdds') : undefined}
          required
        />
        <Textarea label={t('adjustments.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={2} maxLength={500} />
        {adjust.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="adjust-error">
            {errorMessage(adjust.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={adjust.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={adjust.isPending}>
            {t('adjustments.adjust')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
