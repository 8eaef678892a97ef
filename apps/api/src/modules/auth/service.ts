import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNIN, type Session } from '@rds/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { recordAudit } from '../audit/service.js';
import { presentUser, type UserRow } from '../users/presenter.js';
import * as repo from './repository.js';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  jwtSecret: string;
  sessionHours: number;
  signinLimits: { perEmail: number };
}

export const SIGNIN_REQUESTED_MESSAGE = 'If an account exists for that address, a sign-in code is on its way. It works for 10 minutes.';

export function createAuthService({ db, mailer, jwtSecret, sessionHours, signinLimits }: AuthDeps) {
  const key = new TextEncoder().encode(jwtSecret);

  /** Codes are kept as an HMAC keyed by the server secret, bound to the address they were sent to. */
  const hashCode = (email: string, code: string) => createHmac('sha256', key).update(`${email}:${code}`).digest('hex');

  async function issueSession(user: UserRow, actorId: string | null): Promise<Session> {
    const expiresAt = new Date(Date.now() + sessionHours * 3600_000);
    const session = await repo.insertSession(db, { userId: user._id, actorId, expiresAt });
    const token = await new SignJWT({ type: user.type, ...(actorId ? { act: actorId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setJti(session._id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, user: presentUser(user) };
  }

  return {
    issueSession,

    /**
     * Mails a code when the address belongs to an active account. The answer and the rate limit are
     * the same either way, so the call does not reveal who has an account.
     */
    async requestCode(email: string, requestIp: string): Promise<void> {
      const since = new Date(Date.now() - SIGNIN.windowMinutes * 60_000);
      if ((await repo.countCodesSince(db, email, since)) >= signinLimits.perEmail) {
        throw new AppError('TOO_MANY_REQUESTS', `Too many codes were asked for this address. Please wait ${SIGNIN.windowMinutes} minutes and try again.`);
      }
      const user = await repo.findUserByEmail(db, email);
      const expiresAt = new Date(Date.now() + SIGNIN.codeTtlMinutes * 60_000);
      if (!user || !user.isActive) {
        await repo.insertCode(db, { email, requestIp, expiresAt, codeHash: null });
        return;
      }
      const code = String(randomInt(0, 10 ** SIGNIN.codeLength)).padStart(SIGNIN.codeLength, '0');
      await db.transaction(async (tx) => {
        await repo.retireLiveCodes(tx, email);
        await repo.insertCode(tx, { email, userId: user._id, requestIp, expiresAt, codeHash: hashCode(email, code) });
      });
      mailer.send({
        to: user.email,
        subject: `Your Reserve Drug Supply sign-in code: ${code}`,
        text:
          `Hello ${user.name},\n\nYour sign-in code is ${code}.\n` +
          `It works once, for ${SIGNIN.codeTtlMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
      });
    },

    /** Checks a code: right once, within its time, and only until the fifth wrong try. */
    async verifyCode(email: string, otp: string): Promise<Session> {
      const outcome = await db.transaction(async (tx) => {
        const code = await repo.lockNewestLiveCode(tx, email);
        if (!code || code.expiresAt.getTime() < Date.now()) return { kind: 'expired' as const };
        if (code.wrongTries >= SIGNIN.maxWrongTries) return { kind: 'dead' as const };
        const expected = Buffer.from(code.codeHash!, 'hex');
        const given = Buffer.from(hashCode(email, otp), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const tries = await repo.recordWrongTry(tx, code._id);
          return { kind: 'wrong' as const, left: SIGNIN.maxWrongTries - tries };
        }
        await repo.markCodeUsed(tx, code._id);
        return { kind: 'ok' as const };
      });
      switch (outcome.kind) {
        case 'expired':
          throw new AppError('VALIDATION', 'That code has expired or was already used. Please ask for a new one.');
        case 'dead':
          throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong codes. Please ask for a new one.');
        case 'wrong':
          throw new AppError(
            'VALIDATION',
            outcome.left > 0
              ? `That code is not right. ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`
              : 'That code is not right, and it no longer works. Please ask for a new one.',
          );
      }
      const user = await repo.findUserByEmail(db, email);
      if (!user || !user.isActive) throw forbidden('Your account is not active. Please contact the programme administrator.');
      const session = await issueSession(user, null);
      await recordAudit(db, { user, actor: null }, { action: 'signin', entityType: 'user', entityId: user._id });
      return session;
    },

    /** Turns a bearer token into the caller, or a 401 that says why. */
    async resolveSession(token: string): Promise<AuthContext> {
      let sessionId: string | undefined;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        sessionId = payload.jti;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new AppError('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
        }
        throw unauthenticated('Your sign-in is not valid. Please sign in again.');
      }
      const found = sessionId ? await repo.findSession(db, sessionId) : undefined;
      if (!found || found.session.revokedAt || found.session.expiresAt.getTime() < Date.now()) {
        throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
      }
      if (!found.user.isActive) throw unauthenticated('Your account is not active. Please contact the programme administrator.');
      return { user: found.user, sessionId: found.session._id, actor: found.actor };
    },

    revokeUserSessions: (userId: string) => repo.revokeUserSessions(db, userId),

    async logout(auth: AuthContext) {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, auth.sessionId);
        await recordAudit(tx, auth, { action: 'logout', entityType: 'session', entityId: auth.sessionId });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
