import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Redistribution } from '@rds/contract';
import { TransferDialog } from '../../../domain';
import { t } from '../../../lib/i18n';
import { useHolderStock } from '../api';

/**
 * The holder's action on a suggestion: the Transfer Stock dialog of the lot's stock, filled in with
 * the recipient and the suggested units of the lot. The member may change them; the recipient still
 * approves or denies, as for any transfer.
 */
export function OfferTransferButton({ suggestion }: { suggestion: Redistribution }) {
  const [open, setOpen] = useState(false);
  const stock = useHolderStock(open ? suggestion.stockId : undefined);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowsExchange size={14} />}
        loading={open && stock.isLoading}
        onClick={() => {
          setOpen(true);
          if (stock.isError) void stock.refetch();
        }}
        aria-label={t('redistribution.offerTransferOf', { units: suggestion.units, lot: suggestion.lotNumber, member: suggestion.ToMember.name })}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('redistribution.offerTransfer')}
      </Button>
      <TransferDialog
        stock={open && stock.data ? stock.data : null}
        memberId={suggestion.toMemberId}
        units={{ [suggestion.stockUnitId]: suggestion.units }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
