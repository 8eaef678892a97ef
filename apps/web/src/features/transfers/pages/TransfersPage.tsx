import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconArrowsExchange } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Transfer } from '@rds/contract';
import { PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useTransfers } from '../api';
import { TransferStatusBadge } from '../components/TransferParts';

/**
 * /stocktransfers (every portal): the transfers between members the caller may see, the member's
 * own as sender or recipient; each opens its detail. Reached from Assigned Stock and Members (member) and from
 * Notifications (everyone), so nobody needs a notification to find a transfer again.
 */
export default function TransfersPage() {
  const { usertype, user } = useSession();
  const member = usertype === 'member';
  const list = useListQuery();
  const query = useTransfers(list.queryString);

  const columns: Column<Transfer>[] = [
    { key: 'product', header: 'Product', render: (transfer) => <ProductCell product={transfer.Stock.Product} /> },
    {
      key: 'from',
      header: 'From',
      render: (transfer) => (
        <Stack gap={0} miw={150}>
          <PartyCell party={transfer.senderMember} size={24} />
          {member && transfer.senderMember._id === user?._id ? (
            <Text size="xs" c="dimmed" pl={36}>
              You
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'to',
      header: 'To',
      render: (transfer) => (
        <Stack gap={0} miw={150}>
          <PartyCell party={transfer.recipientMember} size={24} />
          {member && transfer.recipientMember._id === user?._id ? (
            <Text size="xs" c="dimmed" pl={36}>
              You
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'units',
      header: 'Units',
      align: 'right',
      render: (transfer) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {transfer.units.toLocaleString('en-CA')}
        </Text>
      ),
    },
    {
      key: 'date',
      header: 'Requested',
      render: (transfer) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(transfer.createdAt)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (transfer) => <TransferStatusBadge status={transfer.status} /> },
    {
      key: 'view',
      header: '',
      render: (transfer) => (
        <Button
          component={Link}
          to={`/stocktransfer/${transfer._id}`}
          size="compact-sm"
          variant={member && transfer.status === 'PENDING' && transfer.recipientMember._id === user?._id ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={14} />}
        >
          {member && transfer.status === 'PENDING' && transfer.recipientMember._id === user?._id ? 'Review' : 'View'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Stock Transfers" total={query.data?.total} noun="transfer" />}
        description={
          member
            ? 'Stock you offered to other members and stock offered to you. Open a pending transfer offered to you to approve or deny it.'
            : 'Stock moving between members, and whether the recipient approved it.'
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.transfers ?? []}
        rowKey={(transfer) => transfer._id}
        noun={{ singular: 'transfer' }}
        minWidth={920}
        placeholder="Search by product or member"
        emptyIcon={IconArrowsExchange}
        emptyTitle="No transfers yet"
        emptyDescription={member ? 'Transfer units of a stock to another member from Assigned Stock or Members.' : 'Transfers between members show here.'}
      />
    </>
  );
}
