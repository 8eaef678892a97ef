import { Stack, Text } from '@mantine/core';
import type { Order } from '@rds/contract';
import { formatExpiry, formatNumber } from '../ui/format';
import type { Column } from '../ui/PagedTable';
import { t } from '../lib/i18n';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A location's name over its address (line1, line2, postal code). */
export function LocationLines({ location, size = 'sm' }: { location: Order['Location']; size?: 'xs' | 'sm' }) {
  return (
    <Stack gap={0} miw={140}>
      <Text size={size} fw={600}>
        {location.name}
      </Text>
      <Text size="xs" c="dimmed">
        {location.line1}, {location.line2}
      </Text>
      <Text size="xs" c="dimmed">
        {location.postalCode}
      </Text>
    </Stack>
  );
}

type LotOfOrder = Pick<Order, 'lotNumber' | 'unitsExpiry' | 'Location' | 'units'>;

/** The spec's Lot No., Expiry Date, Location and Units columns, as every order list (standard or expiring) shows them. */
export function lotColumns<Row extends LotOfOrder>(): Column<Row>[] {
  return [
    {
      key: 'lot',
      header: t('domain.lotNo'),
      render: (order) => (
        <Text size="sm" ff="monospace" style={nowrap}>
          {order.lotNumber}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: t('domain.expiryDate'),
      render: (order) => (
        <Text size="sm" style={nowrap}>
          {formatExpiry(order.unitsExpiry)}
        </Text>
      ),
    },
    { key: 'location', header: t('domain.location'), render: (order) => <LocationLines location={order.Location} /> },
    {
      key: 'units',
      header: t('domain.units'),
      align: 'right',
      render: (order) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {formatNumber(order.units)}
        </Text>
      ),
    },
  ];
}
