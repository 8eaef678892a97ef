import { SimpleGrid, Text } from '@mantine/core';
import type { Stock } from '@rds/contract';
import { Figure } from '../../../ui/Figure';
import { DaysOfCover, MonthlyUsage, months, UnitsHeld } from '../../../domain';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** Par level, total assigned units and minimum expiry of a stock, side by side; under them its monthly usage and days of cover. */
export function StockFigures({ stock }: { stock: Stock }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md" verticalSpacing="sm">
      <Figure label={t('stock.parLevel')}>
        <Text fz="lg" fw={700} className="tabular-nums" data-testid="par-level">
          {formatNumber(stock.parLevel)}
        </Text>
      </Figure>
      <Figure label={t('stock.assignedUnits')}>
        <UnitsHeld stock={stock} />
      </Figure>
      <Figure label={t('stock.minimumExpiry')}>
        <Text fz="lg" fw={700}>
          {months(stock.minimumExpiry)}
        </Text>
      </Figure>
      <Figure label={t('figures.monthlyUsage')}>
        <MonthlyUsage stock={stock} size="lg" />
      </Figure>
      <Figure label={t('figures.daysOfCover')}>
        <DaysOfCover stock={stock} size="lg" />
      </Figure>
    </SimpleGrid>
  );
}
