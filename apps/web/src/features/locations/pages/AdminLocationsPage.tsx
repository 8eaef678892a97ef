import { Button, Text } from '@mantine/core';
import { IconChecklist, IconMapPin, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Location } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { PagedTable, type Column } from '../../../ui/PagedTable';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useLocationList } from '../api';
import { LocationAddress, LocationComment } from '../components/LocationAddress';
import { LocationOwner } from '../components/LocationOwner';
import { LocationStatusBadge } from '../components/LocationStatusBadge';

/** Administrator /locations: every supplier and distributor location, each with a Review link. */
export default function AdminLocationsPage() {
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useLocationList(list.queryString);

  const columns: Column<Location>[] = [
    { key: 'owner', header: 'Owner', render: (row) => <LocationOwner location={row} showKind /> },
    {
      key: 'name',
      header: 'Location Name',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      ),
    },
    { key: 'address', header: 'Location', render: (row) => <LocationAddress location={row} /> },
    { key: 'comment', header: 'Comment', render: (row) => <LocationComment comment={row.comment} />, visibleFrom: 'lg' },
    { key: 'status', header: 'Status', render: (row) => <LocationStatusBadge status={row.status} /> },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 120,
      render: (row) => (
        <Button
          component={Link}
          to={`/location/${row._id}`}
          size="xs"
          variant={row.status === 'PENDING' ? 'filled' : 'light'}
          leftSection={<IconChecklist size={14} />}
          aria-label={`Review ${row.name}`}
        >
          Review
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Locations" total={data?.total} noun="location" />}
        description="Supplier and distributor locations. Review the ones waiting for approval before stock can be placed there."
      />
      <SearchSortBar
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        placeholder="Search by name, address or postal code"
      />
      <PagedTable
        columns={columns}
        rows={data?.locations ?? []}
        rowKey={(row) => row._id}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={isLoading || (isFetching && isPlaceholderData)}
        noun={{ singular: 'location' }}
        minWidth={820}
        emptyIcon={list.search ? <IconSearch size={26} stroke={1.6} /> : <IconMapPin size={26} stroke={1.6} />}
        emptyTitle={list.search ? 'No locations match your search' : 'No locations yet'}
        emptyDescription={
          list.search
            ? `Nothing matches “${list.search}”. Try other words, or clear the search.`
            : 'When suppliers and distributors add locations, they are listed here for your review.'
        }
      />
    </>
  );
}
