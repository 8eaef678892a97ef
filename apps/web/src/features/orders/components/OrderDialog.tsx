import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { MESSAGE_KEYS, type OrderLine, type Stock } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry, pluralize, formatNumber } from '../../../ui/format';
import { EarlierLotWarning, FirstExpiryFill, ProductCell, RecalledBadge } from '../../../domain';
import { showError, showSuccess } from '../../../ui/toasts';
import { useCreateOrder } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

const unitsOf = (value: number | string | undefined) => (typeof value === 'number' ? value : value ? Number(value) : 0);

/**
 * The order form: every lot of the stock (location, lot number, expiry, units held) with the units
 * to order from it. Nothing chosen, or more than a lot holds, is refused here before any call, with
 * an Error toast as the spec says (and as the transfer dialog says 'No stock selected for transfer').
 */
function OrderForm({ stock, onDone }: { stock: Stock; onDone: () => void }) {
  const create = useCreateOrder();
  const [picked, setPicked] = useState<Record<string, number | string>>({});
  const lots = stock.StockUnits;
  const chosen = lots.filter((lot) => unitsOf(picked[lot._id]) > 0);
  const counted = chosen.reduce((sum, lot) => sum + unitsOf(picked[lot._id]), 0);
  const tooMany = lots.filter((lot) => unitsOf(picked[lot._id]) > lot.assignedUnits);
  const pickedUnits = Object.fromEntries(lots.map((lot) => [lot._id, unitsOf(picked[lot._id])]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (tooMany.length > 0) {
      const lot = tooMany[0]!;
      showError(t('orders.lotHoldsOnly', { lotNumber: lot.lotNumber, assignedUnits: pluralize(lot.assignedUnits, 'unit') }));
      return;
    }
    if (chosen.length === 0) {
      showError(t(MESSAGE_KEYS.noStockForOrder));
      return;
    }
    const orderUnits: OrderLine[] = chosen.map((lot) => ({ stockUnitId: lot._id, units: unitsOf(picked[lot._id]) }));
    create.mutate(
      { stockId: stock._id, orderUnits },
      {
        onSuccess: (result) => {
          const made = result.data.orders.length;
          showSuccess(result.message || t('orders.placed', { count: made }));
          onDone();
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
              {t('orders.suppliedBy', { name: stock.Supplier.name })}
            </Text>
          }
        />
        {lots.length === 0 ? (
          <EmptyState size="sm" title={t('orders.thisStockHoldsNoUnits')} description={t('orders.thereIsNothingToOrder')} />
        ) : (
          <Stack gap="sm">
            <FirstExpiryFill
              stockId={stock._id}
              lots={lots}
              picked={pickedUnits}
              onFill={(filled) => {
                setPicked(filled);
              }}
            />
            {lots.map((lot) => {
              const units = unitsOf(picked[lot._id]);
              return (
                <Paper key={lot._id} withBorder radius="md" p="sm" data-testid="order-lot">
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {lot.Location.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {lot.Location.line1}, {lot.Location.line2} {lot.Location.postalCode}
                      </Text>
                      <Text size="xs">
                        <Trans
                          i18nKey="orders.lotExpires"
                          values={{ lot: lot.lotNumber, expiry: formatExpiry(lot.expiry) }}
                          components={{ mono: <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }} /> }}
                        />
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Trans i18nKey="orders.held" values={{ units: formatNumber(lot.assignedUnits) }} components={{ b: <b className="tabular-nums" /> }} />
                      </Text>
                      {lot.recalled ? <RecalledBadge recall={lot.recall} /> : null}
                    </Stack>
                    <NumberInput
                      label={t('orders.unitsToOrder')}
                      aria-label={t('orders.unitsToOrderFromLot', { lotNumber: lot.lotNumber })}
                      placeholder="0"
                      value={picked[lot._id] ?? ''}
                      onChange={(value) => {
                        setPicked((current) => ({ ...current, [lot._id]: value }));
                      }}
                      min={0}
                      max={lot.assignedUnits}
                      // A recalled lot is shown, never ordered from: only its recall's disposition takes its units.
                      disabled={lot.recalled}
                      clampBehavior="none"
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      error={units > lot.assignedUnits ? t('orders.onlyHeld', { assignedUnits: formatNumber(lot.assignedUnits) }) : undefined}
                      w={{ base: '100%', xs: 150 }}
                    />
                  </Group>
                  <EarlierLotWarning lots={lots} lotId={lot._id} picked={pickedUnits} />
                </Paper>
              );
            })}
          </Stack>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="order-tally">
            {counted > 0 ? (
              <>
                <Trans
                  i18nKey="orders.tally"
                  values={{ count: counted, lots: pluralize(chosen.length, 'lot') }}
                  components={{ b: <b className="tabular-nums" /> }}
                />
              </>
            ) : (
              t('orders.enterTheUnitsToOrder')
            )}
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone} disabled={create.isPending}>
              {t('orders.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={lots.length === 0} leftSection={<IconShoppingCart size={16} />}>
              {t('orders.placeOrder')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Order from a stock of the reserve: one order per lot line; the units leave the stock at once. */
export default function OrderDialog({ stock, onClose }: { stock: Stock | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={!!stock}
      onClose={onClose}
      centered
      size="lg"
      fullScreen={narrow}
      title={
        <Text fw={650} size="lg">
          {t('orders.orderFromStock')}
        </Text>
      }
    >
      {stock ? <OrderForm key={stock._id} stock={stock} onDone={onClose} /> : null}
    </Modal>
  );
}
