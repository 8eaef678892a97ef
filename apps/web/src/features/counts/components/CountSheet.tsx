import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconList, IconPlus, IconScan, IconSend, IconTrash } from '@tabler/icons-react';
import { parseGs1 } from '@rds/contract';
import { useWedgeScanner } from '../../../lib/scan/useWedgeScanner';
import { t } from '../../../lib/i18n';
import { formatDate, formatNumber } from '../../../ui/format';
import { TableScroll } from '../../../ui/TableScroll';
import { ADDING_REASONS, type AdjustmentReason, type Count, type CountLine, type CountSaveBody } from '../types';
import { CountLotCell, ReasonSelect, signed } from './CountParts';

/** A line as typed on this sheet, with the line it was typed on (the line may be on another page by now). */
interface Draft {
  counted: number | '';
  reason: AdjustmentReason | null;
  line: CountLine;
}

const fromServer = (line: CountLine): Draft => ({ counted: line.countedUnits ?? '', reason: line.reason ?? null, line });

interface FoundDraft {
  key: number;
  stockId: string | null;
  lotNumber: string;
  expiry: string;
  counted: number | '';
}

export interface CountSheetProps {
  count: Count;
  /** Saving or submitting: the buttons spin and wait. */
  busy?: 'save' | 'submit' | null;
  onSave: (body: CountSaveBody) => void;
  onSubmit: (body: CountSaveBody) => void;
  /**
   * The count's lines are a page of them: the search they answer, whether the page asked for is
   * still loading, how to ask for another search, and the pager. Without it the sheet holds every line.
   */
  paged?: { search: string; loading: boolean; onSearch: (search: string) => void; pager: ReactNode };
}

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;
const sameLot = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The lot a typed or scanned text names: a GS1 code's lot (AI 10), or the text itself. */
export function lotOf(text: string): string {
  const parsed = parseGs1(text);
  return parsed.ok && parsed.value.lot ? parsed.value.lot : text.trim();
}

/** Counted minus expected, once both are known (a blind count's expected units are not). */
export function varianceOf(line: CountLine, counted: number | ''): number | null {
  if (counted === '' || line.expectedUnits === null) return null;
  return counted - line.expectedUnits;
}

/**
 * The count's sheet: one counted-units field per lot, Enter moving to the next; a lot field that
 * takes a typed or scanned lot (GS1) and jumps to its line, searching the whole count for it when
 * it is not on the page shown; the variance of each counted line and its reason, required before
 * submit; the lots found on the shelf but not on the books. What is typed is kept across pages
 * until saved; a save sends the lines typed on this sheet (the others keep what was saved).
 */
export function CountSheet({ count, busy = null, onSave, onSubmit, paged }: CountSheetProps) {
  const lines = count.lines;
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const draftOf = (line: CountLine) => drafts[line._id] ?? fromServer(line);
  // The found lots saved before: a save sends them all again (the server replaces them as a whole).
  const [found, setFound] = useState<FoundDraft[]>(() =>
    count.found.map((row, index) => ({ key: -1 - index, stockId: row.stockId, lotNumber: row.lotNumber, expiry: row.expiry, counted: row.countedUnits })),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const [lotText, setLotText] = useState('');
  const [lotNotice, setLotNotice] = useState<string | null>(null);
  // The lot searched for, until the page that answers its search is shown.
  const [sought, setSought] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const lotField = useRef<HTMLInputElement | null>(null);
  const nextKey = useRef(0);

  // A found lot belongs to a stock already at the location (a product held for a member); two members may hold one product there.
  // The stocks of the lines shown and of the lots found already: a big count's other stocks are a search away.
  const stockChoices = [
    ...new Map([
      ...count.lines.map((line) => [line.stockId, `${line.Product.name} · ${line.Member.name}`] as const),
      ...count.found.map((row) => [row.stockId, `${row.Product.name} · ${row.Member.name}`] as const),
    ]).entries(),
  ].map(([value, label]) => ({ value, label }));

  const setDraft = (line: CountLine, change: Partial<Omit<Draft, 'line'>>) => {
    setDrafts((all) => ({ ...all, [line._id]: { ...(all[line._id] ?? fromServer(line)), ...change } }));
    if (change.reason) setMissing((ids) => ids.filter((other) => other !== line._id));
  };

  const focusLine = (index: number) => {
    const field = inputs.current[index];
    field?.focus();
    field?.select();
  };

  /** Enter in a counted field moves to the next line; from the last, back to the lot field. */
  const onCountedKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (index + 1 < lines.length) focusLine(index + 1);
    else lotField.current?.focus();
  };

  const jumpTo = (text: string) => {
    const lot = lotOf(text);
    if (!lot) return;
    const index = lines.findIndex((line) => sameLot(line.lotNumber, lot));
    setLotText('');
    setLotNotice(null);
    if (index >= 0) {
      focusLine(index);
      return;
    }
    if (!paged) {
      setLotNotice(t('counts.lotNotOnCount', { lot }));
      return;
    }
    setSought(lot);
    paged.onSearch(lot);
  };

  // Once the page of the lot searched for is shown: its line, else the first the search found (a
  // product's name), else why not.
  useEffect(() => {
    if (sought === null || !paged || paged.loading || paged.search !== sought) return;
    setSought(null);
    const index = lines.findIndex((line) => sameLot(line.lotNumber, sought));
    if (index >= 0) focusLine(index);
    else if (lines.length > 0) focusLine(0);
    else setLotNotice(t('counts.lotNotOnCount', { lot: sought }));
  }, [sought, paged, lines]);
  const wedgeRef = useWedgeScanner(({ text }) => jumpTo(text));
  const lotRef = (field: HTMLInputElement | null) => {
    lotField.current = field;
    wedgeRef(field);
  };

  const typed = Object.values(drafts);
  const body = (): CountSaveBody => ({
    lines: typed.flatMap(({ line, counted, reason }) =>
      counted === '' ? [] : [{ stockUnitId: line.stockUnitId, countedUnits: counted, ...(reason ? { reason } : {}) }],
    ),
    found: found.flatMap((row) =>
      row.stockId && row.lotNumber.trim() && row.expiry && row.counted !== ''
        ? [{ stockId: row.stockId, lotNumber: row.lotNumber.trim(), expiry: row.expiry, countedUnits: row.counted }]
        : [],
    ),
    version: count.version,
  });

  // The lines typed on this sheet and those shown; a line counted on another page before is the server's to check.
  const known = [...typed.map(({ line }) => line), ...lines.filter((line) => !drafts[line._id])];
  const submit = () => {
    const without = known.filter((line) => {
      const draft = draftOf(line);
      const variance = varianceOf(line, draft.counted);
      return variance !== null && variance !== 0 && !draft.reason;
    });
    setMissing(without.map((line) => line._id));
    if (without.length > 0) return;
    onSubmit(body());
  };

  // The count's counted lines as saved, with what this sheet has counted or cleared since.
  const countedLines =
    count.countedCount +
    typed.filter(({ line, counted }) => line.countedUnits === null && counted !== '').length -
    typed.filter(({ line, counted }) => line.countedUnits !== null && counted === '').length;
  const missingLots = known.filter((line) => missing.includes(line._id)).map((line) => line.lotNumber);

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            ref={lotRef}
            style={{ flex: '1 1 260px' }}
            label={t('counts.findLot')}
            description={t('counts.findLotHint')}
            leftSection={<IconScan size={16} />}
            value={lotText}
            onChange={(event) => {
              setLotText(event.currentTarget.value);
              setLotNotice(null);
            }}
            onKeyDown={(event) => {
              // A scanner's Enter was taken by the wedge listener (the burst jumps on its own).
              if (event.key !== 'Enter' || event.defaultPrevented) return;
              event.preventDefault();
              jumpTo(lotText);
            }}
            error={lotNotice}
            autoComplete="off"
            data-testid="count-lot-field"
          />
          <Text size="sm" c="dimmed" data-testid="count-progress">
            {t('counts.linesCounted', { counted: formatNumber(countedLines), total: formatNumber(count.lineCount) })}
          </Text>
        </Group>
        {paged?.search ? (
          <Group gap="sm" mt="sm" wrap="wrap" data-testid="count-lines-search">
            <Text size="sm">{t('counts.linesMatching', { search: paged.search, count: count.linesTotal })}</Text>
            <Button size="compact-sm" variant="light" leftSection={<IconList size={14} />} onClick={() => paged.onSearch('')}>
              {t('counts.allLines')}
            </Button>
          </Group>
        ) : null}
      </Paper>

      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <TableScroll minWidth={760}>
          <Table className="rds-stack" verticalSpacing="xs" horizontalSpacing="md">
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th {...header}>{t('counts.lot')}</Table.Th>
                <Table.Th {...header}>{t('counts.expiry')}</Table.Th>
                <Table.Th ta="right" {...header}>
                  {t('counts.expected')}
                </Table.Th>
                <Table.Th {...header}>{t('counts.counted')}</Table.Th>
                <Table.Th ta="right" {...header}>
                  {t('counts.variance')}
                </Table.Th>
                <Table.Th {...header}>{t('counts.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const draft = draftOf(line);
                const variance = varianceOf(line, draft.counted);
                const needsReason = variance !== null && variance !== 0;
                // A blind count's variance is the server's to tell; a reason may be given for any counted line.
                const mayReason = needsReason || (line.expectedUnits === null && draft.counted !== '');
                return (
                  <Table.Tr key={line._id} data-testid="count-line" data-lot={line.lotNumber}>
                    <CountLotCell line={line} />
                    <Table.Td data-label={t('counts.expiry')} style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(line.expiry)}
                    </Table.Td>
                    <Table.Td data-label={t('counts.expected')} ta="right" className="tabular-nums">
                      {line.expectedUnits === null ? (
                        <Text size="sm" c="dimmed">
                          {t('counts.hidden')}
                        </Text>
                      ) : (
                        formatNumber(line.expectedUnits)
                      )}
                    </Table.Td>
                    <Table.Td data-label={t('counts.counted')}>
                      <NumberInput
                        ref={(field) => {
                          inputs.current[index] = field;
                        }}
                        aria-label={t('counts.countedOfLot', { lot: line.lotNumber })}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        w={110}
                        value={draft.counted}
                        onChange={(value) => setDraft(line, { counted: value === '' ? '' : Number(value) })}
                        onKeyDown={onCountedKey(index)}
                        enterKeyHint="next"
                      />
                    </Table.Td>
                    <Table.Td data-label={t('counts.variance')} ta="right" className="tabular-nums" data-testid="count-variance">
                      {variance === null ? (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      ) : (
                        <Text size="sm" fw={700} c={variance < 0 ? 'red.8' : variance > 0 ? '#1e6b34' : undefined}>
                          {signed(variance)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label={t('counts.reason')}>
                      {mayReason ? (
                        <ReasonSelect
                          aria-label={t('counts.reasonOfLot', { lot: line.lotNumber })}
                          only={variance !== null && variance > 0 ? ADDING_REASONS : undefined}
                          value={draft.reason}
                          onChange={(value) => setDraft(line, { reason: value as AdjustmentReason | null })}
                          error={missing.includes(line._id) ? t('counts.reasonRequiredShort') : undefined}
                          w={200}
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {paged?.pager}
      </Paper>

      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('counts.foundLots')}
        </Title>
        {found.map((row) => {
          const update = (change: Partial<FoundDraft>) => setFound((rows) => rows.map((other) => (other.key === row.key ? { ...other, ...change } : other)));
          return (
            <Paper key={row.key} withBorder radius="md" p="sm" data-testid="found-lot">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Select
                  label={t('counts.foundProduct')}
                  data={stockChoices}
                  value={row.stockId}
                  onChange={(value) => update({ stockId: value })}
                  style={{ flex: '1 1 200px' }}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput label={t('counts.lot')} value={row.lotNumber} onChange={(event) => update({ lotNumber: event.currentTarget.value })} w={150} />
                <TextInput
                  label={t('counts.expiry')}
                  type="date"
                  value={row.expiry}
                  onChange={(event) => update({ expiry: event.currentTarget.value })}
                  w={160}
                />
                <NumberInput
                  label={t('counts.counted')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  value={row.counted}
                  onChange={(value) => update({ counted: value === '' ? '' : Number(value) })}
                  w={110}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('counts.removeFound')}
                  onClick={() => setFound((rows) => rows.filter((other) => other.key !== row.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setFound((rows) => [...rows, { key: nextKey.current++, stockId: stockChoices[0]?.value ?? null, lotNumber: '', expiry: '', counted: '' }])
            }
            disabled={stockChoices.length === 0}
          >
            {t('counts.addFoundLot')}
          </Button>
        </Group>
      </Stack>

      {missingLots.length > 0 ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="count-missing-reasons">
          {t('counts.reasonRequired', { lots: missingLots.join(', ') })}
        </Alert>
      ) : null}

      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={busy === 'save'}
          disabled={busy !== null && busy !== 'save'}
          onClick={() => onSave(body())}
        >
          {t('counts.save')}
        </Button>
        {count.abilities.submit ? (
          <Button leftSection={<IconSend size={16} />} loading={busy === 'submit'} disabled={busy !== null && busy !== 'submit'} onClick={submit}>
            {t('counts.submit')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
