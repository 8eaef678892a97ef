import { lazy, Suspense, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconArrowRight, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { loadChunk } from '../../../lib/timeouts';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useCounts } from '../api';
import { CountStatusBadge, signed } from '../components/CountParts';
import type { Count } from '../types';

const NewCountDialog = lazy(loadChunk(() => import('../components/NewCountDialog')));

/**
 * /counts (supplier, distributor, administrator): the counts at the caller's locations (every one
 * for the administrator), newest first; "New count" opens one at a location.
 */
export default function CountsPage() {
  const { usertype } = useSession();
  const list = useListQuery();
  const query = useCounts(list.queryString);
  const [opening, setOpening] = useState(false);

  const columns: Column<Count>[] = [
    {
      key: 'location',
      header: t('counts.location'),
      render: (count) => (
        <Text size="sm" fw={600}>
          {count.Location.name}
        </Text>
      ),
    },
    { key: 'status', header: t('counts.statusHeader'), render: (count) => <CountStatusBadge status={count.status} /> },
    { key: 'openedBy', header: t('counts.openedBy'), render: (count) => <Text size="sm">{count.User.name}</Text> },
    {
      key: 'opened',
      header: t('counts.opened'),
      render: (count) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(count.createdAt)}
        </Text>
      ),
    },
    {
      key: 'lines',
      header: t('counts.lines'),
      align: 'right',
      render: (count) => (
        <Text size="sm" className="tabular-nums">
          {formatNumber(count.lineCount)}
        </Text>
      ),
    },
    {
      key: 'counted',
      header: t('counts.counted'),
      align: 'right',
      render: (count) => (
        <Text size="sm" className="tabular-nums">
          {formatNumber(count.countedCount)}
        </Text>
      ),
    },
    {
      key: 'variance',
      header: t('counts.variance'),
      align: 'right',
      // Net units, signed; a dash before anything is counted, or while a blind count is open.
      render: (count) => {
        const units = count.summary.varianceUnits;
        return (
          <Text size="sm" className="tabular-nums" fw={units ? 700 : undefined} c={units && units < 0 ? 'red.8' : undefined} data-testid="count-row-variance">
            {units === null ? '—' : signed(units)}
          </Text>
        );
      },
    },
    {
      key: 'view',
      header: '',
      render: (count) => {
        const review = count.abilities.approve;
        const carryOn = count.abilities.save;
        const action = review ? t('counts.review') : carryOn ? t('counts.continue') : t('counts.view');
        return (
          <Button
            component={Link}
            to={`/count/${count._id}`}
            size="compact-sm"
            variant={review || carryOn ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={14} />}
            // The name starts with the words shown, so that speech input finds the button (axe: label-content-name-mismatch).
            aria-label={t('counts.openCountAt', { action, location: count.Location.name })}
          >
            {action}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('counts.title')} total={query.data?.total} noun="count" />}
        description={usertype === 'healthpro' ? t('counts.descriptionAdmin') : t('counts.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpening(true)}>
            {t('counts.newCount')}
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        exportPath="/counts.csv"
        columns={columns}
        rows={query.data?.counts ?? []}
        rowKey={(count) => count._id}
        noun={{ singular: 'count' }}
        minWidth={980}
        placeholder={t('counts.search')}
        emptyIcon={IconClipboardList}
        emptyTitle={t('counts.emptyTitle')}
        emptyDescription={t('counts.emptyDescription')}
      />
      {opening ? (
        <Suspense fallback={null}>
          <NewCountDialog onClose={() => setOpening(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
