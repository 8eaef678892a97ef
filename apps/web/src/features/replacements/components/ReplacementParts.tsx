import type { BadgeProps } from '@mantine/core';
import type { ReplacementStatus } from '@rds/contract';
import { StatusBadge, YELLOW_TEXT } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

/** A replacement's status in words; the raw status stays in the badge's title. */
export const REPLACEMENT_STATUS_LABELS: Record<ReplacementStatus, string> = {
  PENDING: 'replacements.status.PENDING',
  ASSIGNED_REQUEST: 'replacements.status.ASSIGNED_REQUEST',
  APPROVED: 'replacements.status.APPROVED',
  DENIED: 'replacements.status.DENIED',
};

/** Approved is the end of a replacement (the lots are swapped), so it reads green, as a transfer's does. */
const COLORS: Partial<Record<ReplacementStatus, string>> = { APPROVED: 'green' };

export function ReplacementStatusBadge({ status, ...props }: { status: ReplacementStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(REPLACEMENT_STATUS_LABELS[status])}
      color={COLORS[status]}
      c={status === 'ASSIGNED_REQUEST' ? YELLOW_TEXT : undefined}
      data-testid="replacement-status"
      {...props}
    />
  );
}
