import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNIN, type Session } from '@rds/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { sessionOf, type AuthContext } from '../../platform/auth.js';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.js';
import { translate } from '../../platform/i18n.js';
import type { Mailer } from '../../platform/mail.js';
import { countEventsSince, recordAudit } from '../audit/service.js';
import { presentUser, type UserRow } from '../users/presenter.js';
import * as repo from './repository.js';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  jwtSecret: string;
  sessionHours: number;
  /** Lifetime of an impersonation session, never beyond the administrator's own session. */
  impersonationMinutes: number;
  signinLimits: { perEmail: number };
}

export const SIGNIN_REQUESTED_MESSAGE = 'api.auth.codeRequested';

const PAUSED_MESSAGE = 'api.auth.paused';

/** A token's `jti`: the id of its `sessions` row. */
const sessionIdSchema = z.uuid();

/** Where a sign-in attempt ended; every kind answers the same whether or not the address has an account. */
type VerifyOutcome =
  { kind: 'ok'; user: UserRow | undefined } | { kind: 'expired' | 'dead' | 'paused' } | { kind: 'wrong'; left: number; pausedNow: UserRow | undefined };

export function createAuthService({ db, mailer, jwtSecret, sessionHours, impersonationMinutes, signinLimits }: AuthDeps) {
  const key = new TextEncoder().encode(jwtSecret);
  // Tokens are signed and checked with a key imported once: given the raw bytes, jose imports them
  // again on every request, which costs as much as the check itself.
  const tokenKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const findSession = repo.sessionFinder(db);
  /**
   * Tokens whose signature was checked, with their session and expiry: checking an HMAC through
   * WebCrypto (jose) is a visible share of a list's CPU under load, and a portal sends the same token
   * with every call. A remembered token is still refused once expired, and its session is still read on every
   * call (a logout or a deactivation ends it at once). Bounded: when full, it starts again.
   */
  const verifiedTokens = new Map<string, { sessionId: string; expiresAtMs: number }>();
  const VERIFIED_TOKENS_KEPT = 10_000;

  async function sessionIdOf(token: string): Promise<string> {
    const known = verifiedTokens.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.sessionId;
    verifiedTokens.delete(token);
    try {
      const { payload } = await jwtVerify(token, await tokenKey, { algorithms: ['HS256'] });
      // Every token this server signs names its session row by id; without one (or with one the
      // lookup could not even cast) it is not a sign-in of ours, whoever holds the key.
      const sessionId = sessionIdSchema.safeParse(payload.jti);
      if (!sessionId.success) throw unauthenticated('api.auth.tokenInvalid');
      if (payload.exp !== undefined) {
        if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
        verifiedTokens.set(token, { sessionId: sessionId.data, expiresAtMs: payload.exp * 1000 });
      }
      return sessionId.data;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError('auth.sessionEnded', 'api.auth.sessionExpired');
      }
      throw unauthenticated('api.auth.tokenInvalid');
    }
  }

  /** Codes are kept as an HMAC keyed by the server secret, bound to the address (and purpose) they were sent for. */
  const hashCode = (email: string, code: string) => createHmac('sha256', key).update(`${email}:${code}`).digest('hex');
  const newCode = () => String(randomInt(0, 10 ** SIGNIN.codeLength)).padStart(SIGNIN.codeLength, '0');
  const sameHash = (expectedHex: string, givenHex: string) => timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
  const dayAgo = () => new Date(Date.now() - 24 * 3600_000);
  /**
   * Wrong codes entered for an address in the last 24 hours, across every code and network address:
   * counted from the audit trail, where each one is written at the moment it is tried (under the
   * address's lock), so no 24 hours can hold more than the budget.
   */
  const wrongCodesToday = (tx: Executor, email: string) =>
    countEventsSince(tx, { action: 'signin.failed', entityType: 'signin', entityId: email, since: dayAgo(), reason: 'wrong' });

  async function issueSession(user: UserRow, impersonator: AuthContext | null): Promise<Session> {
    const ownExpiry = Date.now() + (impersonator ? impersonationMinutes * 60_000 : sessionHours * 3600_000);
    let expiresAt = new Date(ownExpiry);
    let parentSessionId: string | null = null;
    if (impersonator) {
      const parent = await findSession(sessionOf(impersonator));
      if (!parent) throw unauthenticated();
      parentSessionId = parent.session._id;
      if (parent.session.expiresAt.getTime() < expiresAt.getTime()) expiresAt = parent.session.expiresAt;
    }
    const actorId = impersonator?.user._id ?? null;
    const session = await repo.insertSession(db, { userId: user._id, actorId, parentSessionId, expiresAt });
    const token = await new SignJWT({ type: user.type, ...(actorId ? { act: actorId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setJti(session._id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await tokenKey);
    return { token, user: presentUser(user) };
  }

  async function resolveSessionById(sessionId: string): Promise<AuthContext> {
    const found = await findSession(sessionId);
    if (!found || found.session.revokedAt || found.session.expiresAt.getTime() < Date.now()) {
      throw new AppError('auth.sessionEnded', 'api.auth.sessionEnded');
    }
    // An impersonation lives only while the administrator's own session does, and they stay active.
    if (found.session.parentSessionId) {
      if (found.parentLive !== true || !found.actor?.isActive) {
        throw new AppError('auth.sessionEnded', 'api.auth.parentEnded');
      }
    }
    if (!found.user.isActive) throw new AppError('auth.accountInactive', 'api.auth.inactive');
    const actor = found.actor ? { _id: found.actor._id, name: found.actor.name, type: found.actor.type } : null;
    return { user: found.user, sessionId: found.session._id, actor, apiKey: null };
  }

  return {
    issueSession,

    /** A fresh code and its keyed hash, for another purpose than sign-in (an e-mail change). */
    newCode(purpose: string, email: string) {
      const code = newCode();
      return { code, hash: hashCode(`${purpose}:${email}`, code) };
    },
    codeMatches: (purpose: string, email: string, hash: string, code: string) => sameHash(hash, hashCode(`${purpose}:${email}`, code)),

    /**
     * Mails a code when the address belongs to an active account. Every address, known or not,
     * gets a code row (an unknown one a code nobody is told), under the same lock and limits, so
     * neither this call nor the verification can tell who has an account.
     */
    async requestCode(email: string, requestIp: string): Promise<void> {
      const since = new Date(Date.now() - SIGNIN.windowMinutes * 60_000);
      const code = newCode();
      const outcome = await db.transaction(async (tx) => {
        await repo.lockAddress(tx, email);
        if ((await repo.countCodesSince(tx, email, since)) >= signinLimits.perEmail) return { kind: 'limited' as const };
        if ((await wrongCodesToday(tx, email)) >= SIGNIN.maxWrongTriesPerDay) return { kind: 'paused' as const };
        const found = await repo.findUserByEmail(tx, email);
        const user = found?.isActive ? found : undefined;
        const expiresAt = new Date(Date.now() + SIGNIN.codeTtlMinutes * 60_000);
        await repo.retireLiveCodes(tx, email);
        await repo.insertCode(tx, { email, userId: user?._id ?? null, requestIp, expiresAt, codeHash: hashCode(email, code) });
        return { kind: 'issued' as const, user };
      });
      if (outcome.kind === 'limited') {
        throw new AppError('rateLimit.tooMany', 'api.auth.tooManyCodes');
      }
      if (outcome.kind === 'paused') throw new AppError('signIn.paused', PAUSED_MESSAGE);
      const user = outcome.user;
      if (!user) return;
      mailer.send({
        to: user.email,
        subject: translate(user.language, 'mail.signinCode.subject', { code }),
        text: translate(user.language, 'mail.signinCode.text', { name: user.name, code, minutes: SIGNIN.codeTtlMinutes }),
      });
    },

    /**
     * Checks a code: right once, within its time, until the fifth wrong try of that code and the
     * twentieth wrong try of the address in a day (then code sign-in pauses and the owner is told).
     * Every failure is an audit event; the answers never depend on whether the account exists.
     */
    async verifyCode(email: string, otp: string, requestIp = ''): Promise<Session> {
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
        await repo.lockAddress(tx, email);
        const user = await repo.findUserByEmail(tx, email);
        const fail = async (reason: string) =>
          // Kept apart from the user's own history: a stranger's failed attempt is not the user acting.
          recordAudit(tx, null, {
            action: 'signin.failed',
            entityType: 'signin',
            entityId: email,
            detail: { email, reason, ip: requestIp, userId: user?._id ?? null },
          });
        const wrongToday = await wrongCodesToday(tx, email);
        if (wrongToday >= SIGNIN.maxWrongTriesPerDay) {
          await fail('paused');
          return { kind: 'paused' };
        }
        const code = await repo.lockNewestLiveCode(tx, email);
        if (!code || code.expiresAt.getTime() < Date.now()) {
          await fail('expired');
          return { kind: 'expired' };
        }
        if (code.wrongTries >= SIGNIN.maxWrongTries) {
          await fail('dead');
          return { kind: 'dead' };
        }
        if (!sameHash(code.codeHash!, hashCode(email, otp))) {
          const tries = await repo.recordWrongTry(tx, code._id);
          await fail('wrong');
          const pausedNow = wrongToday + 1 >= SIGNIN.maxWrongTriesPerDay && user?.isActive ? user : undefined;
          return { kind: 'wrong', left: SIGNIN.maxWrongTries - tries, pausedNow };
        }
        await repo.markCodeUsed(tx, code._id);
        return { kind: 'ok', user };
      });
      switch (outcome.kind) {
        case 'expired':
          throw new AppError('signIn.codeExpired', 'api.auth.codeExpired');
        case 'dead':
          throw new AppError('signIn.tooManyTries', 'api.auth.codeDead');
        case 'paused':
          throw new AppError('signIn.paused', PAUSED_MESSAGE);
        case 'wrong':
          if (outcome.pausedNow) {
            mailer.send({
              to: outcome.pausedNow.email,
              subject: translate(outcome.pausedNow.language, 'mail.signinPaused.subject'),
              text: translate(outcome.pausedNow.language, 'mail.signinPaused.text', { name: outcome.pausedNow.name, count: SIGNIN.maxWrongTriesPerDay }),
            });
          }
          throw new AppError('signIn.codeWrong', outcome.left > 0 ? 'api.auth.codeWrong' : 'api.auth.codeWrongLast', { left: outcome.left });
      }
      const user = outcome.user;
      if (!user || !user.isActive) throw forbidden('api.auth.inactive');
      const session = await issueSession(user, null);
      await recordAudit(db, { user, actor: null }, { action: 'signin', entityType: 'user', entityId: user._id, detail: { ip: requestIp } });
      return session;
    },

    /** Turns a bearer token into the caller, or a 401 that says why. */
    async resolveSession(token: string): Promise<AuthContext> {
      return resolveSessionById(await sessionIdOf(token));
    },

    /** The caller of a session known by its id (a stream's ticket, a stream checking again), or a 401. */
    resolveSessionById,

    revokeUserSessions: (userId: string, exceptSessionId?: string) => repo.revokeUserSessions(db, userId, exceptSessionId),

    /** The session is live (the guard checked it); the database answers. */
    ping: async () => ({ time: (await repo.databaseTime(db)).toISOString() }),

    async logout(auth: AuthContext) {
      const sessionId = sessionOf(auth);
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, sessionId);
        await recordAudit(tx, auth, { action: 'logout', entityType: 'session', entityId: sessionId });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
