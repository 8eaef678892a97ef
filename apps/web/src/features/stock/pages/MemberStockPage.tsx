import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Stock } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { months, PartyCell, ProductCell, UnitsHeld } from '../../../domain';
import { useListQuery } from '../../../ui/useListQuery';
import { useStocks } from '../api';
import { StockLocationsButton } from '../components/StockLocationsModal';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** Supplier /members/stock: every member's stock of the supplier's products, against its par level. */
export default function MemberStockPage() {
  const list = useListQuery();
  const query = useStocks(list.queryString);

  const columns: Column<Stock>[] = [
    { key: 'member', header: t('stock.member'), render: (stock) => <PartyCell party={stock.Member} /> },
    { key: 'product', header: t('stock.product'), render: (stock) => <ProductCell product={stock.Product} /> },
    { key: 'par', header: t('stock.parLevel'), align: 'right', render: (stock) => <span className="tabular-nums">{formatNumber(stock.parLevel)}</span> },
    {
      key: 'units',
      header: t('stock.unitsHeld'),
      align: 'right',
      render: (stock) => (
        <Group justify="flex-end">
          <UnitsHeld stock={stock} size="sm" />
        </Group>
      ),
    },
    { key: 'expiry', header: t('stock.minimumExpiry'), render: (stock) => months(stock.minimumExpiry), visibleFrom: 'md' },
    {
      key: 'actions',
      header: t('stock.lots'),
      align: 'right',
      width: 110,
      render: (stock) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <StockLocationsButton stock={stock} />
          <Tooltip label={t('stock.stockDetails')}>
            <ActionIcon
              component={Link}
              to={`/stock/${stock._id}`}
              variant="subtle"
              size="lg"
              radius="xl"
              aria-label={t('stock.detailsOfFor', { name: stock.Product.name, name2: stock.Member.name })}
            >
              <IconArrowRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('stock.memberStock')} total={query.data?.total} noun="stock" />}
        description={t('stock.theReserveEachMemberHolds')}
      />
      <ListTable
        list={list}
        exportPath="/stocks.csv"
        query={query}
        columns={columns}
        rows={query.data?.stocks ?? []}
        rowKey={(stock) => stock._id}
        noun={{ singular: 'stock', plural: 'stocks' }}
        minWidth={820}
        placeholder={t('stock.searchByMemberProductOr')}
        emptyIcon={IconUsersGroup}
        emptyTitle={t('stock.noMemberHoldsYourProducts')}
        emptyDescription={t('stock.whenMembersAddYourProducts')}
        noMatchTitle={t('stock.noStockMatchesYourSearch')}
      />
    </>
  );
}
