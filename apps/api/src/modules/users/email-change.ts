/**
 * A new e-mail address on the profile: it waits in `email_changes` for the code mailed to it, and
 * takes effect when the user confirms with that code.
 */
import { SIGNIN } from '@rds/contract';
import type { Transaction } from '../../db/client.js';
import { sessionOf, type AuthContext } from '../../platform/auth.js';
import { AppError, conflict } from '../../platform/errors.js';
import { translate } from '../../platform/i18n.js';
import { recordAudit } from '../audit/service.js';
import type { UserContext } from './context.js';
import { presentUser, type UserRow } from './presenter.js';
import * as repo from './repository.js';

/** The purpose the code's hash is keyed with, so that a sign-in code cannot confirm an e-mail change. */
const EMAIL_CHANGE = 'email-change';

/** Before a change is recorded: the address is free, and the user has not asked too often. */
export async function checkEmailChangeAllowed(ctx: UserContext, auth: AuthContext, newEmail: string) {
  await ctx.assertEmailFree(newEmail, auth.user._id);
  const since = new Date(Date.now() - SIGNIN.windowMinutes * 60_000);
  if ((await repo.countEmailChangesSince(ctx.db, auth.user._id, since)) >= SIGNIN.maxRequestsPerEmail) {
    throw new AppError('rateLimit.tooMany', 'api.users.tooManyEmailChanges');
  }
}

/** Records the change waiting for its code, in the profile form's transaction; returns the code to mail. */
export async function recordEmailChange(ctx: UserContext, tx: Transaction, auth: AuthContext, newEmail: string) {
  const issued = ctx.auth.newCode(EMAIL_CHANGE, newEmail);
  await repo.insertEmailChange(tx, {
    userId: auth.user._id,
    newEmail,
    codeHash: issued.hash,
    expiresAt: new Date(Date.now() + SIGNIN.codeTtlMinutes * 60_000),
  });
  return issued.code;
}

/** Mails the code to the new address, in the user's language; sent after the transaction commits. */
export function mailEmailChangeCode(ctx: UserContext, user: UserRow, newEmail: string, code: string) {
  ctx.mailer.send({
    to: newEmail,
    subject: translate(user.language, 'mail.emailChangeCode.subject', { code }),
    text: translate(user.language, 'mail.emailChangeCode.text', { name: user.name, email: newEmail, code, minutes: SIGNIN.codeTtlMinutes }),
  });
}

/**
 * Confirms an e-mail change with the code sent to the new address: the address changes, the old
 * one is told, and every other session of the user ends (whoever else was signed in is out).
 */
export async function confirmEmail(ctx: UserContext, auth: AuthContext, otp: string) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const change = await repo.lockPendingEmailChange(tx, auth.user._id);
    if (!change || change.expiresAt.getTime() < Date.now()) return { kind: 'expired' as const };
    if (change.wrongTries >= SIGNIN.maxWrongTries) return { kind: 'dead' as const };
    if (!ctx.auth.codeMatches(EMAIL_CHANGE, change.newEmail, change.codeHash, otp)) {
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
      detail: { changes: [{ field: 'email', from: auth.user.email, to: change.newEmail }] },
    });
    return { kind: 'ok' as const, row };
  });
  switch (outcome.kind) {
    case 'expired':
      throw new AppError('signIn.codeExpired', 'api.users.emailCodeExpired');
    case 'dead':
      throw new AppError('signIn.tooManyTries', 'api.users.emailCodeDead');
    case 'wrong':
      throw new AppError('signIn.codeWrong', outcome.left > 0 ? 'api.auth.codeWrong' : 'api.users.emailCodeWrongLast', { left: outcome.left });
    case 'taken':
      throw conflict('record.alreadyExists', 'api.users.emailTaken');
  }
  await ctx.auth.revokeUserSessions(auth.user._id, sessionOf(auth));
  ctx.mailer.send({
    to: auth.user.email,
    subject: translate(outcome.row.language, 'mail.emailChanged.subject'),
    text: translate(outcome.row.language, 'mail.emailChanged.text', { name: outcome.row.name, from: auth.user.email, to: outcome.row.email }),
  });
  return presentUser(outcome.row);
}
