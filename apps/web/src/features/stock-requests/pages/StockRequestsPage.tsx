import { Button, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { PagedTable, type Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { months, ProductCell } from '../../../ui/RecordParts';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { StockRequestStatusBadge } from '../../../ui/StockRequestStatusBadge';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockRequests } from '../api';
import { hasProposal, KindBadge } from '../components/RequestParts';

/** Member /stockrequests: the member's par-level requests and where each stands; Review and Invoice once stock is proposed. */
export default function StockRequestsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useStockRequests(list.queryString);

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
    { key: 'expiry', header: 'Requested minimum expiry', render: (request) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{months(request.minimumExpiry)}</Text> },
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
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => navigate('/invoice', { state: { invoiceId: request.invoiceId } })}
          >
            Invoice
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Stock Requests" total={data?.total} noun="stock request" />}
        description="Your requests to raise or lower par levels. Review the stock your supplier proposes, then approve it."
      />
      <SearchSortBar
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        placeholder="Search by product, brand or supplier"
      />
      <PagedTable
        columns={columns}
        rows={data?.requests ?? []}
        rowKey={(request) => request._id}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={isLoading || (isFetching && isPlaceholderData)}
        noun={{ singular: 'stock request' }}
        minWidth={980}
        emptyIcon={list.search ? <IconSearch size={26} stroke={1.6} /> : <IconClipboardList size={26} stroke={1.6} />}
        emptyTitle={list.search ? 'No stock requests match your search' : 'No stock requests yet'}
        emptyDescription={
          list.search
            ? `Nothing matches “${list.search}”. Try other words, or clear the search.`
            : 'Ask to raise or lower a par level from Assigned Stock; your requests are listed here.'
        }
      />
    </>
  );
}
