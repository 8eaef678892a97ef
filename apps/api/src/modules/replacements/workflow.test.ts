import { REPLACEMENT_STATUSES } from '@rds/contract';
import { describe } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { replacementWorkflow } from './workflow.js';

// Which member and which supplier (the stock's own) is the policy's, tested in replacements.test.ts.
describe('replacement workflow', () => {
  testWorkflowTable(replacementWorkflow, {
    statuses: REPLACEMENT_STATUSES,
    open: ['PENDING', 'ASSIGNED_REQUEST'],
    allowed: [
      ['assign', 'PENDING', 'supplier', 'ASSIGNED_REQUEST'],
      ['assign', 'ASSIGNED_REQUEST', 'supplier', 'ASSIGNED_REQUEST'],
      ['approve', 'ASSIGNED_REQUEST', 'member', 'APPROVED'],
      ['deny', 'PENDING', 'member', 'DENIED'],
      ['deny', 'ASSIGNED_REQUEST', 'member', 'DENIED'],
      ['cancel', 'PENDING', 'healthpro', 'DENIED'],
      ['cancel', 'ASSIGNED_REQUEST', 'healthpro', 'DENIED'],
    ],
  });
});
