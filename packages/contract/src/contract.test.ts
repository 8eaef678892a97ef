import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ROUTES, notificationLink } from './links.js';
import { POSTAL_CODE_PATTERN } from './constants.js';
import { NOTIFICATION_TYPES } from './statuses.js';
import {
  listQuerySchema,
  locationInputSchema,
  NO_NUL_MESSAGE,
  profileUpdateSchema,
  queryCreateSchema,
  signinVerifySchema,
  supplyChainItemInputSchema,
  supplyChainItemUpdateSchema,
} from './schemas.js';
import { invoiceTotals } from './money.js';
import { isIsoDate, meetsMinimumExpiry, monthsBetween } from './dates.js';

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

  it('normalises the e-mail of a sign-in', () => {
    expect(signinVerifySchema.parse({ email: ' Member@Example.ORG ', otp: '012345' })).toEqual({
      email: 'member@example.org',
      otp: '012345',
    });
  });

  it('asks for both subject and message of a contact message', () => {
    const result = queryCreateSchema.safeParse({ subject: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please fill required fields');
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
    expect(result.error!.issues[0]!.message).toBe(NO_NUL_MESSAGE);
  });

  it('refuse a partner update with nothing to change', () => {
    expect(supplyChainItemUpdateSchema.safeParse({}).success).toBe(false);
    expect(supplyChainItemUpdateSchema.safeParse({ notify: true }).success).toBe(false);
    expect(supplyChainItemUpdateSchema.safeParse({ flag: null }).success).toBe(true);
  });
});
