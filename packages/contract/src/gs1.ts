/**
 * GS1 codes on drug packs (decision 022): the GTIN (AI 01), lot (10), expiry (17) and serial (21) of a
 * DataMatrix, GS1-128 or QR code, as a camera or a keyboard-wedge scanner hands them over.
 *
 * The splitting into elements is gs1-barcode-parser-mod's (the maintained parser open-mSupply uses):
 * symbology prefixes, the group separator (ASCII 29) after variable-length fields, the bracketed
 * human-readable form, some 220 AIs so that a lot after other AIs still parses, a day of 00 as the
 * month's last day, and the two-digit year by GS1's sliding window (General Specifications §7.12:
 * up to 49 years back, 50 ahead of the current year). What it leaves to us, and this file adds: the
 * GTIN's check digit, impossible dates (it rolls 31 February over into March), a separator before
 * the first element, and the 20-character limit of lots and serials.
 */
/// <reference path="./types/gs1-barcode-parser-mod.d.ts" />
import { parseBarcode, type ParsedElement } from 'gs1-barcode-parser-mod';

export interface Gs1Fields {
  /** 14 digits, check digit valid. */
  gtin: string;
  lot?: string;
  /** YYYY-MM-DD. */
  expiry?: string;
  serial?: string;
}

export type Gs1Error = 'notGs1' | 'checkDigit' | 'badDate';

export type Gs1Result = { ok: true; value: Gs1Fields } | { ok: false; error: Gs1Error };

/** The message key of each parse error, in the contract's catalogue. */
export const GS1_ERROR_KEYS: Record<Gs1Error, string> = {
  notGs1: 'validation.gs1.notGs1',
  checkDigit: 'validation.gs1.checkDigit',
  badDate: 'validation.gs1.badDate',
};

const GROUP_SEPARATOR = String.fromCharCode(29);
/** AIs 10 (lot) and 21 (serial) hold at most 20 characters. */
const VARIABLE_FIELD_MAX = 20;

/** Whether 14 digits end with their GS1 check digit (mod 10, weights 3 and 1 from the right). */
function checkDigitValid(gtin14: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += Number(gtin14[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin14[13]);
}

/**
 * A GTIN as the portal stores it: 14 digits, an 8-, 12- or 13-digit one padded with leading zeros.
 * Null when it is not digits only, has another length, or its check digit is wrong.
 */
export function normalizeGtin(input: string): string | null {
  const digits = input.trim();
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return null;
  const gtin14 = digits.padStart(14, '0');
  return checkDigitValid(gtin14) ? gtin14 : null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A YYMMDD expiry is a real day: month 1 to 12, day 00 (the month's end) up to the month's length. */
function expiryValid(element: ParsedElement): boolean {
  if (!/^\d{6}$/.test(element.raw) || !/^\d{4}-\d{2}-\d{2}$/.test(element.isoDate)) return false;
  const month = Number(element.raw.slice(2, 4));
  const day = Number(element.raw.slice(4, 6));
  const year = Number(element.isoDate.slice(0, 4));
  return month >= 1 && month <= 12 && day <= daysInMonth(year, month);
}

/** Reads a scanned or typed GS1 code into the pack's GTIN, lot, expiry and serial. */
export function parseGs1(text: string): Gs1Result {
  // Some scanners send the leading FNC1 as a separator too; there is nothing before it to separate.
  const code = text.trim().replace(new RegExp(`^${GROUP_SEPARATOR}+`), '');
  let elements: ParsedElement[];
  try {
    elements = parseBarcode(code).parsedCodeItems;
  } catch (error) {
    return { ok: false, error: typeof error === 'string' && error.includes('date') ? 'badDate' : 'notGs1' };
  }
  const find = (ai: string) => elements.find((element) => element.ai === ai);

  const gtin = find('01');
  if (!gtin || !/^\d{14}$/.test(gtin.raw)) return { ok: false, error: 'notGs1' };
  if (!checkDigitValid(gtin.raw)) return { ok: false, error: 'checkDigit' };
  const value: Gs1Fields = { gtin: gtin.raw };

  const expiry = find('17');
  if (expiry) {
    if (!expiryValid(expiry)) return { ok: false, error: 'badDate' };
    value.expiry = expiry.isoDate;
  }
  for (const [ai, field] of [
    ['10', 'lot'],
    ['21', 'serial'],
  ] as const) {
    const element = find(ai);
    if (!element) continue;
    // Longer than the AI allows: a separator was lost and the next element ran into this one.
    if (element.raw.length === 0 || element.raw.length > VARIABLE_FIELD_MAX) return { ok: false, error: 'notGs1' };
    value[field] = element.raw;
  }
  return { ok: true, value };
}
