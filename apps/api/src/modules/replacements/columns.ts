import { replacementStatusKey, type Replacement } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Replacements as every portal lists them: the product, the member, the supplier, units, the lots out and in, when requested, status. */
export const replacementColumns: CsvColumn<Replacement>[] = [
  { key: 'product', en: 'Product', fr: 'Produit', value: (r) => r.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (r) => r.Stock.Product.brand },
  { key: 'member', en: 'Member', fr: 'Membre', value: (r) => r.Member.name },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (r) => r.Supplier.name },
  { key: 'units', en: 'Units', fr: 'Unités', value: (r) => r.units },
  {
    key: 'lotsOut',
    en: 'Lots out',
    fr: 'Lots retirés',
    value: (r) => r.StockReplacementUnits.map((u) => `${u.StockUnit.lotNumber} (${u.StockUnit.expiry}): ${u.units}`).join('; '),
  },
  {
    key: 'lotsIn',
    en: 'Lots in',
    fr: 'Lots ajoutés',
    value: (r) => r.StockReplacementLots.map((l) => `${l.lotNumber} (${l.expiry}): ${l.assignedUnits}`).join('; '),
  },
  { key: 'requested', en: 'Requested', fr: 'Demandé le', value: (r) => r.createdAt },
  { key: 'status', en: 'Status', fr: 'Statut', value: (r, { say }) => say(replacementStatusKey(r.status)) },
];
