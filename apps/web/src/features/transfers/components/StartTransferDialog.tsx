import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Stock, User } from '@rds/contract';
import { PartyCell, TransferDialog } from '../../../domain';
import { EmptyState } from '../../../ui/EmptyState';
import { useOwnStocks } from '../api';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/** Every stock of the member's reserve, to pick from (a reserve holds a handful). */
const ALL_STOCKS = '?limit=100&skip=0&sort=name';

const availableOf = (stock: Stock) => stock.StockUnits.reduce((sum, lot) => sum + lot.availableUnits, 0);

/**
 * The Members page's Transfer: first the stock to transfer from, then the same Transfer Stock
 * dialog as a stock's own, with this member as the recipient.
 */
export function StartTransferDialog({ recipient, onClose }: { recipient: User | null; onClose: () => void }) {
  const { data, isLoading } = useOwnStocks(ALL_STOCKS, !!recipient);
  const [stockId, setStockId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Stock | null>(null);
  const stocks = data?.stocks ?? [];
  const close = () => {
    setStockId(null);
    onClose();
  };

  return (
    <>
      <Modal
        opened={!!recipient && !chosen}
        onClose={close}
        centered
        size="md"
        title={
          <Text fw={650} size="lg">
            {t('transfers.transferStock')}
          </Text>
        }
      >
        {recipient ? (
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('transfers.to')}
              </Text>
              <PartyCell party={recipient} size={28} />
            </Group>
            {!isLoading && stocks.length === 0 ? (
              <EmptyState size="sm" title={t('transfers.noStockToTransfer')} description={t('transfers.yourReserveHoldsNoAssigned')} />
            ) : (
              <Select
                label={t('transfers.fromYourStockOf')}
                placeholder={isLoading ? t('transfers.loadingYourStock') : t('transfers.chooseAProduct')}
                data={stocks.map((stock) => ({
                  value: stock._id,
                  label: `${stock.Product.name} (${formatNumber(availableOf(stock))} available)`,
                  disabled: availableOf(stock) === 0,
                }))}
                value={stockId}
                onChange={setStockId}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('transfers.cancel')}
              </Button>
              <Button
                rightSection={<IconArrowRight size={16} />}
                disabled={!stockId}
                onClick={() => setChosen(stocks.find((stock) => stock._id === stockId) ?? null)}
              >
                {t('transfers.continue')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <TransferDialog
        stock={recipient ? chosen : null}
        memberId={recipient?._id}
        onClose={() => {
          setChosen(null);
          close();
        }}
      />
    </>
  );
}
