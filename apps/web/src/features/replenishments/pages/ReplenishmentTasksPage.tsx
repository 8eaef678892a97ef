import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconMessages, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Replenishment } from '@rds/contract';
import { months, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CountTitle } from '../../../ui/CountTitle';
import { pluralize } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useMarkReplenishmentPaid, useReplenishments } from '../api';
import { ReplenishDialog } from '../components/ReplenishDialog';
import { canReplenish, ReplenishmentStatusBadge } from '../components/ReplenishmentParts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Paid once COMPLETED; Not Paid before. */
function PaidBadge({ task }: { task: Replenishment }) {
  const paid = task.status === 'COMPLETED';
  return (
    <Badge
      variant="light"
      radius="sm"
      color={paid ? 'green' : 'gray'}
      data-testid="paid-status"
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {paid ? 'Paid' : 'Not Paid'}
    </Badge>
  );
}

/**
 * Supplier /replenishment (Replenishment Tasks): stocks to bring back to par, with Replenish, the
 * comments, the invoice and Mark as Paid. The administrator's /replenishment shows the same list,
 * read-only, with the supplier in place of the actions.
 */
export default function ReplenishmentTasksPage() {
  const navigate = useNavigate();
  const { usertype } = useSession();
  const supplier = usertype === 'supplier';
  const list = useListQuery();
  const query = useReplenishments(list.queryString);
  const [replenishing, setReplenishing] = useState<Replenishment | null>(null);
  const [paying, setPaying] = useState<Replenishment | null>(null);
  const markPaid = useMarkReplenishmentPaid();

  const confirmPaid = () => {
    if (!paying || markPaid.isPending) return;
    markPaid.mutate(paying._id, {
      onSuccess: (result) => {
        showSuccess(result.message);
        setPaying(null);
      },
    });
  };

  const columns: Column<Replenishment>[] = [
    { key: 'product', header: 'Product', render: (task) => <ProductCell product={task.Stock.Product} /> },
    {
      key: 'member',
      header: 'Member / Address',
      render: (task) => (
        <Stack gap={4} miw={130}>
          <PartyCell party={task.Member} size={24} />
          <Text size="xs" c="dimmed" lineClamp={3}>
            {task.Member.address}
          </Text>
        </Stack>
      ),
    },
    ...(supplier ? [] : [{ key: 'supplier', header: 'Supplier', render: (task: Replenishment) => <PartyCell party={task.Supplier} size={26} /> }]),
    {
      key: 'units',
      header: 'Units to be replenished',
      align: 'right',
      render: (task) => (
        <Text size="sm" fw={700} className="tabular-nums" data-testid="replenishment-units">
          {task.units.toLocaleString('en-CA')}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: 'Minimum expiry',
      render: (task) => <Text size="sm">{months(task.Stock.minimumExpiry)}</Text>,
    },
    { key: 'status', header: 'Status', render: (task) => <ReplenishmentStatusBadge status={task.status} /> },
  ];

  if (supplier) {
    columns.push(
      {
        key: 'action',
        header: 'Action',
        render: (task) => (
          <Button size="compact-sm" disabled={!canReplenish(task)} onClick={() => setReplenishing(task)}>
            Replenish
          </Button>
        ),
      },
      {
        // The spec's comments and invoice, side by side: both appear once lots are proposed.
        key: 'records',
        header: 'Comments / Invoice',
        render: (task) =>
          task.status === 'PENDING' ? null : (
            <Group gap={6} wrap="nowrap">
              <Tooltip label="Comments">
                <Button
                  component={Link}
                  to={`/stockreplenishment/${task._id}/comments`}
                  size="compact-sm"
                  variant="subtle"
                  aria-label={`Comments (${task.commentCount})`}
                  leftSection={<IconMessages size={16} />}
                >
                  {task.commentCount}
                </Button>
              </Tooltip>
              {task.invoiceId ? (
                <Tooltip label="Invoice">
                  <ActionIcon variant="default" size="md" aria-label="Invoice" onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}>
                    <IconFileInvoice size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ),
      },
      {
        key: 'paid',
        header: 'Paid',
        render: (task) =>
          task.status === 'APPROVED' ? (
            <Button
              size="compact-sm"
              color="green"
              loading={markPaid.isPending && markPaid.variables === task._id}
              onClick={() => setPaying(task)}
              style={nowrap}
            >
              Mark as Paid
            </Button>
          ) : (
            <PaidBadge task={task} />
          ),
      },
    );
  } else {
    columns.push({ key: 'paid', header: 'Paid', render: (task) => <PaidBadge task={task} /> });
  }

  return (
    <>
      <PageHeader
        title={<CountTitle title={supplier ? 'Replenishment Tasks' : 'Replenishments'} total={query.data?.total} noun="replenishment" />}
        description={
          supplier
            ? 'Stocks below par after units left them. Propose the lots that bring each back to par; once the member approves, mark it paid.'
            : 'Stocks being brought back to par across the programme, and where each stands.'
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(task) => task._id}
        noun={{ singular: 'replenishment' }}
        minWidth={supplier ? 1000 : 900}
        placeholder="Search by product, brand or member"
        emptyIcon={IconRefresh}
        emptyTitle="No replenishments yet"
        emptyDescription="When an order takes a member’s stock below its par level, a task to restock it shows here."
      />
      {supplier ? (
        <>
          <ReplenishDialog task={replenishing} onClose={() => setReplenishing(null)} />
          <ConfirmDialog
            opened={!!paying}
            title="Mark as paid?"
            message={
              paying
                ? `${pluralize(
                    paying.StockRequestUnits.reduce((sum, unit) => sum + unit.assignedUnits, 0),
                    'unit',
                  )} of ${paying.Stock.Product.name} enter ${paying.Member.name}’s reserve and the replenishment is completed.`
                : ''
            }
            confirmLabel="Mark as Paid"
            color="green"
            loading={markPaid.isPending}
            onConfirm={confirmPaid}
            onCancel={() => setPaying(null)}
          />
        </>
      ) : null}
    </>
  );
}
