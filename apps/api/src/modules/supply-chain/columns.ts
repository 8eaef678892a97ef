import { supplyChainStatusKey, type SupplyChain, type SupplyChainItem } from '@rds/contract';
import type { CsvColumn, CsvReader } from '../../platform/csv.js';

const partners = (items: SupplyChainItem[], say: CsvReader['say']) => items.map((i) => `${i.name} (${i.flag ?? say('label.flag.none')})`).join('; ');

/** Supply chain cards: the product, its status, and each kind of partner with its flag. */
export const supplyChainColumns: CsvColumn<SupplyChain>[] = [
  { key: 'productId', en: 'Product ID', fr: 'ID du produit', value: (c) => c.Product.productId },
  { key: 'product', en: 'Product', fr: 'Produit', value: (c) => c.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (c) => c.Product.brand },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (c) => c.Product.Supplier.name, only: ['healthpro'] },
  { key: 'status', en: 'Status', fr: 'Statut', value: (c, { say }) => say(supplyChainStatusKey(c.status)) },
  { key: 'materialSuppliers', en: 'Material suppliers', fr: 'Fournisseurs de matières', value: (c, { say }) => partners(c.materialSuppliers, say) },
  {
    key: 'manufacturingFacilities',
    en: 'Manufacturing facilities',
    fr: 'Installations de fabrication',
    value: (c, { say }) => partners(c.manufacturingFacilities, say),
  },
  { key: 'warehouses', en: 'Warehouses', fr: 'Entrepôts', value: (c, { say }) => partners(c.warehouses, say) },
  { key: 'submittedAt', en: 'Submitted', fr: 'Soumise le', value: (c) => c.submittedAt },
];
