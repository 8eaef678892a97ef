import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import type { Stock } from '@rds/contract';
import { t } from '../../../lib/i18n';

/** The modal loads the first time a person reaches for the button, not with the portal. */
const loadDialog = () => import('./ReplaceStockDialog');
const ReplaceStockDialog = lazy(loadDialog);

/**
 * Replace stock (member's stock screens; the supplier's on a stock the member agreed to): opens the
 * replace-stock modal. `iconOnly` draws it as the icon of a list row, named for its stock.
 */
export function ReplaceStockButton({ stock, iconOnly = false, ...props }: { stock: Stock; iconOnly?: boolean } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const opener = {
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
  };
  return (
    <>
      {iconOnly ? (
        <Tooltip label={t('replacements.replaceStock')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={t('replacements.replaceStockOf', { name: stock.Product.name, name2: stock.Member.name })}
            {...opener}
          >
            <IconReplace size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconReplace size={16} />} {...opener} {...props}>
          {t('replacements.replaceStock')}
        </Button>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <ReplaceStockDialog stock={open ? stock : null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
