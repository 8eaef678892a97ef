import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import en from './locales/en.json' with { type: 'json' };
import { issueParams } from './i18n.js';
import { NOTIFICATION_ROUTES, notificationLink } from './links.js';
import { MAX_SKIP, POSTAL_CODE_PATTERN } from './constants.js';
import { NOTIFICATION_TYPES } from './statuses.js';
import {
  listQuerySchema,
  locationInputSchema,
  NO_NUL_KEY,
  orderPageSchema,
  pageOf,
  supplyChainPageSchema,
  profileUpdateSchema,
  queryCreateSchema,
  signinVerifySchema,
  supplyChainItemInputSchema,
  supplyChainItemUpdateSchema,
} from './schemas.js';
import { invoiceTotals } from './money.js';
import { formatDate, formatDateTime, formatExpiry, isIsoDate, meetsMinimumExpiry, monthsBetween } from './dates.js';
import { formatCurrency, formatMoney, formatNumber } from './money.js';
import { pickLanguage } from './i18n.js';

describe('Canadian postal code rule', () => {
  it.each([
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['M5H-3B7', true],
    ['T2X 1V4', true],
    ['D1A 1A1', false], // D never appears
    ['W1A1A1', false], // W never comes first
    ['Z1A 1A1', false], // nor Z
    ['K1A 0U1', false], // U never appears
    ['K1A  0B1', false], // one separator at most
    ['K1A0B', false],
    ['12345', false],
    ['', false],
  ])('%s is %s', (code, valid) => {
    expect(POSTAL_CODE_PATTERN.test(code)).toBe(valid);
  });
});

describe('notification routes', () => {
  it('has a route for every notification type', () => {
    expect(Object.keys(NOTIFICATION_ROUTES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each([
    ['STOCK_REQUEST_CREATED', 'supplier', { stockRequestId: 'r1' }, '/parlevel/r1'],
    ['STOCK_REQUEST_APPROVED', 'member', {}, '/stock'],
    ['STOCK_REQUEST_APPROVED', 'healthpro', {}, '/notifications'],
    ['ORDER_CREATED', 'distributor', { orderId: 'o1' }, '/order/o1/new'],
    ['ORDER_DISPATCHED', 'member', { orderId: 'o1' }, '/order/o1/processed'],
    ['ORDER_COMPLETED', 'supplier', { orderId: 'o1' }, '/order/o1/completed'],
    ['ORDER_APPROVED', 'distributor', {}, '/expiringlots'],
    ['TRANSFER_CREATED', 'member', { stockTransferRequestId: 't1' }, '/stocktransfer/t1'],
    ['REPLACEMENT_CREATED', 'supplier', { stockReplacementId: 'x1' }, '/stockreplacement/x1'],
    ['REPLACEMENT_ASSIGNED', 'member', { stockReplacementId: 'x1' }, '/stockreplacement/x1'],
    ['REPLACEMENT_COMMENT', 'supplier', { stockReplacementId: 'x1' }, '/stockreplacement/x1'],
    ['STOCK_ADJUSTED', 'member', { stockId: 's1' }, '/adjustments?stockId=s1'],
    ['COUNT_AWAITING_APPROVAL', 'healthpro', { countId: 'c1' }, '/count/c1'],
    ['RECALL_ISSUED', 'member', { recallId: 'r1' }, '/recall/r1'],
    ['RECALL_AT_LOCATION', 'distributor', { recallId: 'r1' }, '/recall/r1'],
    ['RECALL_AT_LOCATION', 'supplier', { recallId: 'r1' }, '/recall/r1'],
    ['RECALL_CLOSED', 'member', { recallId: 'r1' }, '/recall/r1'],
    ['RECALL_REVERTED', 'distributor', { recallId: 'r1' }, '/recall/r1'],
    ['LOCATION_CREATED', 'healthpro', { locationId: 'l1' }, '/location/l1'],
    ['LOCATION_APPROVED', 'distributor', {}, '/location'],
    ['SUPPLY_CHAIN_FLAG_CHANGED', 'healthpro', { supplyChainId: 's1' }, '/supplychain/s1'],
    ['STOCK_ASSIGNED', 'member', { stockId: 'k1' }, '/stock/k1'],
    ['STOCK_REQUEST_COMMENT', 'member', { stockRequestId: 'r1' }, '/stockrequests/r1/comments'],
    ['REPLENISHMENT_COMMENT', 'supplier', { stockReplenishId: 'p1' }, '/stockreplenishment/p1/comments'],
  ] as const)('%s for a %s leads to %s', (type, recipient, ids, link) => {
    expect(NOTIFICATION_ROUTES[type].recipients).toContain(recipient);
    expect(notificationLink(type, recipient, ids)).toBe(link);
  });
});

describe('request schemas', () => {
  it('defaults a list query to the first page of ten, newest first', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 10, skip: 0, search: '', sort: 'newest' });
  });

  it('caps a list call: limit, skip and search past their caps are refused with what to do', () => {
    // A schema's message is a catalogue key; rendered in English with the issue's limits, as the API does.
    const refused = (input: Record<string, unknown>) => {
      const issue = listQuerySchema.safeParse(input).error!.issues[0]!;
      const message = (en as Record<string, string>)[issue.message]!;
      return new IntlMessageFormat(message, 'en-CA').format(issueParams(issue) as Record<string, string | number>);
    };
    expect(refused({ limit: 101 })).toBe('limit must be from 1 to 100');
    expect(refused({ skip: MAX_SKIP + 1 })).toBe(`skip cannot be more than ${MAX_SKIP}: search or sort the list to reach rows further down`);
    expect(refused({ search: 'x'.repeat(10_000) })).toBe('search is limited to 200 characters');
    expect(listQuerySchema.parse({ skip: MAX_SKIP, limit: 100 })).toMatchObject({ skip: MAX_SKIP, limit: 100 });
  });

  it('normalises the e-mail of a sign-in', () => {
    expect(signinVerifySchema.parse({ email: ' Member@Example.ORG ', otp: '012345' })).toEqual({
      email: 'member@example.org',
      otp: '012345',
    });
  });

  it('asks for both subject and message of a contact message', () => {
    const result = queryCreateSchema.safeParse({ subject: 'x' });
    expect(result.success).toBe(false);
    // A schema's message is a catalogue key; each side renders it ('Please fill required fields' in English).
    expect(result.error?.issues[0]?.message).toBe('msg.fillRequired');
  });
});

describe('pages of a list', () => {
  const page = pageOf('things', z.object({ name: z.string() }));

  it("holds the rows under the list's own name, and the total", () => {
    expect(Object.keys(page.shape)).toEqual(['things', 'total']);
    expect(page.parse({ things: [{ name: 'a' }], total: 7 })).toEqual({ things: [{ name: 'a' }], total: 7 });
  });

  it('refuses rows of another shape, rows under another name, and a total that is not a whole number', () => {
    expect(page.safeParse({ things: [{ name: 1 }], total: 1 }).success).toBe(false);
    expect(page.safeParse({ items: [{ name: 'a' }], total: 1 }).success).toBe(false);
    expect(page.safeParse({ things: [], total: 1.5 }).success).toBe(false);
  });

  it('keeps the key literally in the type', () => {
    expectTypeOf<z.infer<typeof page>>().toEqualTypeOf<{ things: { name: string }[]; total: number }>();
    expectTypeOf<z.infer<typeof orderPageSchema>>().toHaveProperty('orders');
    expectTypeOf<z.infer<typeof supplyChainPageSchema>>().toHaveProperty('supplychain');
  });
});

describe('invoice totals', () => {
  it.each([
    [1027.5, { subtotal: 1027.5, tax: 133.58, balanceDue: 1161.08 }],
    [100, { subtotal: 100, tax: 13, balanceDue: 113 }],
    [0.42, { subtotal: 0.42, tax: 0.05, balanceDue: 0.47 }],
    [78.4 * 150, { subtotal: 11760, tax: 1528.8, balanceDue: 13288.8 }],
  ])('%d gives %o', (amount, totals) => {
    expect(invoiceTotals(amount)).toEqual(totals);
  });
});

describe('minimum expiry in months', () => {
  it.each([
    ['2026-01-31', '2026-02-28', 0],
    ['2026-01-31', '2026-03-01', 1],
    ['2026-11-21', '2027-05-21', 6],
    ['2026-11-21', '2027-05-20', 5],
  ])('%s to %s is %d months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it('judges a lot against the minimum', () => {
    expect(meetsMinimumExpiry('2027-05-21', 6, '2026-11-21')).toBe(true);
    expect(meetsMinimumExpiry('2027-05-20', 6, '2026-11-21')).toBe(false);
  });

  it('knows a real date', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('27-02-28')).toBe(false);
  });
});

describe('text fields', () => {
  it.each([
    ['a contact subject', queryCreateSchema, { subject: 'a\u0000', message: 'hello' }],
    ['a search', listQuerySchema, { search: '%\u0000' }],
    ['a profile name', profileUpdateSchema, { name: 'Bad\u0000Name' }],
    ['a location line', locationInputSchema, { name: 'A', line1: 'x\u0000', line2: 'y', postalCode: 'K1A 0B1' }],
    ['a supply-chain partner name', supplyChainItemInputSchema, { name: 'P\u0000', line1: 'a', line2: 'b', postalCode: '1', type: 'WAREHOUSES' }],
  ])('refuse a NUL character in %s', (_, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(NO_NUL_KEY);
  });

  it('refuse a partner update with nothing to change', () => {
    expect(supplyChainItemUpdateSchema.safeParse({}).success).toBe(false);
    expect(supplyChainItemUpdateSchema.safeParse({ notify: true }).success).toBe(false);
    expect(supplyChainItemUpdateSchema.safeParse({ flag: null }).success).toBe(true);
  });
});

describe('languages', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE, fr;q=0.5, en;q=0.4', 'fr'],
    ['en;q=0.2, fr;q=0.9', 'fr'],
    ['fr;q=0, en', 'en'],
    ['de, es', null],
    ['', null],
  ] as const)('Accept-Language %s is %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('takes the first supported of navigator.languages, in order', () => {
    expect(pickLanguage(['de-CH', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['en-GB', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBeNull();
  });
});

describe('dates and money by language', () => {
  it("writes English exactly as the spec's formats, and French as fr-CA", () => {
    expect(formatDate('2026-11-02')).toBe('Nov 02, 2026');
    expect(formatExpiry('2026-11-02')).toBe('02 Nov, 2026');
    expect(formatDate('2026-11-22', 'fr')).toBe('22 nov. 2026');
    expect(formatExpiry('2026-11-22', 'fr')).toBe('22 nov. 2026');
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('Nov 22, 2026 14:05');
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5), 'fr')).toBe('22 nov. 2026, 14 h 05');
    expect(formatDate(null)).toBe('');
  });

  it('groups and decimals money and counts by language', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatCurrency(1234.56)).toBe('$1,234.56');
    expect(formatCurrency(1234.56, 'fr').replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(formatNumber(12345, 'fr').replace(/\s/g, ' ')).toBe('12 345');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
