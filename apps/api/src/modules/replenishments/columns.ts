import { workflowStatusKey, type Replenishment } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Replenishments as each portal lists them: the product, the member (and its address) or the supplier, units, minimum expiry and status. */
export const replenishmentColumns: CsvColumn<Replenishment>[] = [
  { key: 'createdAt', en: 'Opened', fr: 'Ouverte le', value: (t) => t.createdAt },
  { key: 'product', en: 'Item', fr: 'Article', value: (t) => t.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (t) => t.Stock.Product.brand },
  { key: 'member', en: 'Member', fr: 'Membre', value: (t) => t.Member.name, only: ['healthpro', 'supplier'] },
  { key: 'memberAddress', en: 'Member address', fr: 'Adresse du membre', value: (t) => t.Member.address, only: ['healthpro', 'supplier'] },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (t) => t.Supplier.name, only: ['healthpro', 'member'] },
  { key: 'units', en: 'Units to be replenished', fr: 'Unités à réapprovisionner', value: (t) => t.units },
  { key: 'minimumExpiry', en: 'Minimum expiry (months)', fr: 'Péremption minimale (mois)', value: (t) => t.Stock.minimumExpiry },
  { key: 'status', en: 'Status', fr: 'Statut', value: (t, { say }) => say(workflowStatusKey(t.status)) },
];
