import type { BadgeProps } from '@mantine/core';
import type { StockRequestStatus } from '@rds/contract';
import { StatusBadge, statusColor, YELLOW_TEXT } from '../ui/StatusBadge';
import { t } from '../lib/i18n';

/** A stock request's status in words (catalogue keys); the raw status stays in the badge's title. */
export const STOCK_REQUEST_STATUS_LABELS: Record<StockRequestStatus, string> = {
  PENDING: 'domain.requestStatus.PENDING',
  APPROVED: 'domain.requestStatus.APPROVED',
  DENIED: 'domain.requestStatus.DENIED',
  ASSIGNED_REQUEST: 'domain.requestStatus.ASSIGNED_REQUEST',
  ASSIGN_APPROVED: 'domain.requestStatus.ASSIGN_APPROVED',
  ASSIGNED: 'domain.requestStatus.ASSIGNED',
};

/**
 * The spec's colours: PENDING primary; ASSIGNED_REQUEST, ASSIGN_APPROVED and APPROVED warning
 * (yellow); DENIED danger (red); any other dark.
 */
export function StockRequestStatusBadge({ status, ...props }: { status: StockRequestStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(STOCK_REQUEST_STATUS_LABELS[status])}
      c={statusColor(status) === 'yellow' ? YELLOW_TEXT : undefined}
      data-testid="stock-request-status"
      {...props}
    />
  );
}
