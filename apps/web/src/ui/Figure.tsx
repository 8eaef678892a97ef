import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A figure of a card: a small uppercase label over its value. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
