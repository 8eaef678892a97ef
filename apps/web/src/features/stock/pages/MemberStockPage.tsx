import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STOCK_SORTS, type Stock, type UserType } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { DaysOfCover, FiguresExplained, MonthlyUsage, months, PartyCell, ProductCell, StockFilterSelect, UnitsHeld, useStockFilter } from '../../../domain';
import { useSession } from '../../../lib/session';
import { useListQuery } from '../../../ui/useListQuery';
import { useStocks } from '../api';
import { StockLocationsButton } from '../components/StockLocationsModal';
import type { StockAction } from '../components/stockAction';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** What the list is in each portal that shows it: the reserve of the supplier's products, the stock at the distributor's locations, the programme's. */
const WORDS: Partial<Record<UserType, { description: string; emptyTitle: string; emptyDescription: string }>> = {
  supplier: {
    description: 'stock.theReserveEachMemberHolds',
    emptyTitle: 'stock.noMemberHoldsYourProducts',
    emptyDescription: 'stock.whenMembersAddYourProducts',
  },
  distributor: {
    description: 'stock.memberStockDistributor',
    emptyTitle: 'stock.noMemberStockAtYourLocations',
    emptyDescription: 'stock.whenLotsArePlacedAtYourLocations',
  },
  healthpro: { description: 'stock.memberStockHealthpro', emptyTitle: 'stock.noMemberStockYet', emptyDescription: 'stock.whenMembersAddProducts' },
};

/**
 * /members/stock (supplier, distributor, administrator): every member's stock the caller sees, against
 * its par level, with its monthly usage and days of cover; sortable by cover and filtered by the
 * address's `?filter=` (the dashboard's "Stocks at risk" opens it filtered); `action` (the supplier's
 * Replace stock) on each row beside its lots.
 */
export default function MemberStockPage({ action }: { action?: StockAction }) {
  const { usertype } = useSession();
  const words = WORDS[usertype ?? 'supplier'] ?? WORDS.supplier!;
  const { filter, setFilter } = useStockFilter();
  const list = useListQuery({}, filter);
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
    { key: 'usage', header: t('figures.monthlyUsage'), align: 'right', render: (stock) => <MonthlyUsage stock={stock} justify="flex-end" /> },
    { key: 'cover', header: t('figures.daysOfCover'), align: 'right', render: (stock) => <DaysOfCover stock={stock} justify="flex-end" /> },
    { key: 'expiry', header: t('stock.minimumExpiry'), render: (stock) => months(stock.minimumExpiry), visibleFrom: 'xl' },
    {
      key: 'actions',
      header: t('stock.lots'),
      align: 'right',
      width: action ? 150 : 110,
      render: (stock) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {action?.(stock)}
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
      <PageHeader title={<CountTitle title={t('stock.memberStock')} total={query.data?.total} noun="stock" />} description={t(words.description)} />
      <ListTable
        list={list}
        exportPath="/stocks.csv"
        query={query}
        columns={columns}
        rows={query.data?.stocks ?? []}
        rowKey={(stock) => stock._id}
        noun={{ singular: 'stock', plural: 'stocks' }}
        minWidth={980}
        placeholder={t('stock.searchByMemberProductOr')}
        sorts={STOCK_SORTS}
        filters={<StockFilterSelect filter={filter} onChange={setFilter} />}
        emptyIcon={IconUsersGroup}
        emptyTitle={t(words.emptyTitle)}
        emptyDescription={t(words.emptyDescription)}
        noMatchTitle={t('stock.noStockMatchesYourSearch')}
      />
      <FiguresExplained />
    </>
  );
}
