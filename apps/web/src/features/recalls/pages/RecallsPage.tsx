import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconArrowRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductCell } from '../../../domain';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { loadChunk } from '../../../lib/timeouts';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useRecalls } from '../api';
import { AccountedBar, LotsText, recallActionWords, RecallClassBadge, RecallStatusBadge, recallTitle, TaskStatusBadge } from '../components/RecallParts';
import type { Recall } from '../types';

const RecallFormDialog = lazy(loadChunk(() => import('../components/RecallFormDialog')));

/** Whether the caller has something to do on it now (a member: its open task): its button says Act rather than View. */
const awaitsCaller = (recall: Recall) =>
  recall.abilities.activate || recall.abilities.dispose || recall.abilities.close || recall.abilities.edit || recall.taskStatus === 'OPEN';

/**
 * /recalls (every portal): the recalls the caller takes part in (the supplier's products', the
 * lots a member or a distributor holds, every one for the administrator), newest first; the
 * supplier and the administrator start one with "New recall".
 */
export default function RecallsPage() {
  const { usertype } = useSession();
  const list = useListQuery();
  const query = useRecalls(list.queryString);
  const [creating, setCreating] = useState(false);
  const maker = usertype === 'supplier' || usertype === 'healthpro';

  const columns: Column<Recall>[] = [
    {
      key: 'number',
      header: t('recalls.recall'),
      render: (recall) => (
        <Stack gap={2}>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {recallTitle(recall.recallNumber)}
          </Text>
          <RecallClassBadge recallClass={recall.class} size="sm" />
        </Stack>
      ),
    },
    { key: 'product', header: t('recalls.product'), render: (recall) => <ProductCell product={recall.Product} /> },
    {
      key: 'lots',
      header: t('recalls.lots'),
      render: (recall) => <LotsText lotNumbers={recall.lotNumbers} />,
    },
    { key: 'action', header: t('recalls.actionHeader'), render: (recall) => <Text size="sm">{recallActionWords(recall.action)}</Text> },
    { key: 'status', header: t('recalls.statusHeader'), render: (recall) => <RecallStatusBadge status={recall.status} /> },
    ...(usertype === 'member'
      ? [
          {
            key: 'task',
            header: t('recalls.yourTask'),
            render: (recall: Recall) => (recall.taskStatus ? <TaskStatusBadge status={recall.taskStatus} /> : null),
          },
        ]
      : []),
    {
      key: 'respondBy',
      header: t('recalls.respondBy'),
      render: (recall) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(recall.respondBy)}
        </Text>
      ),
    },
    {
      key: 'accounted',
      header: t('recalls.accounted'),
      render: (recall) =>
        recall.status === 'DRAFT' ? (
          <Text size="sm" c="dimmed">
            {t('recalls.notInForce')}
          </Text>
        ) : (
          <AccountedBar accounted={recall.accountedUnits} located={recall.locatedUnits} width={150} />
        ),
    },
    {
      key: 'view',
      header: '',
      render: (recall) => {
        const words = awaitsCaller(recall) ? t('recalls.review') : t('recalls.view');
        return (
          <Button
            component={Link}
            to={`/recall/${recall._id}`}
            size="compact-sm"
            variant={awaitsCaller(recall) ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={14} />}
            // The name starts with the words shown, so that speech input finds the button (axe: label-content-name-mismatch).
            aria-label={t('recalls.openRecall', { action: words, recall: recallTitle(recall.recallNumber) })}
          >
            {words}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('recalls.title')} total={query.data?.total} noun="recall" />}
        description={t(`recalls.description.${usertype ?? 'member'}`)}
        actions={
          maker ? (
            <Button color="red" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('recalls.newRecall')}
            </Button>
          ) : null
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.recalls ?? []}
        rowKey={(recall) => recall._id}
        noun={{ singular: 'recall' }}
        minWidth={1040}
        placeholder={t('recalls.search')}
        emptyIcon={IconAlertOctagon}
        emptyTitle={t('recalls.emptyTitle')}
        emptyDescription={maker ? t('recalls.emptyMaker') : t('recalls.emptyHolder')}
      />
      {creating ? (
        <Suspense fallback={null}>
          <RecallFormDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
