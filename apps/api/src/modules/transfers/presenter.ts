import type { Transfer } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { transferPolicy } from './policy.js';
import type * as repo from './repository.js';

type UnitRow = Awaited<ReturnType<typeof repo.unitsOf>>[number];

/**
 * Transfers with their lines, read in one query for all of them, as `viewer` reads them; the total
 * is summed here, not by a sub-query per row.
 */
export function presentTransfers(rows: repo.TransferRow[], units: UnitRow[], viewer: Viewer): Transfer[] {
  return rows.map((row) =>
    presentOne(
      row,
      units.filter((u) => u.line.transferId === row.transfer._id),
      viewer,
    ),
  );
}

function presentOne(row: repo.TransferRow, lines: UnitRow[], viewer: Viewer): Transfer {
  return {
    _id: row.transfer._id,
    status: row.transfer.status,
    senderMember: row.senderMember,
    recipientMember: row.recipientMember,
    Stock: { _id: row.stock._id, parLevel: row.stock.parLevel, Product: presentProductBrief(row.product) },
    Supplier: row.Supplier,
    StockTransferUnits: lines.map((u) => ({
      _id: u.line._id,
      units: u.line.units,
      StockUnit: { _id: u.lot._id, lotNumber: u.lot.lotNumber, expiry: u.lot.expiry, Location: u.Location },
    })),
    units: lines.reduce((sum, u) => sum + u.line.units, 0),
    version: row.transfer.version,
    abilities: transferPolicy.abilitiesOf(viewer, row.transfer),
    createdAt: row.transfer.createdAt.toISOString(),
    updatedAt: row.transfer.updatedAt.toISOString(),
  };
}
