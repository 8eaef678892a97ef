import { countStatusKey, type Count } from '@rds/contract';
import type { CsvColumn } from '../../platform/csv.js';

/** Counts as the operators and the administrator list them: the location, who opened it, lines and counted lines, the net variance, when, status in the reader's words. */
export const countColumns: CsvColumn<Count>[] = [
  { key: 'location', en: 'Location', fr: 'Emplacement', value: (c) => c.Location.name },
  { key: 'openedBy', en: 'Opened by', fr: 'Ouvert par', value: (c) => c.User.name },
  { key: 'blind', en: 'Blind', fr: 'Aveugle', value: (c, { say }) => say(c.blind ? 'label.count.blind' : 'label.count.shown') },
  { key: 'lines', en: 'Lots', fr: 'Lots', value: (c) => c.lineCount },
  { key: 'counted', en: 'Counted', fr: 'Comptés', value: (c) => c.countedCount },
  // Signed net units (found lots included); empty before any line is counted, or while a blind count is open.
  { key: 'variance', en: 'Variance (units)', fr: 'Écart (unités)', value: (c) => c.summary.varianceUnits ?? '' },
  { key: 'opened', en: 'Opened', fr: 'Ouvert le', value: (c) => c.createdAt },
  { key: 'submitted', en: 'Submitted', fr: 'Soumis le', value: (c) => c.submittedAt ?? '' },
  { key: 'status', en: 'Status', fr: 'Statut', value: (c, { say }) => say(countStatusKey(c.status)) },
];
