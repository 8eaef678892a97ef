import type { Replacement } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { presentComment } from '../stock-requests/presenter.js';
import { replacementPolicy } from './policy.js';
import type * as repo from './repository.js';

type UnitRow = Awaited<ReturnType<typeof repo.unitsOf>>[number];
type LotRow = Awaited<ReturnType<typeof repo.lotsOf>>[number];
type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];

/**
 * Replacements with their lines (read in one query for all of them), and either the comments' thread
 * (one replacement) or each one's count of comments (a list), as `viewer` reads them.
 */
export function presentReplacements(
  rows: repo.ReplacementRow[],
  units: UnitRow[],
  lots: LotRow[],
  comments: CommentRow[],
  counts: { id: string; count: number }[],
  viewer: Viewer,
): Replacement[] {
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  return rows.map((row) => {
    const id = row.replacement._id;
    const thread = comments.filter(({ comment }) => comment.replacementId === id);
    return {
      _id: id,
      status: row.replacement.status,
      version: row.replacement.version,
      requestedBy: row.replacement.requestedBy === 'supplier' ? 'supplier' : 'member',
      note: row.replacement.note,
      units: row.replacement.units,
      Stock: {
        _id: row.stock._id,
        parLevel: row.stock.parLevel,
        minimumExpiry: row.stock.minimumExpiry,
        isReplacable: row.stock.isReplacable,
        Product: presentProductBrief(row.product),
      },
      Member: row.Member,
      Supplier: row.Supplier,
      StockReplacementUnits: units
        .filter((u) => u.line.replacementId === id)
        .map((u) => ({
          _id: u.line._id,
          units: u.line.units,
          StockUnit: { _id: u.lot._id, lotNumber: u.lot.lotNumber, expiry: u.lot.expiry, Location: u.Location },
        })),
      StockReplacementLots: lots
        .filter((l) => l.lot.replacementId === id)
        .map((l) => ({ _id: l.lot._id, lotNumber: l.lot.lotNumber, expiry: l.lot.expiry, assignedUnits: l.lot.assignedUnits, Location: l.Location })),
      comments: thread.map(presentComment),
      commentCount: countOf.get(id) ?? thread.length,
      abilities: replacementPolicy.abilitiesOf(viewer, row.replacement),
      recall: row.recall,
      createdAt: row.replacement.createdAt.toISOString(),
      updatedAt: row.replacement.updatedAt.toISOString(),
    };
  });
}
