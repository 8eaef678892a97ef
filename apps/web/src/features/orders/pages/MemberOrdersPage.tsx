import { Anchor, Button, Text } from '@mantine/core';
import { IconArrowRight, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatExpiry } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { ProductCell } from '../../../ui/RecordParts';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { LocationLines, OrderStatusBadge, orderPath } from '../components/OrderParts';

/** Member /order: the member's orders, newest first; each opens its /order/{id}/processed page. */
export default function MemberOrdersPage() {
  const list = useListQuery();
  const query = useOrders(list.queryString);

  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: 'Order No',
      render: (order) => (
        <Anchor component={Link} to={orderPath(order, 'member')} size="sm" fw={600} className="tabular-nums">
          {order.orderId}
        </Anchor>
      ),
    },
    { key: 'product', header: 'Product', render: (order) => <ProductCell product={order.Stock.Product} size={40} /> },
    {
      key: 'lot',
      header: 'Lot No.',
      render: (order) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {order.lotNumber}
        </Text>
      ),
    },
    { key: 'expiry', header: 'Expiry Date', render: (order) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatExpiry(order.unitsExpiry)}</Text> },
    { key: 'location', header: 'Location', render: (order) => <LocationLines location={order.Location} /> },
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
    { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} viewer="member" /> },
    { key: 'date', header: 'Order Date', render: (order) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(order.orderDate)}</Text> },
    {
      key: 'view',
      header: '',
      render: (order) => (
        <Button component={Link} to={orderPath(order, 'member')} size="compact-sm" variant="light" rightSection={<IconArrowRight size={14} />} aria-label={`View order ${order.orderId}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Orders" total={query.data?.total} noun="order" />}
        description="Orders placed from your reserve and where each stands. Confirm receipt once a shipped order arrives."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={1080}
        placeholder="Search by order no, product or lot"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription="Order units from a stock on Assigned Stock; your orders are listed here."
      />
    </>
  );
}
