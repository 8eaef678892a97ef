import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertOctagon, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RecallTasksOpen } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { formatDate, formatNumber } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useAcknowledgeRecallTask, useOpenRecallTasks, useRecallsInForce } from '../api';

type OpenTask = RecallTasksOpen['newest'][number];

/** A member's recall in force: red while its task is open, with Acknowledge; amber once acknowledged. */
function MemberRecall({ task }: { task: OpenTask }) {
  const acknowledge = useAcknowledgeRecallTask();
  const open = task.status === 'OPEN';
  return (
    <Alert
      color={open ? 'red' : 'yellow'}
      variant={open ? 'filled' : 'light'}
      icon={<IconAlertOctagon size={22} />}
      data-testid="recall-alert"
      title={
        <Anchor component={Link} to={`/recall/${task.recallId}`} c="inherit" fw={700} underline="always">
          {t('dashboard.recall.headline', { number: task.recallNumber, product: task.product })}
        </Anchor>
      }
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t(open ? 'dashboard.recall.openText' : 'dashboard.recall.acknowledgedText', { respondBy: formatDate(task.respondBy) })}</Text>
        {open ? (
          <Button
            color="white"
            c="red.9"
            size="compact-md"
            leftSection={<IconCheck size={16} />}
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate(task.taskId, { onSuccess: (result) => showSuccess(result.message) })}
          >
            {t('dashboard.recall.acknowledge')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/** The member's recall tasks not yet done, each an alert it cannot miss; "and N more" past the newest few. */
function MemberRecalls() {
  const { data } = useOpenRecallTasks(true);
  if (!data || data.open === 0) return null;
  return (
    <Stack gap="sm" mb="lg" data-testid="recall-alerts">
      {data.newest.map((task) => (
        <MemberRecall key={task.taskId} task={task} />
      ))}
      {data.open > data.newest.length ? (
        <Anchor component={Link} to="/recalls" size="sm" fw={600} c="red.9">
          {t('dashboard.recall.more', { count: data.open - data.newest.length })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The recalls in force, for those who keep or make them: what remains to account for, each with its link. */
function OperatorRecalls() {
  const { data } = useRecallsInForce(true);
  const recalls = (data?.recalls ?? []).filter((recall) => recall.status === 'ACTIVE');
  if (recalls.length === 0) return null;
  return (
    <Paper withBorder shadow="xs" p="lg" mb="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }} data-testid="recall-card">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconAlertOctagon size={22} color="var(--mantine-color-red-7)" />
          <Title order={2} fz="lg">
            {t('dashboard.recall.inForce', { count: recalls.length })}
          </Title>
        </Group>
        <Anchor component={Link} to="/recalls" size="sm">
          {t('dashboard.recall.all')}
        </Anchor>
      </Group>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {recalls.slice(0, 5).map((recall) => (
          <li key={recall._id} data-testid="recall-alert">
            <Anchor component={Link} to={`/recall/${recall._id}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.recall.headlineClass', { number: recall.recallNumber, product: recall.Product.name, class: recall.class })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('dashboard.recall.remaining', {
                remaining: formatNumber(recall.remainingUnits),
                located: formatNumber(recall.locatedUnits),
                respondBy: formatDate(recall.respondBy),
              })}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The recalls in force on the dashboard: a member's each as an alert it cannot miss (Acknowledge
 * there); the others' as one card of what remains to account for. Nothing while none is in force.
 */
export function RecallAlerts() {
  const { usertype } = useSession();
  return usertype === 'member' ? <MemberRecalls /> : <OperatorRecalls />;
}
