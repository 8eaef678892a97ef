import { SimpleGrid, Text } from '@mantine/core';
import type { Stock } from '@rds/contract';
import { Figure } from '../../../ui/Figure';
import { months, UnitsHeld } from '../../../domain';

/** Par level, total assigned units and minimum expiry of a stock, side by side. */
export function StockFigures({ stock }: { stock: Stock }) {
  return (
    <SimpleGrid cols={3} spacing="md">
      <Figure label="Par level">
        <Text fz="lg" fw={700} className="tabular-nums" data-testid="par-level">
          {stock.parLevel.toLocaleString('en-CA')}
        </Text>
      </Figure>
      <Figure label="Assigned units">
        <UnitsHeld stock={stock} />
      </Figure>
      <Figure label="Minimum expiry">
        <Text fz="lg" fw={700}>
          {months(stock.minimumExpiry)}
        </Text>
      </Figure>
    </SimpleGrid>
  );
}
