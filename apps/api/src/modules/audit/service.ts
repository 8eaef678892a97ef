import { TIMELINE_ENTITY_TYPES, type TimelineKind, type TimelineQuery } from '@rds/contract';
import { searches, type Database, type Executor } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { presentActivity, presentEvent, shownValue } from './presenter.js';
import { countEventsSince, countRecordEvents, countUserEvents, insertAuditEvents, recordEvents, userEvents } from './repository.js';

export { countEventsSince };

/** A field an edit changed, with its value before and after. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  /**
   * What the timeline shows reads from here: `from` and `to`, the statuses around a transition;
   * `changes`, the fields an edit changed (`changedFields`). Never a secret or a code.
   */
  detail?: Record<string, unknown> & { from?: string | null; to?: string | null; changes?: FieldChange[] };
}

/**
 * Records who did what, inside the caller's transaction: one entry, or many in one statement (a
 * job's). Under impersonation the session's user and the administrator really acting are both
 * kept; a call made with an API key names the key; `auth` null is the portal's own job.
 */
export async function recordAudit(
  tx: Executor,
  auth: (Pick<AuthContext, 'user' | 'actor'> & Partial<Pick<AuthContext, 'apiKey'>>) | null,
  entries: AuditEntry | AuditEntry[],
) {
  const who = {
    userId: auth?.user._id ?? null,
    actorId: auth ? (auth.actor?._id ?? auth.user._id) : null,
    apiKeyId: auth?.apiKey?._id ?? null,
  };
  await insertAuditEvents(
    tx,
    [entries]
      .flat()
      .map((entry) => ({ ...who, action: entry.action, entityType: entry.entityType, entityId: entry.entityId ?? null, detail: entry.detail ?? null })),
  );
}

/**
 * The fields of `after` whose value differs from `before`'s, with both values, for an edit's audit
 * row. Only the fields named in `after` are compared (an edit form's fields); dates are compared
 * as ISO text and lists and objects as JSON.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return Object.entries(after)
    .filter(([field, value]) => value !== undefined && shownValue(before[field]) !== shownValue(value))
    .map(([field, value]) => ({ field, from: shownValue(before[field]), to: shownValue(value) }));
}

/** The statuses around a transition for an audit row's detail; nothing when the status stayed (an edit, a revision). */
export function statusChange({ from, to }: { from: string; to: string }): { from?: string; to?: string } {
  return from === to ? {} : { from, to };
}

/** Reads a record for the caller exactly as the record's own GET does: throws its 404 when the caller may not read it. */
export type RecordReader = (auth: AuthContext, id: string) => Promise<unknown>;

/**
 * Records' timelines and users' activity (decision 023). A timeline is visible exactly to those who
 * may read the record: the kind's readers (the user types of its GET, contract TIMELINE_READERS,
 * checked by the route's guard), then the module's own read of that record for the caller, whose 404 stands.
 */
export function createTimelineService(db: Database, readers: Record<TimelineKind, RecordReader>) {
  return {
    async timeline(auth: AuthContext, kind: TimelineKind, id: string, query: TimelineQuery) {
      await readers[kind](auth, id);
      const entityType = TIMELINE_ENTITY_TYPES[kind];
      // Planned for its values (the searches' pool, decision 015): a record has a handful of events
      // or thousands, and only a plan that knows which walks the index instead of sorting them all.
      const [rows, total] = await Promise.all([recordEvents(searches(db), entityType, id, query), countRecordEvents(db, entityType, id)]);
      return { events: rows.map(presentEvent), total };
    },

    /** What a user did, or had done in their name, across records, newest first (the administrator's view of an account). */
    async activity(auth: AuthContext, userId: string, query: TimelineQuery) {
      await readers.user(auth, userId);
      const [rows, total] = await Promise.all([userEvents(db, userId, query), countUserEvents(db, userId)]);
      return { events: rows.map(presentActivity), total };
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
