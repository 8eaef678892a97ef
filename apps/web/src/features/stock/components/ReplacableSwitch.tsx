import { Switch } from '@mantine/core';
import type { Stock } from '@rds/contract';
import { showSuccess } from '../../../ui/toasts';
import { useSetReplacable } from '../api';
import { t } from '../../../lib/i18n';

/**
 * "Supplier may replace lots": the member's consent to stock rotation on this stock, shown only
 * while the stock's `setReplacable` ability is true. While the call is in flight it shows the value
 * asked for; then the stock as the server answers it.
 */
export function ReplacableSwitch({ stock, size = 'sm' }: { stock: Stock; size?: 'xs' | 'sm' }) {
  const setReplacable = useSetReplacable();
  if (!stock.abilities.setReplacable) return null;
  return (
    <Switch
      size={size}
      label={t('stock.supplierMayReplaceLots')}
      description={size === 'sm' ? t('stock.supplierMayReplaceLotsHint') : undefined}
      checked={setReplacable.isPending ? !!setReplacable.variables?.isReplacable : stock.isReplacable}
      disabled={setReplacable.isPending}
      onChange={(event) =>
        setReplacable.mutate({ id: stock._id, isReplacable: event.currentTarget.checked }, { onSuccess: (result) => showSuccess(result.message) })
      }
      data-testid="replacable-switch"
    />
  );
}
