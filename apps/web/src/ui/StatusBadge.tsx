import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { i18n, t } from '../lib/i18n';

/** The spec's badge colours: PENDING primary; proposal and approval states warning; DENIED danger; COMPLETED success; others dark. */
const STATUS_COLORS: Record<string, MantineColor> = {
  PENDING: 'primary',
  ASSIGNED_REQUEST: 'yellow',
  ASSIGN_APPROVED: 'yellow',
  APPROVED: 'yellow',
  DENIED: 'red',
  COMPLETED: 'green',
};

/** Text on a light yellow badge: Mantine's own yellow is too pale to read there. */
export const YELLOW_TEXT = '#7a4f00';

export function statusColor(status: string): MantineColor {
  return STATUS_COLORS[status] ?? 'dark';
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
  /** Words to show instead of the raw status (e.g. "Waiting for Approval"); the colour still follows the status. */
  label?: string;
  /** Force a colour for special labels. */
  color?: MantineColor;
}

/** A status, always as a word, in the colour of its meaning. */
export function StatusBadge({ status, label, color, ...props }: StatusBadgeProps) {
  const resolved = color ?? statusColor(status);
  return (
    <Badge
      variant="light"
      radius="sm"
      color={resolved === 'primary' ? undefined : resolved}
      title={status}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {label ?? (i18n.exists(`status.${status}`) ? t(`status.${status}`) : status)}
    </Badge>
  );
}
