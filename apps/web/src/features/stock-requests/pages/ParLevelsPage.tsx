import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { CountTitle } from '../../../ui/CountTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockRequests } from '../api';
import { ParLevelBoard } from '../components/ParLevelBoard';

function CardSkeleton() {
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="md">
        <Skeleton h={56} w="45%" />
        <Skeleton h={48} />
        <Skeleton h={32} w="60%" />
      </Stack>
    </Paper>
  );
}

/** Supplier /parlevel: a card per par-level request for the supplier's products, with the next step of each. */
export default function ParLevelsPage() {
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useStockRequests(list.queryString);
  const requests = data?.requests ?? [];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Par Levels" total={data?.total} noun="request" />}
        description="Members’ requests to change par levels of your products. Once the programme approves one, assign the stock; mark it paid after the member approves."
      />
      <SearchSortBar list={list} placeholder="Search by member, product or brand" />
      <div style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {isLoading ? (
          <Stack gap="lg">
            <CardSkeleton />
            <CardSkeleton />
          </Stack>
        ) : requests.length === 0 ? (
          list.search ? (
            <EmptyState
              withCard
              icon={<IconSearch size={26} stroke={1.6} />}
              title="No requests match your search"
              description={`Nothing matches “${list.search}”. Try other words, or clear the search.`}
            />
          ) : (
            <EmptyState
              withCard
              icon={<IconAdjustments size={26} stroke={1.6} />}
              title="No par-level requests yet"
              description="When a member asks to raise or lower the par level of one of your products, it is listed here."
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
