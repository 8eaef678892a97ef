import type { BadgeProps } from '@mantine/core';
import { workflowStatusKey, type TransferStatus } from '@rds/contract';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

/** A transfer's status: Pending (primary), Approved (green: the units moved), Denied (red). */
export function TransferStatusBadge({ status, ...props }: { status: TransferStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(workflowStatusKey(status))}
      color={status === 'APPROVED' ? 'green' : undefined}
      data-testid="transfer-status"
      {...props}
    />
  );
}
