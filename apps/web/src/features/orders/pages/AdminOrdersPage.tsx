import { Anchor, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { ProductCell } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { useWideList } from '../../../ui/useWideList';
import { CompactOrderCell, OrderStatusBadge, orderPath } from '../components/OrderParts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A party's name in a cell: wraps, never cut. */
const Name = ({ children }: { children: string }) => (
  <Text size="sm" miw={110}>
    {children}
  </Text>
);

/** Administrator /order: every order of the programme, with member, supplier, distributor and status. */
export default function AdminOrdersPage() {
  const list = useListQuery();
  const query = useOrders(list.queryString);
  const wide = useWideList();

  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: <span style={nowrap}>Order No</span>,
      render: (order) => (
        <Stack gap={0}>
          <Anchor component={Link} to={orderPath(order, 'healthpro')} size="sm" fw={700} className="tabular-nums" aria-label={`View order ${order.orderId}`}>
            {order.orderId}
          </Anchor>
          <Text size="xs" c="dimmed" style={nowrap}>
            {formatDate(order.orderDate)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'item',
      header: 'Item',
      render: (order) => (
        <ProductCell
          product={order.Stock.Product}
          size={40}
          extra={
            <>
              <Text size="xs" c="dimmed">
                Lot {order.lotNumber}
              </Text>
            </>
          }
        />
      ),
    },
    { key: 'member', header: 'Member', render: (order) => <Name>{order.Member.name}</Name> },
    { key: 'supplier', header: 'Supplier', render: (order) => <Name>{order.Supplier.name}</Name> },
    {
      key: 'distributor',
      header: 'Distributor',
      render: (order) =>
        order.Distributor ? (
          <Name>{order.Distributor.name}</Name>
        ) : (
          <Text size="sm" c="dimmed">
            None: the supplier ships
          </Text>
        ),
    },
    {
      key: 'units',
      header: 'Units',
      align: 'right',
      render: (order) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {order.units.toLocaleString('en-CA')}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} viewer="healthpro" /> },
  ];
  // On a phone: one cell per order, its status in the corner, its parties under the product.
  const compact: Column<Order>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (order) => (
        <CompactOrderCell
          order={order}
          viewer="healthpro"
          corner={<OrderStatusBadge status={order.status} viewer="healthpro" />}
          details={
            <Text size="xs" c="dimmed">
              {order.Member.name} · from {order.Supplier.name}
              {order.Distributor ? ` via ${order.Distributor.name}` : ''}
            </Text>
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Orders" total={query.data?.total} noun="order" />}
        description="Every order in the programme: who ordered, who supplies and ships it, and how far it has travelled."
      />
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 960 : 0}
        placeholder="Search by order no, product, lot or member"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription="Orders members place from their reserves are listed here."
      />
    </>
  );
}
