import type { ListQuery } from '@rds/contract';
import { and, eq, ilike, ne, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { likePattern, orderFor } from '../../platform/paging.js';

export type NotificationInsert = typeof notifications.$inferInsert;

const sender = { name: users.name, profilePic: users.profilePic };

function listFilter(recipientId: string, search: string) {
  const mine = eq(notifications.recipientId, recipientId);
  if (!search) return mine;
  const pattern = likePattern(search);
  return and(mine, or(ilike(notifications.message, pattern), ilike(notifications.messageMain, pattern)));
}

export async function listForRecipient(db: Executor, recipientId: string, query: ListQuery) {
  const where = listFilter(recipientId, query.search);
  const [rows, [counts]] = await Promise.all([
    db
      .select({ notification: notifications, sender })
      .from(notifications)
      .leftJoin(users, eq(users._id, notifications.senderId))
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: notifications.createdAt, name: notifications.messageMain }))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})::int`,
        unread: sql<number>`count(*) filter (where not ${notifications.isSeen})::int`,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId)),
  ]);
  return { rows, total: counts?.total ?? 0, unreadCount: counts?.unread ?? 0 };
}

export async function countUnseen(db: Executor, recipientId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), not(notifications.isSeen)));
  return row?.count ?? 0;
}

/** Marks one of the recipient's own notifications seen; undefined when it is not theirs. */
export async function markSeen(db: Executor, id: string, recipientId: string) {
  const [updated] = await db
    .update(notifications)
    .set({ isSeen: true, askForApproval: false })
    .where(and(eq(notifications._id, id), eq(notifications.recipientId, recipientId)))
    .returning({ _id: notifications._id });
  if (!updated) return undefined;
  const [row] = await db
    .select({ notification: notifications, sender })
    .from(notifications)
    .leftJoin(users, eq(users._id, notifications.senderId))
    .where(eq(notifications._id, updated._id));
  return row;
}

export async function activeAdministratorIds(db: Executor, exceptId: string | null) {
  const rows = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.type, 'healthpro'), eq(users.isActive, true), exceptId ? ne(users._id, exceptId) : undefined));
  return rows.map((r) => r._id);
}

export async function insertNotifications(db: Executor, rows: NotificationInsert[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
