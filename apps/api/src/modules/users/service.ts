import { rmSync } from 'node:fs';
import path from 'node:path';
import { profileUpdateSchema, UPLOADS, type Me } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { saveUpload, type MultipartForm } from '../../platform/uploads.js';
import { recordAudit } from '../audit/service.js';
import { presentUser } from './presenter.js';
import * as repo from './repository.js';

export const PROFILE_PIC_TYPE_MESSAGE = 'The profile picture must be a PNG, GIF or JPEG image';
export const profilePicUpload = {
  fileField: 'profilePic',
  allowedTypes: UPLOADS.profilePicTypes,
  typeMessage: PROFILE_PIC_TYPE_MESSAGE,
} as const;

export function createUserService({ db, dataDir }: { db: Database; dataDir: string }) {
  return {
    me(auth: AuthContext): Me {
      return { ...presentUser(auth.user), actingAs: auth.actor };
    },

    /** The profile form: text fields optional but never blank, e-mail unique, picture checked by content. */
    async updateMe(auth: AuthContext, form: MultipartForm) {
      const parsed = profileUpdateSchema.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const changes = parsed.data;
      if (changes.email && (await repo.emailTakenByOther(db, changes.email, auth.user._id))) {
        throw conflict('That e-mail address is already used by another account');
      }
      const profilePic = form.file ? saveUpload(dataDir, form.file) : undefined;
      try {
        const updated = await db.transaction(async (tx) => {
          const row = await repo.updateUser(tx, auth.user._id, { ...changes, ...(profilePic ? { profilePic } : {}) });
          await recordAudit(tx, auth, {
            action: 'profile.update',
            entityType: 'user',
            entityId: auth.user._id,
            detail: { fields: Object.keys(changes), picture: Boolean(profilePic) },
          });
          return row;
        });
        return presentUser(updated);
      } catch (error) {
        if (profilePic) rmSync(path.join(dataDir, profilePic), { force: true });
        throw error;
      }
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
