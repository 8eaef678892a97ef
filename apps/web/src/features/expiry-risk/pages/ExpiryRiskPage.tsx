import { useMemo, useState } from 'react';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { FIGURE_SETTINGS, type LotAtRisk } from '@rds/contract';
import { ProductCell, UnitsRecalled } from '../../../domain';
import { toQueryString } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ExportButton } from '../../../ui/ExportButton';
import { formatCurrency, formatExpiry, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useWideList } from '../../../ui/useWideList';
import { useExpiryRisk } from '../api';
import { RiskChart } from '../components/RiskChart';
import { RiskSummary } from '../components/RiskSummary';

/** The horizons offered, in months (the API takes 1 to FIGURE_SETTINGS.expiryHorizonMonths.max). */
const HORIZONS = [6, FIGURE_SETTINGS.expiryHorizonMonths.default, 24] as const;

const nowrap = { whiteSpace: 'nowrap' } as const;
const figure = (text: string, strong = false) => (
  <Text size="sm" fw={strong ? 650 : undefined} className="tabular-nums" style={nowrap}>
    {text}
  </Text>
);

/**
 * /expiryrisk in every portal: the units projected to expire unused over a horizon (6, 12 or 24
 * months), their value by month as a chart, and the lots most value first, with their export.
 * A member sees its own stocks' lots, a supplier its products', a distributor those at its
 * locations, the administrator the programme's.
 */
export default function ExpiryRiskPage() {
  const { usertype } = useSession();
  const [months, setMonths] = useState<number>(FIGURE_SETTINGS.expiryHorizonMonths.default);
  const list = useListQuery();
  const queryString = useMemo(() => toQueryString({ months, limit: list.limit, skip: list.skip }), [months, list.limit, list.skip]);
  const query = useExpiryRisk(queryString);
  const wide = useWideList();
  const ownStocks = usertype === 'member';

  const columns: Column<LotAtRisk>[] = [
    ...(ownStocks
      ? []
      : [
          {
            key: 'member',
            header: t('expiryRisk.member'),
            render: (lot: LotAtRisk) => (
              <Text size="sm" miw={110}>
                {lot.Member.name}
              </Text>
            ),
          },
        ]),
    {
      key: 'product',
      header: t('expiryRisk.product'),
      // The stock's recalled units are out of the risk; said under the product, as the stock screens say them.
      render: (lot) => (
        <Stack gap={4}>
          <ProductCell product={lot.Product} size={36} nameLines={3} nameMinWidth={120} />
          <UnitsRecalled units={lot.recalledUnits} />
        </Stack>
      ),
    },
    {
      key: 'lot',
      header: t('expiryRisk.lot'),
      render: (lot) => (
        <Text size="sm" ff="monospace" style={nowrap}>
          {lot.lotNumber}
        </Text>
      ),
    },
    {
      key: 'location',
      header: t('expiryRisk.location'),
      render: (lot) => (
        <Text size="sm" miw={100}>
          {lot.Location.name}
        </Text>
      ),
    },
    { key: 'expiry', header: t('expiryRisk.expiry'), render: (lot) => figure(formatExpiry(lot.expiry)) },
    { key: 'units', header: t('expiryRisk.units'), align: 'right', render: (lot) => figure(formatNumber(lot.units)) },
    {
      key: 'atRisk',
      header: <span style={nowrap}>{t('expiryRisk.atRisk')}</span>,
      align: 'right',
      render: (lot) => figure(formatNumber(lot.unitsAtRisk), true),
    },
    { key: 'value', header: t('expiryRisk.value'), align: 'right', render: (lot) => figure(formatCurrency(lot.valueAtRisk), true) },
  ];
  // On a phone: one card per lot, the value first.
  const compact: Column<LotAtRisk>[] = [
    {
      key: 'lot',
      header: t('expiryRisk.lotAtRisk'),
      render: (lot) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <ProductCell product={lot.Product} size={36} nameLines={2} />
            <Text fw={700} className="tabular-nums" style={nowrap}>
              {formatCurrency(lot.valueAtRisk)}
            </Text>
          </Group>
          <Text size="sm">{t('expiryRisk.unitsOfAtRisk', { atRisk: lot.unitsAtRisk, units: lot.units })}</Text>
          <UnitsRecalled units={lot.recalledUnits} />
          <Text size="xs" c="dimmed">
            {t('expiryRisk.lotExpires', { lot: lot.lotNumber, expiry: formatExpiry(lot.expiry) })}
          </Text>
          <Text size="xs" c="dimmed">
            {ownStocks ? lot.Location.name : `${lot.Member.name} · ${lot.Location.name}`}
          </Text>
        </Stack>
      ),
    },
  ];

  const chooseHorizon = (value: string) => {
    setMonths(Number(value));
    list.reset();
  };

  return (
    <>
      <PageHeader
        title={t('expiryRisk.title')}
        description={t(`expiryRisk.description.${usertype ?? 'healthpro'}`)}
        actions={
          <>
            <SegmentedControl
              aria-label={t('expiryRisk.horizon')}
              // On a phone the choice takes the line (three segments of a third each), the export under it.
              fullWidth={!wide}
              w={wide ? undefined : '100%'}
              size={wide ? 'sm' : 'xs'}
              value={String(months)}
              onChange={chooseHorizon}
              data={HORIZONS.map((value) => ({ value: String(value), label: t('expiryRisk.months', { count: value }) }))}
            />
            <ExportButton path="/expiryrisk.csv" query={{ months }} />
          </>
        }
      />
      <RiskSummary data={query.data} months={months} />
      <RiskChart data={query.data} months={months} loading={query.isLoading} />
      <Title order={2} fz="lg" mb="sm">
        {t('expiryRisk.lotsMostValueFirst')}
      </Title>
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.lots ?? []}
        rowKey={(lot) => lot.stockUnitId}
        noun={{ singular: 'lot at risk', plural: 'lots at risk' }}
        minWidth={wide ? 820 : 0}
        emptyIcon={IconHourglassHigh}
        emptyTitle={t('expiryRisk.nothingAtRisk', { count: months })}
        emptyDescription={t('expiryRisk.nothingAtRiskHint')}
      />
    </>
  );
}
