import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';
import { countStatusKey, type CountStatus } from '@rds/contract';

export { ReasonSelect, reasonWords, signed } from '../../../domain/adjust/reasons';

const STATUS_COLOR: Record<CountStatus, string | undefined> = {
  OPEN: undefined,
  AWAITING_APPROVAL: 'yellow',
  APPLIED: 'green',
  DENIED: 'red',
  CANCELLED: 'gray',
};

/** A count's status in words: Open, Waiting for approval, Applied, Denied, Cancelled. */
export function CountStatusBadge({ status, ...props }: { status: CountStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return <StatusBadge status={status} label={t(countStatusKey(status))} color={STATUS_COLOR[status]} data-testid="count-status" {...props} />;
}
