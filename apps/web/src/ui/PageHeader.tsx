import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** Title of a screen, an optional line under it, and actions on the right. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={2} fz={{ base: 22, sm: 26 }} fw={650} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
