import type { UserType } from '@rds/contract';
import { AppError } from './errors.js';

/** One transition of a workflow: from which statuses, to which status, fired by whom. */
export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly UserType[];
}

export interface Workflow<S extends string, E extends string> {
  table: Record<E, Transition<S>>;
  /** The statuses some transition leaves from: a record in one of them is still open. */
  openStatuses: readonly S[];
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
    can(event: E, status: S, actor: UserType): boolean {
      const t = table[event];
      return t.by.includes(actor) && t.from.includes(status);
    },
    next(event: E, status: S, actor: UserType): S {
      const t = table[event];
      if (!t.by.includes(actor)) throw new AppError('FORBIDDEN', `A ${actor} cannot ${event} a ${name}`);
      if (!t.from.includes(status)) {
        throw new AppError('WRONG_STATUS', `This ${name} is ${status.toLowerCase().replace(/_/g, ' ')}, so it cannot be ${pastTense(event)}`);
      }
      return t.to;
    },
  };
}

function pastTense(event: string) {
  const words: Record<string, string> = {
    approve: 'approved',
    deny: 'denied',
    resubmit: 'resubmitted',
    submit: 'submitted',
    edit: 'edited',
    propose: 'proposed',
    approveProposal: 'approved',
    markAssigned: 'marked paid or assigned',
    revise: 'revised',
  };
  return words[event] ?? `${event}ed`;
}
