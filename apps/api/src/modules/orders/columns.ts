import { expiringStatusKey, orderStatusKey, type Order } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

const operators = ['supplier', 'distributor'] as const;

/** Each portal's Orders list: number and date, the product, the parties the screen names, the lot, units and status. */
export const orderColumns: CsvColumn<Order>[] = [
  { key: 'orderId', en: 'Order No', fr: 'N° de commande', value: (o) => o.orderId },
  { key: 'orderDate', en: 'Order Date', fr: 'Date de commande', value: (o) => o.orderDate },
  { key: 'type', en: 'Type', fr: 'Type', value: (o) => o.type, only: ['member'] },
  { key: 'product', en: 'Product', fr: 'Produit', value: (o) => o.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (o) => o.Stock.Product.brand },
  { key: 'member', en: 'Member', fr: 'Membre', value: (o) => o.Member.name, only: ['healthpro', ...operators] },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (o) => o.Supplier.name, only: ['healthpro'] },
  { key: 'distributor', en: 'Distributor', fr: 'Distributeur', value: (o) => o.Distributor?.name, only: ['healthpro'] },
  ...lotColumns(),
  { key: 'status', en: 'Status', fr: 'Statut', value: (o, { say, viewer }) => say(orderStatusKey(o.status, viewer)) },
];

/** Each portal's Expiring Lots list: the product, the member (and supplier, for the administrator), the lot, units and status. */
export const expiringOrderColumns: CsvColumn<Order>[] = [
  { key: 'product', en: 'Items', fr: 'Articles', value: (o) => o.Stock.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (o) => o.Stock.Product.brand },
  { key: 'member', en: 'Member', fr: 'Membre', value: (o) => o.Member.name },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (o) => o.Supplier.name, only: ['healthpro'] },
  ...lotColumns(),
  { key: 'status', en: 'Status', fr: 'Statut', value: (o, { say }) => say(expiringStatusKey(o)) },
];

/** The lot columns every order list shares (domain/OrderColumns on the web). */
function lotColumns(): CsvColumn<Order>[] {
  return [
    { key: 'lotNumber', en: 'Lot No.', fr: 'N° de lot', value: (o) => o.lotNumber },
    { key: 'expiry', en: 'Expiry Date', fr: 'Date de péremption', value: (o) => o.unitsExpiry },
    { key: 'location', en: 'Location', fr: 'Emplacement', value: (o) => o.Location.name },
    { key: 'units', en: 'Units', fr: 'Unités', value: (o) => o.units },
  ];
}
