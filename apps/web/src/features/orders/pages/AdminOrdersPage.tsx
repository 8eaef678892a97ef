import { Anchor, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { ProductCell } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { useWideList } from '../../../ui/useWideList';
import { CompactOrderCell, OrderStatusBadge, orderPath } from '../components/OrderParts';
import { t } from '../../../lib/i18n';

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
      header: <span style={nowrap}>{t('orders.orderNo')}</span>,
      render: (order) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={orderPath(order, 'healthpro')}
            size="sm"
            fw={700}
            className="tabular-nums"
            aria-label={t('orders.viewOrder', { orderId: order.orderId })}
          >
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
      header: t('orders.item'),
      render: (order) => (
        <ProductCell
          product={order.Stock.Product}
          size={40}
          extra={
            <>
              <Text size="xs" c="dimmed">
                {t('orders.lot', { lot: order.lotNumber })}
              </Text>
            </>
          }
        />
      ),
    },
    { key: 'member', header: t('orders.member'), render: (order) => <Name>{order.Member.name}</Name> },
    { key: 'supplier', header: t('orders.supplier'), render: (order) => <Name>{order.Supplier.name}</Name> },
    {
      key: 'distributor',
      header: t('orders.distributor'),
      render: (order) =>
        order.Distributor ? (
          <Name>{order.Distributor.name}</Name>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orders.noneTheSupplierShips')}
          </Text>
        ),
    },
    {
      key: 'units',
      header: t('orders.units'),
      align: 'right',
      render: (order) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {formatNumber(order.units)}
        </Text>
      ),
    },
    { key: 'status', header: t('orders.status'), render: (order) => <OrderStatusBadge status={order.status} viewer="healthpro" /> },
  ];
  // On a phone: one cell per order, its status in the corner, its parties under the product.
  const compact: Column<Order>[] = [
    {
      key: 'order',
      header: t('orders.order'),
      render: (order) => (
        <CompactOrderCell
          order={order}
          viewer="healthpro"
          corner={<OrderStatusBadge status={order.status} viewer="healthpro" />}
          details={
            <Text size="xs" c="dimmed">
              {t('orders.memberFromSupplier', { member: order.Member.name, supplier: order.Supplier.name })}
              {order.Distributor ? t('orders.viaDistributor', { distributor: order.Distributor.name }) : ''}
            </Text>
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={<CountTitle title={t('orders.orders')} total={query.data?.total} noun="order" />} description={t('orders.everyOrderInTheProgramme')} />
      <ListTable
        list={list}
        exportPath="/orders.csv"
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 960 : 0}
        placeholder={t('orders.searchByOrderNoProduct')}
        emptyIcon={IconTruckDelivery}
        emptyTitle={t('orders.noOrdersYet')}
        emptyDescription={t('orders.ordersMembersPlaceFromTheir')}
      />
    </>
  );
}
