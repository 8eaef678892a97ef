import { currentLanguage } from '../../../lib/i18n';

const compact = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }),
};

/** An amount in few characters, for a chart's scale: `$1.2K`, `1,2 k $`. */
export const compactCurrency = (value: number) => compact[currentLanguage()].format(value);
