import type { BadgeProps } from '@mantine/core';
import { replacementStatusKey, type ReplacementStatus } from '@rds/contract';
import { StatusBadge, YELLOW_TEXT } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

/** Approved is the end of a replacement (the lots are swapped), so it reads green, as a transfer's does. */
const COLORS: Partial<Record<ReplacementStatus, string>> = { APPROVED: 'green' };

export function ReplacementStatusBadge({ status, ...props }: { status: ReplacementStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(replacementStatusKey(status))}
      color={COLORS[status]}
      c={status === 'ASSIGNED_REQUEST' ? YELLOW_TEXT : undefined}
      data-testid="replacement-status"
      {...props}
    />
  );
}
