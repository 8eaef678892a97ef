import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import type { ExpiryRisk } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { Figure } from '../../../ui/Figure';
import { formatCurrency, formatDate, formatNumber } from '../../../ui/format';

/** The horizon's totals: value, units and lots at risk, as of the figures' day, the recalled units left out, and how they are computed. */
export function RiskSummary({ data, months }: { data: ExpiryRisk | undefined; months: number }) {
  const value = data?.months.reduce((sum, month) => sum + month.value, 0) ?? 0;
  const units = data?.months.reduce((sum, month) => sum + month.units, 0) ?? 0;
  const figure = (text: string) =>
    data ? (
      <Text fz={{ base: 24, sm: 30 }} fw={700} className="tabular-nums" lh={1.2}>
        {text}
      </Text>
    ) : (
      <Skeleton h={36} w={120} />
    );
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} mb="lg" data-testid="expiry-risk-summary">
      <Group gap="xl" align="flex-start" wrap="wrap" mb="sm">
        <Figure label={t('expiryRisk.valueAtRisk')}>{figure(formatCurrency(value))}</Figure>
        <Figure label={t('expiryRisk.unitsAtRisk')}>{figure(formatNumber(units))}</Figure>
        <Figure label={t('expiryRisk.lotsAtRisk')}>{figure(formatNumber(data?.total ?? 0))}</Figure>
      </Group>
      <Text size="sm" c="dimmed">
        {data ? t('expiryRisk.horizonAsOf', { count: months, day: formatDate(data.asOf) }) : null}
      </Text>
      {data && data.recalledUnits > 0 ? (
        <Group gap={6} mt={4} wrap="nowrap" data-testid="expiry-risk-recalled">
          <IconAlertOctagon size={16} color="var(--mantine-color-red-7)" style={{ flex: 'none' }} aria-hidden />
          {/* red.8 keeps 4.5:1 on white. */}
          <Text size="sm" fw={600} c="red.8">
            {t('expiryRisk.recalledApart', { count: data.recalledUnits })}
          </Text>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed" mt={4} data-testid="how-computed">
        {t('expiryRisk.howComputed')}
      </Text>
    </Paper>
  );
}
