import { Button, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { months, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockRequests } from '../api';
import { hasProposal, KindBadge } from '../components/RequestParts';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** Member /stockrequests: the member's par-level requests and where each stands; Review and Invoice once stock is proposed. */
export default function StockRequestsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const query = useStockRequests(list.queryString);

  const columns: Column<StockRequest>[] = [
    { key: 'item', header: t('stockRequests.item'), render: (request) => <ProductCell product={request.Stock.Product} /> },
    {
      key: 'supplier',
      header: t('stockRequests.supplier'),
      render: (request) => (
        <Text size="sm" miw={100}>
          {request.Supplier.name}
        </Text>
      ),
    },
    {
      key: 'par',
      header: t('stockRequests.parLevel'),
      align: 'right',
      render: (request) => <span className="tabular-nums">{formatNumber(request.parLevel)}</span>,
    },
    {
      key: 'requested',
      header: t('stockRequests.requestedParLevel'),
      align: 'right',
      render: (request) => (
        <Stack gap={4} align="flex-end">
          <Text size="sm" fw={700} className="tabular-nums">
            {formatNumber(request.requestedParLevel)}
          </Text>
          <KindBadge kind={request.kind} />
        </Stack>
      ),
    },
    {
      key: 'expiry',
      header: t('stockRequests.requestedMinimumExpiry'),
      render: (request) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {months(request.minimumExpiry)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('stockRequests.status'),
      render: (request) => (
        <>
          <StockRequestStatusBadge status={request.status} />
          {request.status === 'DENIED' ? <DenialReason reason={request.decisionReason} /> : null}
        </>
      ),
    },
    {
      key: 'review',
      header: t('stockRequests.review'),
      render: (request) =>
        hasProposal(request) ? (
          <Button component={Link} to={`/stockrequests/${request._id}/comments`} size="compact-sm" variant="light">
            {t('stockRequests.review')}
          </Button>
        ) : null,
    },
    {
      key: 'invoice',
      header: t('stockRequests.invoice'),
      render: (request) =>
        hasProposal(request) && request.invoiceId ? (
          <Button size="compact-sm" variant="default" onClick={() => navigate('/invoice', { state: { invoiceId: request.invoiceId } })}>
            {t('stockRequests.invoice')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('stockRequests.stockRequests')} total={query.data?.total} noun="stock request" />}
        description={t('stockRequests.yourRequestsToRaiseOr')}
      />
      <ListTable
        list={list}
        exportPath="/stockrequests.csv"
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(request) => request._id}
        noun={{ singular: 'stock request' }}
        minWidth={980}
        placeholder={t('stockRequests.searchByProductBrandOr')}
        emptyIcon={IconClipboardList}
        emptyTitle={t('stockRequests.noStockRequestsYet')}
        emptyDescription={t('stockRequests.askToRaiseOrLower')}
      />
    </>
  );
}
