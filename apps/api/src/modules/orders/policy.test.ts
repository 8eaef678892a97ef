import type { UserType } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { orderPolicy } from './policy.js';
import type { LockedOrder } from './repository.js';

const MEMBER = 'member-id';
const SUPPLIER = 'supplier-id';
const DISTRIBUTOR = 'distributor-id';
const viewers: Record<UserType, Viewer> = {
  member: { _id: MEMBER, type: 'member', readOnly: false },
  supplier: { _id: SUPPLIER, type: 'supplier', readOnly: false },
  distributor: { _id: DISTRIBUTOR, type: 'distributor', readOnly: false },
  healthpro: { _id: 'healthpro-id', type: 'healthpro', readOnly: false },
};
const order = (o: Partial<LockedOrder>) =>
  ({ type: 'STANDARD', status: 'CREATED', isApproved: true, memberId: MEMBER, supplierId: SUPPLIER, distributorId: DISTRIBUTOR, ...o }) as LockedOrder;

/** Each case: an order, and the abilities of each user type on it (absent: none). */
const CASES: [name: string, order: LockedOrder, abilities: Partial<Record<UserType, ('approve' | 'dispatch' | 'complete')[]>>][] = [
  ['a created order its distributor ships', order({}), { distributor: ['dispatch'] }],
  ['a created order with no distributor: the supplier ships', order({ distributorId: null }), { supplier: ['dispatch'] }],
  ['an expiring order awaiting approval: only the member approves', order({ type: 'EXPIRING', isApproved: false }), { member: ['approve'] }],
  ['an approved expiring order', order({ type: 'EXPIRING', isApproved: true }), { distributor: ['dispatch'] }],
  ['an approved expiring order with no distributor', order({ type: 'EXPIRING', isApproved: true, distributorId: null }), { supplier: ['dispatch'] }],
  ['a shipped order: the member completes', order({ status: 'PACKAGED' }), { member: ['complete'] }],
  ['a completed order', order({ status: 'COMPLETED' }), {}],
  ["another member's shipped order", order({ status: 'PACKAGED', memberId: 'other' }), {}],
  ["another distributor's order", order({ distributorId: 'other' }), {}],
];

describe('order policy', () => {
  it.each(CASES)('%s', (_, record, expected) => {
    for (const [type, viewer] of Object.entries(viewers) as [UserType, Viewer][]) {
      const abilities = orderPolicy.abilitiesOf(viewer, record);
      const allowed = Object.entries(abilities).flatMap(([action, yes]) => (yes ? [action] : []));
      expect(allowed, type).toEqual(expected[type] ?? []);
      // Read-only keys read; they never act.
      expect(Object.values(orderPolicy.abilitiesOf({ ...viewer, readOnly: true }, record))).not.toContain(true);
    }
  });

  it.each([
    ['a supplier dispatching an order its distributor ships', 'supplier', 'dispatch', order({}), 403],
    ['dispatching an expiring order not yet approved', 'distributor', 'dispatch', order({ type: 'EXPIRING', isApproved: false }), 409],
    ['approving a standard order', 'member', 'approve', order({}), 400],
    ['approving an expiring order twice', 'member', 'approve', order({ type: 'EXPIRING', isApproved: true }), 409],
    ["completing another member's order", 'member', 'complete', order({ status: 'PACKAGED', memberId: 'other' }), 404],
  ] as const)('refuses %s with %i', (_, type, action, record, status) => {
    expect(() => orderPolicy.authorize(viewers[type], record, action)).toThrow(expect.objectContaining({ status }));
  });
});
