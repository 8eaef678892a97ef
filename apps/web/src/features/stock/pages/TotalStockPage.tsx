import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBuildingWarehouse, IconInfoCircle } from '@tabler/icons-react';
import type { StockAggregate } from '@rds/contract';
import { ProductCell, RecalledBadge, UnitsRecalled } from '../../../domain';
import { CountTitle } from '../../../ui/CountTitle';
import { formatExpiry, formatNumber } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useStockAggregate } from '../api';
import { t } from '../../../lib/i18n';
import { TableScroll } from '../../../ui/TableScroll';

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600, style: { letterSpacing: '0.03em' } } as const;

/** The lots members hold of one product at one location: assigned units, lot number, expiry, member. */
function LotsModal({ row, onClose }: { row: StockAggregate | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!row}
      onClose={onClose}
      centered
      size="xl"
      title={
        <Text fw={650} size="lg">
          {t('stock.assignedStockLocations')}
        </Text>
      }
    >
      {row ? (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <ProductCell product={row.Product} size={40} />
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600}>
                {row.Location.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.Location.line1}, {row.Location.line2} {row.Location.postalCode}
              </Text>
            </Stack>
          </Group>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <TableScroll minWidth={520}>
              <Table className="rds-stack" verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead bg="var(--mantine-color-gray-0)">
                  <Table.Tr>
                    <Table.Th w={40} {...header}>
                      #
                    </Table.Th>
                    <Table.Th ta="right" {...header}>
                      {t('stock.assignedUnits2')}
                    </Table.Th>
                    <Table.Th {...header}>{t('stock.lotNumber')}</Table.Th>
                    <Table.Th {...header}>{t('stock.expiry')}</Table.Th>
                    <Table.Th {...header}>{t('stock.member')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {row.stockUnits.map((lot, index) => (
                    <Table.Tr key={lot._id} data-testid="aggregate-lot">
                      <Table.Td c="dimmed" className="tabular-nums">
                        {index + 1}
                      </Table.Td>
                      <Table.Td data-label={t('stock.assignedUnits2')} ta="right" fw={600} className="tabular-nums">
                        {formatNumber(lot.assignedUnits)}
                      </Table.Td>
                      <Table.Td data-label={t('stock.lotNumber')} ff="monospace" fz="sm">
                        {lot.lotNumber}
                        {lot.recalled ? (
                          <Group mt={4} ff="var(--mantine-font-family)">
                            <RecalledBadge recall={null} />
                          </Group>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label={t('stock.expiry')} style={{ whiteSpace: 'nowrap' }}>
                        {formatExpiry(lot.expiry)}
                      </Table.Td>
                      <Table.Td data-label={t('stock.member')} fz="sm">
                        {lot.Member.name}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('stock.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Supplier /stock (Total Stock): every product at every location, the units members hold there, and the lots behind them. */
export default function TotalStockPage() {
  const list = useListQuery();
  const query = useStockAggregate(list.queryString);
  const [shown, setShown] = useState<StockAggregate | null>(null);

  const columns: Column<StockAggregate>[] = [
    { key: 'product', header: t('stock.product'), render: (row) => <ProductCell product={row.Product} /> },
    {
      key: 'location',
      header: t('stock.location'),
      render: (row) => (
        <Stack gap={0} miw={160}>
          <Text size="sm" fw={600}>
            {row.Location.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.Location.line1}, {row.Location.line2} {row.Location.postalCode}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'total',
      header: t('stock.totalUnits'),
      align: 'right',
      render: (row) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={700} className="tabular-nums" data-testid="total-units">
            {formatNumber(row.totalUnits)}
          </Text>
          <UnitsRecalled units={row.recalledUnits} />
        </Stack>
      ),
    },
    {
      key: 'info',
      header: t('stock.lots'),
      align: 'right',
      width: 70,
      render: (row) => (
        <Tooltip label={t('stock.assignedStockLocations')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={t('stock.lotsOfAt', { name: row.Product.name, name2: row.Location.name })}
            onClick={() => setShown(row)}
          >
            <IconInfoCircle size={20} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('stock.totalStock')} total={query.data?.total} noun="product location" />}
        description={t('stock.yourProductsByLocationThe')}
      />
      <ListTable
        list={list}
        exportPath="/stocks/aggregate.csv"
        query={query}
        columns={columns}
        rows={query.data?.stocks ?? []}
        rowKey={(row) => `${row.Product._id}:${row.Location._id}`}
        noun={{ singular: 'product location' }}
        minWidth={620}
        placeholder={t('stock.searchByProductBrandOr2')}
        emptyIcon={IconBuildingWarehouse}
        emptyTitle={t('stock.noStockHeldYet')}
        emptyDescription={t('stock.unitsAssignedToMembersAt')}
      />
      <LotsModal row={shown} onClose={() => setShown(null)} />
    </>
  );
}
