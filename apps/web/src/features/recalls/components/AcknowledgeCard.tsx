import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconCheck } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { formatDate, formatDateTime } from '../../../ui/format';
import { errorMessage } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useAcknowledgeRecall } from '../api';
import type { RecallDetail } from '../types';

/**
 * The member's task on a recall in force, at the top of the recall: what to do by when, and
 * Acknowledge while it is open; once acknowledged, when. Nothing for anyone without a task.
 */
export function AcknowledgeCard({ recall }: { recall: RecallDetail }) {
  const acknowledge = useAcknowledgeRecall();
  const { usertype } = useSession();
  // A member sees its own task alone; others act on the lots, not on a task.
  const task = recall.tasks.find((row) => row.abilities.acknowledge) ?? (usertype === 'member' ? recall.tasks[0] : undefined);
  if (!task || recall.status !== 'ACTIVE' || task.status === 'DONE') return null;
  const open = task.abilities.acknowledge;
  return (
    <Alert
      color={open ? 'red' : 'yellow'}
      variant={open ? 'filled' : 'light'}
      icon={<IconAlertOctagon size={22} />}
      title={open ? t('recalls.task.openTitle') : t('recalls.task.acknowledgedTitle')}
      data-testid="recall-task-card"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`recalls.task.whatToDo.${recall.action}`, { respondBy: formatDate(recall.respondBy) })}</Text>
        {open ? (
          <Group gap="sm">
            <Button
              color="white"
              c="red.9"
              leftSection={<IconCheck size={16} />}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate({ taskId: task._id }, { onSuccess: (result) => showSuccess(result.message) })}
            >
              {t('recalls.task.acknowledge')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('recalls.task.acknowledgedOn', { date: formatDateTime(task.acknowledgedAt) })}</Text>
        )}
        {acknowledge.isError ? (
          <Text size="sm" fw={700} role="alert" data-testid="acknowledge-error">
            {errorMessage(acknowledge.error)}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
