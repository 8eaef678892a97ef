import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowRight, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Stock } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { PagedTable, type Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { months, PartyCell, ProductCell, UnitsHeld } from '../../../ui/RecordParts';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useStocks } from '../api';
import { StockLocationsButton } from '../components/StockLocationsModal';

/** Supplier /members/stock: every member's stock of the supplier's products, against its par level. */
export default function MemberStockPage() {
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useStocks(list.queryString);

  const columns: Column<Stock>[] = [
    { key: 'member', header: 'Member', render: (stock) => <PartyCell party={stock.Member} /> },
    { key: 'product', header: 'Product', render: (stock) => <ProductCell product={stock.Product} /> },
    { key: 'par', header: 'Par level', align: 'right', render: (stock) => <span className="tabular-nums">{stock.parLevel.toLocaleString('en-CA')}</span> },
    {
      key: 'units',
      header: 'Units held',
      align: 'right',
      render: (stock) => (
        <Group justify="flex-end">
          <UnitsHeld stock={stock} size="sm" />
        </Group>
      ),
    },
    { key: 'expiry', header: 'Minimum expiry', render: (stock) => months(stock.minimumExpiry), visibleFrom: 'md' },
    {
      key: 'actions',
      header: 'Lots',
      align: 'right',
      width: 110,
      render: (stock) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <StockLocationsButton stock={stock} />
          <Tooltip label="Stock details">
            <ActionIcon component={Link} to={`/stock/${stock._id}`} variant="subtle" size="lg" radius="xl" aria-label={`Details of ${stock.Product.name} for ${stock.Member.name}`}>
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
        title={<CountTitle title="Member Stock" total={data?.total} noun="stock" />}
        description="The reserve each member holds of your products. Units below the par level are shown in red."
      />
      <SearchSortBar
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        placeholder="Search by member, product or product ID"
      />
      <PagedTable
        columns={columns}
        rows={data?.stocks ?? []}
        rowKey={(stock) => stock._id}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={isLoading || (isFetching && isPlaceholderData)}
        noun={{ singular: 'stock', plural: 'stocks' }}
        minWidth={820}
        emptyIcon={list.search ? <IconSearch size={26} stroke={1.6} /> : <IconUsersGroup size={26} stroke={1.6} />}
        emptyTitle={list.search ? 'No stock matches your search' : 'No member holds your products yet'}
        emptyDescription={
          list.search
            ? `Nothing matches “${list.search}”. Try other words, or clear the search.`
            : 'When members add your products to their Reserve Drug Supply, their stock is listed here.'
        }
      />
    </>
  );
}
