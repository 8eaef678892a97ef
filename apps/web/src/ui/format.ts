import {
  formatCurrency as currencyIn,
  formatDate as dateIn,
  formatDateTime as dateTimeIn,
  formatExpiry as expiryIn,
  formatMoney as moneyIn,
  formatNumber as numberIn,
} from '@rds/contract';
import { currentLanguage, i18n, t } from '../lib/i18n';

/** The catalogue key of a noun's forms: `noun.expiring_lot` holds "{count, plural, one {# expiring lot} other {# expiring lots}}". */
const nounKey = (singular: string) => `noun.${singular.replace(/ /g, '_')}`;

/**
 * "1 order" or "3 orders", in the current language: `singular` names the noun in the catalogue
 * (`noun.order`); a noun the catalogue lacks falls back to the English words given.
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  const key = nounKey(singular);
  if (i18n.exists(key)) return t(key, { count });
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** A noun's plural alone ("orders"), for "No orders match your search". */
export function pluralWord(noun: { singular: string; plural?: string }): string {
  const key = `${nounKey(noun.singular)}.plural`;
  return i18n.exists(key) ? t(key) : (noun.plural ?? `${noun.singular}s`);
}

/** MMM DD, YYYY in English (the spec's); `22 nov. 2026` in French. */
export const formatDate = (value: string | Date | null | undefined) => dateIn(value, currentLanguage());
/** MMM DD, YYYY HH:mm in English; `22 nov. 2026, 14 h 05` in French. */
export const formatDateTime = (value: string | Date | null | undefined) => dateTimeIn(value, currentLanguage());
/** DD MMM, YYYY in English; `22 nov. 2026` in French. */
export const formatExpiry = (value: string | Date | null | undefined) => expiryIn(value, currentLanguage());
/** Amounts always to 2 decimals: `1,234.56`, `1 234,56`. */
export const formatMoney = (value: number) => moneyIn(value, currentLanguage());
/** Dollars: `$1,234.56` in English, `1 234,56 $` in French. */
export const formatCurrency = (value: number) => currencyIn(value, currentLanguage());
/** A count: `1,234`, `1 234`. */
export const formatNumber = (value: number) => numberIn(value, currentLanguage());

const monthFr = new Intl.DateTimeFormat('fr-CA', { month: 'short', year: 'numeric' });
const longFr = new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const longEn = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A month: `Nov 2026` in English (MMM YYYY), `nov. 2026` in French. */
export const formatMonth = (value: Date) =>
  currentLanguage() === 'fr' ? monthFr.format(value) : `${value.toLocaleString('en-US', { month: 'short' })} ${value.getFullYear()}`;
const monthShort = { en: new Intl.DateTimeFormat('en-US', { month: 'short' }), fr: new Intl.DateTimeFormat('fr-CA', { month: 'short' }) };
const monthLong = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }),
  fr: new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric' }),
};
/** A month's short name alone, for a chart's axis: `Nov` in English, `nov.` in French. */
export const formatShortMonth = (value: Date) => monthShort[currentLanguage()].format(value);
/** A month in full, for a table or a screen reader: `November 2026`, `novembre 2026`. */
export const formatLongMonth = (value: Date) => monthLong[currentLanguage()].format(value);
/** A day in words: `Sunday, November 22, 2026` in English, `dimanche 22 novembre 2026` in French. */
export const formatLongDate = (value: Date) => (currentLanguage() === 'fr' ? longFr : longEn).format(value);

const compactCurrency = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }),
};
/** An amount in few characters, for a chart's scale: `$1.2K`, `1,2 k $`. */
export const formatCompactCurrency = (value: number) => compactCurrency[currentLanguage()].format(value);
