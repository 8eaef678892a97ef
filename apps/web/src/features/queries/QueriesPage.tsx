import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, Spoiler, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessageQuestion, IconTrash } from '@tabler/icons-react';
import { USER_TYPE_LABELS } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/format';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
import { useDeleteQuery, useQueryList, type QueryRecord } from './api';

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
        showSuccess(result.message || 'Message deleted');
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<QueryRecord>[] = [
    {
      key: 'name',
      header: 'Name',
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
                {USER_TYPE_LABELS[query.Sender.type]}
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
      header: 'Email',
      render: (query) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {query.Sender.email}
        </Text>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      width: 200,
      render: (query) => (
        <Text size="sm" fw={500}>
          {query.subject}
        </Text>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      render: (query) => (
        <Spoiler maxHeight={60} showLabel="Show more" hideLabel="Show less" fz="sm">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} maw={420}>
            {query.message}
          </Text>
        </Spoiler>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (query) => (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Delete the message from ${query.Sender.name}`}
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
      <PageHeader title="Queries" description="Messages sent to the programme from the contact pages." />
      <ListTable
        list={list}
        query={queries}
        columns={columns}
        rows={queries.data?.queries ?? []}
        rowKey={(query) => query._id}
        noun={{ singular: 'query', plural: 'queries' }}
        minWidth={900}
        placeholder="Search by sender, subject or message"
        sorts={QUERY_SORTS}
        emptyIcon={IconMessageQuestion}
        emptyTitle="No queries yet"
        emptyDescription="Messages that members, suppliers and distributors send from their Contact page appear here."
      />
      <ConfirmDialog
        opened={deleting?.open ?? false}
        title="Delete query"
        message={
          <>
            Delete the message <b>“{deleting?.query.subject}”</b> from {deleting?.query.Sender.name}? This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
