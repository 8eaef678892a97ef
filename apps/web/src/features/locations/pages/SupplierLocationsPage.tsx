import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconMapPin, IconPlus, IconTruck } from '@tabler/icons-react';
import type { Location } from '@rds/contract';
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
import { LocationStatusCell } from '../components/LocationStatusBadge';
import { SelectDistributorModal } from '../components/SelectDistributorModal';
import { t } from '../../../lib/i18n';

/** Supplier /location: its own locations and those of the distributors it works with. */
export default function SupplierLocationsPage() {
  const list = useListQuery();
  const query = useSupplierLocations(list.queryString);
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Location | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);

  const columns: Column<Location>[] = [
    { key: 'owner', header: t('locations.distributor'), render: (row) => <LocationOwner location={row} /> },
    {
      key: 'name',
      header: t('locations.locationName2'),
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      ),
    },
    { key: 'address', header: t('locations.location'), render: (row) => <LocationAddress location={row} /> },
    { key: 'comment', header: t('locations.comment'), render: (row) => <LocationComment comment={row.comment} />, visibleFrom: 'md' },
    { key: 'status', header: t('locations.status'), render: (row) => <LocationStatusCell location={row} /> },
    {
      key: 'action',
      header: t('locations.action'),
      align: 'right',
      width: 110,
      render: (row) =>
        // A location the supplier may edit is its own; its distributors' are only named.
        row.abilities.edit ? (
          <LocationRowActions location={row} onEdit={setEditing} onDelete={setDeleting} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('locations.distributorS')}
          </Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('locations.locations')} total={query.data?.total} noun="location" />}
        description={t('locations.yourOwnLocationsAndYour')}
        actions={
          <>
            <Button variant="default" leftSection={<IconTruck size={16} />} onClick={() => setChoosing(true)}>
              {t('locations.selectDistributor')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('locations.addLocation')}
            </Button>
          </>
        }
      />
      <ListTable
        list={list}
        exportPath="/locations.csv"
        query={query}
        columns={columns}
        rows={query.data?.locations ?? []}
        rowKey={(row) => row._id}
        noun={{ singular: 'location' }}
        minWidth={820}
        placeholder={t('locations.searchByNameAddressOr')}
        emptyIcon={IconMapPin}
        emptyTitle={t('locations.noLocationsYet')}
        emptyDescription={t('locations.addALocationOfYour')}
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
