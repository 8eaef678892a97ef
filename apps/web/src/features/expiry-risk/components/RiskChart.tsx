import { useId, useState } from 'react';
import { Group, Paper, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import type { ExpiryRisk } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { MonthBarChart } from '../../../ui/MonthBarChart';
import { compactCurrency } from './compact';

type Series = 'value' | 'units';

/**
 * Value (or units) at risk by month of expiry over the horizon, as bars; the months and both
 * figures as a table for screen readers.
 */
export function RiskChart({ data, months, loading }: { data: ExpiryRisk | undefined; months: number; loading: boolean }) {
  const titleId = useId();
  const [series, setSeries] = useState<Series>('value');
  const rows = data?.months ?? [];
  const nothing = data !== undefined && data.total === 0;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {series === 'value' ? t('expiryRisk.valueByMonth') : t('expiryRisk.unitsByMonth')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('expiryRisk.byMonthOfExpiry', { count: months })}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('expiryRisk.show')}
          size="xs"
          value={series}
          onChange={(value) => setSeries(value as Series)}
          data={[
            { value: 'value', label: t('expiryRisk.value') },
            { value: 'units', label: t('expiryRisk.units') },
          ]}
        />
      </Group>
      {loading && !data ? (
        <Skeleton h={280} />
      ) : nothing ? (
        <EmptyState title={t('expiryRisk.nothingAtRisk', { count: months })} description={t('expiryRisk.nothingAtRiskHint')} size="sm" />
      ) : (
        <MonthBarChart
          rows={rows.map((row) => ({ month: row.month, value: series === 'value' ? row.value : row.units }))}
          labelledBy={titleId}
          format={series === 'value' ? compactCurrency : formatNumber}
          whole={series === 'units'}
          showValues={false}
          testId="expiry-risk-chart"
          table={{
            monthHeader: t('expiryRisk.month'),
            columns: [
              { header: t('expiryRisk.valueAtRisk'), cell: (_, index) => formatCurrency(rows[index]!.value) },
              { header: t('expiryRisk.unitsAtRisk'), cell: (_, index) => formatNumber(rows[index]!.units) },
            ],
          }}
        />
      )}
    </Paper>
  );
}
