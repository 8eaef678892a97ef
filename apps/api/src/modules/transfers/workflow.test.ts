import { TRANSFER_STATUSES } from '@rds/contract';
import { describe } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { transferWorkflow } from './workflow.js';

// Which member (only the recipient, never the sender) is the service's policy, tested in transfers.test.ts.
describe('transfer workflow', () => {
  testWorkflowTable(transferWorkflow, {
    statuses: TRANSFER_STATUSES,
    open: ['PENDING'],
    allowed: [
      ['approve', 'PENDING', 'member', 'APPROVED'],
      ['deny', 'PENDING', 'member', 'DENIED'],
    ],
  });
});
