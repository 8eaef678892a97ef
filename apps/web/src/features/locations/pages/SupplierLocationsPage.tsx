import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconMapPin, IconPlus, IconTruck } from '@tabler/icons-react';
import type { Location } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { useListQuery } from '../../../ui/useListQuery';
import { useSupplierLocations } from '../api';
import { DeleteLocationModal } from '../components/DeleteLocationModal';
import { LocationAddress, LocationComment } from '../components/LocationAddress';
import { LocationFormModal } from '../components/LocationFormModal';
import { LocationOwner } from '../components/LocationOwner';
import { LocationRowActions } from '../components/LocationRowActions';
import { LocationStatusBadge } from '../components/LocationStatusBadge';
import { SelectDistributorModal } from '../components/SelectDistributorModal';

/** Supplier /location: its own locations and those of the distributors it works with. */
export default function SupplierLocationsPage() {
  const { user } = useSession();
  const list = useListQuery();
  const query = useSupplierLocations(list.queryString);
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Location | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);

  const isOwn = (row: Location) => !!user && row.supplierId === user._id;

  const columns: Column<Location>[] = [
    { key: 'owner', header: 'Distributor', render: (row) => <LocationOwner location={row} /> },
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
      render: (row) =>
        isOwn(row) ? (
          <LocationRowActions location={row} onEdit={setEditing} onDelete={setDeleting} />
        ) : (
          <Text size="xs" c="dimmed">
            Distributor’s
          </Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Locations" total={query.data?.total} noun="location" />}
        description="Your own locations and your distributors’. New ones wait for the programme’s approval."
        actions={
          <>
            <Button variant="default" leftSection={<IconTruck size={16} />} onClick={() => setChoosing(true)}>
              Select Distributor
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add Location
            </Button>
          </>
        }
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
        emptyDescription="Add a location of your own, or select the distributors you work with to see theirs."
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
      <SelectDistributorModal opened={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
