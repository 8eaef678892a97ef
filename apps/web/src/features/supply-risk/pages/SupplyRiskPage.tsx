import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { FIGURE_SETTINGS, type SupplyRisk } from '@rds/contract';
import { ProductCell } from '../../../domain';
import { toQueryString } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useSupplyRisk } from '../api';
import { Cover, Flags, Holders, RiskMark, Units } from '../components/SupplyRiskParts';

/**
 * /supplyrisk for the administrator: each product, who holds its units (approved locations and
 * their distributors), the flags of its supply chain, its units and days of cover programme-wide,
 * and why it is at risk; most at risk first (the contract's `compareSupplyRisk`), with CSV.
 */
export default function SupplyRiskPage() {
  const list = useListQuery();
  // The list has one order, the risk order: no sort is sent.
  const queryString = useMemo(
    () => toQueryString({ limit: list.limit, skip: list.skip, search: list.search || undefined }),
    [list.limit, list.skip, list.search],
  );
  const query = useSupplyRisk(queryString);

  const columns: Column<SupplyRisk>[] = [
    {
      key: 'product',
      header: t('supplyRisk.product'),
      render: (row) => (
        <ProductCell
          product={row.Product}
          size={36}
          nameMinWidth={130}
          extra={
            <Text size="xs" c="dimmed">
              {row.Supplier.name}
            </Text>
          }
        />
      ),
    },
    { key: 'risk', header: t('supplyRisk.risk'), width: 150, render: (row) => <RiskMark reasons={row.reasons} /> },
    { key: 'distributors', header: t('supplyRisk.distributors'), render: (row) => <Holders holders={row.distributors} testId="distributors" /> },
    { key: 'locations', header: t('supplyRisk.locations'), render: (row) => <Holders holders={row.locations} testId="locations" /> },
    { key: 'flags', header: t('supplyRisk.flags'), render: (row) => <Flags row={row} /> },
    { key: 'units', header: t('supplyRisk.units'), align: 'right', render: (row) => <Units row={row} /> },
    { key: 'cover', header: t('supplyRisk.daysOfCover'), align: 'right', render: (row) => <Cover row={row} /> },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('supplyRisk.title')} total={query.data?.total} noun="product" />}
        description={
          <Stack gap={2} component="span">
            <span data-testid="risk-rule">{t('supplyRisk.rule', { days: query.data?.leadTimeDays ?? FIGURE_SETTINGS.leadTimeDays.default })}</span>
            <span>{t('supplyRisk.figures')}</span>
          </Stack>
        }
      />
      <ListTable
        list={list}
        sorts={[]}
        exportPath="/supplyrisk.csv"
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(row) => row.Product._id}
        noun={{ singular: 'product' }}
        minWidth={960}
        placeholder={t('supplyRisk.search')}
        emptyIcon={IconTopologyStar3}
        emptyTitle={t('supplyRisk.empty')}
        emptyDescription={t('supplyRisk.emptyDescription')}
      />
    </>
  );
}
