import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCircleX, IconHourglass, IconTruckLoading, IconX } from '@tabler/icons-react';
import { replacementStatusKey, type Replacement } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Outcome } from '../../../ui/Outcome';
import { showSuccess } from '../../../ui/toasts';
import { useDecideReplacement } from '../api';
import { t } from '../../../lib/i18n';

type Decision = 'approve' | 'deny';

/** Who the replacement waits for, said to the one it waits for as to everyone else. */
function waitingFor({ status, abilities }: Replacement) {
  if (status === 'PENDING') return abilities.assign ? 'yourLots' : 'supplierLots';
  return abilities.assign ? 'memberAfterYours' : 'member';
}

/**
 * Where the replacement stands, and the caller's actions on it, each shown only from its ability:
 * the supplier's Propose lots (or Revise lots), the member's Approve and Deny (Withdraw before any
 * lots are proposed), each confirmed first: approval swaps the lots at once, a denial ends it.
 */
export function ReplacementActions({ replacement, onAssign }: { replacement: Replacement; onAssign: () => void }) {
  const decide = useDecideReplacement();
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const { abilities, status } = replacement;

  if (status === 'APPROVED') {
    return (
      <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t(replacementStatusKey('APPROVED'))}>
        {t('replacements.approvedExplained')}
      </Outcome>
    );
  }
  if (status === 'DENIED') {
    return (
      <Outcome color="red" icon={<IconCircleX size={20} />} title={t(replacementStatusKey('DENIED'))}>
        {t('replacements.deniedExplained')}
      </Outcome>
    );
  }
  const confirm = () => {
    if (!confirming || decide.isPending) return;
    decide.mutate(
      { id: replacement._id, decision: confirming, version: replacement.version },
      { onSuccess: (result) => showSuccess(result.message), onSettled: () => setConfirming(null) },
    );
  };
  // Before any lots are proposed the member may only withdraw its request (the API's deny).
  const withdrawing = status === 'PENDING';
  const waiting = waitingFor(replacement);
  return (
    <Stack gap="sm">
      {abilities.approve ? (
        <Text size="sm">{t('replacements.checkTheProposedLots')}</Text>
      ) : (
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title={t(`replacements.waiting.${waiting}.title`)}>
          {t(`replacements.waiting.${waiting}.text`)}
        </Outcome>
      )}
      {abilities.assign ? (
        <Button variant="light" leftSection={<IconTruckLoading size={16} />} onClick={onAssign}>
          {status === 'ASSIGNED_REQUEST' ? t('replacements.reviseLots') : t('replacements.proposeLots')}
        </Button>
      ) : null}
      {abilities.approve || abilities.deny ? (
        <Group gap="sm" wrap="wrap">
          {abilities.approve ? (
            <Button style={{ flex: '1 1 max-content' }} color="green" leftSection={<IconCheck size={16} />} onClick={() => setConfirming('approve')}>
              {t('common.approve')}
            </Button>
          ) : null}
          {abilities.deny ? (
            <Button style={{ flex: '1 1 max-content' }} color="red" variant="outline" leftSection={<IconX size={16} />} onClick={() => setConfirming('deny')}>
              {withdrawing ? t('replacements.withdraw') : t('common.deny')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'approve' ? t('replacements.approveTitle') : withdrawing ? t('replacements.withdrawTitle') : t('replacements.denyTitle')}
        message={
          confirming === 'approve'
            ? t('replacements.approveMessage', { units: replacement.units, name: replacement.Stock.Product.name })
            : withdrawing
              ? t('replacements.withdrawMessage')
              : t('replacements.denyMessage')
        }
        confirmLabel={confirming === 'approve' ? t('common.approve') : withdrawing ? t('replacements.withdraw') : t('common.deny')}
        color={confirming === 'approve' ? 'green' : 'red'}
        loading={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
