import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Stock } from '@rds/contract';
import { formatExpiry } from '../../../ui/format';
import { LotsTable, ProductCell } from '../../../domain';

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
          Assigned Stock Locations
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
            emptyTitle="No units held yet"
            emptyDescription="Lots appear here once the supplier assigns stock to this reserve."
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
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
      <Tooltip label="Assigned Stock Locations">
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={`Assigned Stock Locations of ${stock.Product.name}`} onClick={() => setOpen(true)}>
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Tooltip>
      <StockLocationsModal stock={open ? stock : null} onClose={() => setOpen(false)} />
    </>
  );
}
