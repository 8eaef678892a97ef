import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, LoadingOverlay, Paper, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBan,
  IconCheck,
  IconCircleCheck,
  IconCircleMinus,
  IconCircleX,
  IconClipboardList,
  IconHourglass,
  IconList,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { COUNT_LINES_PAGE_SIZE } from '@rds/contract';
import { HistorySection } from '../../../domain';
import { t } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format';
import { errorMessage, failedToLoad, LoadError } from '../../../ui/LoadError';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { Section } from '../../../ui/Section';
import { PaginationBar } from '../../../ui/PaginationBar';
import { TableScroll } from '../../../ui/TableScroll';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useCancelCount, useCount, useCountAction, useSaveCount } from '../api';
import { CountSheet } from '../components/CountSheet';
import { CountLotCell, CountStatusBadge, reasonWords, signed } from '../components/CountParts';
import type { Count, CountSaveBody } from '../types';

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;

/** A count no longer open: each line of the page as counted, its variance and reason; the found lots. */
function CountedLines({ count, pager, search, onSearch }: { count: Count; pager: ReactNode; search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: '1 1 260px' }}
          label={t('counts.searchLines')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onSearch(text.trim());
          }}
          autoComplete="off"
          data-testid="count-lines-search-field"
        />
        {search ? (
          <Button
            variant="light"
            leftSection={<IconList size={14} />}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('counts.allLines')}
          </Button>
        ) : null}
      </Group>
      <TableScroll minWidth={680}>
        <Table className="rds-stack" verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th {...header}>{t('counts.lot')}</Table.Th>
              <Table.Th {...header}>{t('counts.expiry')}</Table.Th>
              <Table.Th ta="right" {...header}>
                {t('counts.expected')}
              </Table.Th>
              <Table.Th ta="right" {...header}>
                {t('counts.counted')}
              </Table.Th>
              <Table.Th ta="right" {...header}>
                {t('counts.variance')}
              </Table.Th>
              <Table.Th {...header}>{t('counts.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {count.lines.map((line) => {
              const variance = line.variance;
              return (
                <Table.Tr key={line._id} data-testid="count-line" data-lot={line.lotNumber}>
                  <CountLotCell line={line} />
                  <Table.Td data-label={t('counts.expiry')}>{formatDate(line.expiry)}</Table.Td>
                  <Table.Td data-label={t('counts.expected')} ta="right" className="tabular-nums">
                    {line.expectedUnits === null ? t('counts.hidden') : formatNumber(line.expectedUnits)}
                  </Table.Td>
                  <Table.Td data-label={t('counts.counted')} ta="right" className="tabular-nums">
                    {line.countedUnits === null ? '—' : formatNumber(line.countedUnits)}
                  </Table.Td>
                  <Table.Td data-label={t('counts.variance')} ta="right" fw={700} className="tabular-nums">
                    {variance === null ? '—' : signed(variance)}
                  </Table.Td>
                  <Table.Td data-label={t('counts.reason')}>{line.reason ? reasonWords(line.reason) : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
            {count.found.map((row) => (
              <Table.Tr key={row._id} data-testid="count-found" data-lot={row.lotNumber}>
                <CountLotCell line={row}>
                  <Text size="xs" c="dimmed">
                    {t('counts.foundLot')}
                  </Text>
                </CountLotCell>
                <Table.Td data-label={t('counts.expiry')}>{formatDate(row.expiry)}</Table.Td>
                <Table.Td data-label={t('counts.expected')} ta="right" className="tabular-nums">
                  0
                </Table.Td>
                <Table.Td data-label={t('counts.counted')} ta="right" className="tabular-nums">
                  {formatNumber(row.countedUnits)}
                </Table.Td>
                <Table.Td data-label={t('counts.variance')} ta="right" fw={700} className="tabular-nums">
                  {signed(row.countedUnits)}
                </Table.Td>
                <Table.Td data-label={t('counts.reason')}>{reasonWords('FOUND')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {pager}
    </Paper>
  );
}

/** The count's figures over all its lines, whatever page is shown: counted, not counted, variances and their net units. */
function CountSummary({ count }: { count: Count }) {
  const { summary } = count;
  return (
    <>
      <DetailField label={t('counts.linesHeader')}>
        <Text fw={700} className="tabular-nums" data-testid="count-summary-counted">
          {t('counts.linesOf', { counted: formatNumber(summary.counted), total: formatNumber(count.lineCount) })}
        </Text>
      </DetailField>
      <DetailField label={t('counts.uncounted')}>
        <Text fw={700} className="tabular-nums" data-testid="count-summary-uncounted">
          {formatNumber(summary.uncounted)}
        </Text>
      </DetailField>
      {summary.variances !== null ? (
        <DetailField label={t('counts.variances')}>
          <Text fw={700} className="tabular-nums" data-testid="count-summary-variances">
            {formatNumber(summary.variances)}
          </Text>
        </DetailField>
      ) : null}
      {summary.varianceUnits !== null ? (
        <DetailField label={t('counts.varianceUnits')}>
          <Text fw={700} className="tabular-nums" data-testid="count-variance-units">
            {signed(summary.varianceUnits)}
          </Text>
        </DetailField>
      ) : null}
    </>
  );
}

/** "Cancel count" on an open count, confirmed first with an optional note: nothing moves, and the location may be counted again. */
function CancelCount({ count, disabled }: { count: Count; disabled: boolean }) {
  const cancel = useCancelCount();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { id: count._id, version: count.version, note: note.trim() || undefined },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          setConfirming(false);
        },
      },
    );
  };
  return (
    <>
      <Button color="red" variant="subtle" leftSection={<IconBan size={16} />} disabled={disabled} onClick={() => setConfirming(true)}>
        {t('counts.cancelCount')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('counts.cancelTitle')}
        message={t('counts.cancelMessage')}
        confirmLabel={t('counts.cancelCount')}
        loading={cancel.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Textarea label={t('counts.cancelNote')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={1000} minRows={2} />
        {cancel.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(cancel.error)}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** Where the count stands once submitted; the administrator's Approve and Deny, each confirmed first, while it waits. */
function CountOutcome({ count }: { count: Count }) {
  const action = useCountAction();
  const [confirming, setConfirming] = useState<'approve' | 'deny' | null>(null);
  if (count.status === 'APPLIED') {
    return (
      <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t('counts.appliedTitle')}>
        {t('counts.appliedText')}
      </Outcome>
    );
  }
  if (count.status === 'DENIED') {
    return (
      <Outcome color="red" icon={<IconCircleX size={20} />} title={t('counts.deniedTitle')}>
        {t('counts.deniedText')}
      </Outcome>
    );
  }
  if (count.status === 'CANCELLED') {
    return (
      <Outcome color="gray" icon={<IconCircleMinus size={20} />} title={t('counts.cancelledTitle')}>
        {t('counts.cancelledText')}
      </Outcome>
    );
  }
  if (count.status !== 'AWAITING_APPROVAL') return null;
  if (!count.abilities.approve && !count.abilities.deny) {
    return (
      <Outcome color="yellow" icon={<IconHourglass size={20} />} title={t('counts.waitingTitle')}>
        {t('counts.waitingText')}
      </Outcome>
    );
  }
  const decide = () => {
    if (!confirming || action.isPending) return;
    action.mutate(
      { id: count._id, action: confirming, version: count.version },
      {
        onSuccess: (result) => showSuccess(result.message),
        onSettled: () => setConfirming(null),
      },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('counts.decideText')}</Text>
      {action.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(action.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        {count.abilities.approve ? (
          <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => setConfirming('approve')}>
            {t('common.approve')}
          </Button>
        ) : null}
        {count.abilities.deny ? (
          <Button color="red" variant="outline" leftSection={<IconX size={16} />} onClick={() => setConfirming('deny')}>
            {t('common.deny')}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'approve' ? t('counts.approveTitle') : t('counts.denyTitle')}
        message={confirming === 'approve' ? t('counts.approveMessage') : t('counts.denyMessage')}
        confirmLabel={confirming === 'approve' ? t('common.approve') : t('common.deny')}
        color={confirming === 'approve' ? 'green' : 'red'}
        loading={action.isPending}
        onConfirm={decide}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

/** /count/{id} (supplier, distributor, administrator): the count's sheet while open; its result once submitted. */
export default function CountDetailPage() {
  const { id } = useParams();
  const lines = useListQuery({ limit: COUNT_LINES_PAGE_SIZE });
  const query = useCount(id, { limit: lines.limit, skip: lines.skip, search: lines.search });
  const save = useSaveCount();
  const action = useCountAction();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { data: count, isError } = query;
  const back = (
    <Button component={Link} to="/counts" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('counts.title')}
    </Button>
  );

  if (failedToLoad(query, count)) {
    return (
      <>
        <PageHeader title={t('counts.count')} actions={back} />
        <LoadError title={t('counts.loadError')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !count) {
    return (
      <>
        <PageHeader title={t('counts.count')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardList size={34} stroke={1.6} />}
          title={t('counts.notFound')}
          description={t('counts.notFoundText')}
        />
      </>
    );
  }

  const onSave = (body: CountSaveBody) => {
    if (!count || busy) return;
    setBusy('save');
    setRefused(null);
    save.mutate(
      { id: count._id, body },
      {
        onSuccess: (result) => showSuccess(result.message),
        onError: (error) => setRefused(errorMessage(error)),
        onSettled: () => setBusy(null),
      },
    );
  };
  // Submit saves what is on the sheet first, so that nothing typed since the last Save is lost.
  const onSubmit = async (body: CountSaveBody) => {
    if (!count || busy) return;
    setBusy('submit');
    setRefused(null);
    try {
      const saved = await save.mutateAsync({ id: count._id, body });
      const result = await action.mutateAsync({ id: count._id, action: 'submit', version: saved.data.version });
      showSuccess(result.message);
    } catch (error) {
      setRefused(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const pager = count ? (
    <PaginationBar
      total={count.linesTotal}
      page={lines.page}
      pageSize={lines.pageSize}
      onPageChange={lines.setPage}
      onPageSizeChange={lines.setPageSize}
      noun={{ singular: 'lot' }}
    />
  ) : null;
  return (
    <>
      <PageHeader
        title={count ? t('counts.countAt', { location: count.Location.name }) : t('counts.count')}
        description={count ? t('counts.openedByOn', { name: count.User.name, date: formatDateTime(count.createdAt) }) : t('common.loading')}
        actions={back}
      />
      <Box pos="relative" mih={count ? undefined : 360}>
        <LoadingOverlay visible={!count} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {count ? (
          <Stack gap="lg">
            <Section title={t('counts.statusHeader')}>
              <Group gap="xl" wrap="wrap">
                <CountStatusBadge status={count.status} size="lg" />
                <CountSummary count={count} />
                {count.blind ? (
                  <Text size="sm" c="dimmed">
                    {t('counts.blindNote')}
                  </Text>
                ) : null}
              </Group>
              <CountOutcome count={count} />
              {count.abilities.cancel ? (
                <Group justify="flex-end">
                  <CancelCount count={count} disabled={busy !== null} />
                </Group>
              ) : null}
            </Section>
            {refused ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="count-refused">
                {refused}
              </Alert>
            ) : null}
            {count.abilities.save ? (
              <CountSheet
                key={count._id}
                count={count}
                busy={busy}
                onSave={onSave}
                onSubmit={(body) => void onSubmit(body)}
                paged={{ search: lines.search, loading: query.isPlaceholderData, onSearch: lines.setSearch, pager }}
              />
            ) : (
              <CountedLines count={count} pager={pager} search={lines.search} onSearch={lines.setSearch} />
            )}
            <HistorySection kind="count" id={count._id} revision={count.version} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
