import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { useImpersonator } from '../../../lib/impersonation';
import { useSession } from '../../../lib/session';
import { useReturnToMySession } from '../api';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/**
 * On every page while an administrator acts as someone else: who is being acted as, for whom,
 * and the one way back.
 */
export function ImpersonationBanner() {
  const impersonator = useImpersonator();
  const { user, usertype } = useSession();
  const { returnToMySession, pending } = useReturnToMySession();
  if (!impersonator) return null;
  const name = user?.name || user?.email || t('impersonation.anotherUser');
  const type = usertype ? t(`userType.${usertype}`) : t('impersonation.user');
  return (
    <Paper
      role="region"
      aria-label={t('impersonation.actingAsAnotherUser')}
      data-testid="acting-banner"
      withBorder
      radius="md"
      px="md"
      py="sm"
      mb="lg"
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-4)', borderLeftWidth: 4 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <ThemeIcon color="orange" variant="light" size={34} radius="xl" style={{ flex: 'none' }}>
            <IconUserShield size={20} />
          </ThemeIcon>
          <Text size="sm" c="orange.9">
            <Trans
              i18nKey="impersonation.actingAs"
              values={{ name, type, administrator: impersonator.user.name }}
              components={{ b: <Text span fw={700} inherit /> }}
            />
          </Text>
        </Group>
        <Button color="orange" variant="filled" size="sm" leftSection={<IconArrowBackUp size={16} />} loading={pending} onClick={returnToMySession}>
          {t('impersonation.returnToMySession')}
        </Button>
      </Group>
    </Paper>
  );
}
