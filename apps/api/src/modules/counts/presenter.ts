import type { AdjustmentReason, Count } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { countPolicy } from './policy.js';
import type * as repo from './repository.js';

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
type FoundRow = Awaited<ReturnType<typeof repo.foundOf>>[number];

/** A line's variance: counted minus the units expected when it was counted; null until counted. */
export const varianceOf = (line: { countedUnits: number | null; expectedUnits: number | null }) =>
  line.countedUnits === null || line.expectedUnits === null ? null : line.countedUnits - line.expectedUnits;

/**
 * Counts with their figures, and one with a page of its lines (`linesTotal` of them found) and its
 * found lots, as `viewer` reads them: while a blind count is open, the expected units and variances
 * are hidden.
 */
export function presentCounts(
  rows: repo.CountRow[],
  { lines = [], linesTotal = 0, found = [], figures }: { lines?: LineRow[]; linesTotal?: number; found?: FoundRow[]; figures: repo.CountFigures[] },
  viewer: Viewer,
): Count[] {
  const figuresOf = new Map(figures.map((c) => [c.id, c]));
  return rows.map((row) => {
    const id = row.count._id;
    const hidden = row.count.blind && row.count.status === 'OPEN';
    const own = lines.filter(({ line }) => line.countId === id);
    const figure = figuresOf.get(id) ?? { lines: 0, counted: 0, variances: 0, varianceUnits: null };
    return {
      _id: id,
      status: row.count.status,
      blind: row.count.blind,
      Location: row.Location,
      User: row.User,
      lines: own.map(({ line, lot, product, Member }) => ({
        _id: line._id,
        stockUnitId: lot._id,
        stockId: lot.stockId,
        lotNumber: lot.lotNumber,
        expiry: lot.expiry,
        Product: presentProductBrief(product),
        Member,
        // Until counted, the lot's units now; once counted, its units at that moment.
        expectedUnits: hidden ? null : (line.expectedUnits ?? lot.units),
        countedUnits: line.countedUnits,
        reason: line.reason as AdjustmentReason | null,
        note: line.note,
        variance: hidden ? null : varianceOf(line),
        countedAt: line.countedAt?.toISOString() ?? null,
      })),
      linesTotal,
      found: found
        .filter((f) => f.found.countId === id)
        .map((f) => ({
          _id: f.found._id,
          stockId: f.found.stockId,
          lotNumber: f.found.lotNumber,
          expiry: f.found.expiry,
          Product: presentProductBrief(f.product),
          Member: f.Member,
          countedUnits: f.found.countedUnits,
          note: f.found.note,
        })),
      lineCount: figure.lines,
      countedCount: figure.counted,
      summary: {
        counted: figure.counted,
        uncounted: figure.lines - figure.counted,
        variances: hidden ? null : figure.variances,
        varianceUnits: hidden ? null : figure.varianceUnits,
      },
      abilities: countPolicy.abilitiesOf(viewer, { status: row.count.status, location: row.operators }),
      version: row.count.version,
      createdAt: row.count.createdAt.toISOString(),
      updatedAt: row.count.updatedAt.toISOString(),
      submittedAt: row.count.submittedAt?.toISOString() ?? null,
      decidedAt: row.count.decidedAt?.toISOString() ?? null,
    };
  });
}
