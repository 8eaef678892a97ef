import type { StockRequest } from '@rds/contract';
import { presentProductBrief } from '../stock/presenter.js';
import { unitsToAssign } from './lines.js';
import type * as repo from './repository.js';

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];

/** Turns request rows, with the lines and comments of all of them, into the contract's shape. */
export function presentRequests(rows: repo.RequestRow[], lines: LineRow[], comments: CommentRow[]): StockRequest[] {
  return rows.map((row) => {
    const r = row.request;
    return {
      _id: r._id,
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
      StockRequestUnits: lines
        .filter(({ line }) => line.stockRequestId === r._id)
        .map(({ line, Location }) => ({
          _id: line._id,
          locationId: line.locationId,
          stockUnitId: line.stockUnitId,
          assignedUnits: line.assignedUnits,
          expiry: line.expiry,
          lotNumber: line.lotNumber,
          Location,
        })),
      StockRequestComments: comments
        .filter(({ comment }) => comment.stockRequestId === r._id)
        .map(({ comment, Sender }) => ({
          _id: comment._id,
          comment: comment.comment,
          date: comment.createdAt.toISOString(),
          senderType: Sender.type.toUpperCase() as 'MEMBER' | 'SUPPLIER' | 'HEALTHPRO' | 'DISTRIBUTOR',
          Sender: { _id: Sender._id, name: Sender.name, profilePic: Sender.profilePic },
        })),
      commentCount: row.commentCount,
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
