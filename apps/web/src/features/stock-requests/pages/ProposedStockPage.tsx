import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCircleCheck, IconCircleX, IconClipboardOff, IconFileInvoice, IconHourglass } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry, formatNumber, pluralize } from '../../../ui/format';
import { HistorySection, LotsTable, months, PartyCell, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useApproveProposal, useStockRequest } from '../api';
import { CommentsSection } from '../components/CommentsSection';
import { KindBadge, ParChange } from '../components/RequestParts';
import { t } from '../../../lib/i18n';

/** The member's action area: Approve while it may approve the proposed stock, otherwise where the request stands. */
function MemberAction({ request }: { request: StockRequest }) {
  const approve = useApproveProposal();
  const decrease = request.kind === 'DECREASE';
  const leaving = pluralize(
    request.StockRequestUnits.reduce((sum, line) => sum + line.assignedUnits, 0),
    'unit',
  );
  switch (request.status) {
    case 'ASSIGNED_REQUEST':
      return (
        <Stack gap="sm">
          {decrease ? (
            <Text size="sm" data-testid="decrease-explained">
              {t('stockRequests.decreaseExplained', { leaving, product: request.Stock.Product.name, parLevel: formatNumber(request.requestedParLevel) })}
            </Text>
          ) : (
            <Text size="sm">{t('stockRequests.checkTheProposedLocationsLots')}</Text>
          )}
          {request.abilities.approveProposal ? (
            <Button
              color="green"
              leftSection={<IconCheck size={16} />}
              loading={approve.isPending}
              onClick={() => approve.mutate({ id: request._id, version: request.version }, { onSuccess: (result) => showSuccess(result.message) })}
            >
              {t('stockRequests.approve')}
            </Button>
          ) : null}
        </Stack>
      );
    case 'ASSIGN_APPROVED':
      return (
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title={t('stockRequests.waitingForStockAssignment')}>
          {decrease ? t('stockRequests.decreaseApproved', { leaving }) : t('stockRequests.increaseApproved')}
        </Outcome>
      );
    case 'ASSIGNED':
      return (
        <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t('stockRequests.assigned')}>
          {decrease
            ? t('stockRequests.decreaseAssigned', { leaving, parLevel: formatNumber(request.requestedParLevel) })
            : t('stockRequests.theStockIsInYour', { requestedParLevel: formatNumber(request.requestedParLevel) })}
        </Outcome>
      );
    default:
      return (
        <Outcome color="gray" icon={<IconCircleX size={20} />} title={t('stockRequests.notApproved')}>
          {request.status === 'DENIED' ? t('stockRequests.theProgrammeDeniedThisRequest') : t('stockRequests.noStockHasBeenProposed')}
          {request.status === 'DENIED' ? <DenialReason reason={request.decisionReason} /> : null}
        </Outcome>
      );
  }
}

/** The supplier sees where its proposal stands; it acts on Par Levels. */
function SupplierStatus({ request }: { request: StockRequest }) {
  switch (request.status) {
    case 'ASSIGNED_REQUEST':
      return (
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title={t('stockRequests.waitingForMemberApproval')}>
          {t('stockRequests.theMemberReviewsTheProposed')}
        </Outcome>
      );
    case 'ASSIGN_APPROVED':
      return (
        <Outcome icon={<IconCircleCheck size={20} />} title={t('stockRequests.approvedByTheMember')}>
          {request.kind === 'INCREASE' ? t('stockRequests.markItAsPaidOn') : t('stockRequests.markItAssignedOnPar')}
        </Outcome>
      );
    case 'ASSIGNED':
      return (
        <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t('stockRequests.assigned')}>
          {t('stockRequests.theStockIsAssignedAnd', { requestedParLevel: formatNumber(request.requestedParLevel) })}
        </Outcome>
      );
    default:
      return (
        <Outcome color="gray" icon={<IconCircleX size={20} />} title={t('stockRequests.notApproved')}>
          {request.status === 'APPROVED' ? t('stockRequests.assignStockToThisRequest') : t('stockRequests.thereIsNothingToAssign')}
        </Outcome>
      );
  }
}

/** /stockrequests/{id}/comments (member and supplier): the proposed stock locations, the decision and the comments. */
export default function ProposedStockPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { usertype } = useSession();
  const query = useStockRequest(id);
  const { data: request, isError } = query;
  const member = usertype === 'member';
  const back = (
    <Button component={Link} to={member ? '/stockrequests' : '/parlevel'} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {member ? t('stockRequests.stockRequests') : t('stockRequests.parLevels')}
    </Button>
  );

  if (failedToLoad(query, request)) {
    return (
      <>
        <PageHeader title={t('stockRequests.proposedStockLocations')} actions={back} />
        <LoadError title={t('loadError.stockRequest')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !request) {
    return (
      <>
        <PageHeader title={t('stockRequests.proposedStockLocations')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title={t('stockRequests.weCouldNotFindThat2')}
          description={t('stockRequests.itMayNotBeYours')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('stockRequests.proposedStockLocations')}
        description={request?.kind === 'DECREASE' ? t('stockRequests.decreaseDescription') : t('stockRequests.theLocationsLotsAndExpiry')}
        actions={
          <>
            {request?.invoiceId ? (
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => navigate('/invoice', { state: { invoiceId: request.invoiceId } })}
              >
                {t('stockRequests.invoice')}
              </Button>
            ) : null}
            {back}
          </>
        }
      />
      <Box pos="relative" mih={request ? undefined : 360}>
        <LoadingOverlay visible={!request} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {request ? (
          <Stack gap="lg">
            <Paper withBorder shadow="xs" p="lg">
              <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
                <ProductCell product={request.Stock.Product} size={56} />
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={t('stockRequests.parLevel')}>
                    <ParChange request={request} />
                  </DetailField>
                  <DetailField label={t('stockRequests.kind')}>
                    <KindBadge kind={request.kind} />
                  </DetailField>
                  <DetailField label={t('stockRequests.minimumExpiry')}>
                    <Text size="sm">{months(request.minimumExpiry)}</Text>
                  </DetailField>
                  <DetailField label={member ? t('stockRequests.supplier') : t('stockRequests.member')}>
                    <PartyCell party={member ? request.Supplier : request.Member} size={24} />
                  </DetailField>
                  <DetailField label={t('stockRequests.status')}>
                    <StockRequestStatusBadge status={request.status} />
                  </DetailField>
                </Group>
              </Group>
            </Paper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                {request.kind === 'DECREASE' ? (
                  <Title order={3} fz="md" mb="sm">
                    {t('stockRequests.leavingYourReserve')}
                  </Title>
                ) : null}
                <LotsTable
                  rows={request.StockRequestUnits}
                  formatExpiry={formatExpiry}
                  withLocationName
                  emptyTitle={request.kind === 'DECREASE' ? t('stockRequests.noUnitsNamedYet') : t('stockRequests.noStockProposedYet')}
                  emptyDescription={request.kind === 'DECREASE' ? t('stockRequests.decreaseUnitsLater') : t('stockRequests.theSupplierProposesLocationsAnd')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder shadow="xs" p="lg">
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {member ? t('stockRequests.yourApproval') : t('stockRequests.memberApproval')}
                    </Title>
                    {member ? <MemberAction request={request} /> : <SupplierStatus request={request} />}
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
            <CommentsSection request={request} />
            <HistorySection kind="stockrequest" id={request._id} revision={request.version} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
