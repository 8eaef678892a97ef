import { conflict, forbidden } from '../../platform/errors.js';
import { definePolicy } from '../../platform/policy.js';
import type { UserRow } from './presenter.js';

type Account = Pick<UserRow, 'type' | 'isActive' | 'name'>;

/**
 * The administrator edits the accounts it manages (its `edit` also stands for their deletion, which
 * the server refuses while the account holds records: knowing that would cost a list nine look-ups
 * per row) and acts as an active one that is not an administrator.
 */
export const accountPolicy = definePolicy(null, {
  edit: { by: ['healthpro'] },
  impersonate: {
    by: ['healthpro'],
    refuse: (_, account: Account) =>
      account.type === 'healthpro'
        ? () => forbidden('api.users.noImpersonatingAdmins')
        : !account.isActive
          ? () => conflict('user.inactive', 'api.users.inactiveTarget', { name: account.name })
          : undefined,
  },
});
