import type { Account, User } from '@rds/contract';
import type { users } from '../../db/schema.js';
import type { Viewer } from '../../platform/policy.js';
import { accountPolicy } from './policy.js';

export type UserRow = typeof users.$inferSelect;

/** The one shape a user takes in every answer. */
export function presentUser(row: UserRow): User {
  return {
    _id: row._id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    profilePic: row.profilePic,
    isActive: row.isActive,
    expiryLotPreferences: row.expiryLotPreferences,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An account as the administrator manages it (and a member reads the Members page), with what `viewer` may do to it now. */
export function presentAccount(row: UserRow, viewer: Viewer): Account {
  return { ...presentUser(row), abilities: accountPolicy.abilitiesOf(viewer, row) };
}
