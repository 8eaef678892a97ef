/**
 * The only way units change. Every change writes a ledger row in the caller's transaction,
 * so a stock unit's `units` always equals the sum of its ledger, and never goes below zero.
 */
import type { LedgerReason } from '@rds/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './repository.js';

interface Cause {
  reason: LedgerReason;
  /** The record that caused the change. */
  sourceId?: string | null;
  actorId?: string | null;
}

/** A new lot enters a stock at a location. */
export async function receiveLot(
  tx: Executor,
  lot: { stockId: string; locationId: string; lotNumber: string; expiry: string; units: number },
  cause: Cause,
) {
  if (!Number.isInteger(lot.units) || lot.units <= 0) throw new Error(`receiveLot: units must be a positive whole number`);
  const unit = await repo.insertStockUnit(tx, { ...lot });
  await repo.insertLedgerRow(tx, { stockUnitId: unit._id, stockId: unit.stockId, delta: lot.units, ...cause });
  return unit;
}

/** Takes units out of a lot, locking it first; a 409 when it no longer holds that many. */
export async function withdrawUnits(tx: Executor, stockUnitId: string, units: number, cause: Cause) {
  if (!Number.isInteger(units) || units <= 0) throw new Error(`withdrawUnits: units must be a positive whole number`);
  const unit = await repo.lockStockUnit(tx, stockUnitId);
  if (!unit) throw new AppError('NOT_FOUND', 'That stock unit was not found');
  if (unit.units < units) {
    throw new AppError('CONFLICT', `Lot ${unit.lotNumber} holds ${unit.units} units; ${units} cannot be taken from it`);
  }
  await repo.addToStockUnit(tx, stockUnitId, -units);
  await repo.insertLedgerRow(tx, { stockUnitId, stockId: unit.stockId, delta: -units, ...cause });
  return { ...unit, units: unit.units - units };
}
