import type { Adjustment } from '@rds/contract';
import { presentProductBrief } from '../stock/presenter.js';
import type { AdjustmentRow } from './repository.js';

export function presentAdjustment(row: AdjustmentRow): Adjustment {
  return {
    _id: row.adjustment._id,
    units: row.units,
    reason: row.reason,
    note: row.adjustment.note,
    StockUnit: row.lot,
    Stock: { _id: row.adjustment.stockId, Product: presentProductBrief(row.product) },
    Member: row.Member,
    Location: row.Location,
    User: row.User,
    Actor: row.Actor,
    source: row.adjustment.countId ? 'count' : row.adjustment.recallId ? 'recall' : 'direct',
    countId: row.adjustment.countId,
    recallId: row.adjustment.recallId,
    createdAt: row.adjustment.createdAt.toISOString(),
  };
}
