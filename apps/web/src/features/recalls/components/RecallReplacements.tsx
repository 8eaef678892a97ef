import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconReplace } from '@tabler/icons-react';
import { Link } from 'react-router';
import { replacementStatusKey } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { formatDate, formatNumber } from '../../../ui/format';
import { errorMessage } from '../../../ui/LoadError';
import { Section } from '../../../ui/Section';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TableScroll } from '../../../ui/TableScroll';
import { useOfferReplacement } from '../api';
import type { RecallDetail } from '../types';

type HoldingStock = RecallDetail['stocks'][number];
const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;

/**
 * Offer a holding member a replacement of its recalled units still on hand: the units (the stock's
 * recalled lots) and a note; all of them are held for it. Once offered, a link to the replacement,
 * where the fresher lots are assigned.
 */
function OfferReplacementDialog({ recall, stock, onClose }: { recall: RecallDetail; stock: HoldingStock; onClose: () => void }) {
  const offer = useOfferReplacement();
  const [note, setNote] = useState('');
  const lots = recall.lots.filter((lot) => lot.stockId === stock.stockId && lot.remainingUnits > 0);
  const offered = offer.data?.data;
  return (
    <Modal
      opened
      onClose={() => (offer.isPending ? undefined : onClose())}
      title={<Text fw={650}>{t('recalls.replacements.dialogTitle', { member: stock.Member.name })}</Text>}
      centered
      size="lg"
    >
      {offered ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconReplace size={18} />} role="status">
            {t('recalls.replacements.done', { units: formatNumber(offered.units) })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button component={Link} to={`/stockreplacement/${offered._id}`} rightSection={<IconArrowRight size={16} />}>
              {t('recalls.replacements.goTo')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('recalls.replacements.dialogText', { count: stock.replaceableUnits, units: formatNumber(stock.replaceableUnits) })}</Text>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="xs" horizontalSpacing="md" aria-label={t('recalls.replacements.lotsHeader')}>
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th {...header}>{t('recalls.lot')}</Table.Th>
                  <Table.Th {...header}>{t('recalls.location')}</Table.Th>
                  <Table.Th ta="right" {...header}>
                    {t('recalls.units.remaining')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lots.map((lot) => (
                  <Table.Tr key={lot.stockUnitId} data-testid="replace-lot">
                    <Table.Td ff="monospace" fw={600}>
                      {lot.lotNumber}
                    </Table.Td>
                    <Table.Td>{lot.Location.name}</Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatNumber(lot.remainingUnits)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Textarea
            label={t('recalls.replacements.note')}
            description={t('recalls.replacements.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            rows={3}
            data-autofocus
          />
          {offer.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="offer-error">
              {errorMessage(offer.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={offer.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              leftSection={<IconReplace size={16} />}
              loading={offer.isPending}
              onClick={() => offer.mutate({ id: recall._id, stockId: stock.stockId, note: note.trim() || undefined })}
            >
              {t('recalls.replacements.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The recall's replacements: each holding member's stock with its recalled units on hand and,
 * where the caller may (`abilities.replace`: the recall's supplier or the administrator), Offer
 * replacement; then the replacements offered, each linked to its page.
 */
export function RecallReplacements({ recall }: { recall: RecallDetail }) {
  const [offering, setOffering] = useState<HoldingStock | null>(null);
  const offers = recall.stocks.some((s) => s.abilities.replace) || recall.replacements.length > 0;
  if (!offers) return null;
  return (
    <Section title={t('recalls.replacements.title')}>
      <Text size="sm" c="dimmed" data-testid="recall-replacements">
        {t('recalls.replacements.text')}
      </Text>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <TableScroll minWidth={620}>
          <Table className="rds-stack" verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th {...header}>{t('recalls.member')}</Table.Th>
                <Table.Th ta="right" {...header}>
                  {t('recalls.replacements.onHand')}
                </Table.Th>
                <Table.Th {...header}>{t('recalls.replacements.latest')}</Table.Th>
                <Table.Th {...header}>{t('recalls.actionsHeader')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recall.stocks.map((stock) => {
                const latest = recall.replacements.find((r) => r.stockId === stock.stockId);
                return (
                  <Table.Tr key={stock.stockId} data-testid="recall-stock">
                    <Table.Td data-label={t('recalls.member')}>
                      <Text size="sm" fw={600}>
                        {stock.Member.name}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={t('recalls.replacements.onHand')} ta="right" className="tabular-nums">
                      {formatNumber(stock.replaceableUnits)}
                    </Table.Td>
                    <Table.Td data-label={t('recalls.replacements.latest')}>
                      {latest ? (
                        <Group gap="xs" wrap="nowrap">
                          <StatusBadge status={latest.status} label={t(replacementStatusKey(latest.status))} data-testid="recall-replacement-status" />
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {formatDate(latest.createdAt)}
                          </Text>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('recalls.replacements.none')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label={t('recalls.actionsHeader')}>
                      <Group gap="xs" wrap="wrap">
                        {stock.abilities.replace ? (
                          <Button
                            size="compact-sm"
                            leftSection={<IconReplace size={14} />}
                            onClick={() => setOffering(stock)}
                            aria-label={t('recalls.replacements.offerFor', { member: stock.Member.name })}
                          >
                            {t('recalls.replacements.offer')}
                          </Button>
                        ) : null}
                        {latest ? (
                          <Button
                            component={Link}
                            to={`/stockreplacement/${latest._id}`}
                            size="compact-sm"
                            variant="light"
                            rightSection={<IconArrowRight size={14} />}
                            aria-label={t('recalls.replacements.viewFor', { member: stock.Member.name })}
                          >
                            {t('recalls.replacements.view')}
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Paper>
      {offering ? <OfferReplacementDialog recall={recall} stock={offering} onClose={() => setOffering(null)} /> : null}
    </Section>
  );
}
