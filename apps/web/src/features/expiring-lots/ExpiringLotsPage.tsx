import { Badge, Button, Text } from '@mantine/core';
import { IconHourglass, IconPlayerPlay, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, UserType } from '@rds/contract';
import { expiringStatusLabel, PartyCell, ProductCell } from '../../domain';
import { useSession } from '../../lib/session';
import { CountTitle } from '../../ui/CountTitle';
import { formatDate } from '../../ui/format';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
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
  const { label, color } = expiringStatusLabel(order);
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
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

  const columns: Column<Order>[] = [
    { key: 'item', header: 'Items', render: (order) => <ProductCell product={order.Stock.Product} /> },
    { key: 'member', header: 'Member', render: (order) => <PartyCell party={order.Member} /> },
    ...(administrator ? [{ key: 'supplier', header: 'Supplier', render: (order: Order) => <PartyCell party={order.Supplier} /> }] : []),
    { key: 'lot', header: 'Lot No.', render: (order) => <Text size="sm">{order.lotNumber}</Text> },
    {
      key: 'expiry',
      header: 'Expiry Date',
      render: (order) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(order.unitsExpiry)}
        </Text>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (order) => (
        <Text size="sm" miw={140}>
          {order.Location.name}
          <br />
          <Text span size="xs" c="dimmed">
            {order.Location.line1}, {order.Location.line2} {order.Location.postalCode}
          </Text>
        </Text>
      ),
    },
    { key: 'units', header: 'Units', align: 'right', render: (order) => <span className="tabular-nums">{order.units.toLocaleString('en-CA')}</span> },
    {
      key: 'status',
      header: 'Status',
      render: (order) =>
        administrator ? (
          <Badge color={expiringStatusLabel(order).color} variant="light">
            {expiringStatusLabel(order).label}
          </Badge>
        ) : (
          <ShipAction order={order} viewer={usertype ?? 'supplier'} />
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
        columns={columns}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'expiring lot' }}
        minWidth={administrator ? 1100 : 980}
        placeholder="Search by product, lot or member"
        emptyIcon={IconHourglass}
        emptyTitle="No expiring lots"
        emptyDescription="When a lot comes within its member's expiry window, the job opens an order for it here."
      />
    </>
  );
}
