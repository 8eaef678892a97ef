import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import type { Location } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { useListQuery } from '../../../ui/useListQuery';
import { useLocationList } from '../api';
import { DeleteLocationModal } from '../components/DeleteLocationModal';
import { LocationAddress, LocationComment } from '../components/LocationAddress';
import { LocationFormModal } from '../components/LocationFormModal';
import { LocationRowActions } from '../components/LocationRowActions';
import { LocationStatusBadge } from '../components/LocationStatusBadge';

/** Distributor /location: its own locations; add, edit and delete; new ones wait for approval. */
export default function DistributorLocationsPage() {
  const list = useListQuery();
  const query = useLocationList(list.queryString);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Location | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);

  const columns: Column<Location>[] = [
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
    { key: 'comment', header: 'Comment', render: (row) => <LocationComment comment={row.comment} />, visibleFrom: 'md' },
    { key: 'status', header: 'Status', render: (row) => <LocationStatusBadge status={row.status} /> },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 110,
      render: (row) => <LocationRowActions location={row} onEdit={setEditing} onDelete={setDeleting} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Locations" total={query.data?.total} noun="location" />}
        description="Where you hold and dispatch stock. A new location, or a new address, waits for the programme’s approval."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Location
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.locations ?? []}
        rowKey={(row) => row._id}
        noun={{ singular: 'location' }}
        placeholder="Search by name, address or postal code"
        emptyIcon={IconMapPin}
        emptyTitle="No locations yet"
        emptyDescription="Add your first location; it becomes active once the programme approves it."
      />
      <LocationFormModal
        opened={adding || !!editing}
        location={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <DeleteLocationModal location={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
