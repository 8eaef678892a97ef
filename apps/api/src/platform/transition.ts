/**
 * The one way a record with statuses changes, in every workflow. Inside the caller's transaction:
 *
 * 1. lock the record's row (SELECT ... FOR UPDATE, through the module's repository), so two
 *    clicks, two tabs or two API instances queue here and the second sees what the first did;
 * 2. check the policy on this record, then refuse a decision on a version the person was not
 *    shown (STALE_VERSION, 409);
 * 3. ask the workflow for the next status (403 for the wrong party, 409 for the wrong status);
 * 4. save the status with the version bumped, even when the status stays (a revision, an edit);
 * 5. write what depends on it (lines, invoices), then re-check the workflow's invariants,
 *    and only then move units through the ledger.
 *
 * Notifications and audit rows follow in the same transaction, written by the caller.
 */
import type { UserType } from '@rds/contract';
import type { Transaction } from '../db/client.js';
import { AppError, notFound } from './errors.js';
import type { Workflow } from './workflow.js';

export interface Versioned<S extends string> {
  status: S;
  version: number;
}

export interface TransitionSpec<S extends string, E extends string, R extends Versioned<S>> {
  workflow: Workflow<S, E>;
  /** The event, or how to choose it from the locked row (an edit that resubmits an approved record). */
  event: E | ((row: NoInfer<R>) => E);
  actor: UserType;
  /** What the record is, for messages: a name of `api.notFound.record` ('stockRequest'). */
  what: string;
  /** Takes the row lock and answers the row, or undefined when it does not exist or is not the caller's. */
  lock: (tx: Transaction) => Promise<R | undefined>;
  /** The policy on this very record, beyond the workflow's who-may-fire: its module's `policy.ts` (`authorize`, platform/policy.ts). */
  authorize?: (row: R) => void;
  /** Writes the new status and version (the caller adds its own changes). */
  save: (tx: Transaction, to: S, version: number, row: R) => Promise<unknown>;
  /** The version the person was shown, for decisions; omitted, the record is taken as it stands. */
  seenVersion?: number;
  /** Lines, invoices: what the transition writes besides the status. */
  writeDependents?: (tx: Transaction, row: R, to: S) => Promise<void>;
  /** Throws when the record, as now written, breaks a rule of its workflow; runs before any unit moves. */
  checkInvariants?: (tx: Transaction, row: R, to: S) => Promise<void>;
  /** Moves units through the ledger. */
  moveUnits?: (tx: Transaction, row: R, to: S) => Promise<void>;
}

export async function transition<S extends string, E extends string, R extends Versioned<S>>(
  tx: Transaction,
  spec: TransitionSpec<S, E, R>,
): Promise<{ row: R; from: S; to: S; version: number }> {
  const row = await spec.lock(tx);
  if (!row) throw notFound('api.notFound.record', { name: spec.what });
  spec.authorize?.(row);
  if (spec.seenVersion !== undefined && spec.seenVersion !== row.version) {
    throw new AppError('version.stale', 'api.error.staleVersion', { name: spec.what });
  }
  const event = typeof spec.event === 'function' ? spec.event(row) : spec.event;
  const to = spec.workflow.next(event, row.status, spec.actor);
  const version = row.version + 1;
  await spec.save(tx, to, version, row);
  await spec.writeDependents?.(tx, row, to);
  await spec.checkInvariants?.(tx, row, to);
  await spec.moveUnits?.(tx, row, to);
  return { row, from: row.status, to, version };
}
