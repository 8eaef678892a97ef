import type { BadgeProps } from '@mantine/core';
import { workflowStatusKey, type StockRequestStatus } from '@rds/contract';
import { StatusBadge, statusColor, YELLOW_TEXT } from '../ui/StatusBadge';
import { t } from '../lib/i18n';

/**
 * The spec's colours: PENDING primary; ASSIGNED_REQUEST, ASSIGN_APPROVED and APPROVED warning
 * (yellow); DENIED danger (red); any other dark.
 */
export function StockRequestStatusBadge({ status, ...props }: { status: StockRequestStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(workflowStatusKey(status))}
      c={statusColor(status) === 'yellow' ? YELLOW_TEXT : undefined}
      data-testid="stock-request-status"
      {...props}
    />
  );
}
