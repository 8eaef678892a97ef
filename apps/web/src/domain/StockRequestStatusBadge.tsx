import type { BadgeProps } from '@mantine/core';
import type { StockRequestStatus } from '@rds/contract';
import { StatusBadge, statusColor, YELLOW_TEXT } from '../ui/StatusBadge';

/** A stock request's status in words; the raw status stays in the badge's title. */
export const STOCK_REQUEST_STATUS_LABELS: Record<StockRequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  ASSIGNED_REQUEST: 'Stock proposed',
  ASSIGN_APPROVED: 'Proposal approved',
  ASSIGNED: 'Assigned',
};

/**
 * The spec's colours: PENDING primary; ASSIGNED_REQUEST, ASSIGN_APPROVED and APPROVED warning
 * (yellow); DENIED danger (red); any other dark.
 */
export function StockRequestStatusBadge({ status, ...props }: { status: StockRequestStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={STOCK_REQUEST_STATUS_LABELS[status]}
      c={statusColor(status) === 'yellow' ? YELLOW_TEXT : undefined}
      data-testid="stock-request-status"
      {...props}
    />
  );
}
