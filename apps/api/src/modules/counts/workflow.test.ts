import { COUNT_STATUSES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { countWorkflow } from './workflow.js';

// Which operator (the location's own) is the policy's, tested in counts.test.ts.
describe('count workflow', () => {
  testWorkflowTable(countWorkflow, {
    statuses: COUNT_STATUSES,
    open: ['OPEN', 'AWAITING_APPROVAL'],
    allowed: [
      ['save', 'OPEN', 'supplier', 'OPEN'],
      ['save', 'OPEN', 'distributor', 'OPEN'],
      ['save', 'OPEN', 'healthpro', 'OPEN'],
      ['apply', 'OPEN', 'supplier', 'APPLIED'],
      ['apply', 'OPEN', 'distributor', 'APPLIED'],
      ['apply', 'OPEN', 'healthpro', 'APPLIED'],
      ['submitForApproval', 'OPEN', 'supplier', 'AWAITING_APPROVAL'],
      ['submitForApproval', 'OPEN', 'distributor', 'AWAITING_APPROVAL'],
      ['approve', 'AWAITING_APPROVAL', 'healthpro', 'APPLIED'],
      ['deny', 'AWAITING_APPROVAL', 'healthpro', 'DENIED'],
      ['cancel', 'OPEN', 'supplier', 'CANCELLED'],
      ['cancel', 'OPEN', 'distributor', 'CANCELLED'],
      ['cancel', 'OPEN', 'healthpro', 'CANCELLED'],
    ],
  });

  it("keeps only the waiting counts on the administrator's worklist, though it may submit or cancel an open one", () => {
    expect(countWorkflow.awaiting('healthpro')).toEqual(['AWAITING_APPROVAL']);
  });
});
