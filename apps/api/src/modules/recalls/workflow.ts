import type { RecallStatus, RecallTaskStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * A recall: its maker (the product's supplier, or the administrator) edits the DRAFT and activates
 * it; while ACTIVE the operators of the locations holding its units (or the administrator) dispose
 * of them, and its maker closes it once every located unit is accounted for (the service checks);
 * the administrator alone reverts one started by mistake.
 */
export const recallWorkflow = defineWorkflow<RecallStatus, 'edit' | 'activate' | 'dispose' | 'close' | 'revert'>('recall', {
  edit: { from: ['DRAFT'], to: 'DRAFT', by: ['supplier', 'healthpro'] },
  activate: { from: ['DRAFT'], to: 'ACTIVE', by: ['supplier', 'healthpro'] },
  dispose: { from: ['ACTIVE'], to: 'ACTIVE', by: ['supplier', 'distributor', 'healthpro'] },
  close: { from: ['ACTIVE'], to: 'CLOSED', by: ['supplier', 'healthpro'] },
  revert: { from: ['ACTIVE'], to: 'REVERTED', by: ['healthpro'] },
});
export type RecallEvent = keyof typeof recallWorkflow.table;

/**
 * A holding member's task: the member acknowledges it; it is DONE when none of the member's units
 * remain, which a disposition by the location's operator (or the administrator) brings about, or
 * the member's approval of the recall's replacement (its units leave as returned).
 */
export const recallTaskWorkflow = defineWorkflow<RecallTaskStatus, 'acknowledge' | 'finish'>('recall task', {
  acknowledge: { from: ['OPEN'], to: 'ACKNOWLEDGED', by: ['member'] },
  finish: { from: ['OPEN', 'ACKNOWLEDGED'], to: 'DONE', by: ['member', 'supplier', 'distributor', 'healthpro'] },
});
export type RecallTaskEvent = keyof typeof recallTaskWorkflow.table;
