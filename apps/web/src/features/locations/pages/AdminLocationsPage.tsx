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
import { LocationStatusCell } from '../components/LocationStatusBadge';
import { t } from '../../../lib/i18n';

/** Administrator /locations: every supplier and distributor location, each with a Review link. */
export default function AdminLocationsPage() {
  const list = useListQuery();
  const query = useLocationList(list.queryString);

  const columns: Column<Location>[] = [
    { key: 'owner', header: t('locations.owner'), render: (row) => <LocationOwner location={row} showKind /> },
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
    { key: 'comment', header: t('locations.comment'), render: (row) => <LocationComment comment={row.comment} />, visibleFrom: 'lg' },
    { key: 'status', header: t('locations.status'), render: (row) => <LocationStatusCell location={row} /> },
    {
      key: 'action',
      header: t('locations.action'),
      align: 'right',
      width: 120,
      render: (row) => (
        <Button
          component={Link}
          to={`/location/${row._id}`}
          size="xs"
          variant={row.abilities.approve ? 'filled' : 'light'}
          leftSection={<IconChecklist size={14} />}
          aria-label={t('locations.review2', { name: row.name })}
        >
          {t('locations.review')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('locations.locations')} total={query.data?.total} noun="location" />}
        description={t('locations.supplierAndDistributorLocationsReview')}
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
        emptyDescription={t('locations.whenSuppliersAndDistributorsAdd')}
      />
    </>
  );
}
