import type { UserType } from '@rds/contract';
import { AppError } from './errors.js';

/** One transition of a workflow: from which statuses, to which status, fired by whom. */
export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly UserType[];
  /** False for a step nothing waits for (a cancel; a count its counter submits in its own time): `awaiting` leaves it out. */
  awaited?: false;
}

export interface Workflow<S extends string, E extends string> {
  table: Record<E, Transition<S>>;
  /** The statuses some transition leaves from: a record in one of them is still open. */
  openStatuses: readonly S[];
  /**
   * The statuses in which a record waits for a decision of `actor`: those a transition it fires
   * leaves for another status (an edit that keeps the status is not a decision, nor a step marked
   * `awaited: false`). The
   * administrator's worklist reads its statuses from here.
   */
  awaiting(actor: UserType): readonly S[];
  can(event: E, status: S, actor: UserType): boolean;
  next(event: E, status: S, actor: UserType): S;
}

/**
 * A pure status machine: a table of named transitions. `next` answers the new status or throws a
 * typed error: 403 when that user type may never fire the event, 409 when the record is in the wrong status.
 */
export function defineWorkflow<S extends string, E extends string>(name: string, table: Record<E, Transition<S>>): Workflow<S, E> {
  const transitions = Object.values<Transition<S>>(table);
  return {
    table,
    openStatuses: [...new Set(transitions.flatMap((t) => t.from))],
    awaiting(actor: UserType): readonly S[] {
      return [...new Set(transitions.filter((t) => t.by.includes(actor) && t.awaited !== false).flatMap((t) => t.from.filter((from) => from !== t.to)))];
    },
    can(event: E, status: S, actor: UserType): boolean {
      const t = table[event];
      return t.by.includes(actor) && t.from.includes(status);
    },
    next(event: E, status: S, actor: UserType): S {
      const t = table[event];
      if (!t.by.includes(actor))
        throw new AppError('auth.forbidden', 'api.workflow.notYours', { actor, event, name, record: { list: [`api.recordName.${name.replace(/ /g, '')}`] } });
      if (!t.from.includes(status)) {
        const state = status.toLowerCase().replace(/_/g, ' ');
        throw new AppError('transition.wrongStatus', 'api.workflow.wrongStatus', {
          name,
          record: { list: [`api.recordName.${name.replace(/ /g, '')}`] },
          state,
          status: { list: [`status.${status}`] },
          // The event by its name in the reader's language (as "cannot be {past}" needs it), never its id.
          past: { list: [`api.workflowEvent.${event}`] },
        });
      }
      return t.to;
    },
  };
}
