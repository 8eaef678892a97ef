import {
  EXPIRY_LOT_PREFERENCE_MONTHS,
  MESSAGES,
  profileUpdateSchema,
  UPLOADS,
  USER_TYPE_LABELS,
  userCreateSchema,
  userUpdateSchema,
  type ListQuery,
  type ManagedUserType,
  type Me,
  type Session,
} from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { withUpload, type MultipartForm } from '../../platform/uploads.js';
import { recordAudit } from '../audit/service.js';
import { presentUser, type UserRow } from './presenter.js';
import * as repo from './repository.js';

export const PROFILE_PIC_TYPE_MESSAGE = 'The profile picture must be a PNG, GIF or JPEG image';
export const profilePicUpload = {
  fileField: 'profilePic',
  allowedTypes: UPLOADS.profilePicTypes,
  typeMessage: PROFILE_PIC_TYPE_MESSAGE,
} as const;

/** The list key each kind of account answers under, as the spec names it. */
export const LIST_KEYS = { member: 'members', supplier: 'suppliers', distributor: 'distributors' } as const;

export interface UserServiceDeps {
  db: Database;
  dataDir: string;
  /** From the auth service: ends a user's sessions, and issues one for impersonation. */
  sessions: {
    revokeUserSessions(userId: string): Promise<void>;
    issueSession(user: UserRow, actorId: string | null): Promise<Session>;
  };
}

function parseOrThrow<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

export function createUserService({ db, dataDir, sessions }: UserServiceDeps) {
  const label = (type: ManagedUserType) => USER_TYPE_LABELS[type];

  async function findManaged(type: ManagedUserType, id: string) {
    const user = await repo.findUserById(db, id);
    if (!user || user.type !== type) throw notFound(`That ${label(type).toLowerCase()}`);
    return user;
  }

  async function assertEmailFree(email: string, exceptId: string) {
    if (await repo.emailTakenByOther(db, email, exceptId)) throw conflict('That e-mail address is already used by another account');
  }

  return {
    me(auth: AuthContext): Me {
      return { ...presentUser(auth.user), actingAs: auth.actor };
    },

    /** The profile form: text fields optional but never blank, e-mail unique, picture checked by content. */
    async updateMe(auth: AuthContext, form: MultipartForm) {
      const changes = parseOrThrow(profileUpdateSchema.safeParse(form.fields));
      if (changes.expiryLotPreferences !== undefined && auth.user.type !== 'member') throw badRequest('Only members set an expiry lot preference');
      if (changes.email) await assertEmailFree(changes.email, auth.user._id);
      const updated = await withUpload(dataDir, form, (profilePic) =>
        db.transaction(async (tx) => {
          const row = await repo.updateUser(tx, auth.user._id, { ...changes, ...(profilePic ? { profilePic } : {}) });
          await recordAudit(tx, auth, {
            action: 'profile.update',
            entityType: 'user',
            entityId: auth.user._id,
            detail: { fields: Object.keys(changes), picture: Boolean(profilePic) },
          });
          return row;
        }),
      );
      return presentUser(updated);
    },

    /**
     * The administrator's list of one kind of account; for a member, its Members page: the other
     * active members, without the administrator's settings of theirs.
     */
    async list(auth: AuthContext, type: ManagedUserType, query: ListQuery) {
      const directory = auth.user.type === 'member';
      const { rows, total } = await repo.listUsers(db, type, query, directory ? auth.user._id : undefined);
      const present = directory ? (row: (typeof rows)[number]) => ({ ...presentUser(row), expiryLotPreferences: null }) : presentUser;
      return { [LIST_KEYS[type]]: rows.map(present), total } as Record<(typeof LIST_KEYS)[typeof type], ReturnType<typeof presentUser>[]> & {
        total: number;
      };
    },

    names: (auth: AuthContext, type: ManagedUserType) =>
      repo.userNames(
        db,
        type,
        type === 'distributor' && auth.user.type === 'supplier' ? auth.user._id : undefined,
        type === 'member' && auth.user.type === 'member' ? auth.user._id : undefined,
      ),

    /** The administrator's create form: picture, name, e-mail, phone and address all required. */
    async create(auth: AuthContext, type: ManagedUserType, form: MultipartForm) {
      const input = parseOrThrow(userCreateSchema.safeParse(form.fields));
      if (!form.file) throw badRequest(MESSAGES.fillRequired);
      await assertEmailFree(input.email, '00000000-0000-0000-0000-000000000000');
      const created = await withUpload(dataDir, form, (profilePic) =>
        db.transaction(async (tx) => {
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
        }),
      );
      return presentUser(created);
    },

    /** The administrator's edit form; deactivating an account ends its sessions at once. */
    async update(auth: AuthContext, type: ManagedUserType, id: string, form: MultipartForm) {
      const user = await findManaged(type, id);
      const changes = parseOrThrow(userUpdateSchema.safeParse(form.fields));
      if (changes.email) await assertEmailFree(changes.email, id);
      if (type !== 'member') delete changes.expiryLotPreferences;
      const updated = await withUpload(dataDir, form, (profilePic) =>
        db.transaction(async (tx) => {
          const row = await repo.updateUser(tx, id, { ...changes, ...(profilePic ? { profilePic } : {}) });
          await recordAudit(tx, auth, {
            action: `${type}.update`,
            entityType: 'user',
            entityId: id,
            detail: { fields: Object.keys(changes), picture: Boolean(profilePic) },
          });
          return row;
        }),
      );
      if (user.isActive && !updated.isActive) await sessions.revokeUserSessions(id);
      return presentUser(updated);
    },

    /**
     * Deletes an account only when nothing refers to it. One that holds records is refused (409);
     * one that has only history (it signed in or acted) is deactivated and kept for the audit trail.
     */
    async remove(auth: AuthContext, type: ManagedUserType, id: string): Promise<{ deleted: boolean; message: string }> {
      const user = await findManaged(type, id);
      const records = await repo.businessRecordsOf(db, id);
      if (records.length > 0) {
        throw conflict(`${user.name} still has ${records.join(', ')}; deactivate the account instead of deleting it`);
      }
      if (await repo.hasAuditHistory(db, id)) {
        await db.transaction(async (tx) => {
          await repo.updateUser(tx, id, { isActive: false });
          await recordAudit(tx, auth, { action: `${type}.deactivate`, entityType: 'user', entityId: id });
        });
        await sessions.revokeUserSessions(id);
        return { deleted: false, message: `${user.name} has history in the audit trail, so the account was deactivated instead` };
      }
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, id);
        await recordAudit(tx, auth, { action: `${type}.delete`, entityType: 'user', entityId: id, detail: { name: user.name, email: user.email } });
      });
      return { deleted: true, message: `${label(type)} deleted` };
    },

    /** The administrator acts as another user: a session of that user that records who really acts. */
    async impersonate(auth: AuthContext, userId: string) {
      const target = await repo.findUserById(db, userId);
      if (!target) throw notFound('That user');
      if (target.type === 'healthpro') throw forbidden('You cannot act as another administrator');
      if (!target.isActive) throw conflict(`${target.name} is not active; activate the account first`);
      const session = await sessions.issueSession(target, auth.user._id);
      await recordAudit(db, { user: target, actor: auth.user }, { action: 'impersonate.start', entityType: 'user', entityId: target._id });
      return session;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
