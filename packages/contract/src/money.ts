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

const LOCALE: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };
const localeOf = (language: string) => LOCALE[language] ?? 'en-CA';

/** A count as people read it: `1,234` in English, `1 234` in French. */
export function formatNumber(value: number, language: string = 'en'): string {
  return value.toLocaleString(localeOf(language));
}

/** An amount to 2 decimals without the sign: `1,234.56` in English, `1 234,56` in French. */
export function formatMoney(value: number, language: string = 'en'): string {
  return value.toLocaleString(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An amount in dollars: `$1,234.56` in English, `1 234,56 $` in French. */
export function formatCurrency(value: number, language: string = 'en'): string {
  return language === 'fr' ? new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(value) : `$${formatMoney(value, 'en')}`;
}
