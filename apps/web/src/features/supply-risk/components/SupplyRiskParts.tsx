import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { supplyRiskReasonKey, type SupplyRisk, type SupplyRiskReason } from '@rds/contract';
import { UnitsRecalled } from '../../../domain';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

const REASON_COLORS: Record<SupplyRiskReason, string> = {
  NO_UNITS: 'red',
  SINGLE_LOCATION: 'orange',
  SINGLE_DISTRIBUTOR: 'orange',
  RED_FLAG: 'red',
  LOW_COVER: 'yellow',
};

const wrapping = {
  root: { height: 'auto', paddingBlock: 3, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 },
} as const;

/** The risk mark: a badge per reason, most serious first; "No risk" when there is none. */
export function RiskMark({ reasons }: { reasons: SupplyRisk['reasons'] }) {
  if (reasons.length === 0) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="risk-mark">
        <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
        <Text size="sm">{t('supplyRisk.noRisk')}</Text>
      </Group>
    );
  }
  return (
    <Group gap={4} data-testid="risk-mark">
      {reasons.map((reason) => (
        <Badge key={reason} color={REASON_COLORS[reason]} variant="light" radius="sm" styles={wrapping} title={t(`supplyRisk.why.${reason}`)}>
          {t(supplyRiskReasonKey(reason))}
        </Badge>
      ))}
    </Group>
  );
}

/** Who holds the units: each name with its units, most first; "None" when nobody does. */
export function Holders({ holders, testId }: { holders: { _id: string; name: string; units: number }[]; testId: string }) {
  if (holders.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('supplyRisk.none')}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid={testId}>
      {holders.map((holder) => (
        <Text key={holder._id} size="sm" lh={1.35}>
          {holder.name}{' '}
          <Text span size="xs" c="dimmed" className="tabular-nums">
            {t('supplyRisk.unitsShort', { count: holder.units, units: formatNumber(holder.units) })}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

const FLAG_COLORS = { RED: 'red', YELLOW: 'yellow', GREEN: 'green' } as const;

/** The flagged partners of the product's supply chain, red first, and a link to the chain. */
export function Flags({ row }: { row: SupplyRisk }) {
  return (
    <Stack gap={4} data-testid="flags">
      {row.flags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('supplyRisk.noFlags')}
        </Text>
      ) : (
        row.flags.map((flag) => (
          <Group key={flag._id} gap={6} wrap="nowrap" align="flex-start">
            <Badge color={FLAG_COLORS[flag.flag]} variant="light" radius="sm" size="sm" miw={64} style={{ flexShrink: 0 }}>
              {t(`supplyRisk.flag.${flag.flag}`)}
            </Badge>
            <Text size="sm" lh={1.35}>
              {flag.name}
            </Text>
          </Group>
        ))
      )}
      {row.supplyChainId ? (
        <Anchor
          component={Link}
          to={`/supplychain/${row.supplyChainId}`}
          size="xs"
          aria-label={t('supplyRisk.viewSupplyChainOf', { product: row.Product.name })}
        >
          {t('supplyRisk.viewSupplyChain')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** Units held programme-wide, what is available of them (not held for transfers nor recalled), and the recalled ones apart. */
export function Units({ row }: { row: SupplyRisk }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={700} className="tabular-nums" data-testid="units">
        {formatNumber(row.units)}
      </Text>
      {row.availableUnits !== row.units ? (
        <Text size="xs" c="dimmed" className="tabular-nums">
          {t('supplyRisk.available', { units: formatNumber(row.availableUnits) })}
        </Text>
      ) : null}
      <UnitsRecalled units={row.recalledUnits} />
    </Stack>
  );
}

/** Days of cover at the programme's usage; "No usage" without any. */
export function Cover({ row }: { row: SupplyRisk }) {
  if (row.daysOfCover === null) {
    return (
      <Text size="sm" c="dimmed" ta="right" data-testid="days-of-cover">
        {t('supplyRisk.noUsage')}
      </Text>
    );
  }
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={700} className="tabular-nums" data-testid="days-of-cover" style={{ whiteSpace: 'nowrap' }}>
        {t('supplyRisk.days', { days: formatNumber(row.daysOfCover) })}
      </Text>
      <Text size="xs" c="dimmed" className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
        {t('supplyRisk.perMonth', { units: formatNumber(row.averageMonthlyUsage) })}
      </Text>
    </Stack>
  );
}
