import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A small uppercase label over a value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6} style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      {children}
    </div>
  );
}
