import type { ReactNode } from 'react';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Stock, StockRequestKind } from '@rds/contract';
import { months, ProductImage, StockRequestStatusBadge, TransferButton } from '../../../domain';
import { StockFigures } from './StockFigures';
import { StockLocationsButton } from './StockLocationsModal';
import { ReplacableSwitch } from './ReplacableSwitch';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** The stock's request in progress: what was asked, its status, and Edit while it is pending. */
function OpenRequest({ stock, onEdit }: { stock: Stock; onEdit: () => void }) {
  const open = stock.openRequest!;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="open-request">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('stock.toRequested', { kind: open.kind, requestedParLevel: formatNumber(open.requestedParLevel) })}
          </Text>
          <StockRequestStatusBadge status={open.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('stock.minimumExpiry2', { minimumExpiry: months(open.minimumExpiry) })}
        </Text>
      </Stack>
      {open.status === 'PENDING' ? (
        <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('stock.edit')}
        </Button>
      ) : open.status === 'ASSIGNED_REQUEST' ? (
        <Button component={Link} to={`/stockrequests/${open._id}/comments`} size="xs" leftSection={<IconEye size={14} />}>
          {t('stock.reviewProposal')}
        </Button>
      ) : null}
    </Group>
  );
}

/** One stock of the member's reserve: product, par level, units, minimum expiry, its lots, the par-level actions its `abilities` allow and `action` (Order). */
export function StockCard({ stock, action, onRequest }: { stock: Stock; action?: ReactNode; onRequest: (kind: StockRequestKind, editing: boolean) => void }) {
  const product = stock.Product;
  return (
    <Paper withBorder shadow="xs" p="lg" component="article" aria-label={product.name} data-testid="stock-card">
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ProductImage product={product} size={72} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} fz="lg" lh={1.25}>
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              {product.brand} · <span className="tabular-nums">{product.productId}</span>
            </Text>
            <Text size="xs" c="dimmed">
              {t('stock.suppliedBy', { name: stock.Supplier.name })}
            </Text>
          </Stack>
          <StockLocationsButton stock={stock} />
        </Group>
        <StockFigures stock={stock} />
        <ReplacableSwitch stock={stock} size="xs" />
        <Divider />
        <div style={{ flex: 1 }}>
          {stock.openRequest ? (
            <OpenRequest stock={stock} onEdit={() => onRequest(stock.openRequest!.kind, true)} />
          ) : (
            <Group gap="sm">
              {stock.abilities.increase ? (
                <Button variant="light" leftSection={<IconArrowUpRight size={16} />} onClick={() => onRequest('INCREASE', false)}>
                  {t('stock.requestIncrease')}
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconArrowDownRight size={16} />}
                onClick={() => onRequest('DECREASE', false)}
                disabled={!stock.abilities.decrease}
                title={stock.parLevel === 0 ? t('stock.theParLevelIs0') : undefined}
              >
                {t('stock.requestDecrease')}
              </Button>
            </Group>
          )}
        </div>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {action}
            {stock.abilities.transfer ? <TransferButton stock={stock} size="xs" variant="subtle" /> : null}
          </Group>
          <Button component={Link} to={`/stock/${stock._id}`} variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
            {t('stock.viewDetails')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
