import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Replenishment } from '@rds/contract';
import { months, ProductCell } from '../../../domain';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useReplenishments } from '../api';
import { canReview, ReplenishmentStatusBadge, showsInvoice } from '../components/ReplenishmentParts';

/** Member /stockreplenishments: the restocking of the member's reserve; Review and Invoice once lots are proposed. */
export default function ReplenishmentsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const query = useReplenishments(list.queryString);

  const columns: Column<Replenishment>[] = [
    { key: 'item', header: 'Item', render: (task) => <ProductCell product={task.Stock.Product} /> },
    {
      key: 'supplier',
      header: 'Supplier',
      render: (task) => (
        <Text size="sm" miw={100}>
          {task.Supplier.name}
        </Text>
      ),
    },
    {
      key: 'units',
      header: 'Units',
      align: 'right',
      render: (task) => (
        <Text size="sm" fw={600} className="tabular-nums" data-testid="replenishment-units">
          {task.units.toLocaleString('en-CA')}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: 'Min expiry',
      render: (task) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {months(task.Stock.minimumExpiry)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (task) => <ReplenishmentStatusBadge status={task.status} /> },
    {
      key: 'review',
      header: 'Review',
      render: (task) =>
        canReview(task) ? (
          <Button component={Link} to={`/stockreplenishment/${task._id}/comments`} size="compact-sm" variant="light">
            Review
          </Button>
        ) : null,
    },
    {
      key: 'invoice',
      header: 'Invoice',
      render: (task) =>
        showsInvoice(task) ? (
          <Button size="compact-sm" variant="default" onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}>
            Invoice
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Replenishments" total={query.data?.total} noun="replenishment" />}
        description="When units leave your reserve, your supplier restocks it to par. Review the lots they propose, then approve or deny them."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(task) => task._id}
        noun={{ singular: 'replenishment' }}
        minWidth={900}
        placeholder="Search by product, brand or supplier"
        emptyIcon={IconRefresh}
        emptyTitle="No replenishments yet"
        emptyDescription="When an order takes your stock below its par level, the restocking shows here."
      />
    </>
  );
}
