import { Badge, Group, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { t } from '../lib/i18n';

/** "12 units recalled" under a stock's units: units an active recall froze, which nothing may take. */
export function UnitsRecalled({ units, size = 'xs' }: { units: number; size?: 'xs' | 'sm' }) {
  if (units <= 0) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="units-recalled">
      <IconAlertOctagon size={14} color="var(--mantine-color-red-7)" style={{ flex: 'none' }} aria-hidden />
      {/* red.8 keeps 4.5:1 on white. */}
      <Text size={size} fw={600} c="red.8" style={{ whiteSpace: 'nowrap' }}>
        {t('domain.unitsRecalled', { count: units })}
      </Text>
    </Group>
  );
}

/** The "Recalled" badge of a lot an active recall froze, with the recall's number when known. */
export function RecalledBadge({ recall }: { recall: { recallNumber: number } | null | undefined }) {
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      leftSection={<IconAlertOctagon size={12} aria-hidden />}
      data-testid="recalled-badge"
      title={recall ? t('domain.recallNumber', { recallNumber: recall.recallNumber }) : undefined}
    >
      {recall ? t('domain.recalledNumber', { recallNumber: recall.recallNumber }) : t('domain.recalled')}
    </Badge>
  );
}
