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

/** Member /member: the other members of the programme, each with a Transfer shortcut; and the way to Stock Transfers. */
export default function MembersPage() {
  const list = useListQuery();
  const query = useMembers(list.queryString);
  const [recipient, setRecipient] = useState<User | null>(null);

  const columns: Column<User>[] = [
    { key: 'name', header: 'Member', render: (member) => <PartyCell party={member} size={36} /> },
    {
      key: 'address',
      header: 'Address',
      render: (member) => (
        <Text size="sm" c="dimmed" miw={160}>
          {member.address}
        </Text>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      render: (member) => (
        <Anchor href={`mailto:${member.email}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {member.email}
        </Anchor>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
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
          Transfer
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Members" total={query.data?.total} noun="member" />}
        description="Other members of the programme. Transfer units of your stock to one of them; they approve or deny it."
        actions={
          <Button component={Link} to="/stocktransfers" variant="default" leftSection={<IconArrowsExchange size={16} />}>
            Stock Transfers
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.members ?? []}
        rowKey={(member) => member._id}
        noun={{ singular: 'member' }}
        minWidth={860}
        placeholder="Search by name, e-mail or address"
        emptyIcon={IconUsers}
        emptyTitle="No other members yet"
        emptyDescription="Members of the programme show here once the administrator registers them."
      />
      <StartTransferDialog recipient={recipient} onClose={() => setRecipient(null)} />
    </>
  );
}
