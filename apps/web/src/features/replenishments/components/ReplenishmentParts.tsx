import type { BadgeProps } from '@mantine/core';
import { workflowStatusKey, type Replenishment, type ReplenishmentStatus } from '@rds/contract';
import { StatusBadge, statusColor } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';

const YELLOW_TEXT = '#7a4f00';

export function ReplenishmentStatusBadge({ status, ...props }: { status: ReplenishmentStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={t(workflowStatusKey(status))}
      c={statusColor(status) === 'yellow' ? YELLOW_TEXT : undefined}
      data-testid="replenishment-status"
      {...props}
    />
  );
}

type Shown = Pick<Replenishment, 'status'>;
/** The member's Review: once lots are proposed (the spec: ASSIGNED_REQUEST, APPROVED, DENIED, COMPLETED). */
export const canReview = (task: Shown) => task.status !== 'PENDING';
/** The member's Invoice: ASSIGNED_REQUEST, APPROVED, COMPLETED. */
export const showsInvoice = (task: Pick<Replenishment, 'status' | 'invoiceId'>) =>
  !!task.invoiceId && (task.status === 'ASSIGNED_REQUEST' || task.status === 'APPROVED' || task.status === 'COMPLETED');
