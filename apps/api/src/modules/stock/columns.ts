import { stockRequestKindKey, workflowStatusKey, type Stock, type StockAggregate } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** The lots of a row in one cell: "lot (expiry): units", oldest expiry first, separated by semicolons. */
const lots = (units: { lotNumber: string; expiry: string; assignedUnits: number; Member?: { name: string } }[]) =>
  units.map((u) => `${u.lotNumber} (${u.expiry}): ${u.assignedUnits}${u.Member ? ` ${u.Member.name}` : ''}`).join('; ');

/**
 * Stock lists: the member's Reserve Drug Supply and Assigned Stock, the supplier's Member Stock,
 * the administrator's and distributor's stock: member, product, supplier, par level, units held
 * (of them, those recalled), monthly usage, days of cover and at risk (empty cells where the screen says "Not enough
 * history" or "No usage"), minimum expiry, the open request (the member's) and the lots.
 */
export const stockColumns: CsvColumn<Stock>[] = [
  { key: 'member', en: 'Member', fr: 'Membre', value: (s) => s.Member.name, only: ['healthpro', 'supplier', 'distributor'] },
  { key: 'product', en: 'Product', fr: 'Produit', value: (s) => s.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (s) => s.Product.brand },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (s) => s.Supplier.name, only: ['member', 'healthpro', 'distributor'] },
  { key: 'parLevel', en: 'Par level', fr: 'Niveau normal', value: (s) => s.parLevel },
  { key: 'unitsHeld', en: 'Units held', fr: 'Unités détenues', value: (s) => s.totalAssignedUnits },
  // Of those, what an active recall froze: the screen says it apart under the units held.
  { key: 'unitsRecalled', en: 'Units recalled', fr: 'Unités rappelées', value: (s) => s.recalledUnits },
  { key: 'monthlyUsage', en: 'Monthly usage', fr: 'Usage mensuel', value: (s) => s.averageMonthlyUsage },
  { key: 'daysOfCover', en: 'Days of cover', fr: 'Jours de couverture', value: (s) => s.daysOfCover },
  { key: 'atRisk', en: 'At risk', fr: 'À risque', value: (s) => s.atRisk },
  { key: 'minimumExpiry', en: 'Minimum expiry (months)', fr: 'Péremption minimale (mois)', value: (s) => s.minimumExpiry },
  {
    key: 'openRequest',
    en: 'Open request',
    fr: 'Demande en cours',
    value: (s, { say }) => {
      const open = s.openRequest;
      return open ? `${say(stockRequestKindKey(open.kind))} ${open.requestedParLevel} ${say(workflowStatusKey(open.status))}` : '';
    },
    only: ['member'],
  },
  { key: 'lots', en: 'Lots', fr: 'Lots', value: (s) => lots(s.StockUnits) },
];

/** Total Stock: each product at each location, its total units (of them, those recalled) and the lots members hold there. */
export const aggregateColumns: CsvColumn<StockAggregate>[] = [
  { key: 'productId', en: 'Product ID', fr: 'ID du produit', value: (r) => r.Product.productId },
  { key: 'product', en: 'Product', fr: 'Produit', value: (r) => r.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (r) => r.Product.brand },
  { key: 'location', en: 'Location', fr: 'Emplacement', value: (r) => r.Location.name },
  { key: 'address', en: 'Address', fr: 'Adresse', value: (r) => `${r.Location.line1}, ${r.Location.line2} ${r.Location.postalCode}` },
  { key: 'totalUnits', en: 'Total units', fr: 'Unités au total', value: (r) => r.totalUnits },
  { key: 'unitsRecalled', en: 'Units recalled', fr: 'Unités rappelées', value: (r) => r.recalledUnits },
  { key: 'lots', en: 'Lots', fr: 'Lots', value: (r) => lots(r.stockUnits) },
];
