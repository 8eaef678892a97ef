import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingFactory2, IconLogin2, IconPencil, IconPlus, IconTrash, IconTruck, IconUsers, type Icon } from '@tabler/icons-react';
import { userStatusKey, type Account, type ManagedUserType } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useActAs, useDeleteUser, useUserList } from '../api';
import { UserFormModal } from '../components/UserFormModal';
import { HistoryButton, HistoryModal } from '../../../domain';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

const SCREENS: Record<ManagedUserType, { title: string; description: string; noun: string; icon: Icon }> = {
  member: {
    title: 'users.members',
    description: 'users.memberOrganisationsHoldingReserveStock',
    noun: 'member',
    icon: IconUsers,
  },
  supplier: {
    title: 'users.suppliers',
    description: 'users.suppliersRegisteredWithTheProgramme',
    noun: 'supplier',
    icon: IconBuildingFactory2,
  },
  distributor: {
    title: 'users.distributors',
    description: 'users.distributorsDispatchingOrdersFromTheir',
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

type Editing = { mode: 'create' } | { mode: 'edit'; user: Account } | null;

/** /member, /supplier, /distributor (administrator): the accounts of one kind, paged, with create, edit, delete and "Act as". */
export default function UsersPage({ type }: { type: ManagedUserType }) {
  const screen = SCREENS[type];
  const label = t(`userType.${type}`);
  const list = useListQuery();
  const query = useUserList(type, list.queryString);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ user: Account; open: boolean } | null>(null);
  const [history, setHistory] = useState<Account | null>(null);
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });
  const remove = useDeleteUser(type);
  const actAs = useActAs();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.user._id, {
      onSuccess: (result) => {
        showSuccess(result.message || t('users.deleted', { label }));
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<Account>[] = [
    {
      key: 'name',
      header: t('users.name'),
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={fileUrl(user.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={38} />
          <Stack gap={0} miw={150}>
            <Text size="sm" fw={600} lineClamp={2}>
              {user.name}
            </Text>
            {type === 'member' && user.expiryLotPreferences ? (
              <Text size="xs" c="dimmed">
                {t('users.expiringLots', { months: user.expiryLotPreferences })}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('users.email'),
      render: (user) => (
        <Text size="sm">
          <EmailText email={user.email} />
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('users.phone'),
      render: (user) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.phone}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('users.address'),
      visibleFrom: 'md',
      render: (user) => (
        <Text size="sm" c="dimmed" lineClamp={2} miw={140} maw={200}>
          {user.address}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('users.status'),
      width: 110,
      render: (user) => (
        <Badge variant="light" color={user.isActive ? 'green' : 'gray'} radius="sm" styles={{ label: { overflow: 'visible' } }}>
          {t(userStatusKey(user.isActive))}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('users.actions'),
      align: 'right',
      render: (user) => (
        // On a phone's card the actions wrap rather than squeeze "Act as" down to its icon.
        <Group gap={6} justify="flex-end" wrap="wrap">
          {user.abilities.impersonate ? (
            <Button
              style={{ flex: 'none' }}
              size="compact-sm"
              variant="light"
              leftSection={<IconLogin2 size={14} />}
              loading={actAs.isPending && actAs.variables?._id === user._id}
              disabled={actAs.isPending}
              onClick={() => actAs.mutate(user)}
              aria-label={t('users.actAs2', { name: user.name })}
            >
              {t('users.actAs')}
            </Button>
          ) : null}
          {user.abilities.edit ? (
            <Tooltip label={t('users.edit')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('users.edit3', { name: user.name })}
                onClick={() => setEditing({ mode: 'edit', user })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <HistoryButton name={user.name} onClick={() => setHistory(user)} />
          {/* An account's edit also stands for its deletion, refused (409) while it holds records. */}
          {user.abilities.edit ? (
            <Tooltip label={t('users.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('users.delete2', { name: user.name })}
                onClick={() => setDeleting({ user, open: true })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t(screen.title)}
        description={t(screen.description)}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('users.add', { label })}
          </Button>
        }
      />
      <ListTable
        list={list}
        exportPath={`/${type}s.csv`}
        query={query}
        columns={columns}
        rows={query.data?.users ?? []}
        rowKey={(user) => user._id}
        noun={{ singular: screen.noun }}
        minWidth={1000}
        placeholder={t('users.searchByNameEMail')}
        emptyIcon={screen.icon}
        emptyTitle={t('users.noYet', { title: screen.title.toLowerCase() })}
        emptyDescription={t('users.useAddToRegisterThe', { label })}
      />

      {history ? <HistoryModal kind="user" id={history._id} name={history.name} withActivity onClose={() => setHistory(null)} /> : null}

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
        title={t('users.delete3', { label: label.toLowerCase() })}
        message={
          <>
            <Trans i18nKey="users.deleteConfirm" values={{ name: deleting?.user.name }} components={{ b: <b /> }} />
          </>
        }
        confirmLabel={t('users.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
