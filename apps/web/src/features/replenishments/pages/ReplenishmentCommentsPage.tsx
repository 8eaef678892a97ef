import { useState } from 'react';
import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconClipboardOff, IconFileInvoice, IconHourglass, IconTruckLoading } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Replenishment } from '@rds/contract';
import { CommentsSection, LotsTable, months, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { DecisionButtons, type Decision } from '../../../ui/DecisionButtons';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry } from '../../../ui/format';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useAddReplenishmentComment, useDecideReplenishment, useReplenishment } from '../api';
import { canReplenish, ReplenishmentStatusBadge } from '../components/ReplenishmentParts';
import { ReplenishDialog } from '../components/ReplenishDialog';

/** Approved (green, for APPROVED or COMPLETED) or Denied (red): the spec's words once decided. */
function Decided({ task, member }: { task: Replenishment; member: boolean }) {
  if (task.status === 'DENIED') {
    return (
      <Outcome color="red" icon={<IconCircleX size={20} />} title="Denied">
        {member ? 'You denied the proposed lots.' : 'The member denied the proposed lots.'}
      </Outcome>
    );
  }
  return (
    <Outcome color="green" icon={<IconCircleCheck size={20} />} title="Approved">
      {task.status === 'COMPLETED'
        ? 'The lots are in the reserve: the stock is back at par.'
        : member
          ? 'The supplier adds the lots to your reserve once it is paid.'
          : 'Mark it as paid on Replenishment Tasks to add the lots to the member’s reserve.'}
    </Outcome>
  );
}

/** The member's Approve and Deny while lots are proposed; where the task stands otherwise. */
function MemberAction({ task }: { task: Replenishment }) {
  const decide = useDecideReplenishment();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  if (task.status === 'PENDING') {
    return (
      <Outcome color="gray" icon={<IconHourglass size={20} />} title="Waiting for the supplier">
        The supplier has not proposed lots yet.
      </Outcome>
    );
  }
  if (task.status !== 'ASSIGNED_REQUEST') return <Decided task={task} member />;
  const onDecide = (decision: Decision) => {
    if (decide.isPending) return;
    setDeciding(decision);
    decide.mutate(
      { id: task._id, status: decision === 'approve' ? 'APPROVED' : 'DENIED', version: task.version },
      { onSuccess: (result) => showSuccess(result.message), onSettled: () => setDeciding(null) },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">Check the proposed locations, lots and expiry dates. Once you approve, the supplier adds them to your reserve.</Text>
      <DecisionButtons enabled deciding={deciding} onDecide={onDecide} />
    </Stack>
  );
}

/** The supplier sees where its proposal stands, and may still revise it while the member decides. */
function SupplierAction({ task, onReplenish }: { task: Replenishment; onReplenish: () => void }) {
  if (task.status === 'PENDING' || task.status === 'ASSIGNED_REQUEST') {
    return (
      <Stack gap="sm">
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title={task.status === 'PENDING' ? 'Nothing proposed yet' : 'Waiting for Member Approval'}>
          {task.status === 'PENDING'
            ? 'Propose the lots that bring the stock back to par.'
            : 'The member reviews the proposed lots. You can still revise them.'}
        </Outcome>
        {canReplenish(task) ? (
          <Button variant="light" leftSection={<IconTruckLoading size={16} />} onClick={onReplenish}>
            Replenish
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
  const { data: task, isError } = useReplenishment(id);
  const addComment = useAddReplenishmentComment();
  const [replenishing, setReplenishing] = useState<Replenishment | null>(null);
  const back = (
    <Button component={Link} to={member ? '/stockreplenishments' : '/replenishment'} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {member ? 'Replenishments' : 'Replenishment Tasks'}
    </Button>
  );

  if (isError && !task) {
    return (
      <>
        <PageHeader title="Assigned Stock Locations" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title="We could not find that replenishment"
          description="It may not be yours to see, or the link may be mistyped."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Assigned Stock Locations"
        description="The locations, lots and expiry dates proposed to bring this stock back to par."
        actions={
          <>
            {task?.invoiceId && task.status !== 'PENDING' ? (
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => navigate('/invoice', { state: { invoiceId: task.invoiceId } })}
              >
                Invoice
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
                  <DetailField label="Units to replenish">
                    <Text size="sm" fw={700} className="tabular-nums">
                      {task.units.toLocaleString('en-CA')}
                    </Text>
                  </DetailField>
                  <DetailField label="Par level">
                    <Text size="sm" className="tabular-nums">
                      {task.Stock.parLevel.toLocaleString('en-CA')}
                    </Text>
                  </DetailField>
                  <DetailField label="Minimum expiry">
                    <Text size="sm">{months(task.Stock.minimumExpiry)}</Text>
                  </DetailField>
                  <DetailField label={member ? 'Supplier' : 'Member'}>
                    <PartyCell party={member ? task.Supplier : task.Member} size={24} />
                  </DetailField>
                  <DetailField label="Status">
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
                  emptyTitle="No stock proposed yet"
                  emptyDescription="The supplier proposes locations and lots to bring the stock back to par."
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder shadow="xs" p="lg">
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {member ? 'Your decision' : 'Member decision'}
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
          </Stack>
        ) : null}
      </Box>
      {member ? null : <ReplenishDialog task={replenishing} onClose={() => setReplenishing(null)} />}
    </>
  );
}
