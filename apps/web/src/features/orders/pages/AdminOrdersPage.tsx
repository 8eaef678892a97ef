import { Anchor, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { PartyCell, ProductCell } from '../../../ui/RecordParts';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { OrderStatusBadge, orderPath } from '../components/OrderParts';

/** Administrator /order: every order of the programme, with member, supplier, distributor and status. */
export default function AdminOrdersPage() {
  const list = useListQuery();
  const query = useOrders(list.queryString);

  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: 'Order No',
      render: (order) => (
        <Anchor component={Link} to={orderPath(order, 'healthpro')} size="sm" fw={600} className="tabular-nums">
          {order.orderId}
        </Anchor>
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
            <Text size="xs" c="dimmed">
              Lot {order.lotNumber}
            </Text>
          }
        />
      ),
    },
    { key: 'member', header: 'Member', render: (order) => <PartyCell party={order.Member} /> },
    { key: 'supplier', header: 'Supplier', render: (order) => <PartyCell party={order.Supplier} /> },
    {
      key: 'distributor',
      header: 'Distributor',
      render: (order) =>
        order.Distributor ? (
          <PartyCell party={order.Distributor} />
        ) : (
          <Text size="sm" c="dimmed">
            Ships from the supplier
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
    { key: 'date', header: 'Order Date', render: (order) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(order.orderDate)}</Text> },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Orders" total={query.data?.total} noun="order" />}
        description="Every order in the programme and how far it has travelled."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={1120}
        placeholder="Search by order no, product, lot or member"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription="Orders members place from their reserves are listed here."
      />
    </>
  );
}
