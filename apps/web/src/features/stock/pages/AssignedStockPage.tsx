import { useState } from 'react';
import { Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconArrowsExchange, IconPackage, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CountTitle } from '../../../ui/CountTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useStocks } from '../api';
import { ParLevelRequestModal, type ParLevelTarget } from '../components/ParLevelRequestModal';
import { StockCard } from '../components/StockCard';
import type { StockAction } from '../stockAction';

function CardSkeleton() {
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="md">
        <Skeleton h={72} w="70%" />
        <Skeleton h={48} />
        <Skeleton h={36} w="50%" />
      </Stack>
    </Paper>
  );
}

/** Member /stock: a card per stock of the reserve, with its lots, the par-level requests and `action` (Order) on each card. */
export default function AssignedStockPage({ action }: { action?: StockAction }) {
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useStocks(list.queryString);
  const [target, setTarget] = useState<ParLevelTarget | null>(null);
  const stocks = data?.stocks ?? [];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Assigned Stock" total={data?.total} noun="stock" />}
        description="Your reserve by product: par level, units held and minimum expiry. Ask to raise or lower a par level here."
        actions={
          // Transfers to and from other members, found here without a notification.
          <Button component={Link} to="/stocktransfers" variant="default" leftSection={<IconArrowsExchange size={16} />}>
            Stock Transfers
          </Button>
        }
      />
      <SearchSortBar list={list} placeholder="Search by product, brand or product ID" />
      {isLoading ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <CardSkeleton />
          <CardSkeleton />
        </SimpleGrid>
      ) : stocks.length === 0 ? (
        list.search ? (
          <EmptyState
            withCard
            icon={<IconSearch size={26} stroke={1.6} />}
            title="No stock matches your search"
            description={`Nothing matches “${list.search}”. Try other words, or clear the search.`}
          />
        ) : (
          <EmptyState
            withCard
            icon={<IconPackage size={26} stroke={1.6} />}
            title="No assigned stock yet"
            description="Add products to your Reserve Drug Supply, then ask for a par level; stock assigned by suppliers shows here."
            actions={
              <Button component={Link} to="/sure-supply-shield" variant="light" leftSection={<IconShieldCheck size={16} />}>
                Reserve Drug Supply
              </Button>
            }
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {stocks.map((stock) => (
            <StockCard key={stock._id} stock={stock} action={action?.(stock)} onRequest={(kind, editing) => setTarget({ stock, kind, editing })} />
          ))}
        </SimpleGrid>
      )}
      <Paper withBorder shadow="xs" mt="lg">
        <PaginationBar
          total={data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          noun={{ singular: 'stock', plural: 'stocks' }}
        />
      </Paper>
      <ParLevelRequestModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
