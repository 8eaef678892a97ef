import { Alert, Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconClipboardOff, IconHourglass } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { months, PartyBlock, PartyCell, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { showSuccess } from '../../../ui/toasts';
import { useDecideRequest, useStockRequest } from '../api';
import { KindBadge } from '../components/RequestParts';
import { DecisionButtons } from '../../../ui/DecisionButtons';

const back = (
  <Button component={Link} to="/notifications" variant="default" leftSection={<IconArrowLeft size={16} />}>
    Notifications
  </Button>
);

function Outcome({ request }: { request: StockRequest }) {
  if (request.status === 'PENDING') {
    return (
      <Alert variant="light" icon={<IconHourglass size={20} />} title="Waiting for your decision">
        Approving lets the supplier propose stock for the new par level. Denying closes the request.
      </Alert>
    );
  }
  if (request.status === 'DENIED') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={20} />} title="Denied">
        The member has been told; they may ask again.
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title="Approved">
      {request.status === 'ASSIGNED'
        ? `The stock is assigned and the par level is now ${request.requestedParLevel.toLocaleString('en-CA')}.`
        : 'The supplier and the member are completing the request.'}
    </Alert>
  );
}

/** Administrator /parlevel/{id}: a member's par-level request; Approve and Deny while it is pending. */
export default function ParLevelReviewPage() {
  const { id } = useParams();
  const { data: request, isError } = useStockRequest(id);
  const decide = useDecideRequest();
  const pending = request?.status === 'PENDING';

  const act = (decision: 'approve' | 'deny') => {
    if (!request || !pending || decide.isPending) return;
    decide.mutate({ id: request._id, decision, version: request.version }, { onSuccess: (result) => showSuccess(result.message) });
  };

  if (isError && !request) {
    return (
      <>
        <PageHeader title="Par Level Request" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title="We could not find that par-level request"
          description="The link may be mistyped."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Par Level Request" description="A member asks to change the par level of a product in its reserve." actions={back} />
      <Box pos="relative" mih={request ? undefined : 360}>
        <LoadingOverlay visible={!request} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {request ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder shadow="xs" p="xl">
                <Stack gap="lg">
                  <Group justify="space-between" align="flex-start">
                    <Title order={3} fz="lg">
                      Request details
                    </Title>
                    <StockRequestStatusBadge status={request.status} size="lg" />
                  </Group>
                  <DetailField label="Member">
                    <PartyBlock party={request.Member} size={44} />
                  </DetailField>
                  <DetailField label="Product">
                    <ProductCell
                      product={request.Stock.Product}
                      size={52}
                      extra={
                        <Text size="xs" c="dimmed">
                          Product ID {request.Stock.Product.productId}
                        </Text>
                      }
                    />
                  </DetailField>
                  <Grid gap="lg">
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Par level">
                        <Text fz="lg" fw={700} className="tabular-nums" data-testid="current-par">
                          {request.parLevel.toLocaleString('en-CA')}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Requested par level">
                        <Text fz="lg" fw={700} className="tabular-nums" data-testid="requested-par">
                          {request.requestedParLevel.toLocaleString('en-CA')}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Minimum expiry">
                        <Text fz="lg" fw={700}>
                          {months(request.minimumExpiry)}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Kind">
                        <KindBadge kind={request.kind} />
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Units held">
                        <Text size="sm" className="tabular-nums">
                          {request.Stock.totalAssignedUnits.toLocaleString('en-CA')}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label="Requested">
                        <Text size="sm">{formatDateTime(request.createdAt)}</Text>
                      </DetailField>
                    </Grid.Col>
                  </Grid>
                  <DetailField label="Supplier">
                    <PartyCell party={request.Supplier} />
                  </DetailField>
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder shadow="xs" p="xl">
                <Stack gap="md">
                  <Title order={3} fz="lg">
                    Decision
                  </Title>
                  <Outcome request={request} />
                  {pending ? (
                    <DecisionButtons enabled={pending} deciding={decide.isPending ? (decide.variables?.decision ?? null) : null} onDecide={act} />
                  ) : null}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        ) : null}
      </Box>
    </>
  );
}
