import { Badge, Group, Progress, Stack, Text, type BadgeProps, type TextProps } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';
import { formatNumber } from '../../../ui/format';
import { StatusBadge, YELLOW_TEXT } from '../../../ui/StatusBadge';
import type { RecallAction, RecallClass, RecallDisposition, RecallStatus, RecallTaskStatus } from '../types';

const STATUS_COLOR: Record<RecallStatus, string> = { DRAFT: 'gray', ACTIVE: 'red', CLOSED: 'green', REVERTED: 'dark' };

/* The contract's words for statuses, actions and dispositions: the trace's CSV export writes the same. */
export const recallStatusWords = (status: RecallStatus) => t(`label.recall.${status}`);
export const recallActionWords = (action: RecallAction) => t(`label.recall.${action}`);
export const dispositionWords = (disposition: RecallDisposition) => t(`label.recall.${disposition}`);
export const taskStatusWords = (status: RecallTaskStatus) => t(`label.recallTask.${status}`);

/** "Recall #12". */
export const recallTitle = (recallNumber: number) => t('recalls.recallNumber', { number: recallNumber });

/** A recall's status: Draft, Active, Closed, Reverted; an active one reads red, as it asks every holder to act. */
export function RecallStatusBadge({ status, ...props }: { status: RecallStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return <StatusBadge status={status} label={recallStatusWords(status)} color={STATUS_COLOR[status]} data-testid="recall-status" {...props} />;
}

/**
 * Health Canada's class: I (a reasonable chance of serious harm) is filled red with an icon, so it
 * cannot be taken for the others; II reads orange, III grey.
 */
export function RecallClassBadge({ recallClass, ...props }: { recallClass: RecallClass } & Omit<BadgeProps, 'children' | 'color'>) {
  const first = recallClass === 'I';
  return (
    <Badge
      variant={first ? 'filled' : 'light'}
      color={first ? 'red.8' : recallClass === 'II' ? 'orange' : 'gray'}
      c={recallClass === 'II' ? YELLOW_TEXT : undefined}
      radius="sm"
      leftSection={first ? <IconAlertOctagon size={12} aria-hidden /> : undefined}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="recall-class"
      {...props}
    >
      {t('recalls.classN', { class: recallClass })}
    </Badge>
  );
}

/** A task's status: Open (waiting for the member), Acknowledged, Done. */
export function TaskStatusBadge({ status }: { status: RecallTaskStatus }) {
  const color = status === 'OPEN' ? 'red' : status === 'ACKNOWLEDGED' ? 'yellow' : 'green';
  return (
    <StatusBadge
      status={status}
      label={taskStatusWords(status)}
      color={color}
      c={status === 'ACKNOWLEDGED' ? YELLOW_TEXT : undefined}
      data-testid="task-status"
    />
  );
}

/** The lots a recall names, or "All lots". */
export function lotsWords(lotNumbers: string[] | null) {
  return lotNumbers && lotNumbers.length > 0 ? lotNumbers.join(', ') : t('label.recall.allLots');
}

/** The lots a recall names, each kept whole on its line ("INS-0815" never breaks at its hyphen), or "Every lot". */
export function LotsText({ lotNumbers, ...props }: { lotNumbers: string[] | null } & Omit<TextProps, 'children'>) {
  if (!lotNumbers || lotNumbers.length === 0) {
    return (
      <Text size="sm" {...props}>
        {lotsWords(null)}
      </Text>
    );
  }
  return (
    <Text size="sm" ff="monospace" {...props}>
      {lotNumbers.map((lot, index) => (
        <span key={lot} style={{ whiteSpace: 'nowrap' }}>
          {lot}
          {index < lotNumbers.length - 1 ? ', ' : null}
        </span>
      ))}
    </Text>
  );
}

/** Units accounted for (returned, destroyed or lost) of those located, as a bar and in figures. */
export function AccountedBar({ accounted, located, size = 'sm', width }: { accounted: number; located: number; size?: 'sm' | 'md'; width?: number }) {
  const percent = located > 0 ? Math.round((accounted / located) * 100) : 0;
  const words = t('recalls.accountedOf', { accounted: formatNumber(accounted), located: formatNumber(located) });
  return (
    <Stack gap={4} w={width} data-testid="recall-accounted">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={size === 'md' ? 'sm' : 'xs'} fw={600} className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
          {words}
        </Text>
        {located > 0 ? (
          <Text size="xs" c="dimmed" className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
            {t('recalls.percent', { percent })}
          </Text>
        ) : null}
      </Group>
      <Progress
        value={percent}
        size={size === 'md' ? 'lg' : 'sm'}
        color={percent >= 100 ? 'green' : 'red'}
        radius="xl"
        aria-label={t('recalls.accountedLabel', { words })}
      />
    </Stack>
  );
}
