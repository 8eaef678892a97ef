import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export async function insertAuditEvent(tx: Executor, values: typeof auditEvents.$inferInsert) {
  await tx.insert(auditEvents).values(values);
}
