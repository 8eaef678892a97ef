import { Anchor, Box, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { lotColumns, ProductCell } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { OrderRowAction } from '../components/OrderActions';
import { useWideList } from '../../../ui/useWideList';
import { CompactOrderCell, orderNumber, orderPath, totalOrders } from '../components/OrderParts';
import { t } from '../../../lib/i18n';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Supplier and distributor /order: heading 'Total N Order(s)'; Items, Lot No., Expiry Date, Location,
 * Units, Action (Dispatch, Dispatched / Waiting for Completion, Completed) and the order date.
 */
export default function OperatorOrdersPage() {
  const { usertype } = useSession();
  const list = useListQuery();
  const query = useOrders(list.queryString);
  const distributor = usertype === 'distributor';
  const wide = useWideList();

  const columns: Column<Order>[] = [
    {
      key: 'items',
      header: t('orders.items'),
      render: (order) => (
        <Box miw={200}>
          <ProductCell
            product={order.Stock.Product}
            size={40}
            extra={
              <>
                <Anchor component={Link} to={orderPath(order, usertype)} size="xs" fw={700} mt={2}>
                  {orderNumber(order)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {order.Member.name}
                </Text>
              </>
            }
          />
        </Box>
      ),
    },
    ...lotColumns<Order>(),
    { key: 'action', header: t('orders.action'), render: (order) => <OrderRowAction order={order} viewer={usertype} /> },
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
  // On a phone: one cell per order, with its member and its action.
  const compact: Column<Order>[] = [
    {
      key: 'order',
      header: t('orders.order'),
      render: (order) => (
        <CompactOrderCell
          order={order}
          viewer={usertype}
          corner={null}
          details={
            <Text size="xs" c="dimmed">
              {order.Member.name}
            </Text>
          }
        >
          <div>
            <OrderRowAction order={order} viewer={usertype} />
          </div>
        </CompactOrderCell>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={query.data ? totalOrders(query.data.total) : t('orders.orders')}
        description={distributor ? t('orders.ordersShippingFromYourLocations') : t('orders.ordersOfYourProductsDispatch')}
      />
      <ListTable
        list={list}
        exportPath="/orders.csv"
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 1000 : 0}
        placeholder={t('orders.searchByOrderNoProduct')}
        emptyIcon={IconTruckDelivery}
        emptyTitle={t('orders.noOrdersYet')}
        emptyDescription={distributor ? t('orders.ordersPlacedFromStockHeld') : t('orders.ordersMembersPlaceFromStock')}
      />
    </>
  );
}
