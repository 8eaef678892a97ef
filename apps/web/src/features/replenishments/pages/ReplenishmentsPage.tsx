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
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** Member /stockreplenishments: the restocking of the member's reserve; Review and Invoice once lots are proposed. */
export default function ReplenishmentsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const query = useReplenishments(list.queryString);

  const columns: Column<Replenishment>[] = [
    { key: 'item', header: t('replenishments.item'), render: (task) => <ProductCell product={task.Stock.Product} /> },
    {
      key: 'supplier',
      header: t('replenishments.supplier'),
      render: (task) => (
        <Text size="sm" miw={100}>
          {task.Supplier.name}
        </Text>
      ),
    },
    {
      key: 'units',
      header: t('replenishments.units'),
      align: 'right',
      render: (task) => (
        <Text size="sm" fw={600} className="tabular-nums" data-testid="replenishment-units">
          {formatNumber(task.units)}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: t('replenishments.minExpiry'),
      render: (task) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {months(task.Stock.minimumExpiry)}
        </Text>
      ),
    },
    { key: 'status', header: t('replenishments.status'), render: (task) => <ReplenishmentStatusBadge status={task.status} /> },
    {
      key: 'review',
      header: t('replenishments.review'),
      render: (task) =>
        canReview(task) ? (
          <Button component={Link} to={`/stockreplenishment/${task._id}/comments`} size="compact-sm" variant="light">
            {t('replenishments.review')}
          </Button>
        ) : null,
    },
    {
      key: 'invoice',
      header: t('replenishments.invoice'),
      render: (task) =>
        showsInvoice(task) ? (
          <Button size="compact-sm" variant="default" onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}>
            {t('replenishments.invoice')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('replenishments.replenishments')} total={query.data?.total} noun="replenishment" />}
        description={t('replenishments.whenUnitsLeaveYourReserve')}
      />
      <ListTable
        list={list}
        exportPath="/stockreplenishments.csv"
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(task) => task._id}
        noun={{ singular: 'replenishment' }}
        minWidth={900}
        placeholder={t('replenishments.searchByProductBrandOr2')}
        emptyIcon={IconRefresh}
        emptyTitle={t('replenishments.noReplenishmentsYet')}
        emptyDescription={t('replenishments.whenAnOrderTakesYour')}
      />
    </>
  );
}
