import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/policy.js';
import { transferPolicy } from './policy.js';
import type { TransferRow } from './repository.js';

const transfer = (status: TransferRow['transfer']['status']) =>
  ({ status, senderMemberId: 'sender', recipientMemberId: 'recipient' }) as TransferRow['transfer'];
const member = (_id: string): Viewer => ({ _id, type: 'member', readOnly: false });

describe('transfer policy', () => {
  it.each([
    ['the recipient, pending', member('recipient'), 'PENDING', true],
    ['the sender, pending', member('sender'), 'PENDING', false],
    ['the recipient, approved', member('recipient'), 'APPROVED', false],
    ['the recipient, denied', member('recipient'), 'DENIED', false],
    ['the recipient with a read-only key', { ...member('recipient'), readOnly: true }, 'PENDING', false],
    ['the supplier', { _id: 'supplier', type: 'supplier', readOnly: false }, 'PENDING', false],
    ['the administrator', { _id: 'healthpro', type: 'healthpro', readOnly: false }, 'PENDING', false],
  ] as const)('%s: approve and deny %s', (_, viewer, status, may) => {
    expect(transferPolicy.abilitiesOf(viewer, transfer(status))).toEqual({ approve: may, deny: may });
  });

  it('refuses the sender with 403', () => {
    expect(() => transferPolicy.authorize(member('sender'), transfer('PENDING'), 'approve')).toThrow(expect.objectContaining({ status: 403 }));
  });
});
