import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDownRight, IconArrowUpRight, IconInfoCircle } from '@tabler/icons-react';
import { MINIMUM_EXPIRY_MONTHS, type Stock, type StockRequestKind } from '@rds/contract';
import { pluralize, formatNumber } from '../../../ui/format';
import { ProductCell } from '../../../domain';
import { showSuccess } from '../../../ui/toasts';
import { useRequestParChange, useUpdateParRequest } from '../api';
import { t } from '../../../lib/i18n';

/** What the modal is for: a new increase or decrease, or editing the stock's pending request. */
export type ParLevelTarget = { stock: Stock; kind: StockRequestKind; editing: boolean };

const TITLES: Record<StockRequestKind, { create: string; edit: string }> = {
  INCREASE: { create: 'stockRequests.title.requestIncrease', edit: 'stockRequests.title.editIncrease' },
  DECREASE: { create: 'stockRequests.title.requestDecrease', edit: 'stockRequests.title.editDecrease' },
};

function ParLevelForm({ target, onDone }: { target: ParLevelTarget; onDone: () => void }) {
  const { stock, kind, editing } = target;
  const open = editing ? stock.openRequest : null;
  const form = useForm<{ requestedParLevel: number | string; minimumExpiry: number | string }>({
    initialValues: { requestedParLevel: open?.requestedParLevel ?? '', minimumExpiry: open?.minimumExpiry ?? stock.minimumExpiry },
  });
  const create = useRequestParChange();
  const update = useUpdateParRequest();
  const busy = create.isPending || update.isPending;

  // The server checks every rule (direction, range) and answers in a toast; the spec asks no client checks here.
  const submit = form.onSubmit((values) => {
    if (busy) return;
    const fields = { requestedParLevel: Number(values.requestedParLevel), minimumExpiry: Number(values.minimumExpiry) };
    const onSuccess = (result: { message: string }) => {
      showSuccess(result.message);
      onDone();
    };
    if (open) update.mutate({ id: open._id, ...fields }, { onSuccess });
    else create.mutate({ kind, stockId: stock._id, ...fields }, { onSuccess });
  });

  const increase = kind === 'INCREASE';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProductCell product={stock.Product} size={48} />
        <SimpleGrid cols={2} spacing="sm">
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('stockRequests.currentParLevel')}
            </Text>
            <Text fw={650} className="tabular-nums">
              {formatNumber(stock.parLevel)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('stockRequests.unitsHeld')}
            </Text>
            <Text fw={650} className="tabular-nums">
              {formatNumber(stock.totalAssignedUnits)}
            </Text>
          </div>
        </SimpleGrid>
        <NumberInput
          label={t('stockRequests.requestedParLevel')}
          description={
            increase
              ? t('stockRequests.moreThanTheCurrentUnits', { parLevel: formatNumber(stock.parLevel) })
              : t('stockRequests.lessThanTheCurrentUnits', { parLevel: formatNumber(stock.parLevel) })
          }
          placeholder={increase ? String(stock.parLevel + 100) : String(Math.max(0, stock.parLevel - 100))}
          {...form.getInputProps('requestedParLevel')}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          withAsterisk
          data-autofocus
        />
        <NumberInput
          label={t('stockRequests.minimumExpiryMonths')}
          description={t('stockRequests.shelfLifeEachAssignedLot')}
          {...form.getInputProps('minimumExpiry')}
          min={MINIMUM_EXPIRY_MONTHS.min}
          max={MINIMUM_EXPIRY_MONTHS.max}
          allowDecimal={false}
          allowNegative={false}
          suffix={t('domain.monthsSuffix', { count: Number(form.values.minimumExpiry) })}
          withAsterisk
        />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          {increase
            ? t('stockRequests.theProgrammeApprovesTheRequest2')
            : t('stockRequests.theProgrammeApprovesTheRequest', { totalAssignedUnits: pluralize(stock.totalAssignedUnits, 'unit') })}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('stockRequests.cancel')}
          </Button>
          <Button type="submit" loading={busy} leftSection={increase ? <IconArrowUpRight size={16} /> : <IconArrowDownRight size={16} />}>
            {editing ? t('stockRequests.saveChanges') : t('stockRequests.sendRequest')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Request increase / Request decrease, or Edit of a pending request: requested par level and minimum
 * expiry (1-120 months). The default export, for LazyParLevelRequestModal to load on its own.
 */
export default function ParLevelRequestModal({ target, onClose }: { target: ParLevelTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      centered
      size="md"
      title={
        <Text fw={650} size="lg">
          {target ? t(TITLES[target.kind][target.editing ? 'edit' : 'create']) : ''}
        </Text>
      }
    >
      {target ? <ParLevelForm key={`${target.stock._id}:${target.kind}:${target.editing}`} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
