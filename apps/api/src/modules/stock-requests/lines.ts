/** The rules a par-level request's numbers and proposed lines obey: pure, so each is tested without a database. */
import { withdrawnLotSchema, type StockRequestKind } from '@rds/contract';
import { AppError, badRequest } from '../../platform/errors.js';
import { parseLines, proposedLots, totalOf } from '../stock/lots.js';

/** How many units a proposal must add (increase: the par difference) or withdraw (decrease: what the new par leaves over). */
export function unitsToAssign(kind: StockRequestKind, parLevel: number, requestedParLevel: number, heldUnits: number) {
  return kind === 'INCREASE' ? requestedParLevel - parLevel : Math.max(0, heldUnits - requestedParLevel);
}

export function checkRequestedPar(kind: StockRequestKind, current: number, requested: number) {
  if (requested === current) throw badRequest('api.stockRequests.sameParLevel', { current: String(current) });
  if (kind === 'INCREASE' && requested < current) throw badRequest('api.stockRequests.increaseMore', { current: String(current) });
  if (kind === 'DECREASE' && requested > current) throw badRequest('api.stockRequests.decreaseLess', { current: String(current) });
}

/** A line as it is stored: a new lot (increase, no stock unit) or units of an existing lot (decrease). */
export interface Line {
  locationId: string;
  stockUnitId: string | null;
  lotNumber: string;
  expiry: string;
  assignedUnits: number;
}

/** An increase's lines: new lots, each with at least `minimumExpiry` months of shelf life. Locations are checked by the caller. */
export function increaseLines(rawLines: object[], minimumExpiry: number): Line[] {
  return proposedLots(rawLines, minimumExpiry).map((lot) => ({ ...lot, stockUnitId: null }));
}

/** A decrease's lines: units of the stock's own lots, each lot named once and holding enough. */
export function decreaseLines(rawLines: object[], lots: { _id: string; locationId: string; lotNumber: string; expiry: string; units: number }[]): Line[] {
  const picks = parseLines(withdrawnLotSchema, rawLines);
  if (new Set(picks.map((p) => p.stockUnitId)).size !== picks.length) throw badRequest('api.lots.nameOnce');
  const held = new Map(lots.map((lot) => [lot._id, lot]));
  return picks.map((pick) => {
    const lot = held.get(pick.stockUnitId);
    if (!lot) throw badRequest('api.stockRequests.withdrawOnlyThisStock');
    if (pick.assignedUnits > lot.units)
      throw badRequest('api.stockRequests.lotHoldsTooFew', { lot: lot.lotNumber, units: lot.units, asked: String(pick.assignedUnits) });
    return { locationId: lot.locationId, stockUnitId: lot._id, lotNumber: lot.lotNumber, expiry: lot.expiry, assignedUnits: pick.assignedUnits };
  });
}

/** A proposal must add (or withdraw) exactly what the request needs: a 400 while proposing. */
export function checkProposalTotal(kind: StockRequestKind, needed: number, lines: { assignedUnits: number }[]) {
  const proposed = totalOf(lines);
  if (proposed !== needed) throw badRequest('api.stockRequests.linesMustMatch', { kind, needed, proposed });
}

/**
 * The invariant re-checked under the locks just before units move: the stored lines still add (or
 * withdraw) exactly what the request needs now. A 409 when the stock changed since the proposal.
 */
export function checkLinesStillFit(kind: StockRequestKind, needed: number, lines: { assignedUnits: number }[]) {
  const proposed = totalOf(lines);
  if (proposed !== needed) {
    throw new AppError('proposal.noLongerFits', 'api.stockRequests.linesNoLongerFit', { kind, proposed, needed });
  }
}
