import { Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconPlayerPlay, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, UserType } from '@rds/contract';
import { ExpiringStatusBadge, lotColumns, PartyCell, ProductCell } from '../../domain';
import { useSession } from '../../lib/session';
import { CountTitle } from '../../ui/CountTitle';
import { formatExpiry } from '../../ui/format';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
import { useWideList } from '../../ui/useWideList';

import { useExpiringOrders, useRunExpiringLots, useShipExpiringOrder } from './api';

/** The shipper's action: Ship an approved order it dispatches; otherwise where the order stands. */
function ShipAction({ order, viewer }: { order: Order; viewer: UserType }) {
  const ship = useShipExpiringOrder();
  const shipsIt = viewer === 'distributor' || !order.distributorId;
  if (order.isApproved && order.status === 'CREATED' && shipsIt) {
    return (
      <Button
        size="compact-sm"
        leftSection={<IconTruckDelivery size={14} />}
        loading={ship.isPending}
        onClick={() => ship.mutate(order._id, { onSuccess: (result) => showSuccess(result.message) })}
      >
        Ship
      </Button>
    );
  }
  if (order.isApproved && order.status === 'CREATED') return <Text size="sm">Distributor ships</Text>;
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

  const status = (order: Order) => (administrator ? <ExpiringStatusBadge order={order} /> : <ShipAction order={order} viewer={usertype ?? 'supplier'} />);

  const columns: Column<Order>[] = [
    { key: 'item', header: 'Items', render: (order) => <ProductCell product={order.Stock.Product} size={40} /> },
    {
      key: 'member',
      // The administrator also reads the supplier, under the member, so that the spec's columns fit a laptop.
      header: administrator ? 'Member / Supplier' : 'Member',
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
    { key: 'status', header: 'Status', render: status },
  ];
  // On a phone: one cell per order, where it stands first.
  const compact: Column<Order>[] = [
    {
      key: 'lot',
      header: 'Expiring lot',
      render: (order) => (
        <Stack gap={8}>
          <ProductCell
            product={order.Stock.Product}
            size={40}
            extra={
              <>
                <Text size="xs" c="dimmed">
                  <b className="tabular-nums">{order.units.toLocaleString('en-CA')}</b> units · Lot {order.lotNumber} · expires{' '}
                  {formatExpiry(order.unitsExpiry)}
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
        title={<CountTitle title="Expiring Lots" total={query.data?.total} noun="expiring lot" />}
        description={
          administrator
            ? 'Lots inside their members’ expiry windows, turned into orders so they are used or rotated out and replaced with fresh stock.'
            : 'Lots near expiry that members send back. Ship each once the member approves; its replacement comes through Replenishment.'
        }
        actions={
          administrator ? (
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={run.isPending}
              onClick={() => run.mutate(undefined, { onSuccess: (result) => showSuccess(result.message) })}
            >
              Run now
            </Button>
          ) : undefined
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'expiring lot' }}
        minWidth={wide ? 900 : 0}
        placeholder="Search by product, lot or member"
        emptyIcon={IconHourglass}
        emptyTitle="No expiring lots"
        emptyDescription="When a lot comes within its member's expiry window, the job opens an order for it here."
      />
    </>
  );
}
