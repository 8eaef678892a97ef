/**
 * The decision-support figures (decision 020): each stock's average monthly usage and days of
 * cover, and each lot's units at risk of expiring unused. The database keeps them; this refreshes
 * them as the calendar moves (usage by whole months, risk by days), in batches that lock their
 * stocks as the ledger does, so a refresh never overwrites a change made beside it.
 */
import { FIGURE_SETTINGS, today, usageWindow } from '@rds/contract';
import type { Database } from '../../db/client.js';
import * as repo from './repository.js';

export interface FigureSettings {
  /** USAGE_WINDOW_MONTHS. */
  usageWindowMonths: number;
  /** LEAD_TIME_DAYS. */
  leadTimeDays: number;
}

export const DEFAULT_FIGURE_SETTINGS: FigureSettings = {
  usageWindowMonths: FIGURE_SETTINGS.usageWindowMonths.default,
  leadTimeDays: FIGURE_SETTINGS.leadTimeDays.default,
};

const BATCH = 2000;
/** A refresh that has not finished a batch for this long is taken over where it stopped (a batch takes about a second). */
const STALLED_MINUTES = 10;
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

export function createFiguresService({
  db,
  settings = DEFAULT_FIGURE_SETTINGS,
  clock = () => new Date(),
}: {
  db: Database;
  settings?: FigureSettings;
  clock?: () => Date;
}) {
  /**
   * Recomputes every stock's figures as of the clock's day (the programme's) and the usage window
   * of the whole months before it. `force: false` (the scheduled job) does nothing when the kept
   * figures are already of that day, window and lead time, or when another process has just started them;
   * it resumes a refresh that stopped moving, from the last stock it refreshed.
   */
  async function refresh({ force = true }: { force?: boolean } = {}) {
    const day = today(clock());
    const { firstMonth, months } = usageWindow(day, settings.usageWindowMonths);
    const from = (await repo.stamp(db, { day, firstMonth, months, leadTimeDays: settings.leadTimeDays }, { force }))
      ? null
      : await repo.takeOverStalled(db, STALLED_MINUTES);
    if (from === undefined) return { ran: false, stocks: 0 };
    let after = from ?? BEFORE_EVERY_ID;
    let count = 0;
    for (;;) {
      const ids = await db.transaction((tx) => repo.refreshBatch(tx, after, BATCH));
      count += ids.length;
      if (ids.length < BATCH) break;
      after = ids.at(-1)!;
    }
    // Each product's supply-risk figures, counted afresh (the triggers keep them between refreshes).
    for (let after = BEFORE_EVERY_ID; ;) {
      const ids = await db.transaction((tx) => repo.refreshProductSupplyBatch(tx, after, BATCH));
      if (ids.length < BATCH) break;
      after = ids.at(-1)!;
    }
    await repo.complete(db);
    return { ran: true, stocks: count };
  }

  return { settings, refresh, state: () => repo.stateOf(db) };
}

export type FiguresService = ReturnType<typeof createFiguresService>;
