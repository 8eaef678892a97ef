import { userStatusKey, type User } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** The administrator's Members, Suppliers and Distributors lists, and a member's Members page (name, address, e-mail, phone). */
export const userColumns: CsvColumn<User>[] = [
  { key: 'name', en: 'Name', fr: 'Nom', value: (u) => u.name, only: ['healthpro'] },
  { key: 'member', en: 'Member', fr: 'Membre', value: (u) => u.name, only: ['member'] },
  { key: 'memberAddress', en: 'Address', fr: 'Adresse', value: (u) => u.address, only: ['member'] },
  { key: 'email', en: 'Email', fr: 'Courriel', value: (u) => u.email, only: ['healthpro'] },
  { key: 'memberEmail', en: 'E-mail', fr: 'Courriel', value: (u) => u.email, only: ['member'] },
  { key: 'phone', en: 'Phone', fr: 'Téléphone', value: (u) => u.phone },
  { key: 'address', en: 'Address', fr: 'Adresse', value: (u) => u.address, only: ['healthpro'] },
  { key: 'status', en: 'Status', fr: 'Statut', value: (u, { say }) => say(userStatusKey(u.isActive)), only: ['healthpro'] },
];
