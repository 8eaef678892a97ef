import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { GS1_ERROR_KEYS, normalizeGtin, parseGs1, type Gs1Error } from './gs1.js';

/** The group separator (ASCII 29) a scanner sends for FNC1 after a variable-length field. */
const GS = '\u001d';
/** GS1's own example GTIN. */
const GTIN = '09501101530003';

const ok = (value: object) => ({ ok: true, value });
const fail = (error: Gs1Error) => ({ ok: false, error });

describe('normalizeGtin', () => {
  it.each([
    ['96385074', '00000096385074'], // EAN-8
    ['036000291452', '00036000291452'], // UPC-A
    ['9501101530003', GTIN], // EAN-13
    [GTIN, GTIN], // GTIN-14
    [' 4006381333931 ', '04006381333931'], // spaces around a pasted number
  ])('%s is %s', (input, expected) => {
    expect(normalizeGtin(input)).toBe(expected);
  });

  it.each([
    ['9501101530004', 'wrong check digit'],
    ['09501101530000', 'wrong check digit'],
    ['950110153000', 'twelve digits with a wrong check digit'],
    ['1234567', 'seven digits'],
    ['950110153000300', 'fifteen digits'],
    ['95011O1530003', 'a letter O'],
    ['9501-1015-30003', 'dashes'],
    ['', 'empty'],
  ])('%s is refused (%s)', (input) => {
    expect(normalizeGtin(input)).toBeNull();
  });
});

describe('parseGs1', () => {
  it('reads a DataMatrix with a separator after the lot and a serial last', () => {
    expect(parseGs1(`]d201${GTIN}17270531${'10'}A12345B${GS}21SN0001X`)).toEqual(ok({ gtin: GTIN, expiry: '2027-05-31', lot: 'A12345B', serial: 'SN0001X' }));
  });

  it('reads the same code without its symbology prefix', () => {
    expect(parseGs1(`01${GTIN}1727053110A12345B${GS}21SN0001X`)).toEqual(ok({ gtin: GTIN, expiry: '2027-05-31', lot: 'A12345B', serial: 'SN0001X' }));
  });

  it.each([']d2', ']C1', ']Q3', ']e0'])('strips the %s prefix', (prefix) => {
    expect(parseGs1(`${prefix}01${GTIN}1726123110LOT-7`)).toEqual(ok({ gtin: GTIN, expiry: '2026-12-31', lot: 'LOT-7' }));
  });

  it('reads the lot last when the scanner sent no separator before the end', () => {
    expect(parseGs1(`01${GTIN}21ABC987${GS}1728020110K4421`)).toEqual(ok({ gtin: GTIN, serial: 'ABC987', expiry: '2028-02-01', lot: 'K4421' }));
  });

  it('ignores a separator sent before the first element, and one after a fixed-length field', () => {
    expect(parseGs1(`${GS}01${GTIN}${GS}17280201${GS}10K4421`)).toEqual(ok({ gtin: GTIN, expiry: '2028-02-01', lot: 'K4421' }));
  });

  it('reads the human-readable form in brackets, in any order', () => {
    expect(parseGs1(`(01)${GTIN}(17)270430(10)BX 12/A(21)99`)).toEqual(ok({ gtin: GTIN, expiry: '2027-04-30', lot: 'BX 12/A', serial: '99' }));
    expect(parseGs1(`(10)L1(01)${GTIN}`)).toEqual(ok({ gtin: GTIN, lot: 'L1' }));
  });

  it('reads a day of 00 as the last day of the month, February of a leap year too', () => {
    expect(parseGs1(`01${GTIN}17280200`)).toEqual(ok({ gtin: GTIN, expiry: '2028-02-29' }));
    expect(parseGs1(`01${GTIN}17270200`)).toEqual(ok({ gtin: GTIN, expiry: '2027-02-28' }));
    expect(parseGs1(`01${GTIN}17261100`)).toEqual(ok({ gtin: GTIN, expiry: '2026-11-30' }));
  });

  it('puts a two-digit year in the century of GS1’s sliding window', () => {
    // Up to 49 years back and 50 ahead of now: 99 is 1999, 60 is 2060 (true until 2048 and from 2011).
    expect(parseGs1(`01${GTIN}17991231`)).toMatchObject(ok({ expiry: '1999-12-31' }));
    expect(parseGs1(`01${GTIN}17600101`)).toMatchObject(ok({ expiry: '2060-01-01' }));
  });

  it('skips other AIs of fixed and variable length so that a lot after them still parses', () => {
    // 11 production date, 15 best before, 30 count (variable), 240 additional id (variable).
    expect(parseGs1(`]d201${GTIN}11250101152706013012${GS}240REF-22${GS}17270601${'10'}LOT9`)).toEqual(ok({ gtin: GTIN, expiry: '2027-06-01', lot: 'LOT9' }));
    // 7003 (expiry date and time) has a fixed length but, outside GS1's predefined list, still ends with a separator.
    expect(parseGs1(`01${GTIN}70032706011230${GS}10XY`)).toEqual(ok({ gtin: GTIN, lot: 'XY' }));
  });

  it('reads a GTIN alone, as on a pack with a plain GS1-128 barcode', () => {
    expect(parseGs1(`]C101${GTIN}`)).toEqual(ok({ gtin: GTIN }));
  });

  it('refuses a wrong GTIN check digit', () => {
    expect(parseGs1(`01095011015300041727053110A1`)).toEqual(fail('checkDigit'));
    expect(parseGs1(`(01)09501101530000(10)A1`)).toEqual(fail('checkDigit'));
  });

  it.each([
    ['month 13', `01${GTIN}17271301`],
    ['31 February', `01${GTIN}17270231`],
    ['29 February of a common year', `01${GTIN}17270229`],
    ['31 April', `01${GTIN}1727043110A1`],
    ['month 00', `01${GTIN}17270015`],
    ['letters in the date', `01${GTIN}1727AB01`],
  ])('refuses an impossible expiry: %s', (_, code) => {
    expect(parseGs1(code)).toEqual(fail('badDate'));
  });

  it.each([
    ['plain text', 'Amoxicillin 500 mg'],
    ['the empty string', ''],
    ['spaces', '   '],
    ['an EAN-13 alone (no AI)', '9501101530003'],
    ['a code without AI 01', `]d21727053110A1${GS}21S1`],
    ['a GTIN cut short', `01${GTIN.slice(0, 10)}`],
    ['letters in the GTIN', '0109501101530O03'],
    ['an unknown AI', `01${GTIN}9`],
    ['a lot longer than 20 characters (a lost separator)', `01${GTIN}10ABCDEFGHIJ12345678901`],
    ['a URL', 'https://example.org/01/09501101530003'],
    ['brackets around something else', '(hello)world'],
  ])('refuses %s as not GS1', (_, code) => {
    expect(parseGs1(code)).toEqual(fail('notGs1'));
  });

  it('has a message for every error, in English and French', () => {
    for (const key of Object.values(GS1_ERROR_KEYS)) {
      expect(en).toHaveProperty([key]);
      expect(fr).toHaveProperty([key]);
      expect((fr as Record<string, string>)[key]).not.toBe((en as Record<string, string>)[key]);
    }
  });
});
