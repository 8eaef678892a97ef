import { Select, type SelectProps } from '@mantine/core';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../ui/format';

// The adjustment reasons as the web reads them until the API's contract names them.
export const ADJUSTMENT_REASONS = ['DAMAGED', 'EXPIRED', 'LOST', 'STOLEN', 'FOUND', 'COUNT_CORRECTION', 'RECALL_RETURNED', 'RECALL_DESTROYED'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
/** Only these may add units (a found box, a count that finds more). */
export const ADDING_REASONS: readonly AdjustmentReason[] = ['FOUND', 'COUNT_CORRECTION'];

/** An adjustment reason's words. */
export const reasonWords = (reason: AdjustmentReason) => t(`adjustments.reason.${reason}`);

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
