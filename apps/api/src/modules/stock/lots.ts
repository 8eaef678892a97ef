/** Rules for lots a supplier proposes to place in a stock (a par-level increase, a replenishment): pure. */
import { meetsMinimumExpiry, proposedLotSchema, today } from '@rds/contract';
import type { z } from 'zod';
import { badRequest, invalidInput } from '../../platform/errors.js';

export const totalOf = (lines: { assignedUnits: number }[]) => lines.reduce((sum, l) => sum + l.assignedUnits, 0);

/** Parses each raw line with `schema`; the first problem is a 400 with the contract's message. */
export function parseLines<T extends z.ZodType>(schema: T, lines: object[]): z.infer<T>[] {
  return lines.map((line) => {
    const parsed = schema.safeParse(line);
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
    return parsed.data;
  });
}

/** New lots, each with at least `minimumExpiry` months of shelf life. Locations are checked by the caller. */
export function proposedLots(rawLines: object[], minimumExpiry: number, on = today()) {
  if (rawLines.length === 0) throw badRequest('api.lots.proposeOne');
  return parseLines(proposedLotSchema, rawLines).map((lot) => {
    if (!meetsMinimumExpiry(lot.expiry, minimumExpiry, on)) {
      throw badRequest('api.lots.expiryTooShort', { lot: lot.lotNumber, expiry: lot.expiry, months: minimumExpiry });
    }
    return lot;
  });
}
