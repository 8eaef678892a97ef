import type { Redistribution } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Suggestions as the Redistribution screen lists them: the lot, its product and expiry, from whom, to whom, units, value saved. */
export const redistributionColumns: CsvColumn<Redistribution>[] = [
  { key: 'product', en: 'Product', fr: 'Produit', value: (s) => s.Product.name },
  { key: 'lot', en: 'Lot', fr: 'Lot', value: (s) => s.lotNumber },
  { key: 'expiry', en: 'Expiry Date', fr: 'Date de péremption', value: (s) => s.expiry },
  { key: 'from', en: 'From', fr: 'De', value: (s) => s.FromMember.name },
  { key: 'to', en: 'To', fr: 'À', value: (s) => s.ToMember.name },
  { key: 'units', en: 'Units', fr: 'Unités', value: (s) => s.units },
  { key: 'valueSaved', en: 'Value saved', fr: 'Valeur épargnée', value: (s) => s.valueSaved },
];
