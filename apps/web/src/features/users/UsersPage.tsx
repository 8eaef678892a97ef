import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingFactory2, IconLogin2, IconPencil, IconPlus, IconTrash, IconTruck, IconUsers, type Icon } from '@tabler/icons-react';
import { USER_TYPE_LABELS, type ManagedUserType, type User } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
import { useActAs, useDeleteUser, useUserList } from './api';
import { UserFormModal } from './UserFormModal';

const SCREENS: Record<ManagedUserType, { title: string; description: string; noun: string; icon: Icon }> = {
  member: {
    title: 'Members',
    description: 'Member organisations holding reserve stock: register, edit, deactivate or act as one.',
    noun: 'member',
    icon: IconUsers,
  },
  supplier: {
    title: 'Suppliers',
    description: 'Suppliers registered with the programme: register, edit, deactivate or act as one.',
    noun: 'supplier',
    icon: IconBuildingFactory2,
  },
  distributor: {
    title: 'Distributors',
    description: 'Distributors dispatching orders from their locations: register, edit, deactivate or act as one.',
    noun: 'distributor',
    icon: IconTruck,
  },
};

/** An e-mail address that may wrap before the @ but never inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at)}</span>
    </>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

/** /member, /supplier, /distributor (administrator): the accounts of one kind, paged, with create, edit, delete and "Act as". */
export default function UsersPage({ type }: { type: ManagedUserType }) {
  const screen = SCREENS[type];
  const label = USER_TYPE_LABELS[type];
  const list = useListQuery();
  const query = useUserList(type, list.queryString);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ user: User; open: boolean } | null>(null);
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });
  const remove = useDeleteUser(type);
  const actAs = useActAs();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.user._id, {
      onSuccess: (result) => {
        showSuccess(result.message || `${label} deleted`);
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={fileUrl(user.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={38} />
          <Stack gap={0} miw={150}>
            <Text size="sm" fw={600} lineClamp={2}>
              {user.name}
            </Text>
            {type === 'member' && user.expiryLotPreferences ? (
              <Text size="xs" c="dimmed">
                Expiring lots: {user.expiryLotPreferences} {user.expiryLotPreferences === 1 ? 'month' : 'months'}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      render: (user) => (
        <Text size="sm">
          <EmailText email={user.email} />
        </Text>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
      render: (user) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.phone}
        </Text>
      ),
    },
    {
      key: 'address',
      header: 'Address',
      visibleFrom: 'md',
      render: (user) => (
        <Text size="sm" c="dimmed" lineClamp={2} miw={140} maw={200}>
          {user.address}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 110,
      render: (user) => (
        <Badge variant="light" color={user.isActive ? 'green' : 'gray'} radius="sm" styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}>
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (user) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {user.isActive ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconLogin2 size={14} />}
              loading={actAs.isPending && actAs.variables?._id === user._id}
              disabled={actAs.isPending}
              onClick={() => actAs.mutate(user)}
              aria-label={`Act as ${user.name}`}
            >
              Act as
            </Button>
          ) : null}
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${user.name}`} onClick={() => setEditing({ mode: 'edit', user })}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${user.name}`} onClick={() => setDeleting({ user, open: true })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
            Add {label}
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.users ?? []}
        rowKey={(user) => user._id}
        noun={{ singular: screen.noun }}
        minWidth={1000}
        placeholder="Search by name, e-mail or phone"
        emptyIcon={screen.icon}
        emptyTitle={`No ${screen.title.toLowerCase()} yet`}
        emptyDescription={`Use Add ${label} to register the first one.`}
      />

      {editing ? (
        <UserFormModal
          key={editing.mode === 'edit' ? editing.user._id : 'new'}
          type={type}
          user={editing.mode === 'edit' ? editing.user : null}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        opened={deleting?.open ?? false}
        title={`Delete ${label.toLowerCase()}`}
        message={
          <>
            Delete <b>{deleting?.user.name}</b>? An account that still holds records cannot be deleted, and one with history is deactivated instead.
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
