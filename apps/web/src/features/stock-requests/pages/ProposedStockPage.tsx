import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCircleCheck, IconCircleX, IconClipboardOff, IconFileInvoice, IconHourglass } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { StockRequest } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry } from '../../../ui/format';
import { LotsTable, months, PartyCell, ProductCell, StockRequestStatusBadge } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useApproveProposal, useStockRequest } from '../api';
import { CommentsSection } from '../components/CommentsSection';
import { KindBadge, ParChange } from '../components/RequestParts';

/** The member's action area: Approve while stock is proposed, otherwise where the request stands. */
function MemberAction({ request }: { request: StockRequest }) {
  const approve = useApproveProposal();
  switch (request.status) {
    case 'ASSIGNED_REQUEST':
      return (
        <Stack gap="sm">
          <Text size="sm">Check the proposed locations, lots and expiry dates. Once you approve, the supplier assigns the stock to your reserve.</Text>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={approve.isPending}
            onClick={() => approve.mutate({ id: request._id, version: request.version }, { onSuccess: (result) => showSuccess(result.message) })}
          >
            Approve
          </Button>
        </Stack>
      );
    case 'ASSIGN_APPROVED':
      return (
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title="Waiting for Stock Assignment">
          You approved the proposal; the supplier assigns the stock once it is paid.
        </Outcome>
      );
    case 'ASSIGNED':
      return (
        <Outcome color="green" icon={<IconCircleCheck size={20} />} title="Assigned">
          The stock is in your reserve and the par level is {request.requestedParLevel.toLocaleString('en-CA')}.
        </Outcome>
      );
    default:
      return (
        <Outcome color="gray" icon={<IconCircleX size={20} />} title="Not Approved">
          {request.status === 'DENIED' ? 'The programme denied this request.' : 'No stock has been proposed for this request yet.'}
        </Outcome>
      );
  }
}

/** The supplier sees where its proposal stands; it acts on Par Levels. */
function SupplierStatus({ request }: { request: StockRequest }) {
  switch (request.status) {
    case 'ASSIGNED_REQUEST':
      return (
        <Outcome color="yellow" icon={<IconHourglass size={20} />} title="Waiting for Member Approval">
          The member reviews the proposed lots. You can still edit them on Par Levels.
        </Outcome>
      );
    case 'ASSIGN_APPROVED':
      return (
        <Outcome icon={<IconCircleCheck size={20} />} title="Approved by the member">
          {request.kind === 'INCREASE' ? 'Mark it as paid on Par Levels to assign the stock.' : 'Mark it assigned on Par Levels to withdraw the units.'}
        </Outcome>
      );
    case 'ASSIGNED':
      return (
        <Outcome color="green" icon={<IconCircleCheck size={20} />} title="Assigned">
          The stock is assigned and the par level is {request.requestedParLevel.toLocaleString('en-CA')}.
        </Outcome>
      );
    default:
      return (
        <Outcome color="gray" icon={<IconCircleX size={20} />} title="Not Approved">
          {request.status === 'APPROVED' ? 'Assign stock to this request on Par Levels.' : 'There is nothing to assign yet.'}
        </Outcome>
      );
  }
}

/** /stockrequests/{id}/comments (member and supplier): the proposed stock locations, the decision and the comments. */
export default function ProposedStockPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { usertype } = useSession();
  const { data: request, isError } = useStockRequest(id);
  const member = usertype === 'member';
  const back = (
    <Button component={Link} to={member ? '/stockrequests' : '/parlevel'} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {member ? 'Stock Requests' : 'Par Levels'}
    </Button>
  );

  if (isError && !request) {
    return (
      <>
        <PageHeader title="Proposed Stock Locations" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title="We could not find that stock request"
          description="It may not be yours to see, or the link may be mistyped."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Proposed Stock Locations"
        description="The locations, lots and expiry dates proposed to fill this par-level request."
        actions={
          <>
            {request?.invoiceId ? (
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => navigate('/invoice', { state: { invoiceId: request.invoiceId } })}
              >
                Invoice
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
                  <DetailField label="Par level">
                    <ParChange request={request} />
                  </DetailField>
                  <DetailField label="Kind">
                    <KindBadge kind={request.kind} />
                  </DetailField>
                  <DetailField label="Minimum expiry">
                    <Text size="sm">{months(request.minimumExpiry)}</Text>
                  </DetailField>
                  <DetailField label={member ? 'Supplier' : 'Member'}>
                    <PartyCell party={member ? request.Supplier : request.Member} size={24} />
                  </DetailField>
                  <DetailField label="Status">
                    <StockRequestStatusBadge status={request.status} />
                  </DetailField>
                </Group>
              </Group>
            </Paper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <LotsTable
                  rows={request.StockRequestUnits}
                  formatExpiry={formatExpiry}
                  withLocationName
                  emptyTitle="No stock proposed yet"
                  emptyDescription="The supplier proposes locations and lots once the programme approves the request."
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder shadow="xs" p="lg">
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {member ? 'Your approval' : 'Member approval'}
                    </Title>
                    {member ? <MemberAction request={request} /> : <SupplierStatus request={request} />}
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
            <CommentsSection request={request} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
