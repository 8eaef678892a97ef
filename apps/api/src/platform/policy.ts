/**
 * A record kind's policy: may this viewer do this action to that record now? One per kind
 * (`modules/<name>/policy.ts`), pure, read by the service's check (`authorize`) and by the
 * presenter (`abilitiesOf`, the `abilities` every answered record carries), so the web shows an
 * action exactly when the server would take it.
 *
 * An action is the workflow's event, when it has one (the workflow's table says who may fire it
 * from which status), and the record's own rules (which distributor, which member, an expiring
 * order approved first). A policy speaks of records the viewer may read: the repository's
 * `visibleTo` scope has already answered 404 for the others.
 */
import type { UserType } from '@rds/contract';
import type { AuthContext } from './auth.js';
import type { AppError } from './errors.js';
import type { Workflow } from './workflow.js';

/** The signed-in user as a policy sees them. A read-only API key may read but do nothing. */
export interface Viewer {
  _id: string;
  type: UserType;
  readOnly: boolean;
}

export const viewerOf = (auth: AuthContext): Viewer => ({ _id: auth.user._id, type: auth.user.type, readOnly: auth.apiKey?.scope === 'read' });

/** Why the record refuses: the error the service answers, made only when it is thrown. */
export type Refusal = () => AppError;

export interface Action<R, E extends string> {
  /** The workflow's event: its table says who may fire it, and from which status. */
  event?: E;
  /** Who may, for an action outside the workflow (a comment). */
  by?: readonly UserType[];
  /** The rule on this very record beyond the workflow: the refusal, or undefined when it allows. */
  refuse?: (viewer: Viewer, record: R) => Refusal | undefined;
}

export type Abilities<A extends string> = Record<A, boolean>;

export interface Policy<R, A extends string> {
  /** Throws the record's own refusal of `action`; the workflow's who and when are `transition()`'s to check. */
  authorize(viewer: Viewer, record: R, action: A): void;
  /** Every action, true exactly when the server would take it now. */
  abilitiesOf(viewer: Viewer, record: R): Abilities<A>;
}

/** A record kind without statuses (a stock, a product, an account) passes `null` for the workflow: its actions say `by` and `refuse`. */
export function definePolicy<R, A extends string>(workflow: null, actions: Record<A, Action<R, never>>): Policy<R, A>;
export function definePolicy<S extends string, E extends string, R extends { status: S }, A extends string>(
  workflow: Workflow<S, E>,
  actions: Record<A, Action<R, E>>,
): Policy<R, A>;
export function definePolicy<S extends string, E extends string, R extends { status: S }, A extends string>(
  workflow: Workflow<S, E> | null,
  actions: Record<A, Action<R, E>>,
): Policy<R, A> {
  const entries = Object.entries<Action<R, E>>(actions) as [A, Action<R, E>][];
  const allows = (viewer: Viewer, record: R, { event, by, refuse }: Action<R, E>) =>
    !viewer.readOnly && (!event || !!workflow?.can(event, record.status, viewer.type)) && (!by || by.includes(viewer.type)) && !refuse?.(viewer, record);
  return {
    authorize(viewer, record, action) {
      const refusal = actions[action].refuse?.(viewer, record);
      if (refusal) throw refusal();
    },
    abilitiesOf(viewer, record) {
      return Object.fromEntries(entries.map(([name, action]) => [name, allows(viewer, record, action)])) as Abilities<A>;
    },
  };
}
