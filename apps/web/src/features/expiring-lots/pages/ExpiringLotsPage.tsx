import { Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconPlayerPlay, IconTruckDelivery } from '@tabler/icons-react';
import type { Order } from '@rds/contract';
import { ExpiringStatusBadge, lotColumns, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { formatExpiry } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useWideList } from '../../../ui/useWideList';

import { useExpiringOrders, useRunExpiringLots, useShipExpiringOrder } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** The shipper's action: Ship an order it may dispatch (its `abilities`); otherwise where the order stands. */
function ShipAction({ order }: { order: Order }) {
  const ship = useShipExpiringOrder();
  if (order.abilities.dispatch) {
    return (
      <Button
        size="compact-sm"
        leftSection={<IconTruckDelivery size={14} />}
        loading={ship.isPending}
        onClick={() => ship.mutate(order._id, { onSuccess: (result) => showSuccess(result.message) })}
      >
        {t('expiringLots.ship')}
      </Button>
    );
  }
  if (order.isApproved && order.status === 'CREATED') return <Text size="sm">{t('expiringLots.distributorShips')}</Text>;
  return <ExpiringStatusBadge order={order} />;
}

/**
 * /expiringlots for the supplier, the distributor and the administrator: the expiring-lot orders
 * the job opened, each awaiting the member's approval, then shipped and received. The
 * administrator can run the job now.
 */
export default function ExpiringLotsPage() {
  const { usertype } = useSession();
  const administrator = usertype === 'healthpro';
  const list = useListQuery();
  const query = useExpiringOrders(list.queryString);
  const run = useRunExpiringLots();
  const wide = useWideList();

  const status = (order: Order) => (administrator ? <ExpiringStatusBadge order={order} /> : <ShipAction order={order} />);

  const columns: Column<Order>[] = [
    { key: 'item', header: t('expiringLots.items'), render: (order) => <ProductCell product={order.Stock.Product} size={40} /> },
    {
      key: 'member',
      // The administrator also reads the supplier, under the member, so that the spec's columns fit a laptop.
      header: administrator ? t('expiringLots.memberSupplier') : t('expiringLots.member'),
      render: (order) => (
        <Stack gap={4}>
          <PartyCell party={order.Member} />
          {administrator ? (
            <Text size="xs" c="dimmed">
              {order.Supplier.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...lotColumns<Order>(),
    { key: 'status', header: t('expiringLots.status'), render: status },
  ];
  // On a phone: one cell per order, where it stands first.
  const compact: Column<Order>[] = [
    {
      key: 'lot',
      header: t('expiringLots.expiringLot'),
      render: (order) => (
        <Stack gap={8}>
          <ProductCell
            product={order.Stock.Product}
            size={40}
            extra={
              <>
                <Text size="xs" c="dimmed">
                  <Trans
                    i18nKey="expiringLots.unitsLotExpires"
                    values={{ count: order.units, lot: order.lotNumber, expiry: formatExpiry(order.unitsExpiry) }}
                    components={{ b: <b className="tabular-nums" /> }}
                  />
                </Text>
                <Text size="xs" c="dimmed">
                  {order.Member.name} · {order.Location.name}
                </Text>
              </>
            }
          />
          <div>{status(order)}</div>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('expiringLots.expiringLots')} total={query.data?.total} noun="expiring lot" />}
        description={administrator ? t('expiringLots.lotsInsideTheirMembersExpiry') : t('expiringLots.lotsNearExpiryThatMembers')}
        actions={
          administrator ? (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={run.isPending}
              onClick={() => run.mutate(undefined, { onSuccess: (result) => showSuccess(result.message) })}
            >
              {t('expiringLots.runNow')}
            </Button>
          ) : undefined
        }
      />
      <ListTable
        list={list}
        exportPath="/orders/expiring.csv"
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'expiring lot' }}
        minWidth={wide ? 900 : 0}
        placeholder={t('expiringLots.searchByProductLotOr')}
        emptyIcon={IconHourglass}
        emptyTitle={t('expiringLots.noExpiringLots')}
        emptyDescription={t('expiringLots.whenALotComesWithin')}
      />
    </>
  );
}
