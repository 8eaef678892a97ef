import { stockRequestKindKey, workflowStatusKey, type StockRequest } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Par-level requests as each portal lists them: when, which way, the product, the parties, the par levels, minimum expiry and status. */
export const stockRequestColumns: CsvColumn<StockRequest>[] = [
  { key: 'createdAt', en: 'Requested', fr: 'Demandée le', value: (r) => r.createdAt },
  { key: 'kind', en: 'Request', fr: 'Demande', value: (r, { say }) => say(stockRequestKindKey(r.kind)) },
  { key: 'product', en: 'Item', fr: 'Article', value: (r) => r.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (r) => r.Stock.Product.brand },
  { key: 'member', en: 'Member', fr: 'Membre', value: (r) => r.Member.name, only: ['healthpro', 'supplier'] },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (r) => r.Supplier.name, only: ['healthpro', 'member'] },
  { key: 'parLevel', en: 'Par level', fr: 'Niveau normal', value: (r) => r.parLevel },
  { key: 'requestedParLevel', en: 'Requested par level', fr: 'Niveau normal demandé', value: (r) => r.requestedParLevel },
  { key: 'minimumExpiry', en: 'Requested minimum expiry (months)', fr: 'Péremption minimale demandée (mois)', value: (r) => r.minimumExpiry },
  { key: 'status', en: 'Status', fr: 'Statut', value: (r, { say }) => say(workflowStatusKey(r.status)) },
];
