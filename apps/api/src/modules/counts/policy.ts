import type { CountStatus } from '@rds/contract';
import { notFound } from '../../platform/errors.js';
import { definePolicy, type Refusal, type Viewer } from '../../platform/policy.js';
import { operates, type LotLocation } from '../adjustments/policy.js';
import { countWorkflow } from './workflow.js';

/** A count as its policy reads it: its status and who operates its location. */
export interface CountState {
  status: CountStatus;
  location: LotLocation;
}

const operator = (viewer: Viewer, count: CountState): Refusal | undefined =>
  operates(viewer, count.location) ? undefined : () => notFound('api.notFound.record', { name: 'count' });

/**
 * The operator of the counted location (or the administrator) saves, submits or cancels it while
 * OPEN; the administrator approves or denies one waiting. A submit fires `apply` or
 * `submitForApproval` (the service chooses from the lines); the ability is either.
 */
export const countPolicy = definePolicy(countWorkflow, {
  save: { event: 'save', refuse: operator },
  submit: { event: 'apply', refuse: operator },
  approve: { event: 'approve' },
  deny: { event: 'deny' },
  cancel: { event: 'cancel', refuse: operator },
});
