import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertOctagon, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Recall } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { formatDate, formatNumber } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useAcknowledgeRecallTask, useRecallsInForce } from '../api';

/** "Recall #12: Insulin glargine 100 U/mL, class I". */
const headline = (recall: Recall) => t('dashboard.recall.headline', { number: recall.recallNumber, product: recall.Product.name, class: recall.class });

/** A member's recall in force: red while its task is open, with Acknowledge; amber once acknowledged. */
function MemberRecall({ recall }: { recall: Recall }) {
  const acknowledge = useAcknowledgeRecallTask();
  const open = recall.taskStatus === 'OPEN';
  return (
    <Alert
      color={open ? 'red' : 'yellow'}
      variant={open ? 'filled' : 'light'}
      icon={<IconAlertOctagon size={22} />}
      data-testid="recall-alert"
      title={
        <Anchor component={Link} to={`/recall/${recall._id}`} c="inherit" fw={700} underline="always">
          {headline(recall)}
        </Anchor>
      }
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {t(open ? 'dashboard.recall.openText' : 'dashboard.recall.acknowledgedText', {
            lots: recall.lotNumbers?.join(', ') ?? t('label.recall.allLots'),
            respondBy: formatDate(recall.respondBy),
          })}
        </Text>
        {open && recall.taskId ? (
          <Button
            color="white"
            c="red.9"
            size="compact-md"
            leftSection={<IconCheck size={16} />}
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate(recall.taskId!, { onSuccess: (result) => showSuccess(result.message) })}
          >
            {t('dashboard.recall.acknowledge')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/**
 * The recalls in force on the dashboard: a member's each as an alert it cannot miss (Acknowledge
 * there); the others' as one card of what remains to account for. Nothing while none is in force.
 */
export function RecallAlerts() {
  const { usertype } = useSession();
  const { data } = useRecallsInForce();
  const recalls = (data?.recalls ?? []).filter((recall) => recall.status === 'ACTIVE' && recall.taskStatus !== 'DONE');
  if (recalls.length === 0) return null;
  if (usertype === 'member') {
    return (
      <Stack gap="sm" mb="lg" data-testid="recall-alerts">
        {recalls.map((recall) => (
          <MemberRecall key={recall._id} recall={recall} />
        ))}
      </Stack>
    );
  }
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
              {headline(recall)}
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
