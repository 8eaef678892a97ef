import { Alert, Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconClipboardOff, IconHourglass } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { HistorySection, months, PartyBlock, PartyCell, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { showSuccess } from '../../../ui/toasts';
import { useDecideRequest, useStockRequest } from '../api';
import { KindBadge } from '../components/RequestParts';
import { DecisionButtons } from '../../../ui/DecisionButtons';
import { t } from '../../../lib/i18n';

const back = (
  <Button component={Link} to="/notifications" variant="default" leftSection={<IconArrowLeft size={16} />}>
    <Trans i18nKey="stockRequests.notifications" />
  </Button>
);

function Outcome({ request }: { request: StockRequest }) {
  if (request.status === 'PENDING') {
    return (
      <Alert variant="light" icon={<IconHourglass size={20} />} title={t('stockRequests.waitingForYourDecision')}>
        {t('stockRequests.approvingLetsTheSupplierPropose')}
      </Alert>
    );
  }
  if (request.status === 'DENIED') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={20} />} title={t('stockRequests.denied')}>
        {t('stockRequests.deniedMemberTold')}
        <DenialReason reason={request.decisionReason} />
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('stockRequests.approved')}>
      {request.status === 'ASSIGNED'
        ? t('stockRequests.theStockIsAssignedAnd2', { requestedParLevel: formatNumber(request.requestedParLevel) })
        : t('stockRequests.theSupplierAndTheMember')}
    </Alert>
  );
}

/** Administrator /parlevel/{id}: a member's par-level request; Approve and Deny while it is pending. */
export default function ParLevelReviewPage() {
  const { id } = useParams();
  const query = useStockRequest(id);
  const { data: request, isError } = query;
  const decide = useDecideRequest();
  const decidable = !!request && (request.abilities.approve || request.abilities.deny);

  const act = (decision: 'approve' | 'deny', reason?: string) => {
    if (!request || !decidable || decide.isPending) return;
    decide.mutate({ id: request._id, decision, version: request.version, reason }, { onSuccess: (result) => showSuccess(result.message) });
  };

  if (failedToLoad(query, request)) {
    return (
      <>
        <PageHeader title={t('stockRequests.parLevelRequest')} actions={back} />
        <LoadError title={t('loadError.parLevelRequest')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !request) {
    return (
      <>
        <PageHeader title={t('stockRequests.parLevelRequest')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title={t('stockRequests.weCouldNotFindThat')}
          description={t('stockRequests.theLinkMayBeMistyped')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('stockRequests.parLevelRequest')} description={t('stockRequests.aMemberAsksToChange')} actions={back} />
      <Box pos="relative" mih={request ? undefined : 360}>
        <LoadingOverlay visible={!request} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {request ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder shadow="xs" p="xl">
                <Stack gap="lg">
                  <Group justify="space-between" align="flex-start">
                    <Title order={3} fz="lg">
                      {t('stockRequests.requestDetails')}
                    </Title>
                    <StockRequestStatusBadge status={request.status} size="lg" />
                  </Group>
                  <DetailField label={t('stockRequests.member')}>
                    <PartyBlock party={request.Member} size={44} />
                  </DetailField>
                  <DetailField label={t('stockRequests.product')}>
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
                      <DetailField label={t('stockRequests.parLevel')}>
                        <Text fz="lg" fw={700} className="tabular-nums" data-testid="current-par">
                          {formatNumber(request.parLevel)}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label={t('stockRequests.requestedParLevel')}>
                        <Text fz="lg" fw={700} className="tabular-nums" data-testid="requested-par">
                          {formatNumber(request.requestedParLevel)}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label={t('stockRequests.minimumExpiry')}>
                        <Text fz="lg" fw={700}>
                          {months(request.minimumExpiry)}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label={t('stockRequests.kind')}>
                        <KindBadge kind={request.kind} />
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label={t('stockRequests.unitsHeld')}>
                        <Text size="sm" className="tabular-nums">
                          {formatNumber(request.Stock.totalAssignedUnits)}
                        </Text>
                      </DetailField>
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <DetailField label={t('stockRequests.requested')}>
                        <Text size="sm">{formatDateTime(request.createdAt)}</Text>
                      </DetailField>
                    </Grid.Col>
                  </Grid>
                  <DetailField label={t('stockRequests.supplier')}>
                    <PartyCell party={request.Supplier} />
                  </DetailField>
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder shadow="xs" p="xl">
                <Stack gap="md">
                  <Title order={3} fz="lg">
                    {t('stockRequests.decision')}
                  </Title>
                  <Outcome request={request} />
                  {decidable ? (
                    <DecisionButtons
                      enabled={decidable}
                      deciding={decide.isPending ? (decide.variables?.decision ?? null) : null}
                      onDecide={act}
                      denyTitle={t('stockRequests.denyTitle')}
                      denyMessage={t('stockRequests.denyMessage')}
                    />
                  ) : null}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={12}>
              <HistorySection kind="stockrequest" id={request._id} revision={request.version} />
            </Grid.Col>
          </Grid>
        ) : null}
      </Box>
    </>
  );
}
