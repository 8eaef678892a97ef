/**
 * The administrator's screens of members, suppliers and distributors: list, export, create, edit,
 * delete; and the names other screens choose from. A member reads the Members page through `listUsers` too.
 */
import {
  EXPIRY_LOT_PREFERENCE_MONTHS,
  MESSAGE_KEYS,
  userCreateSchema,
  userUpdateSchema,
  type Account,
  type ListQuery,
  type ManagedUserType,
} from '@rds/contract';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, invalidInput, notFound } from '../../platform/errors.js';
import type { ApiMessageParams } from '../../platform/i18n.js';
import { viewerOf } from '../../platform/policy.js';
import type { MultipartForm } from '../../platform/uploads.js';
import { changedFields, recordAudit } from '../audit/service.js';
import { withUpload } from '../uploads/service.js';
import type { UserContext } from './context.js';
import { presentAccount, type UserRow } from './presenter.js';
import * as repo from './repository.js';

/** The list key each kind of account answers under, as the spec names it. */
export const LIST_KEYS = { member: 'members', supplier: 'suppliers', distributor: 'distributors' } as const;

/** Accounts as `auth`'s user reads them, abilities included; a member's Members page shows other members without the administrator's settings of theirs. */
function presenterFor(auth: AuthContext) {
  const viewer = viewerOf(auth);
  return auth.user.type === 'member'
    ? (row: UserRow) => ({ ...presentAccount(row, viewer), expiryLotPreferences: null })
    : (row: UserRow) => presentAccount(row, viewer);
}

async function findManaged(ctx: UserContext, type: ManagedUserType, id: string) {
  const user = await repo.findUserById(ctx.db, id);
  if (!user || user.type !== type) throw notFound('api.notFound.user', { type });
  return user;
}

/**
 * The administrator's list of one kind of account; for a member, its Members page: the other
 * active members, without the administrator's settings of theirs.
 */
export async function listUsers(ctx: UserContext, auth: AuthContext, type: ManagedUserType, query: ListQuery) {
  const directory = auth.user.type === 'member';
  const { rows, total } = await repo.listUsers(ctx.db, type, query, directory ? auth.user._id : undefined);
  const present = presenterFor(auth);
  return { [LIST_KEYS[type]]: rows.map(present), total } as Record<(typeof LIST_KEYS)[typeof type], Account[]> & {
    total: number;
  };
}

/** Every account of the list, as the list shows them (same scope, search and sort), a batch at a time. */
export function exportUsers(ctx: UserContext, auth: AuthContext, type: ManagedUserType, query: Pick<ListQuery, 'search' | 'sort'>) {
  const directory = auth.user.type === 'member';
  const present = presenterFor(auth);
  return cursorBatches(ctx.db, (tx) => repo.usersQuery(tx, type, query, directory ? auth.user._id : undefined).rows, {
    present: (_, rows) => rows.map(present),
  });
}

/** Active accounts by name: a supplier sees only its distributors, a member every member but itself. */
export function userNames(ctx: UserContext, auth: AuthContext, type: ManagedUserType) {
  return repo.userNames(
    ctx.db,
    type,
    type === 'distributor' && auth.user.type === 'supplier' ? auth.user._id : undefined,
    type === 'member' && auth.user.type === 'member' ? auth.user._id : undefined,
  );
}

/** The administrator's create form: picture, name, e-mail, phone and address all required. */
export async function createUser(ctx: UserContext, auth: AuthContext, type: ManagedUserType, form: MultipartForm) {
  const parsed = userCreateSchema.safeParse(form.fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
  const input = parsed.data;
  if (!form.file) throw badRequest(MESSAGE_KEYS.fillRequired);
  await ctx.assertEmailFree(input.email, '00000000-0000-0000-0000-000000000000');
  const created = await withUpload(ctx.db, form, async (tx, profilePic) => {
    const row = await repo.insertUser(tx, {
      type,
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      profilePic,
      expiryLotPreferences: type === 'member' ? (input.expiryLotPreferences ?? EXPIRY_LOT_PREFERENCE_MONTHS.default) : null,
    });
    await recordAudit(tx, auth, { action: `${type}.create`, entityType: 'user', entityId: row._id });
    return row;
  });
  return presentAccount(created, viewerOf(auth));
}

/** The administrator's edit form; deactivating an account ends its sessions at once. */
export async function updateUser(ctx: UserContext, auth: AuthContext, type: ManagedUserType, id: string, form: MultipartForm) {
  const user = await findManaged(ctx, type, id);
  const parsed = userUpdateSchema.safeParse(form.fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
  const changes = parsed.data;
  if (changes.email) await ctx.assertEmailFree(changes.email, id);
  if (type !== 'member') delete changes.expiryLotPreferences;
  const updated = await withUpload(
    ctx.db,
    form,
    async (tx, profilePic) => {
      const row = await repo.updateUser(tx, id, { ...changes, ...(profilePic ? { profilePic } : {}) });
      await recordAudit(tx, auth, {
        action: `${type}.update`,
        entityType: 'user',
        entityId: id,
        detail: { changes: [...changedFields(user, changes), ...(profilePic ? [{ field: 'profilePic', from: null, to: null }] : [])] },
      });
      return row;
    },
    user.profilePic, // a replaced picture is deleted
  );
  if (user.isActive && !updated.isActive) await ctx.auth.revokeUserSessions(id);
  return presentAccount(updated, viewerOf(auth));
}

/**
 * Deletes an account only when nothing refers to it. One that holds records is refused (409);
 * one that has only history (it signed in or acted) is deactivated and kept for the audit trail.
 */
export async function removeUser(
  ctx: UserContext,
  auth: AuthContext,
  type: ManagedUserType,
  id: string,
): Promise<{ deleted: boolean; message: string; params: ApiMessageParams }> {
  const user = await findManaged(ctx, type, id);
  const records = await repo.businessRecordsOf(ctx.db, id);
  if (records.length > 0) {
    throw conflict('record.inUse', 'api.users.stillHasRecords', {
      name: user.name,
      records: { list: records.map((what) => `api.record.${what.replace(' ', '_')}`), join: 'comma' },
    });
  }
  if (await repo.hasAuditHistory(ctx.db, id)) {
    await ctx.db.transaction(async (tx) => {
      await repo.updateUser(tx, id, { isActive: false });
      await recordAudit(tx, auth, { action: `${type}.deactivate`, entityType: 'user', entityId: id });
    });
    await ctx.auth.revokeUserSessions(id);
    return { deleted: false, message: 'api.users.deactivatedInstead', params: { name: user.name } };
  }
  await ctx.db.transaction(async (tx) => {
    await repo.deleteUser(tx, id);
    await recordAudit(tx, auth, { action: `${type}.delete`, entityType: 'user', entityId: id, detail: { name: user.name, email: user.email } });
  });
  return { deleted: true, message: 'api.users.deleted', params: { type } };
}
