import type { Transfer } from '@rds/contract';
import { presentProductBrief } from '../stock/presenter.js';
import type * as repo from './repository.js';

type UnitRow = Awaited<ReturnType<typeof repo.unitsOf>>[number];

export function presentTransfers(rows: repo.TransferRow[], units: UnitRow[]): Transfer[] {
  return rows.map((row) => ({
    _id: row.transfer._id,
    status: row.transfer.status,
    senderMember: row.senderMember,
    recipientMember: row.recipientMember,
    Stock: { _id: row.stock._id, parLevel: row.stock.parLevel, Product: presentProductBrief(row.product) },
    Supplier: row.Supplier,
    StockTransferUnits: units
      .filter((u) => u.line.transferId === row.transfer._id)
      .map((u) => ({
        _id: u.line._id,
        units: u.line.units,
        StockUnit: { _id: u.lot._id, lotNumber: u.lot.lotNumber, expiry: u.lot.expiry, Location: u.Location },
      })),
    units: row.units,
    version: row.transfer.version,
    createdAt: row.transfer.createdAt.toISOString(),
    updatedAt: row.transfer.updatedAt.toISOString(),
  }));
}
