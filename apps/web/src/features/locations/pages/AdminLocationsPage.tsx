import { Button, Text } from '@mantine/core';
import { IconChecklist, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Location } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { useListQuery } from '../../../ui/useListQuery';
import { useLocationList } from '../api';
import { LocationAddress, LocationComment } from '../components/LocationAddress';
import { LocationOwner } from '../components/LocationOwner';
import { LocationStatusBadge } from '../components/LocationStatusBadge';

/** Administrator /locations: every supplier and distributor location, each with a Review link. */
export default function AdminLocationsPage() {
  const list = useListQuery();
  const query = useLocationList(list.queryString);

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
        title={<CountTitle title="Locations" total={query.data?.total} noun="location" />}
        description="Supplier and distributor locations. Review the ones waiting for approval before stock can be placed there."
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.locations ?? []}
        rowKey={(row) => row._id}
        noun={{ singular: 'location' }}
        minWidth={820}
        placeholder="Search by name, address or postal code"
        emptyIcon={IconMapPin}
        emptyTitle="No locations yet"
        emptyDescription="When suppliers and distributors add locations, they are listed here for your review."
      />
    </>
  );
}
