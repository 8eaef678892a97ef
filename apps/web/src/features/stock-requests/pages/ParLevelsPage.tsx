import { Paper, Stack } from '@mantine/core';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { CountTitle } from '../../../ui/CountTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockRequests } from '../api';
import { ParLevelBoard } from '../components/ParLevelBoard';
import { CardSkeleton, type SkeletonLine } from '../../../ui/CardSkeleton';
import { t } from '../../../lib/i18n';

/** The outline of a card while the list loads. */
const cardOutline: SkeletonLine[] = [{ h: 56, w: '45%' }, { h: 48 }, { h: 32, w: '60%' }];

/** Supplier /parlevel: a card per par-level request for the supplier's products, with the next step of each. */
export default function ParLevelsPage() {
  const list = useListQuery();
  const query = useStockRequests(list.queryString);
  const { data, isLoading, isFetching, isPlaceholderData } = query;
  const requests = data?.requests ?? [];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('stockRequests.parLevels')} total={data?.total} noun="request" />}
        description={t('stockRequests.membersRequestsToChangePar')}
      />
      <SearchSortBar list={list} exportPath="/stockrequests.csv" placeholder={t('stockRequests.searchByMemberProductOr')} />
      <div style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {isLoading ? (
          <Stack gap="lg">
            <CardSkeleton lines={cardOutline} />
            <CardSkeleton lines={cardOutline} />
          </Stack>
        ) : failedToLoad(query, data) ? (
          <LoadError title={t('loadError.parLevelRequests')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        ) : requests.length === 0 ? (
          list.search ? (
            <EmptyState
              withCard
              icon={<IconSearch size={26} stroke={1.6} />}
              title={t('stockRequests.noRequestsMatchYourSearch')}
              description={t('stockRequests.nothingMatchesTryOtherWords', { search: list.search })}
            />
          ) : (
            <EmptyState
              withCard
              icon={<IconAdjustments size={26} stroke={1.6} />}
              title={t('stockRequests.noParLevelRequestsYet')}
              description={t('stockRequests.whenAMemberAsksTo')}
            />
          )
        ) : (
          <ParLevelBoard requests={requests} />
        )}
      </div>
      <Paper withBorder shadow="xs" mt="lg">
        <PaginationBar
          total={data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          noun={{ singular: 'request' }}
        />
      </Paper>
    </>
  );
}
