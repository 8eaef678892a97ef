import { RECALL_STATUSES, RECALL_TASK_STATUSES } from '@rds/contract';
import { describe } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { recallTaskWorkflow, recallWorkflow } from './workflow.js';

// Whose recall, which location's operator and which member's task are the policy's, tested in recalls.test.ts.
describe('recall workflow', () => {
  testWorkflowTable(recallWorkflow, {
    statuses: RECALL_STATUSES,
    open: ['DRAFT', 'ACTIVE'],
    allowed: [
      ['edit', 'DRAFT', 'supplier', 'DRAFT'],
      ['edit', 'DRAFT', 'healthpro', 'DRAFT'],
      ['activate', 'DRAFT', 'supplier', 'ACTIVE'],
      ['activate', 'DRAFT', 'healthpro', 'ACTIVE'],
      ['dispose', 'ACTIVE', 'supplier', 'ACTIVE'],
      ['dispose', 'ACTIVE', 'distributor', 'ACTIVE'],
      ['dispose', 'ACTIVE', 'healthpro', 'ACTIVE'],
      ['close', 'ACTIVE', 'supplier', 'CLOSED'],
      ['close', 'ACTIVE', 'healthpro', 'CLOSED'],
      ['revert', 'ACTIVE', 'healthpro', 'REVERTED'],
    ],
  });
});

describe('recall task workflow', () => {
  testWorkflowTable(recallTaskWorkflow, {
    statuses: RECALL_TASK_STATUSES,
    open: ['OPEN', 'ACKNOWLEDGED'],
    allowed: [
      ['acknowledge', 'OPEN', 'member', 'ACKNOWLEDGED'],
      ['finish', 'OPEN', 'member', 'DONE'],
      ['finish', 'ACKNOWLEDGED', 'member', 'DONE'],
      ['finish', 'OPEN', 'supplier', 'DONE'],
      ['finish', 'OPEN', 'distributor', 'DONE'],
      ['finish', 'OPEN', 'healthpro', 'DONE'],
      ['finish', 'ACKNOWLEDGED', 'supplier', 'DONE'],
      ['finish', 'ACKNOWLEDGED', 'distributor', 'DONE'],
      ['finish', 'ACKNOWLEDGED', 'healthpro', 'DONE'],
    ],
  });
});
