import { Select, type SelectProps } from '@mantine/core';
import { ADJUSTMENT_REASONS, adjustmentReasonKey, type AdjustmentReason } from '@rds/contract';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../ui/format';

/** An adjustment reason's words (the contract's catalogue, as in the exports). */
export const reasonWords = (reason: AdjustmentReason) => t(adjustmentReasonKey(reason));

/** The reasons as a select's choices; `only` narrows them (a gain may only be found or a count's correction). */
export function reasonChoices(only?: readonly AdjustmentReason[]) {
  return (only ?? ADJUSTMENT_REASONS).map((reason) => ({ value: reason, label: reasonWords(reason) }));
}

export function ReasonSelect({ only, ...props }: { only?: readonly AdjustmentReason[] } & Omit<SelectProps, 'data'>) {
  return <Select data={reasonChoices(only)} placeholder={t('adjustments.chooseReason')} comboboxProps={{ withinPortal: true }} {...props} />;
}

/** "+5", "−3", "0": a change of units with its sign. */
export function signed(units: number): string {
  if (units > 0) return `+${formatNumber(units)}`;
  if (units < 0) return `−${formatNumber(Math.abs(units))}`;
  return '0';
}
