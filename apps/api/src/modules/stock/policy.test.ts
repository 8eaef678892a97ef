import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { stockPolicy, type StockState } from './policy.js';

const stock = (parLevel: number, open?: StockState['openRequest'], isReplacable = true): StockState => ({ parLevel, isReplacable, openRequest: open ?? null });
const member: Viewer = { _id: 'member', type: 'member', readOnly: false };
const pending = { status: 'PENDING' } as const;
const supplier: Viewer = { _id: 's', type: 'supplier', readOnly: false };
const none = { order: false, transfer: false, increase: false, decrease: false, replace: false, setReplacable: false };

describe('stock policy', () => {
  it.each([
    ['the member', member, stock(10), { order: true, transfer: true, increase: true, decrease: true, replace: true, setReplacable: true }],
    ['the member, par level 0', member, stock(0), { order: true, transfer: true, increase: true, decrease: false, replace: true, setReplacable: true }],
    [
      'the member, a request open',
      member,
      stock(10, pending),
      { order: true, transfer: true, increase: false, decrease: false, replace: true, setReplacable: true },
    ],
    [
      'the member, not replaceable',
      member,
      stock(10, null, false),
      { order: true, transfer: true, increase: true, decrease: true, replace: true, setReplacable: true },
    ],
    ['the member with a read-only key', { ...member, readOnly: true }, stock(10), none],
    ['the supplier, replaceable', supplier, stock(10), { ...none, replace: true }],
    ['the supplier, not replaceable', supplier, stock(10, null, false), none],
    ['the distributor', { _id: 'd', type: 'distributor', readOnly: false }, stock(10), none],
    ['the administrator', { _id: 'h', type: 'healthpro', readOnly: false }, stock(10), none],
  ] as const)('%s', (_, viewer, record, abilities) => {
    expect(stockPolicy.abilitiesOf(viewer, record)).toEqual(abilities);
  });

  it('refuses a second open request with 409, and a decrease below 0 with 400', () => {
    expect(() => stockPolicy.authorize(member, stock(10, pending), 'increase')).toThrow(
      expect.objectContaining({ status: 409, reason: 'stockRequest.openExists' }),
    );
    expect(() => stockPolicy.authorize(member, stock(0), 'decrease')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses the supplier a replacement of a stock the member does not let it replace, with 409 and its reason', () => {
    expect(() => stockPolicy.authorize(supplier, stock(10, null, false), 'replace')).toThrow(
      expect.objectContaining({ status: 409, reason: 'replacement.notReplacable' }),
    );
    expect(() => stockPolicy.authorize(member, stock(10, null, false), 'replace')).not.toThrow();
  });
});
