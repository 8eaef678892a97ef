import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconMessages, IconRefresh } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Replenishment } from '@rds/contract';
import { months, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CountTitle } from '../../../ui/CountTitle';
import { pluralize, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useMarkReplenishmentPaid, useReplenishments } from '../api';
import { ReplenishDialog } from '../components/ReplenishDialog';
import { ReplenishmentStatusBadge } from '../components/ReplenishmentParts';
import { t } from '../../../lib/i18n';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Paid once COMPLETED; Not Paid before. */
function PaidBadge({ task }: { task: Replenishment }) {
  const paid = task.status === 'COMPLETED';
  return (
    <Badge variant="light" radius="sm" color={paid ? 'green' : 'gray'} data-testid="paid-status" styles={{ label: { overflow: 'visible' } }}>
      {paid ? t('replenishments.paid') : t('replenishments.notPaid')}
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
    { key: 'product', header: t('replenishments.product'), render: (task) => <ProductCell product={task.Stock.Product} /> },
    {
      key: 'member',
      header: t('replenishments.memberAddress'),
      render: (task) => (
        <Stack gap={4} miw={130}>
          <PartyCell party={task.Member} size={24} />
          <Text size="xs" c="dimmed" lineClamp={3}>
            {task.Member.address}
          </Text>
        </Stack>
      ),
    },
    ...(supplier
      ? []
      : [{ key: 'supplier', header: t('replenishments.supplier'), render: (task: Replenishment) => <PartyCell party={task.Supplier} size={26} /> }]),
    {
      key: 'units',
      header: t('replenishments.unitsToBeReplenished'),
      align: 'right',
      render: (task) => (
        <Text size="sm" fw={700} className="tabular-nums" data-testid="replenishment-units">
          {formatNumber(task.units)}
        </Text>
      ),
    },
    {
      key: 'expiry',
      header: t('replenishments.minimumExpiry'),
      render: (task) => <Text size="sm">{months(task.Stock.minimumExpiry)}</Text>,
    },
    { key: 'status', header: t('replenishments.status'), render: (task) => <ReplenishmentStatusBadge status={task.status} /> },
  ];

  if (supplier) {
    columns.push(
      {
        key: 'action',
        header: t('replenishments.action'),
        render: (task) => (
          <Button size="compact-sm" disabled={!task.abilities.replenish} onClick={() => setReplenishing(task)}>
            {t('replenishments.replenish')}
          </Button>
        ),
      },
      {
        // The spec's comments and invoice, side by side: both appear once lots are proposed.
        key: 'records',
        header: t('replenishments.commentsInvoice'),
        render: (task) =>
          task.status === 'PENDING' ? null : (
            <Group gap={6} wrap="nowrap">
              <Tooltip label={t('replenishments.comments')}>
                <Button
                  component={Link}
                  to={`/stockreplenishment/${task._id}/comments`}
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('replenishments.commentCount', { count: task.commentCount })}
                  leftSection={<IconMessages size={16} />}
                >
                  {task.commentCount}
                </Button>
              </Tooltip>
              {task.invoiceId ? (
                <Tooltip label={t('replenishments.invoice')}>
                  <ActionIcon
                    variant="default"
                    size="md"
                    aria-label={t('replenishments.invoice')}
                    onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}
                  >
                    <IconFileInvoice size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ),
      },
      {
        key: 'paid',
        header: t('replenishments.paid'),
        render: (task) =>
          task.abilities.markPaid ? (
            <Button
              size="compact-sm"
              color="green"
              loading={markPaid.isPending && markPaid.variables === task._id}
              onClick={() => setPaying(task)}
              style={nowrap}
            >
              {t('replenishments.markAsPaid2')}
            </Button>
          ) : (
            <PaidBadge task={task} />
          ),
      },
    );
  } else {
    columns.push({ key: 'paid', header: t('replenishments.paid'), render: (task) => <PaidBadge task={task} /> });
  }

  return (
    <>
      <PageHeader
        title={
          <CountTitle
            title={supplier ? t('replenishments.replenishmentTasks') : t('replenishments.replenishments')}
            total={query.data?.total}
            noun="replenishment"
          />
        }
        description={supplier ? t('replenishments.stocksBelowParAfterUnits') : t('replenishments.stocksBeingBroughtBackTo')}
      />
      <ListTable
        list={list}
        exportPath="/stockreplenishments.csv"
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(task) => task._id}
        noun={{ singular: 'replenishment' }}
        minWidth={supplier ? 1000 : 900}
        placeholder={t('replenishments.searchByProductBrandOr')}
        emptyIcon={IconRefresh}
        emptyTitle={t('replenishments.noReplenishmentsYet')}
        emptyDescription={t('replenishments.whenAnOrderTakesA')}
      />
      {supplier ? (
        <>
          <ReplenishDialog task={replenishing} onClose={() => setReplenishing(null)} />
          <ConfirmDialog
            opened={!!paying}
            title={t('replenishments.markAsPaid')}
            message={
              paying
                ? t('replenishments.ofEnterSReserveAnd', {
                    assignedUnits: pluralize(
                      paying.StockRequestUnits.reduce((sum, unit) => sum + unit.assignedUnits, 0),
                      'unit',
                    ),
                    name: paying.Stock.Product.name,
                    name2: paying.Member.name,
                  })
                : ''
            }
            confirmLabel={t('replenishments.markAsPaid2')}
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
