import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconFileInvoice,
  IconHourglass,
  IconMessages,
  IconPackageExport,
  IconPencil,
  IconTruckLoading,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { Figure } from '../../../ui/Figure';
import { months, PartyCell, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { KindBadge } from './RequestParts';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

export interface ParLevelCardActions {
  onAssign: (request: StockRequest) => void;
  onMarkPaid: (request: StockRequest) => void;
  onInvoice: (invoiceId: string) => void;
  /** The request whose mark-paid call is in flight. */
  paying?: string | null;
}

const number = (n: number) => (
  <Text fz="lg" fw={700} className="tabular-nums">
    {formatNumber(n)}
  </Text>
);

/**
 * A status said in words, with an icon, where the card's action would be. The icon carries the
 * colour; the words stay dark enough to read (red, orange and green text fail 4.5:1 on white).
 */
function Note({ icon, color, children }: { icon: ReactNode; color?: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c={color} data-testid="parlevel-note">
      {icon}
      <Text size="sm" fw={600} c={color === 'dimmed' ? 'dimmed' : 'gray.8'}>
        {children}
      </Text>
    </Group>
  );
}

/** The supplier's action for the request's status: the spec's words, and the buttons its `abilities` allow. */
function Action({ request, actions }: { request: StockRequest; actions: ParLevelCardActions }) {
  const increase = request.kind === 'INCREASE';
  switch (request.status) {
    case 'PENDING':
      return (
        <Note icon={<IconHourglass size={18} />} color="dimmed">
          {t('stockRequests.waitingForApproval')}
        </Note>
      );
    case 'DENIED':
      return (
        <Note icon={<IconCircleX size={18} />} color="red.7">
          {t('stockRequests.rejected')}
        </Note>
      );
    case 'APPROVED':
      return request.abilities.propose ? (
        <Button leftSection={increase ? <IconTruckLoading size={16} /> : <IconPackageExport size={16} />} onClick={() => actions.onAssign(request)}>
          {t('stockRequests.assign')}
        </Button>
      ) : null;
    case 'ASSIGNED_REQUEST':
      return (
        <Group gap="md">
          <Note icon={<IconHourglass size={18} />} color="orange.8">
            {t('stockRequests.waitingForMemberApproval')}
          </Note>
          {request.abilities.propose ? (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => actions.onAssign(request)}>
              {t('stockRequests.edit')}
            </Button>
          ) : null}
        </Group>
      );
    case 'ASSIGN_APPROVED':
      return request.abilities.markAssigned ? (
        <Button color="green" leftSection={<IconCash size={16} />} loading={actions.paying === request._id} onClick={() => actions.onMarkPaid(request)}>
          {increase ? t('stockRequests.markAsPaid') : t('stockRequests.markAssigned')}
        </Button>
      ) : null;
    case 'ASSIGNED':
      return (
        <Note icon={<IconCircleCheck size={18} />} color="green.7">
          {t('stockRequests.assigned')}
        </Note>
      );
  }
}

/** One member's par-level request for the supplier's product: who, what, how many units, and the next step. */
export function ParLevelCard({ request, actions }: { request: StockRequest; actions: ParLevelCardActions }) {
  const increase = request.kind === 'INCREASE';
  const proposed = ['ASSIGNED_REQUEST', 'ASSIGN_APPROVED', 'ASSIGNED'].includes(request.status);
  // Once assigned, the figures tell what happened: the par level before and after, the units moved.
  const done = request.status === 'ASSIGNED';
  const moved = request.StockRequestUnits.reduce((sum, unit) => sum + unit.assignedUnits, 0);
  const unitsLabel = increase
    ? done
      ? t('stockRequests.unitsAssigned')
      : t('stockRequests.unitsToAssign')
    : done
      ? t('stockRequests.unitsWithdrawn')
      : t('stockRequests.unitsToWithdraw');
  return (
    <Paper
      withBorder
      shadow="xs"
      p="lg"
      component="article"
      aria-label={t('stockRequests.cardLabel', { product: request.Stock.Product.name, member: request.Member.name })}
      data-testid="parlevel-card"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap="sm">
            <ProductCell
              product={request.Stock.Product}
              size={56}
              extra={
                <Text size="xs" c="dimmed">
                  {t('stockRequests.productId', { id: request.Stock.Product.productId })}
                </Text>
              }
            />
          </Stack>
          <Group gap="xs">
            <KindBadge kind={request.kind} />
            <StockRequestStatusBadge status={request.status} />
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
            {t('stockRequests.member')}
          </Text>
          <PartyCell party={request.Member} size={24} />
          <Text size="xs" c="dimmed" visibleFrom="md" lineClamp={1}>
            {request.Member.address}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          <Figure label={done ? t('stockRequests.previousParLevel') : t('stockRequests.currentParLevel')}>{number(request.parLevel)}</Figure>
          <Figure label={done ? t('stockRequests.newParLevel') : t('stockRequests.requestedParLevel')}>{number(request.requestedParLevel)}</Figure>
          <Figure label={t('stockRequests.minimumExpiry')}>
            <Text fz="lg" fw={700}>
              {months(request.minimumExpiry)}
            </Text>
          </Figure>
          <Figure label={unitsLabel}>
            <Text fz="lg" fw={700} className="tabular-nums" data-testid="units-to-assign">
              {formatNumber(done ? moved : request.unitsToAssign)}
            </Text>
          </Figure>
          <Figure label={t('stockRequests.unitsHeld')}>{number(request.Stock.totalAssignedUnits)}</Figure>
        </SimpleGrid>
        <Divider />
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="xs">
            <Button component={Link} to={`/stockrequests/${request._id}/comments`} variant="subtle" size="xs" leftSection={<IconMessages size={14} />}>
              {t('stockRequests.comments', { count: request.commentCount })}
            </Button>
            {proposed && request.invoiceId ? (
              <Button variant="subtle" size="xs" leftSection={<IconFileInvoice size={14} />} onClick={() => actions.onInvoice(request.invoiceId!)}>
                {t('stockRequests.invoice')}
              </Button>
            ) : null}
          </Group>
          <Group gap="md">
            {increase ? (
              <Badge variant="light" radius="sm" color={request.status === 'ASSIGNED' ? 'green' : 'gray'} data-testid="paid-status">
                {request.status === 'ASSIGNED' ? t('stockRequests.paid') : t('stockRequests.notPaid')}
              </Badge>
            ) : null}
            <Action request={request} actions={actions} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
