import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Stock } from '@rds/contract';
import { months, UnitsHeld } from '../../../domain';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

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
