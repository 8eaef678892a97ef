import { productStatusKey, type Product } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** The Products list of each portal, as its screen shows it (the product cell is split into name and brand). */
export const productColumns: CsvColumn<Product>[] = [
  { key: 'productId', en: 'Product ID', fr: 'ID du produit', value: (p) => p.productId, only: ['healthpro', 'supplier', 'distributor'] },
  { key: 'gtin', en: 'GTIN', fr: 'GTIN', value: (p) => p.gtin ?? '', only: ['healthpro', 'supplier', 'distributor'] },
  { key: 'name', en: 'Product', fr: 'Produit', value: (p) => p.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (p) => p.brand },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (p) => p.Supplier.name, only: ['healthpro', 'member', 'distributor'] },
  { key: 'supplierAddress', en: 'Supplier Address', fr: 'Adresse du fournisseur', value: (p) => p.Supplier.address, only: ['distributor'] },
  { key: 'contractNumber', en: 'Contract number', fr: 'Numéro de contrat', value: (p) => p.contractNumber, only: ['healthpro', 'supplier'] },
  { key: 'price', en: 'Price', fr: 'Prix', value: (p) => p.price },
  {
    key: 'status',
    en: 'Status',
    fr: 'Statut',
    value: (p, { say }) => say(productStatusKey(p.isApproved)),
    only: ['healthpro', 'supplier'],
  },
];
