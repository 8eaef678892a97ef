import { Button, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { months, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockRequests } from '../api';
import { hasProposal, KindBadge } from '../components/RequestParts';

/** Member /stockrequests: the member's par-level requests and where each stands; Review and Invoice once stock is proposed. */
export default function StockRequestsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const query = useStockRequests(list.queryString);

  const columns: Column<StockRequest>[] = [
    { key: 'item', header: 'Item', render: (request) => <ProductCell product={request.Stock.Product} /> },
    {
      key: 'supplier',
      header: 'Supplier',
      render: (request) => (
        <Text size="sm" miw={100}>
          {request.Supplier.name}
        </Text>
      ),
    },
    { key: 'par', header: 'Par level', align: 'right', render: (request) => <span className="tabular-nums">{request.parLevel.toLocaleString('en-CA')}</span> },
    {
      key: 'requested',
      header: 'Requested par level',
      align: 'right',
      render: (request) => (
        <Stack gap={4} align="flex-end">
          <Text size="sm" fw={700} className="tabular-nums">
            {request.requestedParLevel.toLocaleString('en-CA')}
          </Text>
          <KindBadge kind={request.kind} />
        </Stack>
      ),
    },
    {
      key: 'expiry',
      header: 'Requested minimum expiry',
      render: (request) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {months(request.minimumExpiry)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (request) => <StockRequestStatusBadge status={request.status} /> },
    {
      key: 'review',
      header: 'Review',
      render: (request) =>
        hasProposal(request) ? (
          <Button component={Link} to={`/stockrequests/${request._id}/comments`} size="compact-sm" variant="light">
            Review
          </Button>
        ) : null,
    },
    {
      key: 'invoice',
      header: 'Invoice',
      render: (request) =>
        hasProposal(request) && request.invoiceId ? (
          <Button size="compact-sm" variant="default" onClick={() => navigate('/invoice', { state: { invoiceId: request.invoiceId } })}>
            Invoice
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Stock Requests" total={query.data?.total} noun="stock request" />}
        description="Your requests to raise or lower par levels. Review the stock your supplier proposes, then approve it."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(request) => request._id}
        noun={{ singular: 'stock request' }}
        minWidth={980}
        placeholder="Search by product, brand or supplier"
        emptyIcon={IconClipboardList}
        emptyTitle="No stock requests yet"
        emptyDescription="Ask to raise or lower a par level from Assigned Stock; your requests are listed here."
      />
    </>
  );
}
