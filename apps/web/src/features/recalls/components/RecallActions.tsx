import { useState } from 'react';
import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconBolt, IconCircleCheck, IconEdit, IconLock } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDate, formatNumber } from '../../../ui/format';
import { errorMessage } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useActivateRecall, useCloseRecall, useRevertRecall } from '../api';
import type { RecallDetail, RecallTraceSummary } from '../types';
import { lotsWords, recallTitle } from './RecallParts';

type Step = 'activate' | 'close' | 'revert';

/** The four figures activation answers: the holders, their locations, the units frozen and those on their way. */
export function TraceSummary({ summary }: { summary: RecallTraceSummary }) {
  const figures = [
    { key: 'members', value: summary.members },
    { key: 'locations', value: summary.locations },
    { key: 'units', value: summary.units },
    { key: 'inTransit', value: summary.inTransit },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="recall-summary">
      {figures.map(({ key, value }) => (
        <Stack key={key} gap={0} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <Text fz={22} fw={700} className="tabular-nums" data-testid={`summary-${key}`}>
            {formatNumber(value)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`recalls.summary.${key}`)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * A recall's actions, each shown from its ability: Edit and Activate (a draft), Close (once every
 * located unit is accounted for; the refusal says what remains), Revert (the administrator, with a
 * note). Activation, close and revert are confirmed first.
 */
export function RecallActions({
  recall,
  onEdit,
  onActivated,
}: {
  recall: RecallDetail;
  onEdit: () => void;
  onActivated: (summary: RecallTraceSummary) => void;
}) {
  const activate = useActivateRecall();
  const close = useCloseRecall();
  const revert = useRevertRecall();
  const [confirming, setConfirming] = useState<Step | null>(null);
  const [note, setNote] = useState('');
  const [noteTouched, setNoteTouched] = useState(false);
  const { abilities } = recall;
  const pending = activate.isPending || close.isPending || revert.isPending;
  const refusal = close.isError ? close.error : activate.isError ? activate.error : null;
  const remaining = recall.lots.filter((lot) => lot.remainingUnits > 0);

  const cancel = () => {
    if (pending) return;
    setConfirming(null);
    setNoteTouched(false);
  };
  const confirm = () => {
    if (!confirming || pending) return;
    const id = recall._id;
    if (confirming === 'activate') {
      activate.mutate(
        { id, version: recall.version },
        {
          onSuccess: (result) => {
            showSuccess(result.message);
            const { members, locations, units, inTransit } = result.data;
            onActivated({ members, locations, units, inTransit });
          },
          onSettled: () => setConfirming(null),
        },
      );
    } else if (confirming === 'close') {
      close.mutate({ id, version: recall.version }, { onSuccess: (result) => showSuccess(result.message), onSettled: () => setConfirming(null) });
    } else {
      setNoteTouched(true);
      if (!note.trim()) return;
      revert.mutate(
        { id, note: note.trim(), version: recall.version },
        {
          onSuccess: (result) => {
            showSuccess(result.message);
            setNote('');
          },
          onSettled: () => setConfirming(null),
        },
      );
    }
  };

  const anything = abilities.edit || abilities.activate || abilities.close || abilities.revert;
  const dialog = {
    activate: {
      title: t('recalls.activate.title', { recall: recallTitle(recall.recallNumber) }),
      message: t('recalls.activate.message', { product: recall.Product.name, lots: lotsWords(recall.lotNumbers), respondBy: formatDate(recall.respondBy) }),
      label: t('recalls.activate.confirm'),
    },
    close: { title: t('recalls.close.title'), message: t('recalls.close.message'), label: t('recalls.close.confirm') },
    revert: { title: t('recalls.revert.title'), message: t('recalls.revert.message'), label: t('recalls.revert.confirm') },
  };

  return (
    <Stack gap="sm">
      {refusal ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="recall-refused">
          <Text size="sm">{errorMessage(refusal)}</Text>
          {close.isError && remaining.length > 0 ? (
            <List size="sm" mt={6} data-testid="recall-remaining">
              {remaining.map((lot) => (
                <List.Item key={lot.stockUnitId}>
                  {t('recalls.close.remainingLot', { lot: lot.lotNumber, location: lot.Location.name, units: formatNumber(lot.remainingUnits) })}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      {anything ? (
        <Group gap="sm" wrap="wrap">
          {abilities.edit ? (
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={onEdit}>
              {t('recalls.editDraft')}
            </Button>
          ) : null}
          {abilities.activate ? (
            <Button color="red" leftSection={<IconBolt size={16} />} onClick={() => setConfirming('activate')}>
              {t('recalls.activate.button')}
            </Button>
          ) : null}
          {abilities.close ? (
            <Button color="green" leftSection={<IconLock size={16} />} onClick={() => setConfirming('close')}>
              {t('recalls.close.button')}
            </Button>
          ) : null}
          {abilities.revert ? (
            <Button color="dark" variant="outline" leftSection={<IconArrowBackUp size={16} />} onClick={() => setConfirming('revert')}>
              {t('recalls.revert.button')}
            </Button>
          ) : null}
        </Group>
      ) : recall.status === 'CLOSED' ? (
        <Group gap={6} c="green.8">
          <IconCircleCheck size={18} />
          <Text size="sm" fw={600}>
            {t('recalls.closedOn', { date: formatDate(recall.closedAt) })}
          </Text>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? dialog[confirming].title : ''}
        message={confirming ? dialog[confirming].message : ''}
        confirmLabel={confirming ? dialog[confirming].label : ''}
        color={confirming === 'close' ? 'green' : confirming === 'revert' ? 'dark' : 'red'}
        loading={pending}
        onConfirm={confirm}
        onCancel={cancel}
      >
        {confirming === 'activate' ? (
          <List size="sm" spacing={4} data-testid="activate-effects">
            <List.Item>{t('recalls.activate.freezes')}</List.Item>
            <List.Item>{t('recalls.activate.tells')}</List.Item>
            <List.Item>{t('recalls.activate.answers')}</List.Item>
          </List>
        ) : confirming === 'revert' ? (
          <Textarea
            label={t('recalls.revert.note')}
            description={t('recalls.revert.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={noteTouched && !note.trim() ? t('recalls.revert.noteRequired') : undefined}
            required
            autosize
            minRows={2}
            maxLength={1000}
          />
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
