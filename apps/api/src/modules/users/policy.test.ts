import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { accountPolicy } from './policy.js';

const account = (isActive = true, type: 'member' | 'healthpro' = 'member') => ({ type, isActive, name: 'Harbour Clinic' });
const administrator: Viewer = { _id: 'h', type: 'healthpro', readOnly: false };

describe('account policy', () => {
  it.each([
    ['the administrator, an active account', administrator, account(), { edit: true, impersonate: true }],
    ['the administrator, an inactive account', administrator, account(false), { edit: true, impersonate: false }],
    ['the administrator, another administrator', administrator, account(true, 'healthpro'), { edit: true, impersonate: false }],
    ['the administrator with a read-only key', { ...administrator, readOnly: true }, account(), { edit: false, impersonate: false }],
    ['a member (its Members page)', { _id: 'm', type: 'member', readOnly: false }, account(), { edit: false, impersonate: false }],
    ['the supplier', { _id: 's', type: 'supplier', readOnly: false }, account(), { edit: false, impersonate: false }],
  ] as const)('%s', (_, viewer, record, abilities) => {
    expect(accountPolicy.abilitiesOf(viewer, record)).toEqual(abilities);
  });

  it('refuses to act as an inactive account with 409 and as an administrator with 403', () => {
    expect(() => accountPolicy.authorize(administrator, account(false), 'impersonate')).toThrow(expect.objectContaining({ reason: 'user.inactive' }));
    expect(() => accountPolicy.authorize(administrator, account(true, 'healthpro'), 'impersonate')).toThrow(expect.objectContaining({ status: 403 }));
  });
});
