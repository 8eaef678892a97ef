import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Stock } from '@rds/contract';
import { CountTitle } from '../../ui/CountTitle';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { months, PartyCell, ProductCell, StockRequestStatusBadge, UnitsHeld } from '../../domain';
import { useListQuery } from '../../ui/useListQuery';
import { AddProductsModal } from './AddProductsModal';
import { useSureSupply } from './api';

function OpenRequestCell({ stock }: { stock: Stock }) {
  const open = stock.openRequest;
  if (!open) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <StockRequestStatusBadge status={open.status} />
      <Text size="xs" c="dimmed">
        {open.kind === 'INCREASE' ? 'Increase' : 'Decrease'} to {open.requestedParLevel.toLocaleString('en-CA')}
      </Text>
    </Stack>
  );
}

/** Member /sure-supply-shield: the products enrolled in the member's reserve, and Add products. */
export default function ReserveDrugSupplyPage() {
  const list = useListQuery();
  const query = useSureSupply(list.queryString);
  const [adding, setAdding] = useState(false);

  const columns: Column<Stock>[] = [
    { key: 'product', header: 'Product', render: (stock) => <ProductCell product={stock.Product} /> },
    { key: 'supplier', header: 'Supplier', render: (stock) => <PartyCell party={stock.Supplier} />, visibleFrom: 'lg' },
    { key: 'par', header: 'Par level', align: 'right', render: (stock) => <span className="tabular-nums">{stock.parLevel.toLocaleString('en-CA')}</span> },
    {
      key: 'units',
      header: 'Units held',
      align: 'right',
      render: (stock) => (
        <Group justify="flex-end">
          <UnitsHeld stock={stock} size="sm" />
        </Group>
      ),
    },
    { key: 'expiry', header: 'Minimum expiry', render: (stock) => months(stock.minimumExpiry) },
    { key: 'request', header: 'Open request', render: (stock) => <OpenRequestCell stock={stock} /> },
    {
      key: 'open',
      header: '',
      align: 'right',
      width: 60,
      render: (stock) => (
        <Tooltip label="Stock details">
          <ActionIcon component={Link} to={`/stock/${stock._id}`} variant="subtle" size="lg" radius="xl" aria-label={`Details of ${stock.Product.name}`}>
            <IconArrowRight size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={<CountTitle title="Reserve Drug Supply" total={query.data?.total} noun="product" />}
        description="The products your organisation holds in reserve, with their par levels. Ask for a par-level change on Assigned Stock."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add products
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.stock ?? []}
        rowKey={(stock) => stock._id}
        noun={{ singular: 'product' }}
        minWidth={860}
        placeholder="Search by product, brand or product ID"
        emptyIcon={IconShieldCheck}
        emptyTitle="Your reserve is empty"
        emptyDescription="Use Add products to choose the approved products your organisation holds in reserve."
      />
      <AddProductsModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
