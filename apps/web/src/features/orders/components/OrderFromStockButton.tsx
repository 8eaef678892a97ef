import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { Stock } from '@rds/contract';
import { t } from '../../../lib/i18n';
import { loadChunk } from '../../../lib/timeouts';

/**
 * The order dialog (its form, number inputs and the domain's product parts) loads the first time a
 * person reaches for an Order button, not with the member's portal: the portal hands this button to
 * the stock screens, and its first screen (the dashboard) has none.
 */
const loadDialog = () => import('./OrderDialog');
const OrderDialog = lazy(loadChunk(loadDialog));

/** The Order action of a stock (Assigned Stock card, stock detail page): opens the order dialog. */
export function OrderFromStockButton({ stock, ...props }: { stock: Stock } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const empty = stock.totalAssignedUnits === 0;
  return (
    <>
      <Button
        leftSection={<IconShoppingCart size={16} />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={empty}
        title={empty ? t('orders.thisStockHoldsNoUnits2') : undefined}
        {...props}
      >
        {t('orders.order')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <OrderDialog stock={open ? stock : null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
