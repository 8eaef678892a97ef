import { Anchor, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { lotColumns, ProductCell } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { MemberOrderStatus } from '../components/OrderActions';
import { useWideList } from '../../../ui/useWideList';
import { CompactOrderCell, orderPath } from '../components/OrderParts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Member /order: the member's orders, newest first; each order number opens its /order/{id}/processed page. */
export default function MemberOrdersPage() {
  const list = useListQuery();
  const query = useOrders(list.queryString);
  const wide = useWideList();

  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: <span style={nowrap}>Order No</span>,
      render: (order) => (
        <Anchor component={Link} to={orderPath(order, 'member')} size="sm" fw={700} className="tabular-nums" aria-label={`View order ${order.orderId}`}>
          {order.orderId}
        </Anchor>
      ),
    },
    {
      key: 'product',
      header: 'Product',
      render: (order) => <ProductCell product={order.Stock.Product} size={40} />,
    },
    ...lotColumns<Order>(),
    { key: 'status', header: 'Status', render: (order) => <MemberOrderStatus order={order} /> },
    {
      key: 'date',
      header: 'Order Date',
      render: (order) => (
        <Text size="sm" style={nowrap}>
          {formatDate(order.orderDate)}
        </Text>
      ),
    },
  ];
  // On a phone: one cell per order, its status in the corner.
  const compact: Column<Order>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (order) => <CompactOrderCell order={order} viewer="member" corner={<MemberOrderStatus order={order} />} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Orders" total={query.data?.total} noun="order" />}
        description="Orders placed from your reserve, and expiring-lot orders awaiting your approval. Open one to confirm receipt once it arrives."
      />
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 960 : 0}
        placeholder="Search by order no, product or lot"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription="Order units from a stock on Assigned Stock; your orders are listed here."
      />
    </>
  );
}
