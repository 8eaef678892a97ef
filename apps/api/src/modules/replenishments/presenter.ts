import type { Replenishment } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { presentComment, presentLine } from '../stock-requests/presenter.js';
import { replenishmentPolicy } from './policy.js';
import type * as repo from './repository.js';

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];

/**
 * Turns task rows, with the lines of all of them and either their comments or each one's count of
 * comments, into the contract's shape, as `viewer` reads them.
 */
export function presentTasks(
  rows: repo.TaskRow[],
  lines: LineRow[],
  comments: CommentRow[],
  counts: { id: string; count: number }[],
  viewer: Viewer,
): Replenishment[] {
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  return rows.map((row) => {
    const thread = comments.filter(({ comment }) => comment.replenishmentId === row.task._id);
    return {
      _id: row.task._id,
      status: row.task.status,
      units: row.task.units,
      invoiceId: row.invoiceId,
      Stock: {
        _id: row.stock._id,
        parLevel: row.stock.parLevel,
        totalAssignedUnits: row.stock.onHandUnits,
        minimumExpiry: row.stock.minimumExpiry,
        Product: presentProductBrief(row.product),
      },
      Member: row.Member,
      Supplier: row.Supplier,
      decisionReason: row.task.decisionReason,
      StockRequestUnits: lines.filter(({ line }) => line.replenishmentId === row.task._id).map(presentLine),
      StockRequestComments: thread.map(presentComment),
      commentCount: countOf.get(row.task._id) ?? thread.length,
      version: row.task.version,
      abilities: replenishmentPolicy.abilitiesOf(viewer, row.task),
      createdAt: row.task.createdAt.toISOString(),
      updatedAt: row.task.updatedAt.toISOString(),
    };
  });
}
