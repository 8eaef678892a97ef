import type { BadgeProps } from '@mantine/core';
import type { TransferStatus } from '@rds/contract';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

const LABELS: Record<TransferStatus, string> = {
  PENDING: 'domain.requestStatus.PENDING',
  APPROVED: 'domain.requestStatus.APPROVED',
  DENIED: 'domain.requestStatus.DENIED',
};

/** A transfer's status: Pending (primary), Approved (green: the units moved), Denied (red). */
export function TransferStatusBadge({ status, ...props }: { status: TransferStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return <StatusBadge status={status} label={t(LABELS[status])} color={status === 'APPROVED' ? 'green' : undefined} data-testid="transfer-status" {...props} />;
}
