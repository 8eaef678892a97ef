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

const isMaker = (viewer: Viewer, supplierId: string) => viewer.type === 'healthpro' || (viewer.type === 'supplier' && supplierId === viewer._id);

/** Its maker: the product's supplier (the administrator may act on any). */
const maker = (viewer: Viewer, recall: RecallState): Refusal | undefined => (isMaker(viewer, recall.supplierId) ? undefined : notYours);

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

/** A holding member's stock of an ACTIVE recall's product, as the `replace` action reads it. */
export interface RecallStockState {
  status: RecallStatus;
  supplierId: string;
  recallNumber: number;
  member: string;
  /** Its recalled units still on hand and not held. */
  replaceableUnits: number;
  /** The recall's replacement open on the stock, with its units. */
  open: { units: number } | null;
}

/**
 * The recall's maker offers a replacement of a member stock's recalled units while the recall is
 * ACTIVE, one at a time per stock, while any remain to take out (the member still approves).
 */
export const recallStockPolicy = definePolicy(recallWorkflow, {
  replace: {
    by: ['supplier', 'healthpro'],
    refuse: (viewer, stock: RecallStockState) =>
      (!isMaker(viewer, stock.supplierId) ? notYours : undefined) ??
      (stock.status !== 'ACTIVE'
        ? () => new AppError('transition.wrongStatus', 'api.recalls.replaceOnlyActive', { status: { list: [`status.${stock.status}`] } })
        : stock.open
          ? () =>
              new AppError('recall.replacementOpen', 'api.recalls.replacementOpen', {
                number: stock.recallNumber,
                member: stock.member,
                units: stock.open!.units,
              })
          : stock.replaceableUnits === 0
            ? () => new AppError('recall.nothingToReplace', 'api.recalls.nothingToReplace')
            : undefined),
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
