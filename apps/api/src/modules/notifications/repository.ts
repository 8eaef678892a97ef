import type { ListQuery } from '@rds/contract';
import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, notificationTotals, streamTickets, users } from '../../db/schema.js';
import { countAll, matches, orderFor, page } from '../../platform/paging.js';

export type NotificationInsert = typeof notifications.$inferInsert;

const sender = { name: users.name, profilePic: users.profilePic };

function listFilter(recipientId: string, search: string) {
  const mine = eq(notifications.recipientId, recipientId);
  if (!search) return mine;
  return and(mine, or(matches(notifications.message, search), matches(notifications.messageMain, search)));
}

/** One recipient's notifications as a query (search, order; not paged), for `listForRecipient` and an export. */
export function recipientQuery(db: Executor, recipientId: string, query: Pick<ListQuery, 'search' | 'sort'>) {
  const where = listFilter(recipientId, query.search);
  return {
    rows: db
      .select({ notification: notifications, sender })
      .from(notifications)
      .leftJoin(users, eq(users._id, notifications.senderId))
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: notifications.createdAt, name: notifications.messageMain, id: notifications._id }))
      .$dynamic(),
    // Without a search, the total the database keeps (notification_totals).
    count: query.search
      ? db.select(countAll).from(notifications).where(where)
      : db
          .select({ total: sql<number>`coalesce(sum(${notificationTotals.total}), 0)::int` })
          .from(notificationTotals)
          .where(eq(notificationTotals.recipientId, recipientId)),
  };
}

export async function listForRecipient(db: Executor, recipientId: string, query: ListQuery) {
  const [{ rows, total }, unreadCount] = await Promise.all([page(db, (on) => recipientQuery(on, recipientId, query), query), countUnseen(db, recipientId)]);
  return { rows, total, unreadCount };
}

/** The recipient's unseen notifications, as the database keeps them (notification_totals, by triggers). */
export async function countUnseen(db: Executor, recipientId: string) {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${notificationTotals.unseen}), 0)::int` })
    .from(notificationTotals)
    .where(eq(notificationTotals.recipientId, recipientId));
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

export async function insertNotifications(db: Executor, rows: NotificationInsert[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** The channel a committed write announces its recipients on (decision 018). */
export const FEED_CHANNEL = 'notifications_feed';
/** Past this a payload names no one and every stream looks (NOTIFY takes at most 8,000 bytes). */
const PAYLOAD_MAX = 7000;

/** Tells the streams of these recipients to look, when (and only if) the transaction commits: ids only. */
export async function announce(db: Executor, recipientIds: string[]) {
  if (recipientIds.length === 0) return;
  const named = JSON.stringify(recipientIds);
  await db.execute(sql`select pg_notify(${FEED_CHANNEL}, ${named.length > PAYLOAD_MAX ? '*' : named})`);
}

/** The recipient's notifications after position `after` in their feed, oldest first, as the list reads them. */
export function feedAfter(db: Executor, recipientId: string, after: number, limit: number) {
  return db
    .select({ notification: notifications, sender })
    .from(notifications)
    .leftJoin(users, eq(users._id, notifications.senderId))
    .where(and(eq(notifications.recipientId, recipientId), gt(notifications.seq, after)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** The recipient's last position in their feed (0 before their first notification), at most `atMost`. */
export async function feedPosition(db: Executor, recipientId: string, atMost = Number.MAX_SAFE_INTEGER) {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), lte(notifications.seq, atMost)));
  return Number(row?.seq ?? 0);
}

export async function insertTicket(db: Executor, values: typeof streamTickets.$inferInsert) {
  // Tickets left unused are cleared by the next one made (a few at most, by the index on expiry).
  await db.delete(streamTickets).where(sql`${streamTickets.expiresAt} < now()`);
  await db.insert(streamTickets).values(values);
}

/** Takes a ticket away (it works once) and answers its session if it had not expired. */
export async function redeemTicket(db: Executor, ticketHash: string) {
  const [row] = await db
    .delete(streamTickets)
    .where(eq(streamTickets.ticketHash, ticketHash))
    .returning({ sessionId: streamTickets.sessionId, live: sql<boolean>`${streamTickets.expiresAt} > now()` });
  return row?.live ? row.sessionId : undefined;
}

/** The record columns a notification can ask for a decision on, each with a partial index over the asking rows. */
export const ASKING_COLUMNS = {
  stockRequestId: notifications.stockRequestId,
  stockReplenishId: notifications.stockReplenishId,
  locationId: notifications.locationId,
  supplyChainId: notifications.supplyChainId,
  stockTransferRequestId: notifications.stockTransferRequestId,
  stockReplacementId: notifications.stockReplacementId,
  countId: notifications.countId,
  orderId: notifications.orderId,
} as const;
export type AskingRecord = keyof typeof ASKING_COLUMNS;

/** Clears "Needs your approval" on every notification (whoever received it) that asks for a decision on the record. */
export async function clearAskForApproval(db: Executor, record: AskingRecord, id: string) {
  await db
    .update(notifications)
    .set({ askForApproval: false })
    // The flag written as the partial indexes' own predicate (notifications_asking_*_idx), not as a parameter.
    .where(and(eq(ASKING_COLUMNS[record], id), sql`${notifications.askForApproval}`));
}

/**
 * The recipients of an event with the language each reads in, in one query: the users named and,
 * when `administrators`, every active administrator but `exceptId` (the sender).
 */
export async function recipientsOf(db: Executor, named: string[], administrators: boolean, exceptId: string | null) {
  if (named.length === 0 && !administrators) return [];
  return db
    .select({ _id: users._id, type: users.type, language: users.language })
    .from(users)
    .where(
      or(
        named.length > 0 ? inArray(users._id, named) : undefined,
        administrators ? and(eq(users.type, 'healthpro'), eq(users.isActive, true), exceptId ? ne(users._id, exceptId) : undefined) : undefined,
      ),
    );
}
