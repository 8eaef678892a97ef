import { timelineKindOf, type ActivityEvent, type TimelineChange, type TimelineEvent, type TimelineParty, type UserType } from '@rds/contract';
import type { ActivityRow, EventRow } from './repository.js';

type Value = TimelineChange['from'];

/** A recorded value as the timeline shows it: text, numbers and booleans as written, anything else as JSON text. */
export function shownValue(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function party(id: string | null, name: string | null, type: UserType | null): TimelineParty | null {
  return id && name && type ? { id, name, type } : null;
}

function changesOf(detail: Record<string, unknown>): TimelineChange[] {
  if (!Array.isArray(detail.changes)) return [];
  return detail.changes
    .filter(
      (change): change is Record<string, unknown> => typeof change === 'object' && change !== null && typeof (change as { field?: unknown }).field === 'string',
    )
    .map((change) => ({ field: change.field as string, from: shownValue(change.from), to: shownValue(change.to) }));
}

/**
 * One event as the timeline shows it. `detail.from`/`detail.to` are the statuses around a
 * transition and `detail.changes` an edit's fields; events recorded before the timeline (decision
 * 023) have neither and show as themselves (from and to null, no changes). The e-mail change
 * recorded its addresses as from/to before then: they read as the change of the `email` field they
 * were.
 */
export function presentEvent(row: EventRow): TimelineEvent {
  const detail = (row.detail && typeof row.detail === 'object' ? row.detail : {}) as Record<string, unknown>;
  const legacyEmail = row.action === 'profile.email-change' && !Array.isArray(detail.changes);
  const actor = party(row.actorId, row.actorName, row.actorType);
  const sessionUser = party(row.userId, row.userName, row.userType);
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor,
    actingAs: sessionUser && actor && sessionUser.id !== actor.id ? sessionUser : null,
    event: row.action,
    from: !legacyEmail && typeof detail.from === 'string' ? detail.from : null,
    to: !legacyEmail && typeof detail.to === 'string' ? detail.to : null,
    changes: legacyEmail ? [{ field: 'email', from: shownValue(detail.from), to: shownValue(detail.to) }] : changesOf(detail),
  };
}

/** An event of a user's activity: the event and the record it is about, by name. */
export function presentActivity(row: ActivityRow): ActivityEvent {
  const kind = timelineKindOf(row.entityType);
  return { ...presentEvent(row), kind, recordId: kind ? row.entityId : null, record: kind ? row.record : null };
}
