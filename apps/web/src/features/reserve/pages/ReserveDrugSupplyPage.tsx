import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STOCK_SORTS, type Stock } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import {
  DaysOfCover,
  FiguresExplained,
  MonthlyUsage,
  months,
  PartyCell,
  ProductCell,
  StockFilterSelect,
  StockRequestStatusBadge,
  UnitsHeld,
  useStockFilter,
} from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { AddProductsModal } from '../components/AddProductsModal';
import { useSureSupply } from '../api';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

function OpenRequestCell({ stock }: { stock: Stock }) {
  const open = stock.openRequest;
  if (!open) {
    return (
      <Text size="sm" c="dimmed">
        {t('reserve.none')}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <StockRequestStatusBadge status={open.status} />
      <Text size="xs" c="dimmed">
        {t('reserve.to', { kind: open.kind, requestedParLevel: formatNumber(open.requestedParLevel) })}
      </Text>
    </Stack>
  );
}

/**
 * Member /sure-supply-shield: the products enrolled in the member's reserve, with their monthly usage
 * and days of cover (sortable, filtered by the address's `?filter=`), and Add products.
 */
export default function ReserveDrugSupplyPage() {
  const { filter, setFilter } = useStockFilter();
  const list = useListQuery({}, filter);
  const query = useSureSupply(list.queryString);
  const [adding, setAdding] = useState(false);

  const columns: Column<Stock>[] = [
    { key: 'product', header: t('reserve.product'), render: (stock) => <ProductCell product={stock.Product} /> },
    { key: 'supplier', header: t('reserve.supplier'), render: (stock) => <PartyCell party={stock.Supplier} />, visibleFrom: 'xl' },
    { key: 'par', header: t('reserve.parLevel'), align: 'right', render: (stock) => <span className="tabular-nums">{formatNumber(stock.parLevel)}</span> },
    {
      key: 'units',
      header: t('reserve.unitsHeld'),
      align: 'right',
      render: (stock) => (
        <Group justify="flex-end">
          <UnitsHeld stock={stock} size="sm" />
        </Group>
      ),
    },
    { key: 'usage', header: t('figures.monthlyUsage'), align: 'right', render: (stock) => <MonthlyUsage stock={stock} justify="flex-end" /> },
    { key: 'cover', header: t('figures.daysOfCover'), align: 'right', render: (stock) => <DaysOfCover stock={stock} justify="flex-end" /> },
    { key: 'expiry', header: t('reserve.minimumExpiry'), render: (stock) => months(stock.minimumExpiry), visibleFrom: 'lg' },
    { key: 'request', header: t('reserve.openRequest'), render: (stock) => <OpenRequestCell stock={stock} /> },
    {
      key: 'open',
      header: '',
      align: 'right',
      width: 60,
      render: (stock) => (
        <Tooltip label={t('reserve.stockDetails')}>
          <ActionIcon
            component={Link}
            to={`/stock/${stock._id}`}
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={t('reserve.detailsOf', { name: stock.Product.name })}
          >
            <IconArrowRight size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('reserve.reserveDrugSupply')} total={query.data?.total} noun="product" />}
        description={t('reserve.theProductsYourOrganisationHolds')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('reserve.addProducts')}
          </Button>
        }
      />
      <ListTable
        list={list}
        exportPath="/suresupply.csv"
        query={query}
        columns={columns}
        rows={query.data?.stock ?? []}
        rowKey={(stock) => stock._id}
        noun={{ singular: 'product' }}
        minWidth={1000}
        placeholder={t('reserve.searchByProductBrandOr')}
        sorts={STOCK_SORTS}
        filters={<StockFilterSelect filter={filter} onChange={setFilter} />}
        emptyIcon={IconShieldCheck}
        emptyTitle={t('reserve.yourReserveIsEmpty')}
        emptyDescription={t('reserve.useAddProductsToChoose')}
      />
      <FiguresExplained />
      <AddProductsModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
