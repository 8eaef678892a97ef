import type { BadgeProps } from '@mantine/core';
import type { TransferStatus } from '@rds/contract';
import { StatusBadge } from '../../../ui/StatusBadge';

const LABELS: Record<TransferStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', DENIED: 'Denied' };

/** A transfer's status: Pending (primary), Approved (green: the units moved), Denied (red). */
export function TransferStatusBadge({ status, ...props }: { status: TransferStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return <StatusBadge status={status} label={LABELS[status]} color={status === 'APPROVED' ? 'green' : undefined} data-testid="transfer-status" {...props} />;
}
