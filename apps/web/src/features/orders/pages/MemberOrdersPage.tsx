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
import { t } from '../../../lib/i18n';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Member /order: the member's orders, newest first; each order number opens its /order/{id}/processed page. */
export default function MemberOrdersPage() {
  const list = useListQuery();
  const query = useOrders(list.queryString);
  const wide = useWideList();

  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: <span style={nowrap}>{t('orders.orderNo')}</span>,
      render: (order) => (
        <Anchor
          component={Link}
          to={orderPath(order, 'member')}
          size="sm"
          fw={700}
          className="tabular-nums"
          aria-label={t('orders.viewOrder', { orderId: order.orderId })}
        >
          {order.orderId}
        </Anchor>
      ),
    },
    {
      key: 'product',
      header: t('orders.product'),
      render: (order) => <ProductCell product={order.Stock.Product} size={40} />,
    },
    ...lotColumns<Order>(),
    { key: 'status', header: t('orders.status'), render: (order) => <MemberOrderStatus order={order} /> },
    {
      key: 'date',
      header: t('orders.orderDate2'),
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
      header: t('orders.order'),
      render: (order) => <CompactOrderCell order={order} viewer="member" corner={<MemberOrderStatus order={order} />} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('orders.orders')} total={query.data?.total} noun="order" />}
        description={t('orders.ordersPlacedFromYourReserve')}
      />
      <ListTable
        list={list}
        exportPath="/orders.csv"
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 960 : 0}
        placeholder={t('orders.searchByOrderNoProduct2')}
        emptyIcon={IconTruckDelivery}
        emptyTitle={t('orders.noOrdersYet')}
        emptyDescription={t('orders.orderUnitsFromAStock')}
      />
    </>
  );
}
