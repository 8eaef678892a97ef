import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Paper, Stack, Table, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { EmptyState } from '../ui/EmptyState';
import { formatNumber } from '../ui/format';
import { t } from '../lib/i18n';
import { TableScroll } from '../ui/TableScroll';
import { RecalledBadge } from './Recalled';

export interface LotRow {
  _id: string;
  Location: { name: string; line1: string; line2: string; postalCode: string };
  assignedUnits: number;
  /** Of those, units held for a pending transfer (a stock's lots only). */
  reservedUnits?: number;
  lotNumber: string;
  expiry: string;
  /** What the viewer may do with the lot (an operator's Adjust). */
  abilities?: { adjust?: boolean };
  /** An active recall froze the lot (a stock's lots, Total Stock's). */
  recalled?: boolean;
  recall?: { recallNumber: number } | null;
}

export interface LotsTableProps {
  rows: LotRow[];
  /** How the expiry reads on this screen (the spec gives each screen its own format). */
  formatExpiry: (value: string) => string;
  /** Show the location's name above its address. */
  withLocationName?: boolean;
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Draw without its own border (inside a modal or a card). */
  bare?: boolean;
  /** A lot's action (Adjust), in a last column; the column is there only when given. */
  action?: (row: LotRow) => ReactNode;
}

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600, style: { letterSpacing: '0.03em' } } as const;

/**
 * The stock units (lots) of a stock or of a proposal: #, location, units, lot number, expiry, and
 * the units in total. Not paged: a stock holds a handful of lots.
 */
export function LotsTable({
  rows,
  formatExpiry,
  withLocationName = false,
  loading = false,
  emptyTitle = t('domain.lots.emptyTitle'),
  emptyDescription = t('domain.lots.emptyDescription'),
  bare = false,
  action,
}: LotsTableProps) {
  const total = rows.reduce((sum, row) => sum + row.assignedUnits, 0);
  const table = (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.55 }} loaderProps={{ type: 'dots' }} />
      <TableScroll minWidth={560}>
        <Table className="rds-stack" verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th w={48} {...header}>
                #
              </Table.Th>
              <Table.Th {...header}>{t('domain.location')}</Table.Th>
              <Table.Th ta="right" {...header}>
                {t('domain.units')}
              </Table.Th>
              <Table.Th {...header}>{t('domain.lotNumber')}</Table.Th>
              <Table.Th {...header}>{t('domain.expiry')}</Table.Th>
              {action ? <Table.Th {...header}>{t('domain.lotAction')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={action ? 6 : 5} p={0}>
                  {loading ? (
                    <Box h={140} />
                  ) : (
                    <EmptyState size="sm" icon={<IconMapPin size={26} stroke={1.6} />} title={emptyTitle} description={emptyDescription} />
                  )}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                <Table.Tr key={row._id}>
                  <Table.Td c="dimmed" className="tabular-nums">
                    {index + 1}
                  </Table.Td>
                  <Table.Td data-label={t('domain.location')}>
                    <Stack gap={0}>
                      {withLocationName ? (
                        <Text size="sm" fw={600}>
                          {row.Location.name}
                        </Text>
                      ) : null}
                      <Text size="sm">{row.Location.line1}</Text>
                      <Text size="sm">{row.Location.line2}</Text>
                      <Text size="sm" c="dimmed">
                        {row.Location.postalCode}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t('domain.units')} ta="right" fw={600} className="tabular-nums">
                    {formatNumber(row.assignedUnits)}
                    {row.reservedUnits ? (
                      <Text size="xs" c="dimmed" fw={400} style={{ whiteSpace: 'nowrap' }} data-testid="held-for-transfer">
                        {t('domain.heldForATransfer', { reservedUnits: formatNumber(row.reservedUnits) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={t('domain.lotNumber')} ff="monospace" fz="sm">
                    {row.lotNumber}
                    {row.recalled ? (
                      <Box mt={4} ff="var(--mantine-font-family)">
                        <RecalledBadge recall={row.recall} />
                      </Box>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={t('domain.expiry')} style={{ whiteSpace: 'nowrap' }}>
                    {formatExpiry(row.expiry)}
                  </Table.Td>
                  {action ? <Table.Td data-label={t('domain.lotAction')}>{action(row)}</Table.Td> : null}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {rows.length > 1 ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Td />
                <Table.Td fw={600} fz="sm">
                  {t('domain.total')}
                </Table.Td>
                <Table.Td ta="right" fw={700} className="tabular-nums">
                  {formatNumber(total)}
                </Table.Td>
                <Table.Td colSpan={action ? 3 : 2} />
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </TableScroll>
    </Box>
  );
  return bare ? (
    table
  ) : (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
      {table}
    </Paper>
  );
}
