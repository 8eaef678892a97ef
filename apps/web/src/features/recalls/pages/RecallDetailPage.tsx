import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Grid, Group, LoadingOverlay, Modal, Paper, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertOctagon, IconArrowLeft, IconDownload, IconNote, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { adjustmentReasonKey, type Adjustment } from '@rds/contract';
import { HistorySection, PartyCell, ProductCell } from '../../../domain';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { loadChunk } from '../../../lib/timeouts';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { ExportButton } from '../../../ui/ExportButton';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Section } from '../../../ui/Section';
import { TableScroll } from '../../../ui/TableScroll';
import { useRecall } from '../api';
import { AcknowledgeCard } from '../components/AcknowledgeCard';
import { DisposeDialog } from '../components/DisposeDialog';
import { RecallActions, TraceSummary } from '../components/RecallActions';
import { RecallReplacements } from '../components/RecallReplacements';
import {
  AccountedBar,
  dispositionWords,
  LotsText,
  recallActionWords,
  RecallClassBadge,
  RecallStatusBadge,
  recallTitle,
  TaskStatusBadge,
} from '../components/RecallParts';
import type { RecallDetail, RecallLot, RecallTask, RecallTraceSummary } from '../types';

const RecallFormDialog = lazy(loadChunk(() => import('../components/RecallFormDialog')));

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;

/** A duration in seconds, in minutes, hours, or days past two: how long a member took to acknowledge. */
function duration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const hours = seconds / 3600;
  if (hours < 1) return t('recalls.minutes', { count: Math.max(1, Math.round(seconds / 60)) });
  return hours < 48 ? t('recalls.hours', { count: Math.round(hours) }) : t('recalls.days', { count: Math.round(hours / 24) });
}

/** A disposition's words: the adjustment's reason as the recall names it (returned, destroyed, not found). */
function dispositionOf(reason: Adjustment['reason']): string {
  if (reason === 'RECALL_RETURNED') return dispositionWords('RETURNED');
  if (reason === 'RECALL_DESTROYED') return dispositionWords('DESTROYED');
  if (reason === 'LOST') return dispositionWords('LOST');
  return t(adjustmentReasonKey(reason));
}

type UnitsRow = Pick<RecallLot, 'locatedUnits' | 'returnedUnits' | 'destroyedUnits' | 'lostUnits' | 'remainingUnits'>;
type GroupRow = UnitsRow & { _id: string; name: string };

/** The trace's unit columns, in order; each is `recalls.units.<key>` in the catalogue. */
const UNIT_KEYS = ['located', 'returned', 'destroyed', 'lost', 'remaining'] as const;

/** Located, returned, destroyed, lost and remaining units: the columns every part of the trace shares. */
function UnitCells({ row }: { row: UnitsRow }) {
  const cells = [
    ['located', row.locatedUnits],
    ['returned', row.returnedUnits],
    ['destroyed', row.destroyedUnits],
    ['lost', row.lostUnits],
    ['remaining', row.remainingUnits],
  ] as const;
  return (
    <>
      {cells.map(([key, value]) => (
        <Table.Td
          key={key}
          data-label={t(`recalls.units.${key}`)}
          ta="right"
          className="tabular-nums"
          fw={key === 'remaining' ? 700 : undefined}
          c={key === 'remaining' && value > 0 ? 'red.8' : undefined}
          data-testid={`units-${key}`}
        >
          {formatNumber(value)}
        </Table.Td>
      ))}
    </>
  );
}

function UnitHeaders() {
  return (
    <>
      {UNIT_KEYS.map((key) => (
        <Table.Th key={key} ta="right" {...header}>
          {t(`recalls.units.${key}`)}
        </Table.Th>
      ))}
    </>
  );
}

function TraceTable({ children, minWidth }: { children: ReactNode; minWidth: number }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <TableScroll minWidth={minWidth}>
        <Table className="rds-stack" verticalSpacing="sm" horizontalSpacing="md">
          {children}
        </Table>
      </TableScroll>
    </Paper>
  );
}

/** The trace by lot: each lot at its location, its units, and Dispose where the caller may. */
function LotsTrace({ recall, onDispose }: { recall: RecallDetail; onDispose: (lot: RecallLot) => void }) {
  if (recall.lots.length === 0) return <EmptyState size="sm" title={t('recalls.trace.noLots')} description={t('recalls.trace.noLotsText')} />;
  return (
    <TraceTable minWidth={980}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>
          <Table.Th {...header}>{t('recalls.lot')}</Table.Th>
          <Table.Th {...header}>{t('recalls.location')}</Table.Th>
          <Table.Th {...header}>{t('recalls.member')}</Table.Th>
          <UnitHeaders />
          <Table.Th {...header}>
            <VisuallyHidden>{t('recalls.actionsHeader')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recall.lots.map((lot) => (
          <Table.Tr key={lot.stockUnitId} data-testid="trace-lot" data-lot={lot.lotNumber}>
            <Table.Td data-label={t('recalls.lot')}>
              <Text size="sm" ff="monospace" fw={600}>
                {lot.lotNumber}
              </Text>
              <Text size="xs" c="dimmed">
                {t('recalls.expires', { date: formatDate(lot.expiry) })}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('recalls.location')}>{lot.Location.name}</Table.Td>
            <Table.Td data-label={t('recalls.member')}>{lot.Member.name}</Table.Td>
            <UnitCells row={lot} />
            <Table.Td data-label={t('recalls.actionsHeader')}>
              {lot.abilities.dispose && lot.remainingUnits > 0 ? (
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onDispose(lot)}
                  aria-label={t('recalls.dispose.buttonFor', { lot: lot.lotNumber, location: lot.Location.name })}
                >
                  {t('recalls.dispose.button')}
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TraceTable>
  );
}

function GroupTrace({ rows, label, testId }: { rows: GroupRow[]; label: string; testId: string }) {
  if (rows.length === 0) return <EmptyState size="sm" title={t('recalls.trace.noLots')} description={t('recalls.trace.noLotsText')} />;
  return (
    <TraceTable minWidth={760}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>
          <Table.Th {...header}>{label}</Table.Th>
          <UnitHeaders />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id} data-testid={testId}>
            <Table.Td data-label={label}>
              <Text size="sm" fw={600}>
                {row.name}
              </Text>
            </Table.Td>
            <UnitCells row={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TraceTable>
  );
}

function TasksTable({ recall }: { recall: RecallDetail }) {
  if (recall.tasks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recalls.tasks.none')}
      </Text>
    );
  return (
    <TraceTable minWidth={620}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>
          <Table.Th {...header}>{t('recalls.member')}</Table.Th>
          <Table.Th {...header}>{t('recalls.statusHeader')}</Table.Th>
          <Table.Th {...header}>{t('recalls.tasks.acknowledged')}</Table.Th>
          <Table.Th {...header}>{t('recalls.tasks.took')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recall.tasks.map((task: RecallTask) => (
          <Table.Tr key={task._id} data-testid="recall-task">
            <Table.Td data-label={t('recalls.member')}>
              <Text size="sm" fw={600}>
                {task.Member.name}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('recalls.statusHeader')}>
              <TaskStatusBadge status={task.status} />
            </Table.Td>
            <Table.Td data-label={t('recalls.tasks.acknowledged')}>{task.acknowledgedAt ? formatDateTime(task.acknowledgedAt) : '—'}</Table.Td>
            <Table.Td data-label={t('recalls.tasks.took')}>{duration(task.secondsToAcknowledge) ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TraceTable>
  );
}

function DispositionsTable({ recall }: { recall: RecallDetail }) {
  if (recall.dispositions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recalls.dispositions.none')}
      </Text>
    );
  return (
    <TraceTable minWidth={760}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>
          <Table.Th {...header}>{t('recalls.dispositions.when')}</Table.Th>
          <Table.Th {...header}>{t('recalls.lot')}</Table.Th>
          <Table.Th {...header}>{t('recalls.location')}</Table.Th>
          <Table.Th ta="right" {...header}>
            {t('recalls.dispose.units')}
          </Table.Th>
          <Table.Th {...header}>{t('recalls.dispose.disposition')}</Table.Th>
          <Table.Th {...header}>{t('recalls.dispose.reference')}</Table.Th>
          <Table.Th {...header}>{t('recalls.dispositions.by')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recall.dispositions.map((row) => (
          <Table.Tr key={row._id} data-testid="recall-disposition">
            <Table.Td data-label={t('recalls.dispositions.when')} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.createdAt)}
            </Table.Td>
            <Table.Td data-label={t('recalls.lot')} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {row.StockUnit.lotNumber}
            </Table.Td>
            <Table.Td data-label={t('recalls.location')}>{row.Location.name}</Table.Td>
            <Table.Td data-label={t('recalls.dispose.units')} ta="right" className="tabular-nums" fw={600}>
              {formatNumber(Math.abs(row.units))}
            </Table.Td>
            <Table.Td data-label={t('recalls.dispose.disposition')}>{dispositionOf(row.reason)}</Table.Td>
            <Table.Td data-label={t('recalls.dispose.reference')} style={{ overflowWrap: 'anywhere' }}>
              {row.note || '—'}
            </Table.Td>
            <Table.Td data-label={t('recalls.dispositions.by')}>{row.User.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TraceTable>
  );
}

/**
 * /recall/{id} (every portal; notifications lead here): the recall, where it stands, the trace
 * (the caller's part of it) by lot, location and member, the holders' tasks, the dispositions and
 * the History; the actions the caller's abilities allow.
 */
export default function RecallDetailPage() {
  const { id } = useParams();
  const { usertype } = useSession();
  const query = useRecall(id);
  const { data: recall, isError } = query;
  const [editing, setEditing] = useState(false);
  const [disposing, setDisposing] = useState<RecallLot | null>(null);
  const [summary, setSummary] = useState<RecallTraceSummary | null>(null);
  const back = (
    <Button component={Link} to="/recalls" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('recalls.title')}
    </Button>
  );

  if (failedToLoad(query, recall)) {
    return (
      <>
        <PageHeader title={t('recalls.recall')} actions={back} />
        <LoadError title={t('recalls.loadError')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !recall) {
    return (
      <>
        <PageHeader title={t('recalls.recall')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconAlertOctagon size={34} stroke={1.6} />}
          title={t('recalls.notFound')}
          description={t('recalls.notFoundText')}
        />
      </>
    );
  }

  const inForce = recall && recall.status !== 'DRAFT';
  return (
    <>
      <PageHeader
        title={recall ? t('recalls.detailTitle', { recall: recallTitle(recall.recallNumber), product: recall.Product.name }) : t('recalls.recall')}
        description={
          recall
            ? recall.activatedAt
              ? t('recalls.activatedOn', { date: formatDateTime(recall.activatedAt) })
              : t('recalls.draftedOn', { date: formatDateTime(recall.createdAt) })
            : t('common.loading')
        }
        actions={back}
      />
      <Box pos="relative" mih={recall ? undefined : 360}>
        <LoadingOverlay visible={!recall} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {recall ? (
          <Stack gap="lg">
            <AcknowledgeCard recall={recall} />
            <Paper
              withBorder
              shadow="xs"
              p="lg"
              style={recall.class === 'I' && recall.status === 'ACTIVE' ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
            >
              <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
                <ProductCell product={recall.Product} size={56} />
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={t('recalls.statusHeader')}>
                    <RecallStatusBadge status={recall.status} size="lg" />
                  </DetailField>
                  <DetailField label={t('recalls.classHeader')}>
                    <RecallClassBadge recallClass={recall.class} size="lg" />
                  </DetailField>
                  <DetailField label={t('recalls.actionHeader')}>
                    <Text size="sm" fw={600}>
                      {recallActionWords(recall.action)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('recalls.respondBy')}>
                    <Text size="sm" fw={600}>
                      {formatDate(recall.respondBy)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('recalls.lots')}>
                    <LotsText lotNumbers={recall.lotNumbers} fw={600} data-testid="recall-lots" />
                  </DetailField>
                  {usertype === 'supplier' ? null : (
                    <DetailField label={t('recalls.supplier')}>
                      <PartyCell party={recall.Supplier} size={24} />
                    </DetailField>
                  )}
                </Group>
              </Group>
              <Alert mt="md" variant="light" color="gray" icon={<IconNote size={18} />} title={t('recalls.reason')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="recall-reason">
                  {recall.reason}
                </Text>
              </Alert>
              {recall.status === 'REVERTED' && recall.revertNote ? (
                <Alert mt="md" variant="light" color="dark" title={t('recalls.revertedOn', { date: formatDate(recall.revertedAt) })}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {recall.revertNote}
                  </Text>
                </Alert>
              ) : null}
              <Box mt="md">
                <RecallActions recall={recall} onEdit={() => setEditing(true)} onActivated={setSummary} />
              </Box>
            </Paper>

            {inForce ? (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Section title={t('recalls.completion')}>
                    <AccountedBar accounted={recall.completion.accountedUnits} located={recall.completion.locatedUnits} size="md" />
                    <Text size="sm" c="dimmed" data-testid="recall-remaining-text">
                      {recall.remainingUnits > 0 ? t('recalls.remainingText', { units: formatNumber(recall.remainingUnits) }) : t('recalls.allAccounted')}
                    </Text>
                    {recall.summary && recall.summary.inTransit > 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('recalls.inTransitText', { units: formatNumber(recall.summary.inTransit) })}
                      </Text>
                    ) : null}
                  </Section>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Section title={t('recalls.acknowledgement')}>
                    <Group gap="xl" wrap="wrap">
                      <DetailField label={t('recalls.tasks.acknowledgedCount')}>
                        <Text fw={700} className="tabular-nums" data-testid="recall-acknowledged">
                          {t('recalls.ofMembers', { done: formatNumber(recall.completion.acknowledgedTasks), total: recall.completion.tasks })}
                        </Text>
                      </DetailField>
                      <DetailField label={t('recalls.tasks.mean')}>
                        <Text fw={700}>{duration(recall.completion.meanSecondsToAcknowledge) ?? '—'}</Text>
                      </DetailField>
                    </Group>
                  </Section>
                </Grid.Col>
              </Grid>
            ) : null}

            {inForce ? (
              <Stack gap="sm">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Title order={2} fz="lg">
                    {t('recalls.trace.title')}
                  </Title>
                  <ExportButton path="/recall/{id}/trace.csv" params={{ id: recall._id }} />
                </Group>
                <Tabs defaultValue="lots" keepMounted={false}>
                  <Tabs.List mb="sm">
                    <Tabs.Tab value="lots">{t('recalls.trace.byLot')}</Tabs.Tab>
                    <Tabs.Tab value="locations">{t('recalls.trace.byLocation')}</Tabs.Tab>
                    <Tabs.Tab value="members">{t('recalls.trace.byMember')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="lots">
                    <LotsTrace recall={recall} onDispose={setDisposing} />
                  </Tabs.Panel>
                  <Tabs.Panel value="locations">
                    <GroupTrace
                      rows={recall.byLocation.map((row) => ({ ...row, _id: row.Location._id, name: row.Location.name }))}
                      label={t('recalls.location')}
                      testId="trace-location"
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="members">
                    <GroupTrace
                      rows={recall.byMember.map((row) => ({ ...row, _id: row.Member._id, name: row.Member.name }))}
                      label={t('recalls.member')}
                      testId="trace-member"
                    />
                  </Tabs.Panel>
                </Tabs>
              </Stack>
            ) : (
              <Alert color="gray" variant="light" icon={<IconDownload size={18} />} title={t('recalls.draftTitle')}>
                {t('recalls.draftText')}
              </Alert>
            )}

            {inForce ? <RecallReplacements recall={recall} /> : null}
            {inForce ? (
              <Section title={t('recalls.tasks.title')}>
                <TasksTable recall={recall} />
              </Section>
            ) : null}
            {inForce ? (
              <Section title={t('recalls.dispositions.title')}>
                <DispositionsTable recall={recall} />
              </Section>
            ) : null}
            <HistorySection kind="recall" id={recall._id} revision={recall.version} />
          </Stack>
        ) : null}
      </Box>
      {editing && recall ? (
        <Suspense fallback={null}>
          <RecallFormDialog recall={recall} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {disposing && recall ? <DisposeDialog recallId={recall._id} action={recall.action} lot={disposing} onClose={() => setDisposing(null)} /> : null}
      <Modal
        opened={summary !== null}
        onClose={() => setSummary(null)}
        title={<Text fw={650}>{recall ? t('recalls.activated.title', { recall: recallTitle(recall.recallNumber) }) : ''}</Text>}
        centered
        size="lg"
      >
        {summary ? (
          <Stack gap="md">
            <Text size="sm">{t('recalls.activated.text')}</Text>
            <TraceSummary summary={summary} />
            <Group justify="flex-end">
              <Button onClick={() => setSummary(null)}>{t('recalls.activated.ok')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
