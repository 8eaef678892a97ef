import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { BrandMark } from '../../ui/BrandMark';
import classes from './AuthLayout.module.css';

/** The sign-in frame: the programme's name over a centred card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <main className={classes.page}>
      <Paper className={classes.card} withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 36 }}>
        <Stack gap="lg">
          <div className={classes.brand}>
            <BrandMark size={40} />
            <div>
              <Text fw={700} size="lg" lh={1.2}>
                Reserve Drug Supply
              </Text>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.eyebrow}>
                Programme portal
              </Text>
            </div>
          </div>
          <Divider />
          <Stack gap={6}>
            <Title order={1} fz={24} fw={650}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
      <div className={classes.footer}>
        <Group gap={6} justify="center">
          <IconLock size={14} color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed">
            Secure sign-in with a one-time code. No password to remember.
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Reserve Drug Supply Programme · Toronto, Ontario
        </Text>
      </div>
    </main>
  );
}
