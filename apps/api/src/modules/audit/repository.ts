import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export async function insertAuditEvent(tx: Executor, values: typeof auditEvents.$inferInsert) {
  await tx.insert(auditEvents).values(values);
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
