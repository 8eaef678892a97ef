import { locationStatusKey, type Location } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

const owner = (l: Location) => l.Distributor ?? l.Supplier;

/** Locations as each portal's screen lists them: owner (the administrator's), distributor (the supplier's), name, address, comment, status. */
export const locationColumns: CsvColumn<Location>[] = [
  { key: 'owner', en: 'Owner', fr: 'Propriétaire', value: (l) => owner(l)?.name, only: ['healthpro'] },
  {
    key: 'ownerKind',
    en: 'Owner type',
    fr: 'Type de propriétaire',
    value: (l) => (l.Distributor ? 'Distributor' : l.Supplier ? 'Supplier' : ''),
    only: ['healthpro'],
  },
  { key: 'distributor', en: 'Distributor', fr: 'Distributeur', value: (l) => owner(l)?.name, only: ['supplier'] },
  { key: 'name', en: 'Location Name', fr: 'Nom de l’emplacement', value: (l) => l.name },
  { key: 'line1', en: 'Address line 1', fr: 'Adresse, ligne 1', value: (l) => l.line1 },
  { key: 'line2', en: 'Address line 2', fr: 'Adresse, ligne 2', value: (l) => l.line2 },
  { key: 'postalCode', en: 'Postal code', fr: 'Code postal', value: (l) => l.postalCode },
  { key: 'comment', en: 'Comment', fr: 'Commentaire', value: (l) => l.comment },
  { key: 'status', en: 'Status', fr: 'Statut', value: (l, { say }) => say(locationStatusKey(l.status)) },
];
