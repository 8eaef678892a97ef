import type { CSSProperties } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from '../pages/DashboardPage.module.css';
import { formatNumber } from '../../../ui/format';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  hint: string;
  icon: Icon;
  color: MantineColor;
  to?: string;
  loading?: boolean;
  /** Columns the card spans (the last card fills its row): below lg, where the grid has two, and from lg. */
  span?: { base: number; lg: number };
}

/** One total: what it counts, the number, a line of context; a link when a screen lists those records. */
export function StatCard({ label, value, hint, icon: StatIcon, color, to, loading, span }: StatCardProps) {
  const className = span ? `${classes.statCard} ${classes.wide}` : classes.statCard;
  const style = span ? ({ '--span': span.base, '--span-lg': span.lg } as CSSProperties) : undefined;
  const body = (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" fw={600} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {label}
        </Text>
        {/* Beside the label only where both fit: on a phone the card is too narrow for the word and the icon. */}
        <ThemeIcon size={38} radius="md" variant="light" color={color} visibleFrom="xs">
          <StatIcon size={21} stroke={1.7} />
        </ThemeIcon>
      </Group>
      {loading ? (
        <Skeleton h={34} w={72} mt={4} />
      ) : (
        <Text fz={32} fw={700} lh={1.1} className="tabular-nums" data-testid={`stat-${label}`}>
          {formatNumber(value ?? 0)}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={8}>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {to ? <IconArrowRight size={16} className={classes.chevron} /> : null}
      </Group>
    </>
  );
  return to ? (
    <Paper component={Link} to={to} withBorder shadow="xs" p={{ base: 'sm', xs: 'lg' }} className={className} style={style}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder shadow="xs" p={{ base: 'sm', xs: 'lg' }} className={className} style={style}>
      {body}
    </Paper>
  );
}
