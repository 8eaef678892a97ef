import type { ListQuery, UserType } from '@rds/contract';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { auditEvents, emailChanges, notifications, sessions, signinCodes, supplierDistributors, users } from '../../db/schema.js';
import { countAll, matches, orderFor, page } from '../../platform/paging.js';

export function findUserById(db: Executor, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users._id, id))
    .then((rows) => rows[0]);
}

/** Whether another account already uses this address (case-insensitive). */
export async function emailTakenByOther(db: Executor, email: string, exceptId: string) {
  const rows = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users._id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Executor, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users._id, id))
    .returning();
  return row!;
}

/** Accounts of one type as a query (search, order; not paged), for `listUsers` and an export. */
export function usersQuery(db: Executor, type: UserType, query: Pick<ListQuery, 'search' | 'sort'>, directoryFor?: string) {
  const where = and(
    eq(users.type, type),
    directoryFor ? and(eq(users.isActive, true), ne(users._id, directoryFor)) : undefined,
    query.search ? or(matches(users.name, query.search), matches(users.email, query.search), matches(users.phone, query.search)) : undefined,
  );
  return {
    rows: db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderFor(query.sort, { createdAt: users.createdAt, name: users.name, id: users._id }))
      .$dynamic(),
    count: db.select(countAll).from(users).where(where),
  };
}

/** Accounts of one type; `directoryFor` narrows to the active ones other than that user (a member's Members page). */
export function listUsers(db: Executor, type: UserType, query: ListQuery, directoryFor?: string) {
  return page(db, (on) => usersQuery(on, type, query, directoryFor), query);
}

/**
 * Active accounts of one type, by name, for pickers; for a supplier's distributor list, which it
 * already works with; `except` leaves one out (a member choosing another member).
 */
export function userNames(db: Executor, type: UserType, selectedBySupplier?: string, except?: string) {
  return db
    .select({
      _id: users._id,
      name: users.name,
      ...(selectedBySupplier
        ? {
            selected: sql<boolean>`exists (select 1 from ${supplierDistributors} where ${supplierDistributors.distributorId} = ${users._id}
              and ${supplierDistributors.supplierId} = ${selectedBySupplier})`,
          }
        : {}),
    })
    .from(users)
    .where(and(eq(users.type, type), eq(users.isActive, true), except ? ne(users._id, except) : undefined))
    .orderBy(sql`lower(${users.name})`);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** What a user's business records are, so that deleting it never orphans one. */
export async function businessRecordsOf(db: Executor, userId: string) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from stocks where member_id = ${userId})::int as stock,
      (select count(*) from orders where member_id = ${userId} or supplier_id = ${userId} or distributor_id = ${userId})::int as orders,
      (select count(*) from products where supplier_id = ${userId})::int as products,
      (select count(*) from locations where distributor_id = ${userId} or supplier_id = ${userId})::int as locations,
      (select count(*) from stock_requests where member_id = ${userId} or supplier_id = ${userId})::int as "stock requests",
      (select count(*) from replenishments where member_id = ${userId} or supplier_id = ${userId})::int as replenishments,
      (select count(*) from transfers where sender_member_id = ${userId} or recipient_member_id = ${userId})::int as transfers,
      (select count(*) from invoices where member_id = ${userId} or supplier_id = ${userId})::int as invoices,
      (select count(*) from queries where sender_id = ${userId})::int as "contact messages"`,
  );
  return Object.entries(row ?? {})
    .filter(([, count]) => count > 0)
    .map(([what]) => what);
}

/** Whether the user appears in the audit trail (signed in, acted, or was acted for). */
export async function hasAuditHistory(db: Executor, userId: string) {
  const rows = await db
    .select({ _id: auditEvents._id })
    .from(auditEvents)
    .where(or(eq(auditEvents.userId, userId), eq(auditEvents.actorId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes a user with no business records or history, and what only concerns it. */
export async function deleteUser(tx: Executor, userId: string) {
  await tx.delete(signinCodes).where(eq(signinCodes.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.actorId, userId)));
  await tx.delete(notifications).where(or(eq(notifications.recipientId, userId), eq(notifications.senderId, userId)));
  await tx.delete(supplierDistributors).where(or(eq(supplierDistributors.supplierId, userId), eq(supplierDistributors.distributorId, userId)));
  await tx.delete(users).where(eq(users._id, userId));
}

/* ---------- e-mail changes waiting for their code ---------- */

export async function countEmailChangesSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.createdAt, since)));
  return row?.count ?? 0;
}

/** Starts an e-mail change; an older one still waiting is retired, so only the newest code works. */
export async function insertEmailChange(tx: Executor, values: typeof emailChanges.$inferInsert) {
  await tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, values.userId), isNull(emailChanges.usedAt)));
  await tx.insert(emailChanges).values(values);
}

/** The user's newest e-mail change still waiting, locked for the confirmation that reads it. */
export function lockPendingEmailChange(tx: Executor, userId: string) {
  return tx
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export async function recordEmailChangeWrongTry(tx: Executor, id: string) {
  const [row] = await tx
    .update(emailChanges)
    .set({ wrongTries: sql`${emailChanges.wrongTries} + 1` })
    .where(eq(emailChanges._id, id))
    .returning({ wrongTries: emailChanges.wrongTries });
  return row!.wrongTries;
}

export async function closeEmailChange(tx: Executor, id: string) {
  await tx.update(emailChanges).set({ usedAt: new Date() }).where(eq(emailChanges._id, id));
}
