import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatNumber } from '../ui/format';
import { t } from '../lib/i18n';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="lg" fw={700} c={color} className="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** Units the request needs, units in the rows, and how many are still needed (or too many). */
export function UnitsTally({ needed, counted, verb }: { needed: number; counted: number; verb: 'add' | 'withdraw' }) {
  const left = needed - counted;
  return (
    <Paper bg="gray.0" radius="md" px="md" py="xs" data-testid="units-tally">
      <Group gap="xl">
        <Figure label={verb === 'add' ? t('domain.unitsToAssign') : t('domain.unitsToWithdraw')} value={formatNumber(needed)} />
        <Figure label={t('domain.inTheRows')} value={formatNumber(counted)} />
        <Figure
          label={left < 0 ? t('domain.tooMany') : t('domain.stillNeeded')}
          value={formatNumber(Math.abs(left))}
          color={left === 0 ? 'green.7' : left < 0 ? 'red.7' : 'orange.8'}
        />
      </Group>
    </Paper>
  );
}
