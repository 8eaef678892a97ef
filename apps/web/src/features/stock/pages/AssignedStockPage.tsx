import { useState } from 'react';
import { Button, Paper, SimpleGrid } from '@mantine/core';
import { IconArrowsExchange, IconPackage, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STOCK_SORTS } from '@rds/contract';
import { FiguresExplained, StockFilterSelect, useStockFilter } from '../../../domain';
import { CountTitle } from '../../../ui/CountTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useStocks } from '../api';
import { StockCard } from '../components/StockCard';
import type { ParLevelRequestSlot, ParLevelTarget, StockAction } from '../components/stockAction';
import { CardSkeleton, type SkeletonLine } from '../../../ui/CardSkeleton';
import { t } from '../../../lib/i18n';

/** The outline of a card while the list loads. */
const cardOutline: SkeletonLine[] = [{ h: 72, w: '70%' }, { h: 48 }, { h: 36, w: '50%' }];

/**
 * Member /stock: a card per stock of the reserve, with its lots, the par-level request buttons and
 * `action` (Order) on each card; the buttons open `parLevelRequest`, the modal the app hands in.
 */
export default function AssignedStockPage({ action, parLevelRequest }: { action?: StockAction; parLevelRequest: ParLevelRequestSlot }) {
  const { filter, setFilter } = useStockFilter();
  const list = useListQuery({}, filter);
  const query = useStocks(list.queryString);
  const { data, isLoading, isFetching, isPlaceholderData } = query;
  const [target, setTarget] = useState<ParLevelTarget | null>(null);
  const stocks = data?.stocks ?? [];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('stock.assignedStock')} total={data?.total} noun="stock" />}
        description={t('stock.yourReserveByProductPar')}
        actions={
          // Transfers to and from other members, found here without a notification.
          <Button component={Link} to="/stocktransfers" variant="default" leftSection={<IconArrowsExchange size={16} />}>
            {t('stock.stockTransfers')}
          </Button>
        }
      />
      <SearchSortBar
        list={list}
        exportPath="/stocks.csv"
        placeholder={t('stock.searchByProductBrandOr')}
        sorts={STOCK_SORTS}
        filters={<StockFilterSelect filter={filter} onChange={setFilter} />}
      />
      {isLoading ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <CardSkeleton lines={cardOutline} />
          <CardSkeleton lines={cardOutline} />
        </SimpleGrid>
      ) : failedToLoad(query, data) ? (
        <LoadError title={t('loadError.assignedStock')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      ) : stocks.length === 0 ? (
        list.search ? (
          <EmptyState
            withCard
            icon={<IconSearch size={26} stroke={1.6} />}
            title={t('stock.noStockMatchesYourSearch')}
            description={t('stock.nothingMatchesTryOtherWords', { search: list.search })}
          />
        ) : filter ? (
          <EmptyState
            withCard
            icon={<IconSearch size={26} stroke={1.6} />}
            title={t('list.noMatchFilter', { nouns: t('noun.stock.plural') })}
            description={t('list.noMatchFilterDescription')}
          />
        ) : (
          <EmptyState
            withCard
            icon={<IconPackage size={26} stroke={1.6} />}
            title={t('stock.noAssignedStockYet')}
            description={t('stock.addProductsToYourReserve')}
            actions={
              <Button component={Link} to="/sure-supply-shield" variant="light" leftSection={<IconShieldCheck size={16} />}>
                {t('stock.reserveDrugSupply')}
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
      <FiguresExplained />
      {parLevelRequest(target, () => setTarget(null))}
    </>
  );
}
