/**
 * One's own profile: reading it, and the profile form. A new e-mail on the form does not take effect
 * here: it waits for the code mailed to it (email-change.ts), and the answer names it as `pendingEmail`.
 */
import { profileUpdateSchema, type Me, type ProfileUpdateResult } from '@rds/contract';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, invalidInput } from '../../platform/errors.js';
import type { MultipartForm } from '../../platform/uploads.js';
import { changedFields, recordAudit } from '../audit/service.js';
import { withUpload } from '../uploads/service.js';
import type { UserContext } from './context.js';
import { checkEmailChangeAllowed, mailEmailChangeCode, recordEmailChange } from './email-change.js';
import { presentUser } from './presenter.js';
import * as repo from './repository.js';

export function me(auth: AuthContext): Me {
  return { ...presentUser(auth.user), actingAs: auth.actor };
}

/** The profile form: text fields optional but never blank, picture checked by content. */
export async function updateProfile(ctx: UserContext, auth: AuthContext, form: MultipartForm): Promise<ProfileUpdateResult> {
  const parsed = profileUpdateSchema.safeParse(form.fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
  const { email, ...changes } = parsed.data;
  if (changes.expiryLotPreferences !== undefined && auth.user.type !== 'member') throw badRequest('api.users.lotPreferenceMembersOnly');
  const newEmail = email && email.toLowerCase() !== auth.user.email.toLowerCase() ? email : null;
  if (newEmail && auth.apiKey) throw new AppError('apiKey.sessionOnly', 'api.apiKey.noEmailChange');
  if (newEmail) await checkEmailChangeAllowed(ctx, auth, newEmail);
  let code: string | null = null;
  const updated = await withUpload(
    ctx.db,
    form,
    async (tx, profilePic) => {
      const row = await repo.updateUser(tx, auth.user._id, { ...changes, ...(profilePic ? { profilePic } : {}) });
      if (newEmail) code = await recordEmailChange(ctx, tx, auth, newEmail);
      await recordAudit(tx, auth, {
        action: 'profile.update',
        entityType: 'user',
        entityId: auth.user._id,
        detail: {
          changes: [...changedFields(auth.user, changes), ...(profilePic ? [{ field: 'profilePic', from: null, to: null }] : [])],
          emailChangeRequested: Boolean(newEmail),
        },
      });
      return row;
    },
    auth.user.profilePic, // a replaced picture is deleted
  );
  if (newEmail && code) mailEmailChangeCode(ctx, updated, newEmail, code);
  return { ...presentUser(updated), pendingEmail: newEmail };
}
