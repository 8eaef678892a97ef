import type { RecallDetail, RecallLot } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** A recall's trace, a row per lot: the recall, the lot, where it is, whose, and what became of its units. */
export const recallTraceColumns: CsvColumn<{ recall: RecallDetail; lot: RecallLot }>[] = [
  { key: 'recall', en: 'Recall', fr: 'Rappel', value: ({ recall }) => recall.recallNumber },
  { key: 'status', en: 'Status', fr: 'Statut', value: ({ recall }, { say }) => say(`label.recall.${recall.status}`) },
  { key: 'product', en: 'Product', fr: 'Produit', value: ({ recall }) => recall.Product.name },
  { key: 'lot', en: 'Lot', fr: 'Lot', value: ({ lot }) => lot.lotNumber },
  { key: 'expiry', en: 'Expiry', fr: 'Péremption', value: ({ lot }) => lot.expiry },
  { key: 'member', en: 'Member', fr: 'Membre', value: ({ lot }) => lot.Member.name },
  { key: 'location', en: 'Location', fr: 'Emplacement', value: ({ lot }) => lot.Location.name },
  { key: 'located', en: 'Located', fr: 'Localisées', value: ({ lot }) => lot.locatedUnits },
  { key: 'returned', en: 'Returned', fr: 'Retournées', value: ({ lot }) => lot.returnedUnits },
  { key: 'destroyed', en: 'Destroyed', fr: 'Détruites', value: ({ lot }) => lot.destroyedUnits },
  { key: 'lost', en: 'Lost', fr: 'Perdues', value: ({ lot }) => lot.lostUnits },
  { key: 'remaining', en: 'Remaining', fr: 'Restantes', value: ({ lot }) => lot.remainingUnits },
];
