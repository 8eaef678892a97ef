import { useState } from 'react';
import { Alert, Anchor, Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNote, IconReplace } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Replacement } from '@rds/contract';
import { CommentsSection, HistorySection, LotsTable, months, PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime, formatExpiry, formatNumber } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useAddReplacementComment, useReplacement } from '../api';
import { ReplacementActions } from '../components/ReplacementActions';
import { AssignLotsDialog } from '../components/AssignLotsDialog';
import { ReplacementStatusBadge } from '../components/ReplacementParts';
import { t } from '../../../lib/i18n';

/** /stockreplacement/{id} (member, supplier, administrator): the stock, the lots out, the lots proposed, the decision and the comments. */
export default function ReplacementDetailPage() {
  const { id } = useParams();
  const { usertype } = useSession();
  const member = usertype === 'member';
  const query = useReplacement(id);
  const { data: replacement, isError } = query;
  const addComment = useAddReplacementComment();
  const [assigning, setAssigning] = useState<Replacement | null>(null);
  const back = (
    <Button component={Link} to="/stockreplacements" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('replacements.replacements')}
    </Button>
  );

  if (failedToLoad(query, replacement)) {
    return (
      <>
        <PageHeader title={t('replacements.stockReplacement')} actions={back} />
        <LoadError title={t('loadError.replacement')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !replacement) {
    return (
      <>
        <PageHeader title={t('replacements.stockReplacement')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconReplace size={34} stroke={1.6} />}
          title={t('replacements.weCouldNotFindThat')}
          description={t('replacements.itMayNotBeYours')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('replacements.stockReplacement')}
        description={replacement ? t('replacements.requestedOn', { createdAt: formatDateTime(replacement.createdAt) }) : t('replacements.loading')}
        actions={back}
      />
      <Box pos="relative" mih={replacement ? undefined : 360}>
        <LoadingOverlay visible={!replacement} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {replacement ? (
          <Stack gap="lg">
            <Paper withBorder shadow="xs" p="lg">
              <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
                <ProductCell product={replacement.Stock.Product} size={56} />
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={t('replacements.unitsToReplace')}>
                    <Text size="sm" fw={700} className="tabular-nums">
                      {formatNumber(replacement.units)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('replacements.minimumExpiry')}>
                    <Text size="sm">{months(replacement.Stock.minimumExpiry)}</Text>
                  </DetailField>
                  {member ? null : (
                    <DetailField label={t('replacements.member')}>
                      <PartyCell party={replacement.Member} size={24} />
                    </DetailField>
                  )}
                  {usertype === 'supplier' ? null : (
                    <DetailField label={t('replacements.supplier')}>
                      <PartyCell party={replacement.Supplier} size={24} />
                    </DetailField>
                  )}
                  <DetailField label={t('replacements.status')}>
                    <ReplacementStatusBadge status={replacement.status} />
                  </DetailField>
                  {replacement.recall ? (
                    <DetailField label={t('replacements.recall')}>
                      <Anchor component={Link} to={`/recall/${replacement.recall._id}`} size="sm" fw={600} data-testid="replacement-recall">
                        {t('replacements.forRecall', { number: replacement.recall.recallNumber })}
                      </Anchor>
                    </DetailField>
                  ) : null}
                </Group>
              </Group>
              {replacement.note ? (
                <Alert mt="md" variant="light" color="gray" icon={<IconNote size={18} />} title={t('replacements.note')}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {replacement.note}
                  </Text>
                </Alert>
              ) : null}
            </Paper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <Stack gap="lg">
                  <Stack gap="sm">
                    <Title order={3} fz="md">
                      {t('replacements.lotsOut')}
                    </Title>
                    <LotsTable
                      rows={replacement.StockReplacementUnits.map((line) => ({
                        _id: line._id,
                        Location: line.StockUnit.Location,
                        assignedUnits: line.units,
                        lotNumber: line.StockUnit.lotNumber,
                        expiry: line.StockUnit.expiry,
                      }))}
                      formatExpiry={formatExpiry}
                      withLocationName
                      emptyTitle={t('replacements.noLotsOut')}
                    />
                  </Stack>
                  <Stack gap="sm">
                    <Title order={3} fz="md">
                      {t('replacements.lotsIn')}
                    </Title>
                    <LotsTable
                      rows={replacement.StockReplacementLots}
                      formatExpiry={formatExpiry}
                      withLocationName
                      emptyTitle={t('replacements.noLotsProposedYet')}
                      emptyDescription={t('replacements.theSupplierProposesFresherLots')}
                    />
                  </Stack>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Paper withBorder shadow="xs" p="lg">
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {member ? t('replacements.yourDecision') : t('replacements.memberDecision')}
                    </Title>
                    <ReplacementActions replacement={replacement} onAssign={() => setAssigning(replacement)} />
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
            <CommentsSection
              comments={replacement.comments}
              commentCount={replacement.commentCount}
              pending={addComment.isPending}
              readOnly={!replacement.abilities.comment}
              onSubmit={(comment, sent) =>
                addComment.mutate(
                  { id: replacement._id, comment },
                  {
                    onSuccess: (result) => {
                      sent();
                      showSuccess(result.message);
                    },
                  },
                )
              }
            />
            <HistorySection kind="replacement" id={replacement._id} revision={replacement.version} />
          </Stack>
        ) : null}
      </Box>
      <AssignLotsDialog replacement={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
