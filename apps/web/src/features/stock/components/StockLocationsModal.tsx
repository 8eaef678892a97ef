import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Stock } from '@rds/contract';
import { formatExpiry } from '../../../ui/format';
import { LotsTable, ProductCell } from '../../../domain';
import { AdjustButton } from '../../../domain/adjust/AdjustButton';
import { t } from '../../../lib/i18n';

/**
 * Assigned Stock Locations: the lots of a stock (#, location, units, lot number, expiry as
 * '05 Jan, 2027'). Only its Close button closes it: not the backdrop, not Escape.
 */
export function StockLocationsModal({ stock, onClose }: { stock: Stock | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!stock}
      onClose={onClose}
      title={
        <Text fw={650} size="lg">
          {t('stock.assignedStockLocations')}
        </Text>
      }
      size="xl"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {stock ? (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <ProductCell product={stock.Product} size={40} />
            <Text size="sm" c="dimmed">
              {stock.Member.name}
            </Text>
          </Group>
          <LotsTable
            rows={stock.StockUnits}
            formatExpiry={formatExpiry}
            withLocationName
            emptyTitle={t('stock.noUnitsHeldYet')}
            emptyDescription={t('stock.lotsAppearHereOnceThe')}
            // Adjust, where the lot's abilities allow it (the operator of its location, the administrator).
            action={stock.StockUnits.some((lot) => lot.abilities.adjust) ? (lot) => <AdjustButton lot={lot} productName={stock.Product.name} /> : undefined}
          />
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

/** The info icon that opens the Assigned Stock Locations modal for one stock. */
export function StockLocationsButton({ stock }: { stock: Stock }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={t('stock.assignedStockLocations')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label={t('stock.assignedStockLocationsOf', { name: stock.Product.name })}
          onClick={() => setOpen(true)}
        >
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Tooltip>
      <StockLocationsModal stock={open ? stock : null} onClose={() => setOpen(false)} />
    </>
  );
}
