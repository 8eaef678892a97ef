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

/** Supplier /members/stock: every member's stock of the supplier's products, against its par level. */
export default function MemberStockPage() {
  const list = useListQuery();
  const query = useStocks(list.queryString);

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
            <ActionIcon
              component={Link}
              to={`/stock/${stock._id}`}
              variant="subtle"
              size="lg"
              radius="xl"
              aria-label={`Details of ${stock.Product.name} for ${stock.Member.name}`}
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
        title={<CountTitle title="Member Stock" total={query.data?.total} noun="stock" />}
        description="The reserve each member holds of your products. Units below the par level are shown in red."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.stocks ?? []}
        rowKey={(stock) => stock._id}
        noun={{ singular: 'stock', plural: 'stocks' }}
        minWidth={820}
        placeholder="Search by member, product or product ID"
        emptyIcon={IconUsersGroup}
        emptyTitle="No member holds your products yet"
        emptyDescription="When members add your products to their Reserve Drug Supply, their stock is listed here."
        noMatchTitle="No stock matches your search"
      />
    </>
  );
}
