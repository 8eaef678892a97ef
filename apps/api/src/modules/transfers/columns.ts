import { workflowStatusKey, type Transfer } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Transfers as every portal lists them: the product, from whom, to whom, units, when requested, status. */
export const transferColumns: CsvColumn<Transfer>[] = [
  { key: 'product', en: 'Product', fr: 'Produit', value: (t) => t.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (t) => t.Stock.Product.brand },
  { key: 'from', en: 'From', fr: 'De', value: (t) => t.senderMember.name },
  { key: 'to', en: 'To', fr: 'À', value: (t) => t.recipientMember.name },
  { key: 'units', en: 'Units', fr: 'Unités', value: (t) => t.units },
  {
    key: 'lots',
    en: 'Lots',
    fr: 'Lots',
    value: (t) => t.StockTransferUnits.map((u) => `${u.StockUnit.lotNumber} (${u.StockUnit.expiry}): ${u.units}`).join('; '),
  },
  { key: 'requested', en: 'Requested', fr: 'Demandé le', value: (t) => t.createdAt },
  { key: 'status', en: 'Status', fr: 'Statut', value: (t, { say }) => say(workflowStatusKey(t.status)) },
];
