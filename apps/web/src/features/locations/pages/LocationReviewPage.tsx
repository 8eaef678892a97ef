import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconHourglass, IconMapQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Location } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { DetailField } from '../../../ui/DetailField';
import { showSuccess } from '../../../ui/toasts';
import { useDecideLocation, useLocationRecord } from '../api';
import { LocationAddress } from '../components/LocationAddress';
import { LocationOwner, ownerOf } from '../components/LocationOwner';
import { LocationStatusBadge } from '../components/LocationStatusBadge';
import { DecisionButtons } from '../../../ui/DecisionButtons';

const back = (
  <Button component={Link} to="/locations" variant="default" leftSection={<IconArrowLeft size={16} />}>
    All locations
  </Button>
);

function Outcome({ location }: { location: Location }) {
  if (location.status === 'APPROVED') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title="Approved">
        This location is active and can hold stock.
      </Alert>
    );
  }
  if (location.status === 'DENIED') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={20} />} title="Denied">
        Its owner has been told; if they edit it, it comes back here for approval.
      </Alert>
    );
  }
  return (
    <Alert variant="light" icon={<IconHourglass size={20} />} title="Waiting for your decision">
      Approving lets stock be placed here. Denying sends it back to its owner.
    </Alert>
  );
}

/** Administrator /location/{id}: the location, its owner and status; Approve and Deny while it is pending. */
export default function LocationReviewPage() {
  const { id } = useParams();
  const { data: location, isLoading, isError } = useLocationRecord(id);
  const decide = useDecideLocation();
  const pending = location?.status === 'PENDING';

  const act = (decision: 'approve' | 'deny') => {
    if (!location || !pending || decide.isPending) return;
    decide.mutate({ id: location._id, decision, version: location.version }, { onSuccess: (result) => showSuccess(result.message) });
  };

  if (isError && !location) {
    return (
      <>
        <PageHeader title="Location" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconMapQuestion size={34} stroke={1.6} />}
          title="We could not find that location"
          description="It may have been deleted by its owner, or the link may be mistyped."
        />
      </>
    );
  }

  const owner = location ? ownerOf(location) : null;

  return (
    <>
      <PageHeader
        title={location ? location.name : <Skeleton h={30} w={260} />}
        description="Review the location and its owner, then approve or deny it."
        actions={back}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder shadow="xs" p="xl">
            {isLoading || !location ? (
              <Stack gap="lg">
                <Skeleton h={40} w="60%" />
                <Skeleton h={60} />
                <Skeleton h={40} />
              </Stack>
            ) : (
              <Stack gap="lg">
                <Group justify="space-between" align="flex-start">
                  <Title order={3} fz="lg">
                    Location details
                  </Title>
                  <LocationStatusBadge status={location.status} />
                </Group>
                <DetailField label={owner?.kind ?? 'Owner'}>
                  <LocationOwner location={location} />
                </DetailField>
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label="Location Name">
                      <Text size="sm" fw={600}>
                        {location.name}
                      </Text>
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label="Address">
                      <LocationAddress location={location} />
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label="Comment">
                      <Text size="sm" c={location.comment ? undefined : 'dimmed'}>
                        {location.comment || 'No comment'}
                      </Text>
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label="Added">
                      <Text size="sm">{formatDateTime(location.createdAt)}</Text>
                    </DetailField>
                  </Grid.Col>
                </Grid>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder shadow="xs" p="xl">
            <Stack gap="md">
              <Title order={3} fz="lg">
                Decision
              </Title>
              {location ? <Outcome location={location} /> : <Skeleton h={72} />}
              <DecisionButtons enabled={pending} deciding={decide.isPending ? (decide.variables?.decision ?? null) : null} onDecide={act} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
