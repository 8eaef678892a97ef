import { describe, expect, it } from 'vitest';
import { allocateFirstExpiry, earlierLotThan } from './allocation.js';

const ON = '2026-06-15';
const lot = (_id: string, lotNumber: string, expiry: string, availableUnits: number, recalled = false) => ({
  _id,
  lotNumber,
  expiry,
  availableUnits,
  recalled,
});
const lots = [
  lot('00000000-0000-0000-0000-000000000004', 'D-4', '2027-03-01', 100),
  lot('00000000-0000-0000-0000-000000000001', 'A-1', '2026-06-14', 500), // expired yesterday
  lot('00000000-0000-0000-0000-000000000003', 'C-3', '2026-06-15', 20), // good on its expiry day
  lot('00000000-0000-0000-0000-000000000002', 'B-2', '2026-09-30', 0), // all held
  lot('00000000-0000-0000-0000-000000000005', 'B-5', '2026-12-31', 30),
  lot('00000000-0000-0000-0000-000000000006', 'A-6', '2026-12-31', 10),
];

describe('first expiry, first out', () => {
  it('takes the earliest usable lots first, a tie by lot number, skipping expired and empty lots', () => {
    expect(allocateFirstExpiry(lots, 45, ON)).toEqual({
      lines: [
        { stockUnitId: lots[2]!._id, lotNumber: 'C-3', expiry: '2026-06-15', units: 20 },
        { stockUnitId: lots[5]!._id, lotNumber: 'A-6', expiry: '2026-12-31', units: 10 },
        { stockUnitId: lots[4]!._id, lotNumber: 'B-5', expiry: '2026-12-31', units: 15 },
      ],
      shortBy: 0,
    });
  });

  it('says how many units the lots could not give', () => {
    const { lines, shortBy } = allocateFirstExpiry(lots, 200, ON);
    expect(lines.map((l) => l.units)).toEqual([20, 10, 30, 100]);
    expect(shortBy).toBe(40);
  });

  it('warns of a lot that expires earlier and still has units once the choice is counted', () => {
    const d4 = lots[0]!._id;
    expect(earlierLotThan(lots, d4, { [d4]: 5 }, ON)).toEqual({ lot: lots[2], left: 20 });
    expect(earlierLotThan(lots, d4, { [d4]: 5, [lots[2]!._id]: 20 }, ON)).toEqual({ lot: lots[5], left: 10 });
    // Same expiry is not earlier; nothing chosen, nothing to warn of.
    expect(earlierLotThan(lots, lots[4]!._id, { [lots[4]!._id]: 1, [lots[2]!._id]: 20 }, ON)).toBeNull();
    expect(earlierLotThan(lots, d4, {}, ON)).toBeNull();
  });

  it('never takes from a recalled lot, nor warns of one', () => {
    const withRecalled = [...lots, lot('00000000-0000-0000-0000-000000000007', 'R-7', '2026-07-01', 50, true)];
    expect(allocateFirstExpiry(withRecalled, 45, ON)).toEqual(allocateFirstExpiry(lots, 45, ON));
    expect(allocateFirstExpiry(withRecalled, 200, ON).shortBy).toBe(40);
    const d4 = lots[0]!._id;
    expect(earlierLotThan(withRecalled, d4, { [d4]: 5 }, ON)).toEqual({ lot: lots[2], left: 20 });
  });
});
