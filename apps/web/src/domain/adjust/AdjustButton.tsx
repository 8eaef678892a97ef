import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { loadChunk } from '../../lib/timeouts';
import type { AdjustableLot } from './AdjustDialog';

const AdjustDialog = lazy(loadChunk(() => import('./AdjustDialog')));

/** A lot's Adjust: shown only where the lot's `abilities.adjust` says so; the dialog loads when pressed. */
export function AdjustButton({ lot, productName }: { lot: AdjustableLot & { abilities?: { adjust?: boolean } }; productName?: string }) {
  const [open, setOpen] = useState(false);
  if (!lot.abilities?.adjust) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconAdjustmentsHorizontal size={14} />}
        onClick={() => setOpen(true)}
        aria-label={t('adjustments.adjustLot', { lot: lot.lotNumber })}
      >
        {t('adjustments.adjust')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AdjustDialog lot={lot} productName={productName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
