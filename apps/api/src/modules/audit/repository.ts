import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';

/** Events in batches of 5,000 rows, under PostgreSQL's 65,535 parameters a statement. */
export async function insertAuditEvents(tx: Executor, rows: (typeof auditEvents.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 5_000) await tx.insert(auditEvents).values(rows.slice(start, start + 5_000));
}

/** How many events of one action on one entity were recorded since a moment (optionally of one reason). */
export async function countEventsSince(db: Executor, where: { action: string; entityType: string; entityId: string; since: Date; reason?: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, where.entityType),
        eq(auditEvents.entityId, where.entityId),
        eq(auditEvents.action, where.action),
        gt(auditEvents.createdAt, where.since),
        where.reason ? sql`${auditEvents.detail}->>'reason' = ${where.reason}` : undefined,
      ),
    );
  return row?.count ?? 0;
}

const actor = alias(users, 'actor');
const sessionUser = alias(users, 'session_user');

/** An event with the names of who acted and whose session it was. */
const eventColumns = {
  id: auditEvents._id,
  at: auditEvents.createdAt,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  detail: auditEvents.detail,
  actorId: actor._id,
  actorName: actor.name,
  actorType: actor.type,
  userId: sessionUser._id,
  userName: sessionUser.name,
  userType: sessionUser.type,
};
export type EventRow = Awaited<ReturnType<typeof recordEvents>>[number];

interface Paging {
  limit: number;
  skip: number;
}

/**
 * A page of one record's events, newest first: read backwards along `audit_events_entity_idx`
 * (entity, created_at, id), so the page stops after skip + limit index entries and the
 * names are joined to those rows only.
 */
export function recordEvents(db: Executor, entityType: string, entityId: string, { limit, skip }: Paging) {
  return db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(actor, eq(actor._id, auditEvents.actorId))
    .leftJoin(sessionUser, eq(sessionUser._id, auditEvents.userId))
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents._id))
    .limit(limit)
    .offset(skip);
}

export async function countRecordEvents(db: Executor, entityType: string, entityId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)));
  return row?.count ?? 0;
}

/**
 * A page of what one user did or had done in their name: the events whose session was theirs
 * (`user_id`) or that they really made (`actor_id`, an administrator acting as someone), newest
 * first. Each side is read backwards along its own index (user_id or actor_id, created_at, id) up to
 * skip + limit rows, and the union of the two short lists is ordered and cut: never a sort of all
 * of a user's events.
 */
export function userEvents(db: Executor, userId: string, { limit, skip }: Paging) {
  const side = (column: typeof auditEvents.userId | typeof auditEvents.actorId) =>
    db
      .select({ id: auditEvents._id, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(eq(column, userId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents._id))
      .limit(skip + limit);
  const ids = side(auditEvents.userId).union(side(auditEvents.actorId)).as('ids');
  return db
    .select(eventColumns)
    .from(ids)
    .innerJoin(auditEvents, eq(auditEvents._id, ids.id))
    .leftJoin(actor, eq(actor._id, auditEvents.actorId))
    .leftJoin(sessionUser, eq(sessionUser._id, auditEvents.userId))
    .orderBy(desc(ids.at), desc(ids.id))
    .limit(limit)
    .offset(skip);
}

export async function countUserEvents(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(or(eq(auditEvents.userId, userId), eq(auditEvents.actorId, userId)));
  return row?.count ?? 0;
}
