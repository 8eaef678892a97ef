import type { Comment, StockRequest } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { unitsToAssign } from './lines.js';
import { stockRequestPolicy } from './policy.js';
import type * as repo from './repository.js';

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];

type LocationBrief = StockRequest['StockRequestUnits'][number]['Location'];

/** A proposed line (a par-level request's or a replenishment's), with its location. */
export function presentLine({
  line,
  Location,
}: {
  line: { _id: string; locationId: string; stockUnitId?: string | null; assignedUnits: number; expiry: string; lotNumber: string };
  Location: LocationBrief;
}): StockRequest['StockRequestUnits'][number] {
  return {
    _id: line._id,
    locationId: line.locationId,
    stockUnitId: line.stockUnitId ?? null,
    assignedUnits: line.assignedUnits,
    expiry: line.expiry,
    lotNumber: line.lotNumber,
    Location,
  };
}

/** A comment (on a par-level request or a replenishment), with its sender. */
export function presentComment({
  comment,
  Sender,
}: {
  comment: { _id: string; comment: string; createdAt: Date };
  Sender: { _id: string; name: string; profilePic: string | null; type: string };
}): Comment {
  return {
    _id: comment._id,
    comment: comment.comment,
    date: comment.createdAt.toISOString(),
    senderType: Sender.type.toUpperCase() as Comment['senderType'],
    Sender: { _id: Sender._id, name: Sender.name, profilePic: Sender.profilePic },
  };
}

/**
 * Turns request rows, with the lines of all of them and either their comments or each one's count
 * of comments, into the contract's shape, as `viewer` reads them.
 */
export function presentRequests(
  rows: repo.RequestRow[],
  lines: LineRow[],
  comments: CommentRow[],
  counts: { id: string; count: number }[],
  viewer: Viewer,
): StockRequest[] {
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  return rows.map((row) => {
    const r = row.request;
    const thread = comments.filter(({ comment }) => comment.stockRequestId === r._id);
    const mine = lines.filter(({ line }) => line.stockRequestId === r._id);
    return {
      _id: r._id,
      stockId: row.stock._id,
      kind: r.kind,
      status: r.status,
      parLevel: r.parLevel,
      requestedParLevel: r.requestedParLevel,
      minimumExpiry: r.minimumExpiry,
      unitsToAssign: unitsToAssign(r.kind, row.stock.parLevel, r.requestedParLevel, row.totalAssignedUnits),
      invoiceId: row.invoiceId,
      Stock: {
        _id: row.stock._id,
        parLevel: row.stock.parLevel,
        totalAssignedUnits: row.totalAssignedUnits,
        minimumExpiry: row.stock.minimumExpiry,
        Product: presentProductBrief(row.product),
      },
      Member: row.Member,
      Supplier: row.Supplier,
      distributorId: mine.find((l) => l.distributorId)?.distributorId ?? null,
      decisionReason: row.request.decisionReason,
      StockRequestUnits: mine.map(presentLine),
      StockRequestComments: thread.map(presentComment),
      commentCount: countOf.get(r._id) ?? thread.length,
      version: r.version,
      abilities: stockRequestPolicy.abilitiesOf(viewer, r),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
