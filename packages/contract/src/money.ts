import { TAX_RATE } from './constants.js';

/** Dollars to whole cents, exactly for amounts with at most 2 decimals. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The invoice page's figures from finalAmount (before tax), in whole cents so that no float error
 * moves a cent: tax is rounded half up (133.575 -> 133.58).
 */
export function invoiceTotals(finalAmount: number, taxRate: number = TAX_RATE) {
  const subtotal = toCents(finalAmount);
  const tax = Math.round((subtotal * Math.round(taxRate * 10_000)) / 10_000);
  return { subtotal: subtotal / 100, tax: tax / 100, balanceDue: (subtotal + tax) / 100 };
}
