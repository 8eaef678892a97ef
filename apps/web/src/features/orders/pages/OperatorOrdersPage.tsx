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
      header: 'Items',
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
    { key: 'action', header: 'Action', render: (order) => <OrderRowAction order={order} viewer={usertype} /> },
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
  // On a phone: one cell per order, with its member and its action.
  const compact: Column<Order>[] = [
    {
      key: 'order',
      header: 'Order',
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
        title={query.data ? totalOrders(query.data.total) : 'Orders'}
        description={
          distributor
            ? 'Orders shipping from your locations: dispatch new ones; the member confirms receipt.'
            : 'Orders of your products: dispatch the ones that ship from your own locations; distributors dispatch from theirs.'
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={wide ? 1000 : 0}
        placeholder="Search by order no, product, lot or member"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription={
          distributor ? 'Orders placed from stock held at your locations are listed here.' : 'Orders members place from stock of your products are listed here.'
        }
      />
    </>
  );
}
