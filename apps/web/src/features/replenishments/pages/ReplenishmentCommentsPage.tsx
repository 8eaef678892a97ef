import { useState } from 'react';
import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconClipboardOff, IconFileInvoice, IconHourglass, IconTruckLoading } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Replenishment } from '@rds/contract';
import { CommentsSection, HistorySection, LotsTable, months, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { DecisionButtons, type Decision } from '../../../ui/DecisionButtons';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry, formatNumber } from '../../../ui/format';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useAddReplenishmentComment, useDecideReplenishment, useReplenishment } from '../api';
import { ReplenishmentStatusBadge } from '../components/ReplenishmentParts';
import { ReplenishDialog } from '../components/ReplenishDialog';
import { t } from '../../../lib/i18n';

/** Approved (green, for APPROVED or COMPLETED) or Denied (red): the spec's words once decided. */
function Decided({ task, member }: { task: Replenishment; member: boolean }) {
  if (task.status === 'DENIED') {
    return (
      <Outcome color="red" icon={<IconCircleX size={20} />} title={t('replenishments.denied')}>
        {member ? t('replenishments.youDeniedTheProposedLots') : t('replenishments.theMemberDeniedTheProposed')}
        <DenialReason reason={task.decisionReason} />
      </Outcome>
    );
  }
  return (
    <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t('replenishments.approved')}>
      {task.status === 'COMPLETED'
        ? t('replenishments.theLotsAreInThe')
        : member
          ? t('replenishments.theSupplierAddsTheLots')
          : t('replenishments.markItAsPaidOn')}
    </Outcome>
  );
}

/** The member's Approve and Deny while it may decide (lots proposed); where the task stands otherwise. */
function MemberAction({ task }: { task: Replenishment }) {
  const decide = useDecideReplenishment();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  if (task.status === 'PENDING') {
    return (
      <Outcome color="gray" icon={<IconHourglass size={20} />} title={t('replenishments.waitingForTheSupplier')}>
        {t('replenishments.theSupplierHasNotProposed')}
      </Outcome>
    );
  }
  if (!task.abilities.approve && !task.abilities.deny) return <Decided task={task} member />;
  const onDecide = (decision: Decision, reason?: string) => {
    if (decide.isPending) return;
    setDeciding(decision);
    decide.mutate(
      { id: task._id, status: decision === 'approve' ? 'APPROVED' : 'DENIED', version: task.version, reason },
      { onSuccess: (result) => showSuccess(result.message), onSettled: () => setDeciding(null) },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('replenishments.checkTheProposedLocationsLots')}</Text>
      <DecisionButtons
        enabled
        deciding={deciding}
        onDecide={onDecide}
        denyTitle={t('replenishments.denyTitle')}
        denyMessage={t('replenishments.denyMessage')}
      />
    </Stack>
  );
}

/** The supplier sees where its proposal stands, and may still revise it while the member decides. */
function SupplierAction({ task, onReplenish }: { task: Replenishment; onReplenish: () => void }) {
  if (task.status === 'PENDING' || task.status === 'ASSIGNED_REQUEST') {
    return (
      <Stack gap="sm">
        <Outcome
          color="yellow"
          icon={<IconHourglass size={20} />}
          title={task.status === 'PENDING' ? t('replenishments.nothingProposedYet') : t('replenishments.waitingForMemberApproval')}
        >
          {task.status === 'PENDING' ? t('replenishments.proposeTheLotsThatBring') : t('replenishments.theMemberReviewsTheProposed')}
        </Outcome>
        {task.abilities.replenish ? (
          <Button variant="light" leftSection={<IconTruckLoading size={16} />} onClick={onReplenish}>
            {t('replenishments.replenish')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return <Decided task={task} member={false} />;
}

/** /stockreplenishment/{id}/comments (member and supplier): the proposed lots, the member's decision and the comments. */
export default function ReplenishmentCommentsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { usertype } = useSession();
  const member = usertype === 'member';
  const query = useReplenishment(id);
  const { data: task, isError } = query;
  const addComment = useAddReplenishmentComment();
  const [replenishing, setReplenishing] = useState<Replenishment | null>(null);
  const back = (
    <Button component={Link} to={member ? '/stockreplenishments' : '/replenishment'} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {member ? t('replenishments.replenishments') : t('replenishments.replenishmentTasks')}
    </Button>
  );

  if (failedToLoad(query, task)) {
    return (
      <>
        <PageHeader title={t('replenishments.assignedStockLocations')} actions={back} />
        <LoadError title={t('loadError.replenishment')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !task) {
    return (
      <>
        <PageHeader title={t('replenishments.assignedStockLocations')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title={t('replenishments.weCouldNotFindThat')}
          description={t('replenishments.itMayNotBeYours')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('replenishments.assignedStockLocations')}
        description={t('replenishments.theLocationsLotsAndExpiry')}
        actions={
          <>
            {task?.invoiceId && task.status !== 'PENDING' ? (
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}
              >
                {t('replenishments.invoice')}
              </Button>
            ) : null}
            {back}
          </>
        }
      />
      <Box pos="relative" mih={task ? undefined : 360}>
        <LoadingOverlay visible={!task} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {task ? (
          <Stack gap="lg">
            <Paper withBorder shadow="xs" p="lg">
              <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
                <ProductCell product={task.Stock.Product} size={56} />
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={t('replenishments.unitsToReplenish')}>
                    <Text size="sm" fw={700} className="tabular-nums">
                      {formatNumber(task.units)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('replenishments.parLevel')}>
                    <Text size="sm" className="tabular-nums">
                      {formatNumber(task.Stock.parLevel)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('replenishments.minimumExpiry')}>
                    <Text size="sm">{months(task.Stock.minimumExpiry)}</Text>
                  </DetailField>
                  <DetailField label={member ? t('replenishments.supplier') : t('replenishments.member')}>
                    <PartyCell party={member ? task.Supplier : task.Member} size={24} />
                  </DetailField>
                  <DetailField label={t('replenishments.status')}>
                    <ReplenishmentStatusBadge status={task.status} />
                  </DetailField>
                </Group>
              </Group>
            </Paper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <LotsTable
                  rows={task.StockRequestUnits}
                  formatExpiry={formatExpiry}
                  withLocationName
                  emptyTitle={t('replenishments.noStockProposedYet')}
                  emptyDescription={t('replenishments.theSupplierProposesLocationsAnd')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder shadow="xs" p="lg">
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {member ? t('replenishments.yourDecision') : t('replenishments.memberDecision')}
                    </Title>
                    {member ? <MemberAction task={task} /> : <SupplierAction task={task} onReplenish={() => setReplenishing(task)} />}
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
            <CommentsSection
              comments={task.StockRequestComments}
              commentCount={task.commentCount}
              pending={addComment.isPending}
              onSubmit={(comment, sent) =>
                addComment.mutate(
                  { id: task._id, comment },
                  {
                    onSuccess: (result) => {
                      sent();
                      showSuccess(result.message);
                    },
                  },
                )
              }
            />
            <HistorySection kind="replenishment" id={task._id} revision={task.version} />
          </Stack>
        ) : null}
      </Box>
      {member ? null : <ReplenishDialog task={replenishing} onClose={() => setReplenishing(null)} />}
    </>
  );
}
