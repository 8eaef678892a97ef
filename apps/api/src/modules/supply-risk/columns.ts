import { supplyRiskReasonKey, type SupplyRisk } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

const holders = (list: { name: string; units: number }[]) => list.map((h) => `${h.name}: ${h.units}`).join('; ');

/** Supply-chain risk: the product, why it is at risk, who holds its units, its flagged partners, units (available, recalled) and days of cover. */
export const supplyRiskColumns: CsvColumn<SupplyRisk>[] = [
  { key: 'productId', en: 'Product ID', fr: 'ID du produit', value: (r) => r.Product.productId },
  { key: 'product', en: 'Product', fr: 'Produit', value: (r) => r.Product.name },
  { key: 'brand', en: 'Brand', fr: 'Marque', value: (r) => r.Product.brand },
  { key: 'supplier', en: 'Supplier', fr: 'Fournisseur', value: (r) => r.Supplier.name },
  { key: 'risk', en: 'Risk', fr: 'Risque', value: (r, { say }) => r.reasons.map((reason) => say(supplyRiskReasonKey(reason))).join('; ') },
  { key: 'distributors', en: 'Distributors', fr: 'Distributeurs', value: (r) => holders(r.distributors) },
  { key: 'locations', en: 'Locations', fr: 'Emplacements', value: (r) => holders(r.locations) },
  { key: 'flags', en: 'Flags', fr: 'Drapeaux', value: (r) => r.flags.map((f) => `${f.name} (${f.flag})`).join('; ') },
  { key: 'units', en: 'Units', fr: 'Unités', value: (r) => r.units },
  { key: 'availableUnits', en: 'Available units', fr: 'Unités disponibles', value: (r) => r.availableUnits },
  { key: 'unitsRecalled', en: 'Units recalled', fr: 'Unités rappelées', value: (r) => r.recalledUnits },
  { key: 'monthlyUsage', en: 'Monthly usage', fr: 'Consommation mensuelle', value: (r) => r.averageMonthlyUsage },
  { key: 'daysOfCover', en: 'Days of cover', fr: 'Jours de couverture', value: (r) => r.daysOfCover },
];
