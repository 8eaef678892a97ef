import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconHourglass, IconMapQuestion } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Location } from '@rds/contract';
import { HistorySection } from '../../../domain';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { DetailField } from '../../../ui/DetailField';
import { showSuccess } from '../../../ui/toasts';
import { useDecideLocation, useLocationRecord } from '../api';
import { LocationAddress } from '../components/LocationAddress';
import { LocationOwner, ownerOf } from '../components/LocationOwner';
import { LocationStatusBadge } from '../components/LocationStatusBadge';
import { DecisionButtons } from '../../../ui/DecisionButtons';
import { t } from '../../../lib/i18n';

const back = (
  <Button component={Link} to="/locations" variant="default" leftSection={<IconArrowLeft size={16} />}>
    <Trans i18nKey="locations.allLocations" />
  </Button>
);

function Outcome({ location }: { location: Location }) {
  if (location.status === 'APPROVED') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('locations.approved')}>
        {t('locations.thisLocationIsActiveAnd')}
      </Alert>
    );
  }
  if (location.status === 'DENIED') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={20} />} title={t('locations.denied')}>
        {t('locations.deniedNote')}
        <DenialReason reason={location.decisionReason} />
      </Alert>
    );
  }
  return (
    <Alert variant="light" icon={<IconHourglass size={20} />} title={t('locations.waitingForYourDecision')}>
      {t('locations.approvingLetsStockBePlaced')}
    </Alert>
  );
}

/** Administrator /location/{id}: the location, its owner and status; Approve and Deny while it is pending. */
export default function LocationReviewPage() {
  const { id } = useParams();
  const query = useLocationRecord(id);
  const { data: location, isLoading, isError } = query;
  const decide = useDecideLocation();
  const decidable = !!location && (location.abilities.approve || location.abilities.deny);

  const act = (decision: 'approve' | 'deny', reason?: string) => {
    if (!location || !decidable || decide.isPending) return;
    decide.mutate({ id: location._id, decision, version: location.version, reason }, { onSuccess: (result) => showSuccess(result.message) });
  };

  if (failedToLoad(query, location)) {
    return (
      <>
        <PageHeader title={t('locations.location')} actions={back} />
        <LoadError title={t('loadError.location')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !location) {
    return (
      <>
        <PageHeader title={t('locations.location')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconMapQuestion size={34} stroke={1.6} />}
          title={t('locations.weCouldNotFindThat')}
          description={t('locations.itMayHaveBeenDeleted')}
        />
      </>
    );
  }

  const owner = location ? ownerOf(location) : null;

  return (
    <>
      <PageHeader title={location ? location.name : <Skeleton h={30} w={260} />} description={t('locations.reviewTheLocationAndIts')} actions={back} />
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
                    {t('locations.locationDetails')}
                  </Title>
                  <LocationStatusBadge status={location.status} />
                </Group>
                <DetailField label={owner?.kind ?? t('locations.owner')}>
                  <LocationOwner location={location} />
                </DetailField>
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label={t('locations.locationName2')}>
                      <Text size="sm" fw={600}>
                        {location.name}
                      </Text>
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label={t('locations.address')}>
                      <LocationAddress location={location} />
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label={t('locations.comment')}>
                      <Text size="sm" c={location.comment ? undefined : 'dimmed'}>
                        {location.comment || t('locations.noComment')}
                      </Text>
                    </DetailField>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <DetailField label={t('locations.added')}>
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
                {t('locations.decision')}
              </Title>
              {location ? <Outcome location={location} /> : <Skeleton h={72} />}
              <DecisionButtons
                enabled={decidable}
                deciding={decide.isPending ? (decide.variables?.decision ?? null) : null}
                onDecide={act}
                denyTitle={t('locations.denyTitle')}
                denyMessage={t('locations.denyMessage')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        {location ? (
          <Grid.Col span={12}>
            <HistorySection kind="location" id={location._id} revision={location.version} />
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
}
