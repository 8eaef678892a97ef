import { Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFilter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { atRiskReasons, STOCK_FILTERS, type Stock } from '@rds/contract';
import { t } from '../lib/i18n';
import { formatDate, formatNumber } from '../ui/format';
import { useFigureBasis } from './figureBasis';

type StockFilter = (typeof STOCK_FILTERS)[number];
type Figures = Pick<Stock, 'averageMonthlyUsage' | 'daysOfCover' | 'atRisk' | 'parLevel' | 'totalAssignedUnits'>;

/** A stock's average monthly usage, or "Not enough history" (less than one whole month of it). */
export function MonthlyUsage({ stock, size = 'sm', justify }: { stock: Figures; size?: 'sm' | 'lg'; justify?: 'flex-end' }) {
  const value =
    stock.averageMonthlyUsage === null ? (
      <Text size={size === 'lg' ? 'sm' : 'xs'} c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="monthly-usage">
        {t('figures.notEnoughHistory')}
      </Text>
    ) : (
      <Text fz={size} fw={size === 'lg' ? 700 : undefined} className="tabular-nums" data-testid="monthly-usage">
        {formatNumber(stock.averageMonthlyUsage)}
      </Text>
    );
  return justify ? <Group justify={justify}>{value}</Group> : value;
}

/**
 * Why a stock the API marks at risk is so, in words, by the contract's rule: its cover under the
 * lead time, its units under par, or both. Until the lead time is known, only par is checked.
 */
function riskReason(stock: Figures, leadTimeDays: number | undefined) {
  const figures = { daysOfCover: stock.daysOfCover, onHandUnits: stock.totalAssignedUnits, parLevel: stock.parLevel };
  const reasons = atRiskReasons(figures, leadTimeDays ?? Number.NEGATIVE_INFINITY);
  if (reasons.length === 2) return t('figures.atRiskBoth', { days: leadTimeDays });
  if (reasons.includes('UNDER_PAR')) return t('figures.atRiskUnderPar');
  return leadTimeDays === undefined ? t('figures.atRiskShortPlain') : t('figures.atRiskShort', { days: leadTimeDays });
}

/** "At risk", in red, with why on hover. */
export function AtRiskBadge({ stock }: { stock: Figures }) {
  const { data: basis } = useFigureBasis();
  return (
    <Tooltip label={riskReason(stock, basis?.leadTimeDays)} multiline maw={260}>
      <Badge
        color="red"
        variant="light"
        radius="sm"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible', color: 'var(--mantine-color-red-9)' } }}
        data-testid="at-risk"
      >
        {t('figures.atRisk')}
      </Badge>
    </Tooltip>
  );
}

/**
 * A stock's days of cover ("No usage" without usage, "Not enough history" before a whole month of
 * it) and, when it is at risk, the badge beside it.
 */
export function DaysOfCover({ stock, size = 'sm', justify }: { stock: Figures; size?: 'sm' | 'lg'; justify?: 'flex-end' }) {
  const value =
    stock.daysOfCover === null ? (
      <Text size={size === 'lg' ? 'sm' : 'xs'} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {stock.averageMonthlyUsage === null ? t('figures.notEnoughHistory') : t('figures.noUsage')}
      </Text>
    ) : (
      <Text fz={size} fw={size === 'lg' ? 700 : undefined} className="tabular-nums">
        {t('figures.days', { days: stock.daysOfCover, shown: formatNumber(stock.daysOfCover) })}
      </Text>
    );
  return (
    <Group gap={8} wrap="wrap" justify={justify} align="center" data-testid="days-of-cover">
      {value}
      {stock.atRisk ? <AtRiskBadge stock={stock} /> : null}
    </Group>
  );
}

/**
 * The line under a stock list or on a stock's page that says how each figure is computed, with the
 * window and lead time the API uses (without numbers until they are known). `compact`: inside a
 * panel that spaces its own lines.
 */
export function FiguresExplained({ compact = false }: { compact?: boolean }) {
  const { data: basis } = useFigureBasis();
  const line = basis
    ? t('figures.explained', { months: basis.usageWindowMonths, days: basis.leadTimeDays, perMonth: formatNumber(basis.daysPerMonth) })
    : t('figures.explainedPlain');
  return (
    <Text size="xs" c="dimmed" mt={compact ? 0 : 'sm'} data-testid="figures-explained">
      {line}
      {basis?.asOf ? ` ${t('figures.asOf', { date: formatDate(basis.asOf) })}` : ''}
    </Text>
  );
}

/** The stock lists' filter, kept in the address (`?filter=atRisk`), so that a link (the dashboard's) opens the list filtered. */
export function useStockFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = (STOCK_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as StockFilter) : undefined;
  const setFilter = (next: StockFilter | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('filter', next);
        else updated.delete('filter');
        return updated;
      },
      { replace: true },
    );
  return { filter, setFilter };
}

const FILTER_LABELS: Record<StockFilter | 'all', string> = {
  all: 'figures.filter.all',
  atRisk: 'figures.filter.atRisk',
  belowPar: 'figures.filter.belowPar',
  openRequest: 'figures.filter.openRequest',
};

/** Which stocks a list shows: all, at risk, below par, or with an open par-level request. */
export function StockFilterSelect({ filter, onChange }: { filter: StockFilter | undefined; onChange: (filter: StockFilter | undefined) => void }) {
  return (
    <Select
      aria-label={t('figures.filter')}
      value={filter ?? 'all'}
      onChange={(value) => onChange(value && value !== 'all' ? (value as StockFilter) : undefined)}
      data={(['all', ...STOCK_FILTERS] as const).map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
      allowDeselect={false}
      leftSection={<IconFilter size={16} />}
      w={240}
      comboboxProps={{ withinPortal: true }}
      data-testid="stock-filter"
    />
  );
}
