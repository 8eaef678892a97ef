import type { Notification } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** The Notifications list, as its cards show each one: when, from whom, the title and the message, seen or not. */
export const notificationColumns: CsvColumn<Notification>[] = [
  { key: 'createdAt', en: 'Date', fr: 'Date', value: (n) => n.createdAt },
  { key: 'sender', en: 'From', fr: 'De', value: (n) => n.Sender?.name ?? 'Reserve Drug Supply' },
  { key: 'messageMain', en: 'Title', fr: 'Titre', value: (n) => n.messageMain },
  { key: 'message', en: 'Message', fr: 'Message', value: (n) => n.message },
  { key: 'seen', en: 'Seen', fr: 'Vue', value: (n) => n.isSeen },
  { key: 'askForApproval', en: 'Awaiting approval', fr: 'En attente d’approbation', value: (n) => n.askForApproval },
];
