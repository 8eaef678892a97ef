import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconRecycle } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import type { Redistribution } from '@rds/contract';
import { PartyCell, ProductCell } from '../../../domain';
import { toQueryString } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { ExportButton } from '../../../ui/ExportButton';
import { Figure } from '../../../ui/Figure';
import { formatCurrency, formatExpiry, formatNumber, pluralize } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useWideList } from '../../../ui/useWideList';
import { useRedistribution } from '../api';
import { OfferTransferButton } from '../components/OfferTransferButton';

/** The list has no search or sort: it is always most value saved first. */

/** The lot and, under it, when it expires. */
const lotCell = (s: Redistribution) => (
  <Stack gap={0}>
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {s.lotNumber}
    </Text>
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {formatExpiry(s.expiry)}
    </Text>
  </Stack>
);
const money = (value: number) => (
  <Text size="sm" fw={650} className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
    {formatCurrency(value)}
  </Text>
);

/**
 * /redistribution (member, administrator): units of lots at risk of expiring unused, each matched
 * with a member short of the product who would use them before the lot expires (the API's
 * modules/redistribution holds the rules). The administrator reads the programme's and the value
 * they would save; the member its own lots', each with Offer transfer: the Transfer Stock dialog,
 * filled in.
 */
export default function RedistributionPage() {
  const { usertype } = useSession();
  const holder = usertype === 'member';
  const list = useListQuery();
  const query = useRedistribution(toQueryString({ limit: list.limit, skip: list.skip }));
  const wide = useWideList();
  const page = query.data;

  const columns: Column<Redistribution>[] = [
    { key: 'lot', header: t('redistribution.lotAndExpiry'), render: lotCell },
    { key: 'product', header: t('redistribution.product'), render: (s) => <ProductCell product={s.Product} size={36} nameMinWidth={120} /> },
    {
      key: 'from',
      header: t('redistribution.from'),
      // The member's own lots: "You" is enough, and leaves the room to the member they would go to.
      render: (s) => (holder ? <Text size="sm">{t('redistribution.you')}</Text> : <PartyCell party={s.FromMember} size={24} />),
    },
    { key: 'to', header: t('redistribution.to'), render: (s) => <PartyCell party={s.ToMember} size={24} /> },
    {
      key: 'units',
      header: t('redistribution.units'),
      align: 'right',
      render: (s) => (
        <Text size="sm" fw={600} className="tabular-nums">
          {formatNumber(s.units)}
        </Text>
      ),
    },
    { key: 'value', header: t('redistribution.valueSaved'), align: 'right', render: (s) => money(s.valueSaved) },
    ...(holder ? [{ key: 'action', header: '', render: (s: Redistribution) => <OfferTransferButton suggestion={s} /> }] : []),
  ];
  // On a phone: one card per suggestion, the lot first, then who to whom, then what it saves.
  const compact: Column<Redistribution>[] = [
    {
      key: 'suggestion',
      header: t('redistribution.suggestion'),
      render: (s) => (
        <Stack gap={8}>
          <ProductCell
            product={s.Product}
            size={40}
            extra={
              <Text size="xs" c="dimmed">
                <Trans
                  i18nKey="redistribution.lotExpires"
                  values={{ lot: s.lotNumber, expiry: formatExpiry(s.expiry) }}
                  components={{ mono: <Text span ff="monospace" size="xs" c="dark" /> }}
                />
              </Text>
            }
          />
          <Group gap={6} wrap="wrap">
            <PartyCell party={s.FromMember} size={22} />
            <IconArrowRight size={14} role="img" aria-label={t('redistribution.to')} />
            <PartyCell party={s.ToMember} size={22} />
          </Group>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              <Trans
                i18nKey="redistribution.unitsSave"
                values={{ units: pluralize(s.units, 'unit'), value: formatCurrency(s.valueSaved) }}
                components={{ b: <b className="tabular-nums" /> }}
              />
            </Text>
            {holder ? <OfferTransferButton suggestion={s} /> : null}
          </Group>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('redistribution.redistribution')} total={page?.total} noun="suggestion" />}
        description={t('redistribution.howSuggestionsAreMade')}
        actions={<ExportButton path="/redistribution.csv" />}
      />
      {page && page.total > 0 ? (
        <Paper withBorder shadow="xs" radius="lg" p="md" mb="md" data-testid="value-saved">
          <Figure label={holder ? t('redistribution.valueYourLotsWouldSave') : t('redistribution.valueThatWouldBeSaved')}>
            <Text fz={26} fw={700} className="tabular-nums" lh={1.2}>
              {formatCurrency(page.valueSaved)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('redistribution.valueIsUnitsTimesPrice', { count: page.total })}
            </Text>
          </Figure>
        </Paper>
      ) : null}
      <ListTable
        list={list}
        query={query}
        columns={wide ? columns : compact}
        rows={page?.suggestions ?? []}
        rowKey={(s) => `${s.stockUnitId} ${s.toMemberId}`}
        noun={{ singular: 'suggestion' }}
        minWidth={wide ? 960 : 0}
        emptyIcon={IconRecycle}
        emptyTitle={t('redistribution.noSuggestions')}
        emptyDescription={holder ? t('redistribution.noneForYourLots') : t('redistribution.noneInTheProgramme')}
      />
    </>
  );
}
