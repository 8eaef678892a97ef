import { useId, useState } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { Wastage } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { formatCompactCurrency, formatCurrency, formatNumber } from '../../../ui/format';
import { MonthBarChart } from '../../../ui/MonthBarChart';

type Series = 'value' | 'units';

/**
 * Wastage: units written off as expired, and their value, month by month over the last twelve
 * months, with the totals. The bars show one series at a time; screen readers get every month with
 * both figures as a table.
 */
export function WastageCard({ wastage, loading }: { wastage: Wastage | null | undefined; loading: boolean }) {
  const titleId = useId();
  const chartId = useId();
  const [series, setSeries] = useState<Series>('value');
  const months = wastage?.months ?? [];
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} mt="md" aria-labelledby={titleId} component="section" data-testid="wastage-card">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={3} fz="lg" id={titleId}>
            {t('dashboard.wastage.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.wastage.description', { count: months.length || 12 })}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('dashboard.wastage.show')}
          size="xs"
          value={series}
          onChange={(value) => setSeries(value as Series)}
          data={[
            { value: 'value', label: t('dashboard.wastage.value') },
            { value: 'units', label: t('dashboard.wastage.units') },
          ]}
        />
      </Group>
      {loading && !wastage ? (
        <Skeleton h={240} />
      ) : !wastage || wastage.totalUnits === 0 ? (
        <EmptyState title={t('dashboard.wastage.none')} description={t('dashboard.wastage.noneHint')} size="sm" />
      ) : (
        <>
          <SimpleGrid cols={2} spacing="md" mb="md">
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboard.wastage.totalValue', { count: months.length })}
              </Text>
              <Text fz={24} fw={700} className="tabular-nums" data-testid="wastage-total-value">
                {formatCurrency(wastage.totalValue)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboard.wastage.totalUnits', { count: months.length })}
              </Text>
              <Text fz={24} fw={700} className="tabular-nums" data-testid="wastage-total-units">
                {formatNumber(wastage.totalUnits)}
              </Text>
            </div>
          </SimpleGrid>
          <Text size="sm" fw={600} mb="xs" id={chartId}>
            {series === 'value' ? t('dashboard.wastage.valueByMonth') : t('dashboard.wastage.unitsByMonth')}
          </Text>
          <MonthBarChart
            rows={months.map((row) => ({ month: row.month, value: series === 'value' ? row.value : row.units }))}
            labelledBy={chartId}
            format={series === 'value' ? formatCompactCurrency : formatNumber}
            whole={series === 'units'}
            showValues={false}
            testId="wastage-chart"
            table={{
              monthHeader: t('dashboard.wastage.month'),
              columns: [
                { header: t('dashboard.wastage.valueWrittenOff'), cell: (_, index) => formatCurrency(months[index]!.value) },
                { header: t('dashboard.wastage.unitsWrittenOff'), cell: (_, index) => formatNumber(months[index]!.units) },
              ],
            }}
          />
        </>
      )}
    </Paper>
  );
}
