import { Anchor, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Order } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { formatDate, formatExpiry } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { ProductCell } from '../../../ui/RecordParts';
import { useListQuery } from '../../../ui/useListQuery';
import { useOrders } from '../api';
import { OrderRowAction } from '../components/OrderActions';
import { LocationLines, orderNumber, orderPath, totalOrders } from '../components/OrderParts';

/**
 * Supplier and distributor /order: heading 'Total N Order(s)'; Items, Lot No., Expiry Date, Location,
 * Units, Action (Dispatch, Dispatched / Waiting for Completion, Completed) and the order date.
 */
export default function OperatorOrdersPage() {
  const { usertype } = useSession();
  const list = useListQuery();
  const query = useOrders(list.queryString);
  const distributor = usertype === 'distributor';

  const columns: Column<Order>[] = [
    {
      key: 'items',
      header: 'Items',
      render: (order) => (
        <ProductCell
          product={order.Stock.Product}
          extra={
            <Text size="xs" c="dimmed" mt={2}>
              <Anchor component={Link} to={orderPath(order, usertype)} size="xs" fw={600}>
                {orderNumber(order)}
              </Anchor>{' '}
              · {order.Member.name}
            </Text>
          }
        />
      ),
    },
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
    { key: 'action', header: 'Action', render: (order) => <OrderRowAction order={order} viewer={usertype} /> },
    { key: 'date', header: 'Order Date', render: (order) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(order.orderDate)}</Text> },
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
        columns={columns}
        rows={query.data?.orders ?? []}
        rowKey={(order) => order._id}
        noun={{ singular: 'order' }}
        minWidth={1040}
        placeholder="Search by order no, product, lot or member"
        emptyIcon={IconTruckDelivery}
        emptyTitle="No orders yet"
        emptyDescription={distributor ? 'Orders placed from stock held at your locations are listed here.' : 'Orders members place from stock of your products are listed here.'}
      />
    </>
  );
}
