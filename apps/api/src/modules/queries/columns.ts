import type { CsvColumn } from '../../platform/csv.js';
import type { QueryRecord } from './service.js';

/** The administrator's Queries list: who sent it (name, kind of account, when), e-mail, subject, message. */
export const queryColumns: CsvColumn<QueryRecord>[] = [
  { key: 'name', en: 'Name', fr: 'Nom', value: (q) => q.Sender.name },
  { key: 'senderType', en: 'Account', fr: 'Compte', value: (q, { say }) => say(`userType.${q.Sender.type}`) },
  { key: 'sentAt', en: 'Sent', fr: 'Envoyé le', value: (q) => q.createdAt },
  { key: 'email', en: 'Email', fr: 'Courriel', value: (q) => q.Sender.email },
  { key: 'subject', en: 'Subject', fr: 'Objet', value: (q) => q.subject },
  { key: 'message', en: 'Message', fr: 'Message', value: (q) => q.message },
];
