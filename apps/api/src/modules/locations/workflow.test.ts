import { LOCATION_STATUSES } from '@rds/contract';
import { describe } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { locationWorkflow } from './workflow.js';

describe('location workflow', () => {
  testWorkflowTable(locationWorkflow, {
    statuses: LOCATION_STATUSES,
    open: ['PENDING', 'APPROVED', 'DENIED'],
    allowed: [
      ['approve', 'PENDING', 'healthpro', 'APPROVED'],
      ['deny', 'PENDING', 'healthpro', 'DENIED'],
      ['edit', 'PENDING', 'distributor', 'PENDING'],
      ['edit', 'PENDING', 'supplier', 'PENDING'],
      ['amend', 'APPROVED', 'distributor', 'APPROVED'],
      ['amend', 'APPROVED', 'supplier', 'APPROVED'],
      ['resubmit', 'APPROVED', 'distributor', 'PENDING'],
      ['resubmit', 'APPROVED', 'supplier', 'PENDING'],
      ['resubmit', 'DENIED', 'distributor', 'PENDING'],
      ['resubmit', 'DENIED', 'supplier', 'PENDING'],
    ],
  });
});
