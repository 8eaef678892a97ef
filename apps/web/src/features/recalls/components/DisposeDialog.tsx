import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { RECALL_DISPOSITIONS } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { formatDate, formatNumber } from '../../../ui/format';
import { errorMessage } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useDisposeRecall } from '../api';
import type { RecallAction, RecallDisposition, RecallLot } from '../types';
import { dispositionWords } from './RecallParts';

/** What the recall asks for is offered first: a return recall's units are returned, a destroy recall's destroyed. */
const firstChoice = (action: RecallAction): RecallDisposition => (action === 'DESTROY' ? 'DESTROYED' : 'RETURNED');

/**
 * Dispose of a lot's recalled units (the operator of its location, or the administrator): how many,
 * how they left (returned, destroyed, or lost: not found on the shelf) and a reference (a return
 * authorisation, a destruction certificate). The units leave through the ledger; the server's
 * refusal (more than remain, a lot moved meanwhile) shows here, in its words.
 */
export function DisposeDialog({ recallId, action, lot, onClose }: { recallId: string; action: RecallAction; lot: RecallLot; onClose: () => void }) {
  const dispose = useDisposeRecall();
  const [units, setUnits] = useState<number | ''>(lot.remainingUnits);
  const [disposition, setDisposition] = useState<RecallDisposition | null>(firstChoice(action));
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);

  const unitsError =
    units === '' || units <= 0
      ? t('recalls.dispose.unitsRequired')
      : units > lot.remainingUnits
        ? t('recalls.dispose.unitsTooMany', { remaining: formatNumber(lot.remainingUnits) })
        : undefined;
  const referenceError = !reference.trim()
    ? t(disposition === 'LOST' ? 'recalls.dispose.referenceRequiredLost' : 'recalls.dispose.referenceRequired')
    : undefined;

  const save = () => {
    setTouched(true);
    if (unitsError || !disposition || referenceError || dispose.isPending) return;
    dispose.mutate(
      { id: recallId, body: { stockUnitId: lot.stockUnitId, units: units as number, disposition, reference: reference.trim() } },
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
      onClose={() => (dispose.isPending ? undefined : onClose())}
      title={<Text fw={650}>{t('recalls.dispose.title', { lot: lot.lotNumber })}</Text>}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('recalls.dispose.summary', {
            location: lot.Location.name,
            member: lot.Member.name,
            remaining: formatNumber(lot.remainingUnits),
            expiry: formatDate(lot.expiry),
          })}
        </Text>
        <NumberInput
          label={t('recalls.dispose.units')}
          description={t('recalls.dispose.unitsHint', { remaining: formatNumber(lot.remainingUnits) })}
          allowDecimal={false}
          allowNegative={false}
          // No min/max: the field would clamp what was typed on blur; the message says what is allowed.
          value={units}
          onChange={(value) => setUnits(value === '' ? '' : Number(value))}
          error={touched ? unitsError : undefined}
          required
          data-autofocus
        />
        <Select
          label={t('recalls.dispose.disposition')}
          data={RECALL_DISPOSITIONS.map((value) => ({ value, label: dispositionWords(value) }))}
          value={disposition}
          onChange={(value) => setDisposition(value as RecallDisposition | null)}
          allowDeselect={false}
          error={touched && !disposition ? t('recalls.dispose.dispositionRequired') : undefined}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('recalls.dispose.reference')}
          description={disposition === 'LOST' ? t('recalls.dispose.referenceHintLost') : t('recalls.dispose.referenceHint')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={200}
          required
          error={touched ? referenceError : undefined}
        />
        {dispose.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="dispose-error">
            {errorMessage(dispose.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={dispose.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={save} loading={dispose.isPending}>
            {t('recalls.dispose.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
