import type { LotAtRisk } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/**
 * Expiry risk, in every portal: each lot at risk of the horizon as the screen lists it, most value
 * first (a member's screen leaves out the member: every lot is its own).
 */
export const lotAtRiskColumns: CsvColumn<LotAtRisk>[] = [
  { key: 'member', en: 'Member', fr: 'Membre', value: (r) => r.Member.name, only: ['supplier', 'distributor', 'healthpro'] },
  { key: 'product', en: 'Product', fr: 'Produit', value: (r) => r.Product.name },
  { key: 'lot', en: 'Lot', fr: 'Lot', value: (r) => r.lotNumber },
  { key: 'location', en: 'Location', fr: 'Emplacement', value: (r) => r.Location.name },
  { key: 'expiry', en: 'Expiry', fr: 'Péremption', value: (r) => r.expiry },
  { key: 'units', en: 'Units', fr: 'Unités', value: (r) => r.units },
  // The stock's units recalled, as the screen says them under the product: left out of the risk.
  { key: 'recalledUnits', en: 'Units recalled (stock)', fr: 'Unités rappelées (stock)', value: (r) => r.recalledUnits },
  { key: 'unitsAtRisk', en: 'Units at risk', fr: 'Unités à risque', value: (r) => r.unitsAtRisk },
  { key: 'valueAtRisk', en: 'Value at risk', fr: 'Valeur à risque', value: (r) => r.valueAtRisk },
];
