/**
 * Users: one's own profile, the administrator's account screens and impersonation. This file wires
 * the module's use cases together; each lives in a file of its own (profile, email-change,
 * administration, impersonation).
 */
import { UPLOADS, type ListQuery, type ManagedUserType } from '@rds/contract';
import type { AuthContext } from '../../platform/auth.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { MultipartForm } from '../../platform/uploads.js';
import { createUser, exportUsers, listUsers, removeUser, updateUser, userNames } from './administration.js';
import type { UserContext, UserServiceDeps } from './context.js';
import { confirmEmail } from './email-change.js';
import { impersonate } from './impersonation.js';
import { me, updateProfile } from './profile.js';
import { presentUser } from './presenter.js';
import * as repo from './repository.js';

const PROFILE_PIC_TYPE_MESSAGE = 'api.users.profilePicType';
export const profilePicUpload = {
  fileField: 'profilePic',
  allowedTypes: UPLOADS.profilePicTypes,
  typeMessage: PROFILE_PIC_TYPE_MESSAGE,
} as const;

export function createUserService(deps: UserServiceDeps) {
  const ctx: UserContext = {
    ...deps,
    async assertEmailFree(email, exceptId) {
      if (await repo.emailTakenByOther(deps.db, email, exceptId)) throw conflict('record.alreadyExists', 'api.users.emailTaken');
    },
  };

  return {
    me,
    /** Any account by id, for the administrator's views of it (its timeline and activity); a 404 when there is none. */
    async get(id: string) {
      const user = await repo.findUserById(deps.db, id);
      if (!user) throw notFound('api.notFound.anyUser');
      return presentUser(user);
    },
    updateMe: (auth: AuthContext, form: MultipartForm) => updateProfile(ctx, auth, form),
    confirmEmail: (auth: AuthContext, otp: string) => confirmEmail(ctx, auth, otp),

    list: (auth: AuthContext, type: ManagedUserType, query: ListQuery) => listUsers(ctx, auth, type, query),
    exportRows: (auth: AuthContext, type: ManagedUserType, query: Pick<ListQuery, 'search' | 'sort'>) => exportUsers(ctx, auth, type, query),
    names: (auth: AuthContext, type: ManagedUserType) => userNames(ctx, auth, type),
    create: (auth: AuthContext, type: ManagedUserType, form: MultipartForm) => createUser(ctx, auth, type, form),
    update: (auth: AuthContext, type: ManagedUserType, id: string, form: MultipartForm) => updateUser(ctx, auth, type, id, form),
    remove: (auth: AuthContext, type: ManagedUserType, id: string) => removeUser(ctx, auth, type, id),

    impersonate: (auth: AuthContext, userId: string) => impersonate(ctx, auth, userId),
  };
}

export type UserService = ReturnType<typeof createUserService>;
