import {
  EXPIRY_LOT_PREFERENCE_MONTHS,
  MESSAGE_KEYS,
  profileUpdateSchema,
  SIGNIN,
  type ProfileUpdateResult,
  UPLOADS,
  userCreateSchema,
  userUpdateSchema,
  type ListQuery,
  type ManagedUserType,
  type Me,
  type Session,
} from '@rds/contract';
import type { Database } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, conflict, forbidden, invalidInput, notFound } from '../../platform/errors.js';
import { translate, type ApiMessageParams } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import { withUpload, type MultipartForm } from '../../platform/uploads.js';
import { recordAudit } from '../audit/service.js';
import { presentUser, type UserRow } from './presenter.js';
import * as repo from './repository.js';

export const PROFILE_PIC_TYPE_MESSAGE = 'api.users.profilePicType';
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
  mailer: Mailer;
  /** From the auth service: sessions (ending them, one for impersonation) and e-mailed codes. */
  auth: {
    revokeUserSessions(userId: string, exceptSessionId?: string): Promise<void>;
    issueSession(user: UserRow, impersonator: AuthContext | null): Promise<Session>;
    newCode(purpose: string, email: string): { code: string; hash: string };
    codeMatches(purpose: string, email: string, hash: string, code: string): boolean;
  };
}

const EMAIL_CHANGE = 'email-change';

function parseOrThrow<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) throw invalidInput(result.error.issues[0]!);
  return result.data;
}

/** A member's Members page shows other members without the administrator's settings of theirs. */
function presenterFor(auth: AuthContext) {
  return auth.user.type === 'member' ? (row: UserRow) => ({ ...presentUser(row), expiryLotPreferences: null }) : presentUser;
}

export function createUserService({ db, dataDir, mailer, auth: codes }: UserServiceDeps) {
  const sessions = codes;

  async function findManaged(type: ManagedUserType, id: string) {
    const user = await repo.findUserById(db, id);
    if (!user || user.type !== type) throw notFound('api.notFound.user', { type });
    return user;
  }

  async function assertEmailFree(email: string, exceptId: string) {
    if (await repo.emailTakenByOther(db, email, exceptId)) throw conflict('api.users.emailTaken');
  }

  return {
    me(auth: AuthContext): Me {
      return { ...presentUser(auth.user), actingAs: auth.actor };
    },

    /**
     * The profile form: text fields optional but never blank, picture checked by content. A new
     * e-mail does not take effect here: a code goes to the new address, and the change waits for
     * it (confirmEmail); the answer names the address waiting as `pendingEmail`.
     */
    async updateMe(auth: AuthContext, form: MultipartForm): Promise<ProfileUpdateResult> {
      const { email, ...changes } = parseOrThrow(profileUpdateSchema.safeParse(form.fields));
      if (changes.expiryLotPreferences !== undefined && auth.user.type !== 'member') throw badRequest('api.users.lotPreferenceMembersOnly');
      const newEmail = email && email.toLowerCase() !== auth.user.email.toLowerCase() ? email : null;
      let code: string | null = null;
      if (newEmail) {
        await assertEmailFree(newEmail, auth.user._id);
        const since = new Date(Date.now() - SIGNIN.windowMinutes * 60_000);
        if ((await repo.countEmailChangesSince(db, auth.user._id, since)) >= SIGNIN.maxRequestsPerEmail) {
          throw new AppError('TOO_MANY_REQUESTS', 'api.users.tooManyEmailChanges');
        }
      }
      const updated = await withUpload(
        dataDir,
        form,
        (profilePic) =>
          db.transaction(async (tx) => {
            const row = await repo.updateUser(tx, auth.user._id, { ...changes, ...(profilePic ? { profilePic } : {}) });
            if (newEmail) {
              const issued = codes.newCode(EMAIL_CHANGE, newEmail);
              code = issued.code;
              await repo.insertEmailChange(tx, {
                userId: auth.user._id,
                newEmail,
                codeHash: issued.hash,
                expiresAt: new Date(Date.now() + SIGNIN.codeTtlMinutes * 60_000),
              });
            }
            await recordAudit(tx, auth, {
              action: 'profile.update',
              entityType: 'user',
              entityId: auth.user._id,
              detail: { fields: Object.keys(changes), picture: Boolean(profilePic), emailChangeRequested: Boolean(newEmail) },
            });
            return row;
          }),
        auth.user.profilePic, // a replaced picture is deleted
      );
      if (newEmail && code) {
        mailer.send({
          to: newEmail,
          subject: translate(updated.language, 'mail.emailChangeCode.subject', { code }),
          text: translate(updated.language, 'mail.emailChangeCode.text', { name: updated.name, email: newEmail, code, minutes: SIGNIN.codeTtlMinutes }),
        });
      }
      return { ...presentUser(updated), pendingEmail: newEmail };
    },

    /**
     * Confirms an e-mail change with the code sent to the new address: the address changes, the old
     * one is told, and every other session of the user ends (whoever else was signed in is out).
     */
    async confirmEmail(auth: AuthContext, otp: string) {
      const outcome = await db.transaction(async (tx) => {
        const change = await repo.lockPendingEmailChange(tx, auth.user._id);
        if (!change || change.expiresAt.getTime() < Date.now()) return { kind: 'expired' as const };
        if (change.wrongTries >= SIGNIN.maxWrongTries) return { kind: 'dead' as const };
        if (!codes.codeMatches(EMAIL_CHANGE, change.newEmail, change.codeHash, otp)) {
          const tries = await repo.recordEmailChangeWrongTry(tx, change._id);
          return { kind: 'wrong' as const, left: SIGNIN.maxWrongTries - tries };
        }
        await repo.closeEmailChange(tx, change._id);
        if (await repo.emailTakenByOther(tx, change.newEmail, auth.user._id)) return { kind: 'taken' as const };
        const row = await repo.updateUser(tx, auth.user._id, { email: change.newEmail });
        await recordAudit(tx, auth, {
          action: 'profile.email-change',
          entityType: 'user',
          entityId: auth.user._id,
          detail: { from: auth.user.email, to: change.newEmail },
        });
        return { kind: 'ok' as const, row };
      });
      switch (outcome.kind) {
        case 'expired':
          throw badRequest('api.users.emailCodeExpired');
        case 'dead':
          throw new AppError('TOO_MANY_REQUESTS', 'api.users.emailCodeDead');
        case 'wrong':
          throw badRequest(outcome.left > 0 ? 'api.auth.codeWrong' : 'api.users.emailCodeWrongLast', { left: outcome.left });
        case 'taken':
          throw conflict('api.users.emailTaken');
      }
      await sessions.revokeUserSessions(auth.user._id, auth.sessionId);
      mailer.send({
        to: auth.user.email,
        subject: translate(outcome.row.language, 'mail.emailChanged.subject'),
        text: translate(outcome.row.language, 'mail.emailChanged.text', { name: outcome.row.name, from: auth.user.email, to: outcome.row.email }),
      });
      return presentUser(outcome.row);
    },

    /**
     * The administrator's list of one kind of account; for a member, its Members page: the other
     * active members, without the administrator's settings of theirs.
     */
    async list(auth: AuthContext, type: ManagedUserType, query: ListQuery) {
      const directory = auth.user.type === 'member';
      const { rows, total } = await repo.listUsers(db, type, query, directory ? auth.user._id : undefined);
      const present = presenterFor(auth);
      return { [LIST_KEYS[type]]: rows.map(present), total } as Record<(typeof LIST_KEYS)[typeof type], ReturnType<typeof presentUser>[]> & {
        total: number;
      };
    },

    /** Every account of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows(auth: AuthContext, type: ManagedUserType, query: Pick<ListQuery, 'search' | 'sort'>) {
      const directory = auth.user.type === 'member';
      const present = presenterFor(auth);
      return cursorBatches(db, (tx) => repo.usersQuery(tx, type, query, directory ? auth.user._id : undefined).rows, {
        present: (_, rows) => rows.map(present),
      });
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
      if (!form.file) throw badRequest(MESSAGE_KEYS.fillRequired);
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
      const updated = await withUpload(
        dataDir,
        form,
        (profilePic) =>
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
        user.profilePic, // a replaced picture is deleted
      );
      if (user.isActive && !updated.isActive) await sessions.revokeUserSessions(id);
      return presentUser(updated);
    },

    /**
     * Deletes an account only when nothing refers to it. One that holds records is refused (409);
     * one that has only history (it signed in or acted) is deactivated and kept for the audit trail.
     */
    async remove(auth: AuthContext, type: ManagedUserType, id: string): Promise<{ deleted: boolean; message: string; params: ApiMessageParams }> {
      const user = await findManaged(type, id);
      const records = await repo.businessRecordsOf(db, id);
      if (records.length > 0) {
        throw conflict('api.users.stillHasRecords', {
          name: user.name,
          records: { list: records.map((what) => `api.record.${what.replace(' ', '_')}`), join: 'comma' },
        });
      }
      if (await repo.hasAuditHistory(db, id)) {
        await db.transaction(async (tx) => {
          await repo.updateUser(tx, id, { isActive: false });
          await recordAudit(tx, auth, { action: `${type}.deactivate`, entityType: 'user', entityId: id });
        });
        await sessions.revokeUserSessions(id);
        return { deleted: false, message: 'api.users.deactivatedInstead', params: { name: user.name } };
      }
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, id);
        await recordAudit(tx, auth, { action: `${type}.delete`, entityType: 'user', entityId: id, detail: { name: user.name, email: user.email } });
      });
      return { deleted: true, message: 'api.users.deleted', params: { type } };
    },

    /** The administrator acts as another user: a session of that user that records who really acts. */
    async impersonate(auth: AuthContext, userId: string) {
      const target = await repo.findUserById(db, userId);
      if (!target) throw notFound('api.notFound.anyUser');
      if (target.type === 'healthpro') throw forbidden('api.users.noImpersonatingAdmins');
      if (!target.isActive) throw conflict('api.users.inactiveTarget', { name: target.name });
      const session = await sessions.issueSession(target, auth);
      await recordAudit(db, { user: target, actor: auth.user }, { action: 'impersonate.start', entityType: 'user', entityId: target._id });
      return session;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
