import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle, IconReplace } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Stock } from '@rds/contract';
import { ProductCell, RecalledBadge } from '../../../domain';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry, formatNumber } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useRequestReplacement, type ReplaceLine } from '../api';
import { t } from '../../../lib/i18n';

/**
 * The lines as typed: every lot whose input holds something, with that number. The spec gives the
 * replace-stock modal no client checks, so nothing is clamped or refused here; the server answers.
 */
export function linesAsTyped(typed: Record<string, number | string>): ReplaceLine[] {
  return Object.entries(typed)
    .filter(([, value]) => value !== '' && value !== undefined)
    .map(([stockUnitId, value]) => ({ stockUnitId, units: typeof value === 'number' ? value : Number(value) }));
}

function ReplaceForm({ stock, onDone }: { stock: Stock; onDone: () => void }) {
  const navigate = useNavigate();
  const request = useRequestReplacement();
  const [typed, setTyped] = useState<Record<string, number | string>>({});
  const [note, setNote] = useState('');
  const lots = stock.StockUnits;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(
      { stockId: stock._id, stockUnits: linesAsTyped(typed), note: note === '' ? undefined : note },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onDone();
          void navigate(`/stockreplacement/${result.data._id}`);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProductCell
          product={stock.Product}
          size={48}
          extra={
            <Text size="xs" c="dimmed">
              {t('replacements.heldFor', { name: stock.Member.name })}
            </Text>
          }
        />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          {t('replacements.replaceExplained')}
        </Alert>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {lots.length === 0 ? (
            <EmptyState
              size="sm"
              icon={<IconReplace size={26} stroke={1.6} />}
              title={t('replacements.noLotsToReplace')}
              description={t('replacements.thisStockHoldsNoLots')}
            />
          ) : (
            <Stack gap={0}>
              {lots.map((lot, index) => (
                <Group
                  key={lot._id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="md"
                  px="md"
                  py="sm"
                  data-testid="replace-lot"
                  style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {lot.Location.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('replacements.lotExpires', { lot: lot.lotNumber, expiry: formatExpiry(lot.expiry) })}
                    </Text>
                    <Text size="xs" className="tabular-nums">
                      {t('replacements.onHand', { units: formatNumber(lot.assignedUnits) })}
                    </Text>
                    {lot.recalled ? <RecalledBadge recall={lot.recall} /> : null}
                  </Stack>
                  <NumberInput
                    w={110}
                    style={{ flex: 'none' }}
                    aria-label={t('replacements.unitsToReplaceOfLot', { lotNumber: lot.lotNumber })}
                    placeholder="0"
                    allowDecimal={false}
                    hideControls
                    disabled={lot.recalled}
                    value={typed[lot._id] ?? ''}
                    onChange={(value) => setTyped((current) => ({ ...current, [lot._id]: value }))}
                  />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Textarea
          label={t('replacements.note')}
          description={t('replacements.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          rows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={request.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconReplace size={16} />} loading={request.isPending}>
            {t('replacements.requestReplacement')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The replace-stock modal: the units of each lot to take out of the stock, and a note; the supplier
 * then proposes fresher lots for as many units. On success the new replacement opens.
 */
export default function ReplaceStockDialog({ stock, onClose }: { stock: Stock | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!stock}
      onClose={onClose}
      centered
      size={720}
      title={
        <Text fw={650} size="lg">
          {t('replacements.replaceStock')}
        </Text>
      }
    >
      {stock ? <ReplaceForm key={stock._id} stock={stock} onDone={onClose} /> : null}
    </Modal>
  );
}
