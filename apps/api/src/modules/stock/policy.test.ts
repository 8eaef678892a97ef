import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { stockPolicy, type StockState } from './policy.js';

const stock = (parLevel: number, open?: StockState['openRequest']): StockState => ({ parLevel, openRequest: open ?? null });
const member: Viewer = { _id: 'member', type: 'member', readOnly: false };
const pending = { status: 'PENDING' } as const;

describe('stock policy', () => {
  it.each([
    ['the member', member, stock(10), { order: true, transfer: true, increase: true, decrease: true }],
    ['the member, par level 0', member, stock(0), { order: true, transfer: true, increase: true, decrease: false }],
    ['the member, a request open', member, stock(10, pending), { order: true, transfer: true, increase: false, decrease: false }],
    ['the member with a read-only key', { ...member, readOnly: true }, stock(10), { order: false, transfer: false, increase: false, decrease: false }],
    ['the supplier', { _id: 's', type: 'supplier', readOnly: false }, stock(10), { order: false, transfer: false, increase: false, decrease: false }],
    ['the distributor', { _id: 'd', type: 'distributor', readOnly: false }, stock(10), { order: false, transfer: false, increase: false, decrease: false }],
    ['the administrator', { _id: 'h', type: 'healthpro', readOnly: false }, stock(10), { order: false, transfer: false, increase: false, decrease: false }],
  ] as const)('%s', (_, viewer, record, abilities) => {
    expect(stockPolicy.abilitiesOf(viewer, record)).toEqual(abilities);
  });

  it('refuses a second open request with 409, and a decrease below 0 with 400', () => {
    expect(() => stockPolicy.authorize(member, stock(10, pending), 'increase')).toThrow(
      expect.objectContaining({ status: 409, reason: 'stockRequest.openExists' }),
    );
    expect(() => stockPolicy.authorize(member, stock(0), 'decrease')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
