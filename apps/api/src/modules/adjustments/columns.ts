import { adjustmentReasonKey, type Adjustment } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Adjustments as every portal lists them: when, the product, lot, location, member, units, reason (in the reader's words), note, who and as whom. */
export const adjustmentColumns: CsvColumn<Adjustment>[] = [
  { key: 'date', en: 'Date', fr: 'Date', value: (a) => a.createdAt },
  { key: 'product', en: 'Product', fr: 'Produit', value: (a) => a.Stock.Product.name },
  { key: 'lot', en: 'Lot', fr: 'Lot', value: (a) => a.StockUnit.lotNumber },
  { key: 'expiry', en: 'Expiry', fr: 'Péremption', value: (a) => a.StockUnit.expiry },
  { key: 'location', en: 'Location', fr: 'Emplacement', value: (a) => a.Location.name },
  { key: 'member', en: 'Member', fr: 'Membre', value: (a) => a.Member.name },
  { key: 'units', en: 'Units', fr: 'Unités', value: (a) => a.units },
  { key: 'reason', en: 'Reason', fr: 'Motif', value: (a, { say }) => say(adjustmentReasonKey(a.reason)) },
  { key: 'note', en: 'Note', fr: 'Note', value: (a) => a.note ?? '' },
  { key: 'source', en: 'Count', fr: 'Inventaire', value: (a) => a.countId ?? '' },
  { key: 'user', en: 'By', fr: 'Par', value: (a) => a.User.name },
  { key: 'actor', en: 'Acting', fr: 'Agissant', value: (a) => a.Actor.name },
];
