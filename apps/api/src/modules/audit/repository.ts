import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TIMELINE_ENTITY_TYPES, type TimelineKind } from '@rds/contract';
import type { Executor } from '../../db/client.js';
import { inline } from '../../platform/paging.js';
import { auditEvents, locations, orders, products, replenishments, stockRequests, stocks, supplyChains, transfers, users } from '../../db/schema.js';

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
export type ActivityRow = Awaited<ReturnType<typeof userEvents>>[number];

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
/**
 * The id of an event's record when the record is of `kind`, else null: a CASE, so that only the
 * ids of that kind's events are read as uuids (others are session ids, e-mail addresses...).
 */
const idOf = (kind: TimelineKind) =>
  sql`case when ${auditEvents.entityType} = ${sql.raw(`'${TIMELINE_ENTITY_TYPES[kind]}'`)} then ${auditEvents.entityId}::uuid end`;
const recordUser = alias(users, 'record_user');

/**
 * What an activity row's record is called, joined to the page's rows by primary key: an order's
 * number; a location's or an account's name; the product's name for a product, its supply chain and
 * a stock's requests, replenishments and transfers. A deleted record's name, when its event kept it.
 */
const recordName = sql<
  string | null
>`coalesce(${orders.orderId}::text, ${locations.name}, ${recordUser.name}, ${products.name}, ${auditEvents.detail}->>'name')`;

export function userEvents(db: Executor, userId: string, { limit, skip }: Paging) {
  const side = (column: typeof auditEvents.userId | typeof auditEvents.actorId) =>
    db
      .select({ id: auditEvents._id, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(eq(column, userId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents._id))
      .limit(inline(skip + limit));
  const ids = side(auditEvents.userId).union(side(auditEvents.actorId)).as('ids');
  return db
    .select({ ...eventColumns, record: recordName })
    .from(ids)
    .innerJoin(auditEvents, eq(auditEvents._id, ids.id))
    .leftJoin(actor, eq(actor._id, auditEvents.actorId))
    .leftJoin(sessionUser, eq(sessionUser._id, auditEvents.userId))
    .leftJoin(orders, eq(orders._id, idOf('order')))
    .leftJoin(locations, eq(locations._id, idOf('location')))
    .leftJoin(recordUser, eq(recordUser._id, idOf('user')))
    .leftJoin(stockRequests, eq(stockRequests._id, idOf('stockrequest')))
    .leftJoin(replenishments, eq(replenishments._id, idOf('replenishment')))
    .leftJoin(transfers, eq(transfers._id, idOf('transfer')))
    .leftJoin(supplyChains, eq(supplyChains._id, idOf('supplychain')))
    .leftJoin(stocks, eq(stocks._id, sql`coalesce(${stockRequests.stockId}, ${replenishments.stockId}, ${transfers.stockId})`))
    .leftJoin(products, eq(products._id, sql`coalesce(${supplyChains.productId}, ${stocks.productId}, ${idOf('product')})`))
    .orderBy(desc(ids.at), desc(ids.id))
    .limit(inline(limit))
    .offset(inline(skip));
}

export async function countUserEvents(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(or(eq(auditEvents.userId, userId), eq(auditEvents.actorId, userId)));
  return row?.count ?? 0;
}
