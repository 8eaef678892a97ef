import { Badge, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { stockRequestKindKey, type StockRequest, type StockRequestKind, type StockRequestStatus } from '@rds/contract';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** The statuses at which stock has been proposed: Review (and Invoice) make sense from here on. */
export const PROPOSED_STATUSES: readonly StockRequestStatus[] = ['ASSIGNED_REQUEST', 'ASSIGN_APPROVED', 'ASSIGNED'];
export const hasProposal = (request: Pick<StockRequest, 'status'>) => PROPOSED_STATUSES.includes(request.status);

/** Increase or Decrease, as a small badge with an arrow. */
export function KindBadge({ kind }: { kind: StockRequestKind }) {
  const increase = kind === 'INCREASE';
  return (
    <Badge
      variant="outline"
      radius="sm"
      color={increase ? 'teal' : 'grape'}
      leftSection={increase ? <IconArrowUpRight size={12} /> : <IconArrowDownRight size={12} />}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(stockRequestKindKey(kind))}
    </Badge>
  );
}

/** "300 → 400". */
export function ParChange({ request }: { request: Pick<StockRequest, 'parLevel' | 'requestedParLevel'> }) {
  return (
    <Group gap={6} wrap="nowrap" className="tabular-nums">
      <Text size="sm" c="dimmed">
        {formatNumber(request.parLevel)}
      </Text>
      <Text size="sm" c="dimmed">
        →
      </Text>
      <Text size="sm" fw={700}>
        {formatNumber(request.requestedParLevel)}
      </Text>
    </Group>
  );
}
