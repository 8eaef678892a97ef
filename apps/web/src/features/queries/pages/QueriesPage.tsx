import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, Spoiler, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessageQuestion, IconTrash } from '@tabler/icons-react';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useDeleteQuery, useQueryList, type QueryRecord } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** Queries sort by time only. */
const QUERY_SORTS = ['newest', 'oldest'] as const;

/** /query (administrator): contact messages from members, suppliers and distributors, paged, with delete. */
export default function QueriesPage() {
  const list = useListQuery();
  const queries = useQueryList(list.queryString);
  const remove = useDeleteQuery();
  const [deleting, setDeleting] = useState<{ query: QueryRecord; open: boolean } | null>(null);
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.query._id, {
      onSuccess: (result) => {
        showSuccess(result.message || t('queries.messageDeleted'));
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<QueryRecord>[] = [
    {
      key: 'name',
      header: t('queries.name'),
      width: 240,
      render: (query) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={fileUrl(query.Sender.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={36} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {query.Sender.name}
            </Text>
            <Group gap={6}>
              <Badge size="xs" variant="light" color="gray" radius="sm">
                {t(`userType.${query.Sender.type}`)}
              </Badge>
              <Text size="xs" c="dimmed" component="time" dateTime={query.createdAt}>
                {formatDateTime(query.createdAt)}
              </Text>
            </Group>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('queries.email'),
      render: (query) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {query.Sender.email}
        </Text>
      ),
    },
    {
      key: 'subject',
      header: t('queries.subject'),
      width: 200,
      render: (query) => (
        <Text size="sm" fw={500}>
          {query.subject}
        </Text>
      ),
    },
    {
      key: 'message',
      header: t('queries.message'),
      render: (query) => (
        <Spoiler maxHeight={60} showLabel={t('queries.showMore')} hideLabel={t('queries.showLess')} fz="sm">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} maw={420}>
            {query.message}
          </Text>
        </Spoiler>
      ),
    },
    {
      key: 'action',
      header: t('queries.action'),
      align: 'right',
      render: (query) => (
        <Tooltip label={t('queries.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('queries.deleteTheMessageFrom', { name: query.Sender.name })}
            onClick={() => setDeleting({ query, open: true })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('queries.queries')} description={t('queries.messagesSentToTheProgramme')} />
      <ListTable
        list={list}
        exportPath="/queries.csv"
        query={queries}
        columns={columns}
        rows={queries.data?.queries ?? []}
        rowKey={(query) => query._id}
        noun={{ singular: 'query', plural: 'queries' }}
        minWidth={900}
        placeholder={t('queries.searchBySenderSubjectOr')}
        sorts={QUERY_SORTS}
        emptyIcon={IconMessageQuestion}
        emptyTitle={t('queries.noQueriesYet')}
        emptyDescription={t('queries.messagesThatMembersSuppliersAnd')}
      />
      <ConfirmDialog
        opened={deleting?.open ?? false}
        title={t('queries.deleteQuery')}
        message={
          <>
            <Trans
              i18nKey="queries.deleteConfirm"
              values={{ subject: deleting?.query.subject, sender: deleting?.query.Sender.name }}
              components={{ b: <b /> }}
            />
          </>
        }
        confirmLabel={t('queries.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
