import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconReplace } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Replacement } from '@rds/contract';
import { PartyCell, ProductCell } from '../../../domain';
import { useSession } from '../../../lib/session';
import { CountTitle } from '../../../ui/CountTitle';
import { formatDate, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useReplacements } from '../api';
import { ReplacementStatusBadge } from '../components/ReplacementParts';
import { t } from '../../../lib/i18n';

/** Whether the caller has something to do on it now: its button says Review rather than View. */
const awaitsCaller = (replacement: Replacement) => replacement.abilities.assign || replacement.abilities.approve || replacement.abilities.deny;

/**
 * /stockreplacements (member, supplier, administrator): the stock replacements the caller may see,
 * the member's own, the supplier's products', the programme's; each opens its detail.
 */
export default function ReplacementsPage() {
  const { usertype } = useSession();
  const list = useListQuery();
  const query = useReplacements(list.queryString);

  const columns: Column<Replacement>[] = [
    {
      key: 'product',
      header: t('replacements.product'),
      render: (replacement) => (
        <Stack gap={2}>
          <ProductCell product={replacement.Stock.Product} />
          {replacement.recall ? (
            <Anchor component={Link} to={`/recall/${replacement.recall._id}`} size="xs" fw={600} c="red.8" data-testid="replacement-recall">
              {t('replacements.forRecall', { number: replacement.recall.recallNumber })}
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    ...(usertype === 'member'
      ? []
      : [{ key: 'member', header: t('replacements.member'), render: (replacement: Replacement) => <PartyCell party={replacement.Member} size={24} /> }]),
    ...(usertype === 'supplier'
      ? []
      : [{ key: 'supplier', header: t('replacements.supplier'), render: (replacement: Replacement) => <PartyCell party={replacement.Supplier} size={24} /> }]),
    {
      key: 'units',
      header: t('replacements.unitsToReplace'),
      align: 'right',
      render: (replacement) => (
        <Text size="sm" fw={600} className="tabular-nums" data-testid="replacement-units">
          {formatNumber(replacement.units)}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t('replacements.requested'),
      render: (replacement) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(replacement.createdAt)}
        </Text>
      ),
    },
    { key: 'status', header: t('replacements.status'), render: (replacement) => <ReplacementStatusBadge status={replacement.status} /> },
    {
      key: 'view',
      header: '',
      render: (replacement) => (
        <Button
          component={Link}
          to={`/stockreplacement/${replacement._id}`}
          size="compact-sm"
          variant={awaitsCaller(replacement) ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={14} />}
        >
          {awaitsCaller(replacement) ? t('replacements.review') : t('replacements.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('replacements.replacements')} total={query.data?.total} noun="replacement" />}
        description={t(`replacements.description.${usertype ?? 'member'}`)}
      />
      <ListTable
        list={list}
        exportPath="/stockreplacements.csv"
        query={query}
        columns={columns}
        rows={query.data?.requests ?? []}
        rowKey={(replacement) => replacement._id}
        noun={{ singular: 'replacement' }}
        minWidth={900}
        placeholder={t('replacements.searchByProductOrMember')}
        emptyIcon={IconReplace}
        emptyTitle={t('replacements.noReplacementsYet')}
        emptyDescription={usertype === 'member' ? t('replacements.emptyMember') : t('replacements.emptyOthers')}
      />
    </>
  );
}
