import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { USER_TYPE_LABELS } from '@rds/contract';
import { useImpersonator } from '../../lib/impersonation';
import { useSession } from '../../lib/session';
import { useReturnToMySession } from './api';

/**
 * On every page while an administrator acts as someone else: who is being acted as, for whom,
 * and the one way back.
 */
export function ImpersonationBanner() {
  const impersonator = useImpersonator();
  const { user, usertype } = useSession();
  const { returnToMySession, pending } = useReturnToMySession();
  if (!impersonator) return null;
  const name = user?.name || user?.email || 'another user';
  const type = usertype ? USER_TYPE_LABELS[usertype] : 'user';
  return (
    <Paper
      role="region"
      aria-label="Acting as another user"
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
            You are acting as{' '}
            <Text span fw={700} inherit>
              {name}
            </Text>{' '}
            ({type}) for{' '}
            <Text span fw={700} inherit>
              {impersonator.user.name}
            </Text>
          </Text>
        </Group>
        <Button color="orange" variant="filled" size="sm" leftSection={<IconArrowBackUp size={16} />} loading={pending} onClick={returnToMySession}>
          Return to my session
        </Button>
      </Group>
    </Paper>
  );
}
