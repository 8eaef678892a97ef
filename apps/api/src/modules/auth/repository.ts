import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { sessions, signinCodes, users } from '../../db/schema.js';

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .then((rows) => rows[0]);
}

/**
 * Serialises every sign-in step of one e-mail address until the transaction ends (a transaction
 * advisory lock), so that counting and writing codes and wrong tries cannot race: thirty parallel
 * requests see each other's rows and the limits hold exactly, on one instance or many.
 */
export async function lockAddress(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`signin:${email}`}, 0))`);
}

export async function countCodesSince(db: Executor, email: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signinCodes)
    .where(and(eq(signinCodes.email, email), gt(signinCodes.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertCode(db: Executor, values: typeof signinCodes.$inferInsert) {
  await db.insert(signinCodes).values(values);
}

/** Ends every live code of an address, so only the newest one works. */
export async function retireLiveCodes(db: Executor, email: string) {
  await db
    .update(signinCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(signinCodes.email, email), isNull(signinCodes.usedAt)));
}

/** The newest unused code of an address, locked for the verification that reads it. */
export function lockNewestLiveCode(tx: Executor, email: string) {
  return tx
    .select()
    .from(signinCodes)
    .where(and(eq(signinCodes.email, email), isNull(signinCodes.usedAt), isNotNull(signinCodes.codeHash)))
    .orderBy(desc(signinCodes.createdAt))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export async function recordWrongTry(tx: Executor, codeId: string) {
  const [row] = await tx
    .update(signinCodes)
    .set({ wrongTries: sql`${signinCodes.wrongTries} + 1` })
    .where(eq(signinCodes._id, codeId))
    .returning({ wrongTries: signinCodes.wrongTries });
  return row!.wrongTries;
}

export async function markCodeUsed(tx: Executor, codeId: string) {
  await tx.update(signinCodes).set({ usedAt: new Date() }).where(eq(signinCodes._id, codeId));
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/**
 * Finds a session with its user and, under impersonation, the acting administrator: one query per
 * request, built once, since building this select (an alias, two whole tables) cost more than
 * PostgreSQL's part of running it.
 */
export function sessionFinder(db: Database) {
  const actor = alias(users, 'actor');
  const query = db
    .select({
      session: sessions,
      user: users,
      actor: { _id: actor._id, name: actor.name, type: actor.type, isActive: actor.isActive },
      /** Under impersonation: whether the administrator's own session is still live. */
      parentLive: sql<boolean | null>`(select p.revoked_at is null and p.expires_at > now() from sessions p where p.id = ${sessions.parentSessionId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .leftJoin(actor, eq(actor._id, sessions.actorId))
    .where(eq(sessions._id, sql.placeholder('sessionId')))
    .prepare('find_session');
  return (sessionId: string) => query.execute({ sessionId }).then((rows) => rows[0]);
}

/** The cheapest question the database answers: its clock. */
export async function databaseTime(db: Executor): Promise<Date> {
  const [row] = await queryRows<{ time: Date }>(db, sql`select now() as time`);
  return new Date(row!.time);
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions._id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (deactivation), or every one but `exceptSessionId` (an e-mail change). */
export async function revokeUserSessions(db: Executor, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions._id, exceptSessionId) : undefined));
}
