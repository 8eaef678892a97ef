import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_KEYS, transferRequestSchema, type Stock } from '@rds/contract';
import { api } from '../lib/api';
import { allErrors, schemaResolver } from '../lib/form';
import { invalidate, queryKeys } from '../lib/queryKeys';
import { EmptyState } from '../ui/EmptyState';
import { formatExpiry, pluralize, formatNumber } from '../ui/format';
import { showErrors, showSuccess } from '../ui/toasts';
import { ProductCell } from './RecordParts';
import { RecalledBadge } from './Recalled';
import { EarlierLotWarning, FirstExpiryFill } from './FirstExpiryFill';
import { t } from '../lib/i18n';
import { Trans } from 'react-i18next';

/** GET /api/member/memberList: the other members, by name, to transfer to. */
export function useMemberNames(enabled: boolean) {
  return useQuery<{ _id: string; name: string }[]>({
    queryKey: queryKeys.members.names,
    queryFn: ({ signal }) => api.get('/memberList', { signal }).then((r) => r.data),
    enabled,
  });
}

/**
 * POST /api/member/stock/{stockId}/transfer/request {memberId, stockUnits}: the units are held for
 * the transfer until the recipient decides, so the stock (its available units) changes too.
 */
function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stockId, ...body }: { stockId: string; memberId: string; stockUnits: { stockUnitId: string; units: number }[] }) =>
      api.post('/stock/{id}/transfer/request', { params: { path: { id: stockId } }, body }),
    // The units held leave the lot's units at risk, and the recipient's room counts them: redistribution changes too.
    onSuccess: () => invalidate(queryClient, queryKeys.transfers.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.redistribution.all),
  });
}

const numberOf = (value: number | string | undefined) => (typeof value === 'number' ? value : Number(value) || 0);

/** The contract's own rule: a recipient, and at least one lot with units ('No stock selected for transfer'). */
const checkTransfer = schemaResolver(transferRequestSchema, { sync: true });

interface Values {
  memberId: string | null;
  /** Units per lot (stock unit id). */
  picked: Record<string, number | string>;
}

function TransferForm({ stock, memberId, units, onDone }: { stock: Stock; memberId?: string; units?: Record<string, number>; onDone: () => void }) {
  const { data: members, isLoading } = useMemberNames(true);
  const request = useRequestTransfer();
  const form = useForm<Values>({ initialValues: { memberId: memberId ?? null, picked: units ?? {} } });
  const lots = stock.StockUnits;
  const lines = lots.map((lot) => ({ stockUnitId: lot._id, units: numberOf(form.values.picked[lot._id]) })).filter((line) => line.units > 0);
  const counted = lines.reduce((sum, line) => sum + line.units, 0);
  const pickedUnits = Object.fromEntries(lots.map((lot) => [lot._id, numberOf(form.values.picked[lot._id])]));
  const recipient = members?.find((m) => m._id === form.values.memberId)?.name;

  const submit = form.onSubmit((values) => {
    if (request.isPending) return;
    // Nothing chosen is refused here, before any call (the spec's message); the server checks again.
    const body = { memberId: values.memberId ?? '', stockUnits: lines };
    const errors = checkTransfer(body);
    if (Object.keys(errors).length > 0) {
      form.setFieldError('memberId', errors.memberId ? true : null);
      showErrors(lines.length === 0 ? [t(MESSAGE_KEYS.noStockForTransfer)] : allErrors(errors, t(MESSAGE_KEYS.noStockForTransfer)));
      return;
    }
    request.mutate(
      { stockId: stock._id, ...body },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <ProductCell
            product={stock.Product}
            size={48}
            extra={
              <Text size="xs" c="dimmed">
                {t('domain.fromMember', { name: stock.Member.name })}
              </Text>
            }
          />
          <Paper bg="gray.0" radius="md" px="md" py="xs">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('domain.toTransfer')}
            </Text>
            <Text fz="lg" fw={700} className="tabular-nums" data-testid="transfer-total">
              {pluralize(counted, 'unit')}
            </Text>
          </Paper>
        </Group>
        <Select
          label={t('domain.transferTo')}
          placeholder={isLoading ? t('domain.loadingMembers') : t('domain.chooseAMember')}
          data={(members ?? []).map((m) => ({ value: m._id, label: m.name }))}
          {...form.getInputProps('memberId')}
          searchable
          nothingFoundMessage={t('domain.noOtherMember')}
          comboboxProps={{ withinPortal: true }}
        />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          {t('domain.theUnitsAreHeldFor', { recipient: recipient ?? t('domain.theRecipient') })}
        </Alert>
        {lots.length > 0 ? (
          <FirstExpiryFill
            stockId={stock._id}
            lots={lots}
            picked={pickedUnits}
            onFill={(filled) => form.setFieldValue('picked', filled)}
            initialTotal={units ? Object.values(units).reduce((sum, n) => sum + n, 0) : undefined}
          />
        ) : null}
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {lots.length === 0 ? (
            <EmptyState
              size="sm"
              icon={<IconArrowsExchange size={26} stroke={1.6} />}
              title={t('domain.noUnitsToTransfer')}
              description={t('domain.thisStockHoldsNoLots')}
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
                  data-testid="transfer-lot"
                  style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {lot.Location.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans
                        i18nKey="domain.lotExpires"
                        values={{ lot: lot.lotNumber, expiry: formatExpiry(lot.expiry) }}
                        components={{ mono: <Text span ff="monospace" size="xs" c="dark" /> }}
                      />
                    </Text>
                    <Text size="xs">
                      <Trans
                        i18nKey="domain.available"
                        values={{ units: formatNumber(lot.availableUnits) }}
                        components={{ b: <Text span fw={700} size="xs" className="tabular-nums" /> }}
                      />
                      {lot.reservedUnits > 0 ? (
                        <Text span c="dimmed" size="xs">
                          {' '}
                          {t('domain.heldParenthesis', { units: formatNumber(lot.reservedUnits) })}
                        </Text>
                      ) : null}
                    </Text>
                    {lot.recalled ? <RecalledBadge recall={lot.recall} /> : null}
                    <EarlierLotWarning lots={lots} lotId={lot._id} picked={pickedUnits} />
                  </Stack>
                  <NumberInput
                    w={110}
                    style={{ flex: 'none' }}
                    aria-label={t('domain.unitsOfLot', { lotNumber: lot.lotNumber })}
                    placeholder="0"
                    min={0}
                    max={lot.availableUnits}
                    clampBehavior="strict"
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    hideControls
                    disabled={lot.availableUnits === 0 || lot.recalled}
                    {...form.getInputProps(`picked.${lot._id}`)}
                  />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={request.isPending}>
            {t('domain.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconArrowsExchange size={16} />} loading={request.isPending}>
            {t('domain.requestTransfer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Transfer Stock: the member offers units of this stock's lots to another member (chosen here, or
 * given, from the Members page). Used on the stock's detail page, its card and the Members page;
 * Redistribution opens it filled in: the recipient (`memberId`) and the units of a lot (`units`,
 * per stock unit id), which the member may still change.
 */
export function TransferDialog({
  stock,
  memberId,
  units,
  onClose,
}: {
  stock: Stock | null;
  memberId?: string;
  units?: Record<string, number>;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={!!stock}
      onClose={onClose}
      centered
      size={820}
      title={
        <Text fw={650} size="lg">
          {t('domain.transferStock')}
        </Text>
      }
    >
      {stock ? <TransferForm key={stock._id} stock={stock} memberId={memberId} units={units} onDone={onClose} /> : null}
    </Modal>
  );
}

/** The Transfer action of a member's stock, with its dialog. */
export function TransferButton({ stock, size = 'sm', variant = 'light' }: { stock: Stock; size?: 'xs' | 'sm'; variant?: 'light' | 'default' | 'subtle' }) {
  const [open, setOpen] = useState(false);
  const available = stock.StockUnits.some((lot) => lot.availableUnits > 0);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconArrowsExchange size={size === 'xs' ? 14 : 16} />}
        onClick={() => setOpen(true)}
        disabled={!available}
        title={available ? undefined : t('domain.noUnitsAreAvailableTo')}
      >
        {t('domain.transfer')}
      </Button>
      <TransferDialog stock={open ? stock : null} onClose={() => setOpen(false)} />
    </>
  );
}
