import { Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconPlayerPlay, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, UserType } from '@rds/contract';
import { ExpiringStatusBadge, PartyCell, ProductCell } from '../../domain';
import { useSession } from '../../lib/session';
import { CountTitle } from '../../ui/CountTitle';
import { formatDate } from '../../ui/format';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
import { useWideList } from '../../ui/useWideList';

const nowrap = { whiteSpace: 'nowrap' } as const;
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
    { key: 'member', header: 'Member', render: (order) => <PartyCell party={order.Member} /> },
    ...(administrator ? [{ key: 'supplier', header: 'Supplier', render: (order: Order) => <PartyCell party={order.Supplier} /> }] : []),
    {
      key: 'lot',
      header: 'Lot No.',
      render: (order) => (
        <Text size="sm" ff="monospace" style={nowrap}>
          {order.lotNumber}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: 'Expiry Date',
      render: (order) => (
        <Text size="sm" style={nowrap}>
          {formatDate(order.unitsExpiry)}
        </Text>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (order) => (
        <Text size="sm">
          {order.Location.name}
          <Text span size="xs" c="dimmed" display="block">
            {order.Location.postalCode}
          </Text>
        </Text>
      ),
    },
    { key: 'units', header: 'Units', align: 'right', render: (order) => <span className="tabular-nums">{order.units.toLocaleString('en-CA')}</span> },
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
                  <b className="tabular-nums">{order.units.toLocaleString('en-CA')}</b> units · Lot {order.lotNumber} · expires {formatDate(order.unitsExpiry)}
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
