/**
 * Redistribution's sharing-out (figures.ts `shareLotsAtRisk`), worked by hand. Today is
 * 2026-09-10 and the lead time 30 days; a usage of 30.44 units a month is one unit a day, so a
 * recipient can use (days until the lot's expiry) x (units a day) less what it has.
 */
import { describe, expect, it } from 'vitest';
import { daysOfCover, shareLotsAtRisk, totalValueSaved, type LotToShare, type PossibleRecipient } from './figures.js';

const TODAY = '2026-09-10';
const LEAD = 30;
/** 2026-09-10 plus `days`. */
const plus = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const lot = (stockUnitId: string, memberId: string, days: number, unitsAtRisk: number, price = 1, productId = 'P'): LotToShare => ({
  stockUnitId,
  memberId,
  productId,
  expiry: plus(days),
  unitsAtRisk,
  price,
});
/** A stock using `perDay` units a day, holding `available` (all of them available unless `held`), with a par level. */
const stock = (
  memberId: string,
  perDay: number | null,
  available: number,
  parLevel: number,
  { held = 0, incoming = 0, productId = 'P' } = {},
): PossibleRecipient => {
  const averageMonthlyUsage = perDay === null ? null : perDay * 30.44;
  return {
    memberId,
    productId,
    onHandUnits: available + held,
    availableUnits: available,
    incomingUnits: incoming,
    parLevel,
    averageMonthlyUsage,
    daysOfCover: daysOfCover(available, averageMonthlyUsage),
  };
};

type Row = [to: string, lot: string, units: number, valueSaved: number];
const cases: { name: string; lots: LotToShare[]; stocks: PossibleRecipient[]; expected: Row[] }[] = [
  {
    name: 'a recipient under par gets what it would use by the expiry: 30 days x 1 a day - 10 it has = 20 of the 50 at risk',
    lots: [lot('L1', 'A', 30, 50, 2.5)],
    stocks: [stock('B', 1, 10, 100)],
    expected: [['B', 'L1', 20, 50]],
  },
  {
    name: 'the recipient with the most room first: C 60 x 2 - 40 = 80, then B 60 x 1 - 10 = 50 takes the 20 left of 100',
    lots: [lot('L1', 'A', 60, 100)],
    stocks: [stock('B', 1, 10, 100), stock('C', 2, 40, 200)],
    expected: [
      ['C', 'L1', 80, 80],
      ['B', 'L1', 20, 20],
    ],
  },
  {
    name: 'at par with 60 days of cover: not short, never a recipient, though it would use 200 - 60 = 140 by the expiry',
    lots: [lot('L1', 'A', 200, 100)],
    stocks: [stock('D', 1, 60, 60)],
    expected: [],
  },
  {
    name: 'at par but under the lead time (100 / 5 a day = 20 days of cover): a recipient of 30 x 5 - 100 = 50',
    lots: [lot('L1', 'A', 30, 100, 96.1)],
    stocks: [stock('F', 5, 100, 50)],
    expected: [['F', 'L1', 50, 4805]],
  },
  {
    name: 'without usage (none, or zero), even when empty and under par: never a recipient',
    lots: [lot('L1', 'A', 90, 100)],
    stocks: [stock('E', null, 0, 50), stock('G', 0, 0, 50)],
    expected: [],
  },
  {
    name: 'the holder is never its own recipient',
    lots: [lot('L1', 'A', 90, 100)],
    stocks: [stock('A', 1, 0, 50)],
    expected: [],
  },
  {
    name: "a recipient's room is shared across a product's lots, earliest expiry first: 30 - 10 = 20 holds L1's 15, then 50 - 10 - 15 = 25 of L2",
    lots: [lot('L2', 'A', 50, 100), lot('L1', 'A', 30, 15)],
    stocks: [stock('B', 1, 10, 100)],
    expected: [
      ['B', 'L1', 15, 15],
      ['B', 'L2', 25, 25],
    ],
  },
  {
    name: "across holders too: C's lot expires first and fills 20 of B's room; A's lot gets 40 - 20 = 20",
    lots: [lot('LA', 'A', 40, 30), lot('LC', 'C', 20, 30)],
    stocks: [stock('B', 1, 0, 100)],
    expected: [
      ['B', 'LC', 20, 20],
      ['B', 'LA', 20, 20],
    ],
  },
  {
    name: 'units held for transfers are not available: B holds 25, 15 of them held, so 30 - 10 = 20',
    lots: [lot('L1', 'A', 30, 50)],
    stocks: [stock('B', 1, 10, 100, { held: 15 })],
    expected: [['B', 'L1', 20, 20]],
  },
  {
    name: 'units pending transfer to it count as received: 30 - 10 it has - 12 offered = 8',
    lots: [lot('L1', 'A', 30, 50)],
    stocks: [stock('B', 1, 10, 100, { incoming: 12 })],
    expected: [['B', 'L1', 8, 8]],
  },
  {
    name: 'a recipient already holding what it would use by the expiry gets nothing (30 - 40 < 0)',
    lots: [lot('L1', 'A', 30, 50)],
    stocks: [stock('B', 1, 40, 100)],
    expected: [],
  },
  {
    name: "products do not mix: B is short of Q, not of P's lot",
    lots: [lot('L1', 'A', 30, 50)],
    stocks: [stock('B', 1, 0, 100, { productId: 'Q' })],
    expected: [],
  },
  {
    name: 'a fraction of a day is not a unit: 45 days x 0.5 a day = 22.5, so 22',
    lots: [lot('L1', 'A', 45, 50)],
    stocks: [stock('B', 0.5, 0, 100)],
    expected: [['B', 'L1', 22, 22]],
  },
];

describe('shareLotsAtRisk', () => {
  it.each(cases)('$name', ({ lots, stocks, expected }) => {
    const shared = shareLotsAtRisk(lots, stocks, TODAY, LEAD);
    expect(shared.map((s): Row => [s.toMemberId, s.stockUnitId, s.units, s.valueSaved])).toEqual(expected);
  });

  it('names the holder, the product and the expiry of each share', () => {
    expect(shareLotsAtRisk([lot('L1', 'A', 30, 50, 2.5)], [stock('B', 1, 10, 100)], TODAY, LEAD)).toEqual([
      { stockUnitId: 'L1', fromMemberId: 'A', toMemberId: 'B', productId: 'P', expiry: '2026-10-10', units: 20, valueSaved: 50 },
    ]);
  });

  it('values in whole cents: 7 x 96.10 = 672.70, and 3 x 0.1 + 0.2 totals 0.50', () => {
    expect(shareLotsAtRisk([lot('L1', 'A', 30, 7, 96.1)], [stock('B', 1, 0, 100)], TODAY, LEAD)[0]!.valueSaved).toBe(672.7);
    expect(totalValueSaved([{ valueSaved: 0.1 }, { valueSaved: 0.1 }, { valueSaved: 0.1 }, { valueSaved: 0.2 }])).toBe(0.5);
  });
});
