import type { ReactNode } from 'react';
import { Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { applyLanguage, t } from '../../../lib/i18n';
import { BrandMark } from '../../../ui/BrandMark';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import classes from './AuthLayout.module.css';

/** The sign-in frame: the programme's name over a centred card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className={classes.page}>
      <Paper className={classes.card} withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 36 }}>
        <Stack gap="lg">
          <div className={classes.brand}>
            <BrandMark size={40} />
            <div>
              <Text fw={700} size="lg" lh={1.2}>
                {t('app.name')}
              </Text>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.eyebrow}>
                {t('auth.eyebrow')}
              </Text>
            </div>
            <Box ml="auto">
              <LanguageSwitch onChange={(language) => void applyLanguage(language, { chosenSignedOut: true })} />
            </Box>
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
            {t('auth.secure')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('auth.footer')}
        </Text>
      </div>
    </main>
  );
}
