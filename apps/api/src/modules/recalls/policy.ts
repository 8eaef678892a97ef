import type { RecallStatus, RecallTaskStatus } from '@rds/contract';
import { AppError, notFound } from '../../platform/errors.js';
import { definePolicy, type Refusal, type Viewer } from '../../platform/policy.js';
import { operates, type LotLocation } from '../adjustments/policy.js';
import { recallTaskWorkflow, recallWorkflow } from './workflow.js';

/** A recall as its policy reads it: its status, its product's supplier, and its units. */
export interface RecallState {
  status: RecallStatus;
  supplierId: string;
  /** Located units not yet accounted for, on every lot. */
  remainingUnits: number;
  /** Of those, the units on lots at locations the viewer operates (every lot for the administrator). */
  remainingHere: number;
}

const notYours: Refusal = () => notFound('api.notFound.record', { name: 'recall' });

/** Its maker: the product's supplier (the administrator may act on any). */
const maker = (viewer: Viewer, recall: RecallState): Refusal | undefined =>
  viewer.type === 'healthpro' || (viewer.type === 'supplier' && recall.supplierId === viewer._id) ? undefined : notYours;

/**
 * The maker edits and activates a DRAFT, and closes an ACTIVE recall once nothing remains; an
 * operator disposes while units remain at its locations; the administrator reverts (the workflow).
 */
export const recallPolicy = definePolicy(recallWorkflow, {
  edit: { event: 'edit', refuse: maker },
  activate: { event: 'activate', refuse: maker },
  dispose: { event: 'dispose', refuse: (_viewer, recall: RecallState) => (recall.remainingHere > 0 ? undefined : notYours) },
  close: {
    event: 'close',
    refuse: (viewer, recall: RecallState) =>
      maker(viewer, recall) ??
      (recall.remainingUnits > 0 ? () => new AppError('recall.unitsRemain', 'api.recalls.unitsRemain', { units: recall.remainingUnits, lots: '' }) : undefined),
  },
  revert: { event: 'revert' },
});

/** A lot of an ACTIVE recall's trace: its location's operator (or the administrator) disposes of what remains on it. */
export interface RecallLotState {
  status: RecallStatus;
  location: LotLocation;
  remainingUnits: number;
  lotNumber: string;
}

export const recallLotPolicy = definePolicy(recallWorkflow, {
  dispose: {
    event: 'dispose',
    refuse: (viewer, lot: RecallLotState) =>
      !operates(viewer, lot.location)
        ? () => notFound('api.notFound.record', { name: 'lot' })
        : lot.remainingUnits > 0
          ? undefined
          : () => new AppError('recall.overRemaining', 'api.recalls.overRemaining', { lot: lot.lotNumber, remaining: 0 }),
  },
});

/** A member's task: that member acknowledges it while OPEN. */
export interface RecallTaskState {
  status: RecallTaskStatus;
  memberId: string;
}

export const recallTaskPolicy = definePolicy(recallTaskWorkflow, {
  acknowledge: {
    event: 'acknowledge',
    refuse: (viewer, task: RecallTaskState) => (task.memberId === viewer._id ? undefined : () => notFound('api.notFound.record', { name: 'recallTask' })),
  },
});
