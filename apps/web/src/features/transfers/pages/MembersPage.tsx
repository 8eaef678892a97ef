import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { IconArrowsExchange, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@rds/contract';
import { PartyCell } from '../../../domain';
import { CountTitle } from '../../../ui/CountTitle';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useMembers } from '../api';
import { StartTransferDialog } from '../components/StartTransferDialog';
import { t } from '../../../lib/i18n';

/** Member /member: the other members of the programme, each with a Transfer shortcut; and the way to Stock Transfers. */
export default function MembersPage() {
  const list = useListQuery();
  const query = useMembers(list.queryString);
  const [recipient, setRecipient] = useState<User | null>(null);

  const columns: Column<User>[] = [
    { key: 'name', header: t('transfers.member'), render: (member) => <PartyCell party={member} size={36} /> },
    {
      key: 'address',
      header: t('transfers.address'),
      render: (member) => (
        <Text size="sm" c="dimmed" miw={160}>
          {member.address}
        </Text>
      ),
    },
    {
      key: 'email',
      header: t('transfers.eMail'),
      render: (member) => (
        <Anchor href={`mailto:${member.email}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {member.email}
        </Anchor>
      ),
    },
    {
      key: 'phone',
      header: t('transfers.phone'),
      render: (member) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {member.phone}
        </Text>
      ),
    },
    {
      key: 'transfer',
      header: '',
      render: (member) => (
        <Button size="compact-sm" variant="light" leftSection={<IconArrowsExchange size={14} />} onClick={() => setRecipient(member)}>
          {t('transfers.transfer')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('transfers.members')} total={query.data?.total} noun="member" />}
        description={t('transfers.otherMembersOfTheProgramme')}
        actions={
          <Button component={Link} to="/stocktransfers" variant="default" leftSection={<IconArrowsExchange size={16} />}>
            {t('transfers.stockTransfers')}
          </Button>
        }
      />
      <ListTable
        list={list}
        exportPath="/members.csv"
        query={query}
        columns={columns}
        rows={query.data?.members ?? []}
        rowKey={(member) => member._id}
        noun={{ singular: 'member' }}
        minWidth={860}
        placeholder={t('transfers.searchByNameEMail')}
        emptyIcon={IconUsers}
        emptyTitle={t('transfers.noOtherMembersYet')}
        emptyDescription={t('transfers.membersOfTheProgrammeShow')}
      />
      <StartTransferDialog recipient={recipient} onClose={() => setRecipient(null)} />
    </>
  );
}
