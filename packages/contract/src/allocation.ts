/**
 * First expiry, first out: the order in which a stock's lots should leave it, shared by the API's
 * allocation and the web's warnings so that both answer the same. Pure.
 */
import { isExpired, today } from './dates.js';

export interface AllocatableLot {
  _id: string;
  lotNumber: string;
  /** YYYY-MM-DD. */
  expiry: string;
  /** Units that may leave the lot: what it holds less what pending transfers hold. */
  availableUnits: number;
  /** An active recall froze the lot: nothing leaves it but the recall's disposition. */
  recalled: boolean;
}

/** Earliest expiry first; ties by lot number, then id, so that the order is total. */
export function byFirstExpiry(a: AllocatableLot, b: AllocatableLot): number {
  if (a.expiry !== b.expiry) return a.expiry < b.expiry ? -1 : 1;
  if (a.lotNumber !== b.lotNumber) return a.lotNumber < b.lotNumber ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** The lots that may give units today (not recalled, not expired, some available), in first-expiry order. */
export function usableLots<T extends AllocatableLot>(lots: T[], on = today()): T[] {
  return lots.filter((lot) => !lot.recalled && lot.availableUnits > 0 && !isExpired(lot.expiry, on)).sort(byFirstExpiry);
}

/** Takes `units` from the usable lots, each as far as it goes; `shortBy` is what they could not give. */
export function allocateFirstExpiry(lots: AllocatableLot[], units: number, on = today()) {
  const lines: { stockUnitId: string; lotNumber: string; expiry: string; units: number }[] = [];
  let left = units;
  for (const lot of usableLots(lots, on)) {
    if (left === 0) break;
    const take = Math.min(left, lot.availableUnits);
    lines.push({ stockUnitId: lot._id, lotNumber: lot.lotNumber, expiry: lot.expiry, units: take });
    left -= take;
  }
  return { lines, shortBy: left };
}

/**
 * When units are chosen from `lotId`, the first usable lot that expires strictly earlier and still
 * has units once `picked` (units chosen per lot id) is taken from it, with what it has left; else null.
 */
export function earlierLotThan<T extends AllocatableLot>(lots: T[], lotId: string, picked: Record<string, number>, on = today()) {
  const lot = lots.find((l) => l._id === lotId);
  if (!lot || !(picked[lotId]! > 0)) return null;
  for (const earlier of usableLots(lots, on)) {
    if (earlier.expiry >= lot.expiry) break;
    const left = earlier.availableUnits - (picked[earlier._id] ?? 0);
    if (left > 0) return { lot: earlier, left };
  }
  return null;
}
