import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { QueryString } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useAdjustments } from '../api';
import { reasonWords, signed } from '../components/CountParts';
import type { Adjustment } from '../types';

/**
 * /adjustments (every portal): units written off or found, directly or by a count; the member sees
 * its stocks', an operator its locations', the administrator all. Who made each, and as whom.
 */
export default function AdjustmentsPage() {
  const { usertype } = useSession();
  // A member's notification opens the list on the adjusted stock alone (`?stockId=`).
  const [searchParams] = useSearchParams();
  const stockId = searchParams.get('stockId');
  const list = useListQuery();
  const queryString: QueryString = stockId
    ? `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(list.queryString)), stockId }).toString()}`
    : list.queryString;
  const query = useAdjustments(queryString);
  const operator = usertype !== 'member';

  const columns: Column<Adjustment>[] = [
    {
      key: 'date',
      header: t('adjustments.date'),
      render: (adjustment) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(adjustment.createdAt)}
        </Text>
      ),
    },
    {
      key: 'lot',
      header: t('adjustments.productLot'),
      render: (adjustment) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {adjustment.Stock.Product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adjustments.lotExpires', { lot: adjustment.StockUnit.lotNumber, expiry: formatDate(adjustment.StockUnit.expiry) })}
          </Text>
        </Stack>
      ),
    },
    ...(usertype !== 'member'
      ? [{ key: 'member', header: t('adjustments.member'), render: (adjustment: Adjustment) => <Text size="sm">{adjustment.Member.name}</Text> }]
      : []),
    { key: 'location', header: t('adjustments.location'), render: (adjustment) => <Text size="sm">{adjustment.Location.name}</Text> },
    {
      key: 'units',
      header: t('adjustments.units'),
      align: 'right',
      render: (adjustment) => (
        <Text size="sm" fw={700} className="tabular-nums" c={adjustment.units < 0 ? 'red.8' : '#1e6b34'}>
          {signed(adjustment.units)}
        </Text>
      ),
    },
    {
      key: 'reason',
      header: t('adjustments.reasonLabel'),
      render: (adjustment) => (
        <Stack gap={0}>
          <Text size="sm">{reasonWords(adjustment.reason)}</Text>
          {adjustment.note ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {adjustment.note}
            </Text>
          ) : null}
          {adjustment.countId && operator ? (
            <Anchor component={Link} to={`/count/${adjustment.countId}`} size="xs">
              {t('adjustments.fromCount')}
            </Anchor>
          ) : adjustment.countId ? (
            <Text size="xs" c="dimmed">
              {t('adjustments.fromCount')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'by',
      header: t('adjustments.by'),
      render: (adjustment) => (
        <Stack gap={0}>
          {/* Actor is who really acted (the administrator impersonating); User whose session it was. */}
          <Text size="sm">{adjustment.Actor.name}</Text>
          {adjustment.Actor._id !== adjustment.User._id ? (
            <Text size="xs" c="dimmed">
              {t('adjustments.actingAs', { name: adjustment.User.name })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('adjustments.title')} total={query.data?.total} noun="adjustment" />}
        description={t(`adjustments.description.${usertype ?? 'member'}`)}
      />
      {stockId ? (
        <Alert variant="light" mb="md" data-testid="adjustments-one-stock">
          {t('adjustments.oneStock')}{' '}
          <Anchor component={Link} to="/adjustments">
            {t('adjustments.showAll')}
          </Anchor>
        </Alert>
      ) : null}
      <ListTable
        list={list}
        query={query}
        exportPath="/adjustments.csv"
        columns={columns}
        rows={query.data?.adjustments ?? []}
        rowKey={(adjustment) => adjustment._id}
        noun={{ singular: 'adjustment' }}
        minWidth={960}
        placeholder={t('adjustments.search')}
        emptyIcon={IconAdjustmentsHorizontal}
        emptyTitle={t('adjustments.emptyTitle')}
        emptyDescription={t('adjustments.emptyDescription')}
      />
    </>
  );
}
