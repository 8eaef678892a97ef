import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconArrowsExchange } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Transfer } from '@rds/contract';
import { PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useTransfers } from '../api';
import { TransferStatusBadge } from '../components/TransferParts';
import { t } from '../../../lib/i18n';

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
    { key: 'product', header: t('transfers.product'), render: (transfer) => <ProductCell product={transfer.Stock.Product} /> },
    {
      key: 'from',
      header: t('transfers.from'),
      render: (transfer) => (
        <Stack gap={0} miw={150}>
          <PartyCell party={transfer.senderMember} size={24} />
          {member && transfer.senderMember._id === user?._id ? (
            <Text size="xs" c="dimmed" pl={36}>
              {t('transfers.you')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'to',
      header: t('transfers.to'),
      render: (transfer) => (
        <Stack gap={0} miw={150}>
          <PartyCell party={transfer.recipientMember} size={24} />
          {member && transfer.recipientMember._id === user?._id ? (
            <Text size="xs" c="dimmed" pl={36}>
              {t('transfers.you')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'units',
      header: t('transfers.units'),
      align: 'right',
      render: (transfer) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {formatNumber(transfer.units)}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t('transfers.requested'),
      render: (transfer) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(transfer.createdAt)}
        </Text>
      ),
    },
    { key: 'status', header: t('transfers.status'), render: (transfer) => <TransferStatusBadge status={transfer.status} /> },
    {
      key: 'view',
      header: '',
      render: (transfer) => (
        <Button
          component={Link}
          to={`/stocktransfer/${transfer._id}`}
          size="compact-sm"
          variant={transfer.abilities.approve ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={14} />}
        >
          {transfer.abilities.approve ? t('transfers.review') : t('transfers.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('transfers.stockTransfers')} total={query.data?.total} noun="transfer" />}
        description={member ? t('transfers.stockYouOfferedToOther') : t('transfers.stockMovingBetweenMembersAnd')}
      />
      <ListTable
        list={list}
        exportPath="/stocktransfers.csv"
        query={query}
        columns={columns}
        rows={query.data?.transfers ?? []}
        rowKey={(transfer) => transfer._id}
        noun={{ singular: 'transfer' }}
        minWidth={920}
        placeholder={t('transfers.searchByProductOrMember')}
        emptyIcon={IconArrowsExchange}
        emptyTitle={t('transfers.noTransfersYet')}
        emptyDescription={member ? t('transfers.transferUnitsOfAStock') : t('transfers.transfersBetweenMembersShowHere')}
      />
    </>
  );
}
