import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A titled panel of a detail page; full height, so that panels side by side line up. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p="lg" h="100%">
      <Stack gap="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
