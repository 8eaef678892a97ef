/**
 * The figures' pure rules (decision 020), each expected value worked by hand in the comment beside
 * it. The database keeps the same figures (apps/api/src/db/definitions); the API tests hold it to these.
 */
import { describe, expect, it } from 'vitest';
import {
  atRiskReasons,
  averageMonthlyUsage,
  daysOfCover,
  firstWholeMonth,
  isAtRisk,
  monthStart,
  programmeMonth,
  usageWindow,
  wastage,
  wastageMonths,
} from './figures.js';
import { wastageSchema } from './schemas.js';

describe('monthStart and usageWindow', () => {
  it.each([
    ['2026-05-20', 0, '2026-05-01'],
    ['2026-01-15', -1, '2025-12-01'], // back over the new year
    ['2025-12-15', 1, '2026-01-01'], // forward over it
    ['2026-01-15', -13, '2024-12-01'], // 13 months back: December two years before
  ])('monthStart(%s, %i) is %s', (day, offset, expected) => {
    expect(monthStart(day, offset)).toBe(expected);
  });

  it.each([
    // Today 15 March 2026, 3 months: December, January, February (the window crosses the year).
    ['2026-03-15', 3, '2025-12-01'],
    // On the first of January, 1 month: December alone; the new month has only begun.
    ['2026-01-01', 1, '2025-12-01'],
    // The last day of January, 12 months: January to December 2025.
    ['2026-01-31', 12, '2025-01-01'],
    // The last day of the year, 12 months: December 2025 to November 2026.
    ['2026-12-31', 12, '2025-12-01'],
  ])('usageWindow(%s, %i) starts on %s', (today, months, firstMonth) => {
    expect(usageWindow(today, months)).toEqual({ firstMonth, months });
  });
});

describe('firstWholeMonth (UTC, as orders are counted)', () => {
  it.each([
    ['2026-03-10T12:00:00Z', '2026-04-01'], // mid-month: March is partial, April is the first whole one
    ['2026-03-01T00:00:00Z', '2026-03-01'], // at midnight on the first: March is whole
    ['2026-03-01T00:00:01Z', '2026-04-01'], // a second later it is not
    ['2025-12-31T23:59:59Z', '2026-01-01'], // over the new year
    // 31 March 23:00 in Toronto is 1 April 03:00 UTC: April is partial in UTC, so May.
    ['2026-03-31T23:00:00-04:00', '2026-05-01'],
  ])('a stock created at %s has %s as its first whole month', (createdAt, expected) => {
    expect(firstWholeMonth(new Date(createdAt))).toBe(expected);
  });
});

describe('averageMonthlyUsage', () => {
  // Units ordered per month: January is before a 3-month window, May is the current month.
  const ordered = { '2025-12-01': 20, '2026-01-01': 100, '2026-02-01': 6, '2026-03-01': 12, '2026-04-01': 15, '2026-05-01': 50 };
  const since = new Date('2025-10-15T09:00:00Z'); // first whole month: November 2025
  const today = '2026-05-20';

  it.each([
    // February, March, April: (6 + 12 + 15) / 3 = 11; May's 50 is left out (the month is not over).
    [3, 11],
    // April alone: 15.
    [1, 15],
    // 12 months reach back to June 2025, but the stock counts from November: November to April is
    // 6 months, not 12: (0 + 20 + 100 + 6 + 12 + 15) / 6 = 153 / 6 = 25.5.
    [12, 25.5],
  ])('over a window of %i month(s) is %d', (window, expected) => {
    expect(averageMonthlyUsage(since, ordered, today, window)).toBe(expected);
  });

  it('counts only the whole months after a stock created mid-month', () => {
    // Created 10 March: March's 30 units are of a partial month; April's 8 over its 1 whole month.
    expect(averageMonthlyUsage(new Date('2026-03-10T14:00:00Z'), { '2026-03-01': 30, '2026-04-01': 8 }, today, 3)).toBe(8);
    // Created 1 March at midnight UTC: March is whole: (30 + 8) / 2 = 19.
    expect(averageMonthlyUsage(new Date('2026-03-01T00:00:00Z'), { '2026-03-01': 30, '2026-04-01': 8 }, today, 3)).toBe(19);
  });

  it('is null with less than one whole month of history, and 0 with history but no orders', () => {
    // Created 20 April: its first whole month is May, the current one.
    expect(averageMonthlyUsage(new Date('2026-04-20T10:00:00Z'), { '2026-04-01': 40, '2026-05-01': 9 }, today, 3)).toBeNull();
    expect(averageMonthlyUsage(since, {}, today, 3)).toBe(0);
  });

  it('crosses a year boundary and rounds to cents', () => {
    // Today 10 February 2026: November, December, January; (10 + 20 + 31) / 3 = 61 / 3 = 20.333… → 20.33.
    const around = { '2025-10-01': 500, '2025-11-01': 10, '2025-12-01': 20, '2026-01-01': 31, '2026-02-01': 99 };
    expect(averageMonthlyUsage(new Date('2025-01-01T00:00:00Z'), around, '2026-02-10', 3)).toBe(20.33);
    // 20 / 3 = 6.666… → 6.67.
    expect(averageMonthlyUsage(new Date('2025-01-01T00:00:00Z'), { '2025-12-01': 20 }, '2026-02-10', 3)).toBe(6.67);
  });
});

describe('daysOfCover', () => {
  it.each([
    // 100 units at 11 a month: 100 × 30.44 / 11 = 3044 / 11 = 276.727… → 276.7 days.
    [100, 11, 276.7],
    // 7 units at 20 a month: 7 × 30.44 / 20 = 213.08 / 20 = 10.654 → 10.7.
    [7, 20, 10.7],
    // A month's usage lasts a month: 50 at 50 a month = 30.44 days, to a tenth 30.4.
    [50, 50, 30.4],
    // Nothing available lasts no day.
    [0, 5, 0],
    // Without usage there is nothing to divide by: no figure.
    [10, null, null],
    [10, 0, null],
  ])('%i units at %s a month last %s days', (available, usage, expected) => {
    expect(daysOfCover(available, usage)).toBe(expected);
  });
});

describe('isAtRisk (lead time 30 days)', () => {
  it.each([
    [{ daysOfCover: 29.9, onHandUnits: 100, parLevel: 10 }, true], // cover under the lead time
    [{ daysOfCover: 30, onHandUnits: 100, parLevel: 10 }, false], // exactly the lead time is not under it
    [{ daysOfCover: 0, onHandUnits: 0, parLevel: 0 }, true], // nothing left of a used stock
    [{ daysOfCover: 500, onHandUnits: 9, parLevel: 10 }, true], // plenty of cover, but under par
    [{ daysOfCover: null, onHandUnits: 5, parLevel: 10 }, true], // no usage, under par
    [{ daysOfCover: null, onHandUnits: 10, parLevel: 10 }, false], // no usage, at par
  ])('%o is at risk: %s', (stock, expected) => {
    expect(isAtRisk(stock, 30)).toBe(expected);
  });
});

describe('atRiskReasons (lead time 30 days)', () => {
  it.each([
    [{ daysOfCover: 29.9, onHandUnits: 100, parLevel: 10 }, ['LOW_COVER']],
    [{ daysOfCover: 30, onHandUnits: 100, parLevel: 10 }, []],
    [{ daysOfCover: 400, onHandUnits: 9, parLevel: 10 }, ['UNDER_PAR']],
    [{ daysOfCover: 10, onHandUnits: 5, parLevel: 10 }, ['LOW_COVER', 'UNDER_PAR']],
    [{ daysOfCover: null, onHandUnits: 5, parLevel: 10 }, ['UNDER_PAR']],
    [{ daysOfCover: null, onHandUnits: 10, parLevel: 10 }, []],
  ])('%o: %o', (stock, expected) => {
    expect(atRiskReasons(stock, 30)).toEqual(expected);
  });
});

describe('wastage', () => {
  it('lists the twelve months in Toronto ending with the current one, oldest first', () => {
    expect(wastageMonths('2026-11-28')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(wastageMonths('2026-01-01', 2)).toEqual(['2025-12', '2026-01']);
  });

  it('puts an instant in its Toronto month', () => {
    // 1 November 2026 03:00 UTC is 31 October 23:00 in Toronto (still daylight time, UTC-4).
    expect(programmeMonth(new Date('2026-11-01T03:00:00Z'))).toBe('2026-10');
    expect(programmeMonth(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11');
  });

  it('sums the units written off as expired and their value at each product’s price, by hand', () => {
    const A = 12.5;
    const B = 3.1;
    const figure = wastage(
      [
        { reason: 'EXPIRED', delta: -10, at: new Date('2026-10-15T12:00:00Z'), price: A }, // October: 10 units, $125.00
        { reason: 'EXPIRED', delta: -4, at: new Date('2026-10-20T12:00:00Z'), price: B }, // October: 4 units, $12.40
        { reason: 'EXPIRED', delta: -6, at: new Date('2026-11-01T03:00:00Z'), price: A }, // 31 October in Toronto: 6 units, $75.00
        { reason: 'EXPIRED', delta: -3, at: new Date('2026-11-02T15:00:00Z'), price: B }, // November: 3 units, $9.30
        { reason: 'DAMAGED', delta: -50, at: new Date('2026-11-03T15:00:00Z'), price: A }, // a write-off, but not wastage
        { reason: 'ORDER_CREATED', delta: -5, at: new Date('2026-11-03T15:00:00Z'), price: A }, // usage
        { reason: 'EXPIRED', delta: -7, at: new Date('2025-11-30T12:00:00Z'), price: A }, // before the window
      ],
      '2026-11-28',
    );
    expect(figure.months).toHaveLength(12);
    expect(figure.months.filter((m) => m.units !== 0)).toEqual([
      { month: '2026-10', units: 20, value: 212.4 }, // 10 + 4 + 6; 125.00 + 12.40 + 75.00
      { month: '2026-11', units: 3, value: 9.3 },
    ]);
    expect(figure.months[0]).toEqual({ month: '2025-12', units: 0, value: 0 });
    expect(figure).toMatchObject({ totalUnits: 23, totalValue: 221.7 });
    expect(wastageSchema.parse(figure)).toEqual(figure);
  });

  it('is zero in every month without write-offs', () => {
    const figure = wastage([], '2026-03-05', 3);
    expect(figure).toEqual({
      months: [
        { month: '2026-01', units: 0, value: 0 },
        { month: '2026-02', units: 0, value: 0 },
        { month: '2026-03', units: 0, value: 0 },
      ],
      totalUnits: 0,
      totalValue: 0,
    });
  });
});
